"""The prompt line: what the pending request asks, in words, and how the choice goes on.

Every request kind has a sentence naming the card or skill that asks (its ``reason``),
why, and what to choose; a reason with a sentence of its own (``prompt.<kind>.<reason>``)
gets it, any other the kind's generic sentence built from the skill's or card's name and
text. At the table the prompt then follows the :class:`Selection` (a card chosen: its
targets next; enough chosen: "press OK"), and a refused click is said in words here too.
Qt-free: the texts come from :mod:`yxs_desktop.engine.content.texts`.
"""

from __future__ import annotations

from collections.abc import Callable

from yxs_desktop.client.interaction import Refusal, Selection
from yxs_desktop.engine.content.texts import TEXTS, text
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.requests import (
    Arrange,
    ChooseCards,
    ChooseFrom,
    ChooseHero,
    ChooseOption,
    ChooseSeats,
    Confirm,
    Distribute,
    PickHero,
    PickRevealed,
    PlayPhase,
    Request,
    Respond,
)

SeatName = Callable[[int], str]

#: The key part of each request kind: ``prompt.<part>.<reason>`` / ``prompt.<part>.generic``.
_PARTS: dict[type[Request], str] = {
    Respond: "respond",
    ChooseCards: "cards",
    ChooseSeats: "seats",
    ChooseFrom: "from",
    Confirm: "confirm",
    ChooseOption: "option",
    PickRevealed: "pick",
    Arrange: "arrange",
    Distribute: "distribute",
}


def reason_name(reason: str, lang: str) -> str:
    """The name of the skill or card behind ``reason`` (the reason itself if neither)."""
    for key in (f"skill.{reason}.name", f"card.{reason}.name"):
        if key in TEXTS:
            return text(key, lang)
    return reason


def reason_effect(reason: str, lang: str) -> str:
    """What the skill or card behind ``reason`` does (its text; "" if none)."""
    for key in (f"skill.{reason}.text", f"card.{reason}.text"):
        if key in TEXTS:
            return text(key, lang)
    return ""


def _card(kind: Kind | str | None, lang: str) -> str:
    value = kind.value if isinstance(kind, Kind) else kind
    return text(f"card.{value}.name", lang) if value else ""


def _count(low: int, high: int, lang: str) -> str:
    """How many to choose in words: "2", "up to 2" (none is fine too), "1 to 2"."""
    if low == high:
        return str(low)
    key = "prompt.count.up_to" if low == 0 else "prompt.count.between"
    return _say(key, lang, low=low, high=high)


def _say(key: str, lang: str, **fields: object) -> str:
    return text(key, lang).format(**fields).strip()


def base_prompt(request: Request, seat_name: SeatName, lang: str) -> str:
    """What ``request`` asks, before anything is chosen."""
    reason = request.reason
    if isinstance(request, PlayPhase):
        return text("prompt.play", lang)
    if isinstance(request, PickHero):
        return text("prompt.team_pick", lang)
    if isinstance(request, ChooseHero):
        return text("prompt.choose_hero", lang)
    own = f"prompt.{reason}"
    if own in TEXTS and not isinstance(request, Respond | ChooseCards):
        return text(own, lang)  # a purpose of its own: 3v3 choices, a bequest
    name, effect = reason_name(reason, lang), reason_effect(reason, lang)
    fields: dict[str, object] = {"name": name, "effect": effect}
    if isinstance(request, Respond):
        return _respond(request, seat_name, lang, fields)
    if isinstance(request, ChooseCards | ChooseSeats):
        fields["count"] = _count(request.low, request.high, lang)
    elif isinstance(request, ChooseFrom):
        fields["player"] = seat_name(request.target)
    part = _PARTS.get(type(request))
    if part is None:
        return _say("prompt.generic", lang, **fields)
    key = f"prompt.{part}.{reason}"
    return _say(key if key in TEXTS else f"prompt.{part}.generic", lang, **fields)


def _respond(request: Respond, seat_name: SeatName, lang: str, fields: dict[str, object]) -> str:
    name = lambda seat: seat_name(seat) if seat is not None else ""  # noqa: E731
    fields |= {
        "source": name(request.source),
        "target": name(request.target),
        "player": name(request.target),
        "card": _card(request.kind, lang),
    }
    reason = request.reason
    if request.kind is Kind.IMPECCABLE:
        target = ""
        if request.target is not None:
            target = text("prompt.respond.impeccable_target", lang).format(
                player=name(request.target)
            )  # not stripped: " (target: …)" keeps its space
        about = _card(request.about, lang)
        return text("prompt.respond.impeccable", lang).format(
            source=name(request.source), card=about, target=target
        )
    if f"prompt.respond.{reason}" in TEXTS:
        return _say(f"prompt.respond.{reason}", lang, **fields)
    skill = f"skill.{reason}.name" in TEXTS or f"card.{reason}.name" in TEXTS
    if skill and request.kind is Kind.STRIKE and request.source in request.seats:
        return _say("prompt.respond.skill_strike", lang, **fields)  # 补刀, 盘龙棍...
    if skill and request.target is not None:
        return _say("prompt.respond.for_lord", lang, **fields)  # 激将, 护主
    return _say("prompt.respond.generic", lang, **fields)


