"""The protocol's refusals: :class:`ProtocolError` and the catalogue of its codes.

Every refusal has a stable ``code`` a client can act on and show in its own language (the
catalogue gives each code's Chinese and English text), and an English ``message`` for
people reading logs, which names the field and what is wrong and never quotes much of the
input (:data:`MESSAGE_LIMIT` characters at most).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from yxs_desktop.engine import IllegalResponse

#: The longest message of a refusal: it may quote the input, which an attacker chooses.
MESSAGE_LIMIT: Final = 300


@dataclass(frozen=True, slots=True)
class Code:
    """What a refusal code means, in both languages (clients show these texts)."""

    zh: str
    en: str


#: Every code an ``error`` or ``refused`` message may carry. The first group is raised by
#: :func:`yxs_desktop.protocol.codec.decode_client`, the rest by the server.
CODES: Final[dict[str, Code]] = {
    # the frame and its JSON
    "binary_frame": Code("只接受文本消息，不接受二进制消息。", "Only text frames are accepted."),
    "too_large": Code("消息太长。", "The message is too large."),
    "bad_utf8": Code("消息不是有效的 UTF-8 文本。", "The message is not valid UTF-8 text."),
    "malformed_json": Code("消息不是有效的 JSON。", "The message is not valid JSON."),
    "too_deep": Code("消息嵌套太深。", "The message is nested too deeply."),
    "duplicate_key": Code("消息里有重复的字段名。", "The message repeats a field name."),
    "number_out_of_range": Code(
        "消息里的数字超出范围。", "A number in the message is out of range."
    ),
    # the message's shape
    "unknown_type": Code("未知的消息类型。", "Unknown message type."),
    "bad_field": Code("消息的字段有误。", "A field of the message is wrong."),
    "bad_response": Code("回答的格式有误。", "The answer is not a valid response."),
    # the handshake
    "unsupported_version": Code(
        "服务器不支持这个客户端的协议版本。",
        "The server does not speak this client's protocol version.",
    ),
    "hello_first": Code("请先发送 hello。", "Send hello first."),
    "already_hello": Code("已经发送过 hello。", "Hello was already sent."),
    "bad_token": Code("重连凭证无效或已过期。", "The reconnection token is invalid or expired."),
    "game_lost": Code(
        "服务器重启后未能继续这局游戏，这局游戏已丢失。",
        "The server could not go on with this game after it restarted: the game is lost.",
    ),
    "room_closed": Code(
        "服务器管理员关闭了这局游戏所在的房间。",
        "The server's operator closed the room of this game.",
    ),
    "server_full": Code("服务器连接已满。", "The server has no room for more connections."),
    "kicked": Code("房主已将你请出这个房间。", "The host has removed you from this room."),
    "server_closing": Code(
        "服务器即将关闭，现在不能开始新的游戏。",
        "The server is about to stop: no new game now.",
    ),
    # the lobby and rooms
    "no_such_room": Code("房间不存在。", "There is no such room."),
    "too_many_rooms": Code("服务器房间已满，无法再创建房间。", "The server holds no more rooms."),
    "search_busy": Code(
        "服务器上有专家级电脑玩家的房间已满，请选择其他级别。",
        "The server runs no more rooms with expert computer players: choose another level.",
    ),
    "wrong_password": Code("房间密码错误。", "Wrong room password."),
    "room_full": Code("房间已满。", "The room is full."),
    "not_in_room": Code("你不在房间里。", "You are not in a room."),
    "already_in_room": Code("你已经在一个房间里了。", "You are already in a room."),
    "no_such_seat": Code("没有这个座位。", "There is no such seat."),
    "seat_taken": Code("这个座位已经有人了。", "That seat is taken."),
    "seat_empty": Code("这个座位是空的。", "That seat is empty."),
    "not_seated": Code("你还没有入座。", "You have no seat."),
    "not_host": Code("只有房主可以这样做。", "Only the room's host may do that."),
    "not_ready": Code("还有座位没有准备好。", "Not every seat is ready."),
    "game_started": Code("游戏已经开始。", "The game has started."),
    "game_over": Code("游戏已经结束。", "The game is over."),
    "spectators_off": Code("这个房间不允许观战。", "This room allows no spectators."),
    "spectator": Code("观战者不能这样做。", "Spectators cannot do that."),
    # the replay download
    "not_a_player": Code(
        "只有这局游戏的玩家可以下载录像。", "Only the game's players may download its replay."
    ),
    "game_not_over": Code(
        "游戏还没有结束，结束后才能下载录像。",
        "The game has not ended: its replay can be downloaded once it has.",
    ),
    "no_replay": Code("服务器没有这局游戏的录像。", "The server has no replay of this game."),
    # answers
    "not_your_turn": Code("现在没有在问你。", "You are not being asked anything now."),
    "stale_request": Code("这个请求已经结束或不存在。", "That request is over or was never made."),
    "already_answered": Code("你已经回答过这个请求。", "You already answered that request."),
    "illegal": Code("这个回答不合规则。", "That answer is against the rules."),
    # limits
    "rate_limited": Code("消息发送太频繁。", "Too many messages; slow down."),
    "chat_rate_limited": Code("聊天发送太频繁。", "Too many chat messages; slow down."),
}

Lang = Literal["zh", "en"]


def code_text(code: str, lang: Lang) -> str:
    """The text a client shows for ``code`` in ``lang`` (the code itself if unknown, as
    a newer server may send a code this client does not know)."""
    known = CODES.get(code)
    if known is None:
        return code
    return known.zh if lang == "zh" else known.en


def shorten(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to at most ``limit`` characters (with an ellipsis when cut)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ProtocolError(Exception):
    """A message refused: ``code`` is one of :data:`CODES`, ``message`` says in English
    what is wrong (at most :data:`MESSAGE_LIMIT` characters); ``answers`` is the type of
    the refused message when it was read that far, ``request`` the request id a refused
    answer names, and ``engine_code`` the engine's own code of an illegal answer."""

    def __init__(
        self,
        code: str,
        message: str,
        *,
        answers: str | None = None,
        request: int | None = None,
        engine_code: str | None = None,
    ) -> None:
        if code not in CODES:
            raise ValueError(f"not a protocol error code: {code!r}")
        message = shorten(message)
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.answers = answers
        self.request = request
        self.engine_code = engine_code


#: The protocol's code for each refusal of the engine's ``Game.submit`` that is not about
#: the rules themselves (those are ``illegal``, with the engine's code beside).
_FROM_ENGINE: Final[dict[str, str]] = {
    "no_request": "game_over",
    "not_pending": "stale_request",
    "already_answered": "already_answered",
    "not_asked": "not_your_turn",
    "bad_seat": "not_your_turn",
    "malformed": "bad_response",
}


def refusal_of(error: IllegalResponse, request: int) -> ProtocolError:
    """The protocol's refusal of an answer to request ``request`` that the engine refused
    with ``error`` (the engine's code kept in ``engine_code``)."""
    return ProtocolError(
        _FROM_ENGINE.get(error.code, "illegal"),
        error.message,
        answers="answer",
        request=request,
        engine_code=error.code,
    )
