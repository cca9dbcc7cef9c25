"""The words for the online client's own codes, in Chinese and English: why a connection
could not be made or ended (:class:`~yxs_desktop.client.online.OnlineError`,
:class:`~yxs_desktop.client.online.ConnectionStatus` ``reason``). The server's refusal
codes have theirs in the protocol's catalogue (:data:`yxs_desktop.protocol.CODES`);
:func:`online_text` words either."""

from __future__ import annotations

from typing import Final

from yxs_desktop.protocol import CODES
from yxs_desktop.protocol.errors import Code

#: The client side's codes: an ``OnlineError``'s ``code`` and a status's ``reason``.
CLIENT_CODES: Final[dict[str, Code]] = {
    "unreachable": Code(
        "无法连接到服务器：请检查地址，以及服务器是否在运行。",
        "Cannot reach the server: check the address and that the server is running.",
    ),
    "certificate": Code(
        "无法验证服务器的证书（不是本机信任的证书，或不是这个主机名的），没有连接。",
        "The server's certificate could not be verified (this computer does not trust it, "
        "or it is for another name): not connected.",
    ),
    "refused": Code("服务器拒绝了连接。", "The server refused the connection."),
    "closed": Code("连接已关闭。", "The connection is closed."),
    "lost": Code("与服务器的连接断开了，正在重新连接。", "The connection dropped; reconnecting."),
    "game_gone": Code(
        "你的座位所在的游戏已不在服务器上：它在你离开时结束了，或服务器重启时没有保存它。",
        "Your seat's game is no longer on the server: it ended while you were away, or the "
        "server restarted without keeping it.",
    ),
    "game_lost": Code(
        "服务器重启后未能继续你的游戏，这局游戏已丢失。",
        "The server could not go on with your game after it restarted: the game is lost.",
    ),
    "room_closed": Code(
        "服务器管理员关闭了你的座位所在的房间：那局游戏没有结果，你回到了大厅。",
        "The server's operator closed your seat's room: its game ended without a result, "
        "and you are in the lobby.",
    ),
    "shutdown": Code("服务器已关闭。", "The server has shut down."),
    "restart": Code(
        "服务器正在重启：它回来后你的游戏会继续，正在重新连接。",
        "The server is restarting: your game goes on when it is back. Reconnecting.",
    ),
    "resumed": Code(
        "服务器重启过，你的游戏继续进行。", "The server restarted, and your game goes on."
    ),
    "back_in_seat": Code("你回到了自己的座位。", "You are back in your seat."),
    "replaced": Code(
        "这个座位在另一个连接上打开了。", "This seat was opened on another connection."
    ),
    "limits": Code(
        "发送的消息太多，服务器断开了连接。", "Too many messages: the server closed the connection."
    ),
    "kicked": Code(
        "服务器管理员让你离开了这台服务器。",
        "The server's operator sent you away from the server.",
    ),
    "banned": Code(
        "服务器拒绝了来自这个地址的连接（已被封禁）。",
        "The server refused connections from this address (banned).",
    ),
    "too_many": Code(
        "这个地址连到服务器的连接已经太多了，请稍后再试。",
        "This address already holds too many connections to the server: try again later.",
    ),
}


def online_text(code: str, language: str) -> str:
    """What ``code`` (the client's own or the server's) means, in ``language`` (``zh``, else
    English); an unknown code is given as it is. A code both have is the client's (a
    status's ``kicked`` is the operator's doing; a ``wire.Error``'s is worded by
    :func:`~yxs_desktop.protocol.errors.code_text`)."""
    found = CLIENT_CODES.get(code) or CODES.get(code)
    if found is None:
        return code
    return found.zh if language.startswith("zh") else found.en