def prompt_for(
    request: Request, selection: Selection | None, seat_name: SeatName, lang: str
) -> str:
    """The prompt line for ``request`` in ``lang``, following ``selection`` (the choice
    in progress at the table; None before it starts or for a chooser's request)."""
    base = base_prompt(request, seat_name, lang)
    if selection is None or selection.request is not request:
        return base
    if isinstance(request, PlayPhase | Respond):
        return _option_progress(selection, base, seat_name, lang)
    if isinstance(request, ChooseCards):
        chosen = len(selection.cards)
        if request.reason == "discard" and chosen:
            if chosen < request.low:
                return _say("prompt.sel.discard_more", lang, count=request.low - chosen)
            return _say("prompt.sel.discard_ok", lang, count=chosen)
        return _progress(base, chosen, request.low, lang)
    if isinstance(request, ChooseSeats):
        return _progress(base, len(selection.targets), request.low, lang)
    return base


def _progress(base: str, chosen: int, low: int, lang: str) -> str:
    if not chosen:
        return base
    if chosen < low:
        return _say("prompt.sel.choose_more", lang, base=base, count=low - chosen)
    return _say("prompt.sel.press_ok", lang, base=base)


def _option_progress(sel: Selection, base: str, seat_name: SeatName, lang: str) -> str:
    """The play phase and card answers: what the chosen cards or skill still need."""
    if not sel.cards and not sel.targets:
        if sel.skill is None:
            return base
        options = sel.candidates()
        name, effect = reason_name(sel.skill, lang), reason_effect(sel.skill, lang)
        need = min((o.card_count[0] for o in options), default=0)
        if need:
            return _say("prompt.sel.skill_cards", lang, name=name, effect=effect, count=need)
        if any(o.target_count[1] or o.victims is not None for o in options):
            return _say("prompt.sel.skill_targets", lang, name=name, effect=effect)
        return base
    fitting = sel.fitting()
    if not fitting:
        return base
    ready = sel.ready()
    option = (ready or fitting)[0]
    card = _card(option.kind, lang)
    if option.skill is not None and option.kind is not None:
        skill = reason_name(option.skill, lang)
        card = f"{card}·{skill}" if lang == "zh" else f"{card} ({skill})"  # 【杀·傲剑】
    if not ready:
        missing = min(o.card_count[0] for o in fitting) - len(sel.cards)
        return _say("prompt.sel.more_cards", lang, card=card, count=max(1, missing))
    targets = [seat_name(s) for s in sel.targets]
    answer = sel.answer()
    if answer is None:
        if option.victims is not None and len(sel.targets) == 1:
            return _say("prompt.sel.second_target", lang, card=card, player=targets[0])
        chosen = len(sel.targets)
        low, high = option.target_count
        count = _count(max(1, low - chosen), max(1, high - chosen), lang)
        if option.kind is Kind.STRIKE:
            return _say("prompt.sel.strike_target", lang, count=count)
        return _say("prompt.sel.target", lang, card=card, count=count)
    if isinstance(sel.request, Respond) and not targets:
        return _say("prompt.sel.play", lang, card=card)
    if not targets:
        return _say("prompt.sel.use", lang, card=card)
    line = _say(
        "prompt.sel.use_on", lang, card=card, targets=text("prompt.sel.and", lang).join(targets)
    )
    more = option.target_count[1] - len(sel.targets)
    if (
        option.victims is None
        and more > 0
        and any(sel.seat_selectable(s) for s in option.targets if s not in sel.targets)
    ):
        line += text("prompt.sel.more_targets", lang).format(count=more)
    return line


def refusal_text(refusal: Refusal, seat_name: SeatName, lang: str) -> str:
    """A refused click in words: ``refusal``'s key with its fields named in ``lang``."""
    fields: dict[str, object] = {}
    for name, value in refusal.fields.items():
        if name in ("card", "wanted"):
            fields[name] = _card(value if isinstance(value, str) else None, lang)
        elif name == "skill" and isinstance(value, str):
            fields[name] = reason_name(value, lang)
        elif name == "player" and isinstance(value, int):
            fields[name] = seat_name(value)
        else:
            fields[name] = value
    return _say(refusal.key, lang, **fields)
