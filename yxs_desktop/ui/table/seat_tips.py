"""The texts a seat shows on hover: its hero's skills, the distance to it from the
viewer's seat and whether it is within the viewer's attack range, and what its role badge
means (the role and what it plays for). Built from public information only: the view's
players, the viewer's own role, and the :class:`Reach` the session sends with each view."""

from __future__ import annotations

from yxs_desktop.engine.views import PlayerView, Reach
from yxs_desktop.ui.i18n import content, current_language

#: The modes whose players play in teams with one goal for everyone (3v3 casual: team A
#: are all loyalists, team B all rebels, and all three of a team must die).
_TEAM_GOAL_MODES = ("3v3-casual",)


def role_tip(role: str | None, mode: str) -> str:
    """The role badge's meaning: "主公 — 消灭所有反贼和内奸" / "Lord — defeat every rebel
    and the renegade"; a hidden role (None) says when it is revealed."""
    if role is None:
        return f"{content('role.hidden')} — {content('role.hidden.goal')}"
    goal = "role.team.goal" if mode in _TEAM_GOAL_MODES else f"role.{role}.goal"
    return f"{content(f'role.{role}')} — {content(goal)}"


def reach_tip(seat: int, viewer: int | None, reach: Reach | None) -> str | None:
    """The distance from ``viewer``'s seat to ``seat`` and whether it is within the
    viewer's attack range ("距离：2，在你的攻击范围（1）内"); "your seat" for the viewer's
    own; None when there is nothing to say (a spectator, no reach known, a dead seat)."""
    if viewer is None or reach is None:
        return None
    if seat == viewer:
        return content("reach.you")
    distance = reach.distances[seat] if seat < len(reach.distances) else 0
    if distance <= 0:  # the dead (and a dead viewer) have no distance
        return None
    within = "reach.in_range" if distance <= reach.attack_range else "reach.out_of_range"
    sep = "，" if current_language() == "zh" else ", "
    return (
        content("reach.distance").format(distance=distance)
        + sep
        + content(within).format(range=reach.attack_range)
    )


def seat_tip(
    player: PlayerView,
    role: str | None,
    mode: str,
    viewer: int | None = None,
    reach: Reach | None = None,
) -> str:
    """A seat's whole tooltip: the hero and the skills it holds now (none at the simple
    table, where heroes have no skills), the distance line, and the role badge's meaning
    (``role``: the role the badge shows, None while hidden)."""
    lines = []
    hero = player.hero
    if hero:
        # the skills the seat holds now (易装 adds a dead hero's; none with skills off)
        skills = ", ".join(content(f"skill.{s}.name") for s in player.skills)
        name = content(f"hero.{hero}.name")
        lines.append(f"{name}: {skills}" if skills else name)
        lines += [
            f"【{content(f'skill.{s}.name')}】{content(f'skill.{s}.text')}" for s in player.skills
        ]
    if player.judge:  # its tokens are emblems: the tooltip names the cards
        tricks = ("、" if current_language() == "zh" else ", ").join(
            content(f"card.{kind.value}.name") for _, kind in player.judge
        )
        lines.append(content("seat.judge_area").format(cards=tricks))
    distance = reach_tip(player.seat, viewer, reach) if player.alive else None
    if distance:
        lines.append(distance)
    if player.team is not None:
        lines.append(content(f"team.{player.team}"))
    lines.append(role_tip(role, mode))
    return "\n".join(lines)
