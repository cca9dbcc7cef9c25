"""`yxs server` as a process: SIGTERM mid-game tells every client bye, the process is gone
within 5 s and the game's replay re-runs exactly as far as it went."""

from __future__ import annotations

import asyncio
import re
import signal
import sys
import time
from pathlib import Path

import pytest

from tests.server.wsclient import running, table
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.verify import INCOMPLETE, verify_file


async def yxs_server(*options: str) -> asyncio.subprocess.Process:
    """``yxs server`` with ``options`` in a process of its own, its log on a pipe."""
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "yxs_desktop", "server", *options, stderr=asyncio.subprocess.PIPE
    )


pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(120)]


async def test_sigterm_mid_game_says_bye_exits_within_5_s_and_saves_a_replay_that_verifies(
    tmp_path: Path,
) -> None:
    process = await yxs_server("--port", "0", "--data", str(tmp_path))
    assert process.stderr is not None
    log: list[str] = []
    try:
        async with asyncio.timeout(30):
            while not (port := _port(log)):
                line = await process.stderr.readline()
                assert line, "the server ended: " + "".join(log)
                log.append(line.decode())
        drain = asyncio.create_task(_drain(process.stderr, log))
        (client,) = await table(port, persons=1)
        asked = await client.expect(wire.Asked)
        await client.play(pending=asked, until=lambda m: isinstance(m, wire.Update))
        process.send_signal(signal.SIGTERM)
        began = time.monotonic()
        bye = await client.expect(wire.Bye)
        assert bye.reason == "restart"  # its game goes on when the server is back
        assert await client.closed() == 1001
        code = await asyncio.wait_for(process.wait(), 5.0)
        assert time.monotonic() - began < 5.0
        assert code == 0
        await drain
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    (replay,) = (tmp_path / "replays").glob("*.yxsr")
    verdict = verify_file(replay)
    assert verdict.status == INCOMPLETE and verdict.index is None, verdict.text("en")
    assert any("room r1" in line for line in log)
    assert [p.name for p in (tmp_path / "rooms").iterdir()] == ["r1.json"]


def _port(log: list[str]) -> int:
    for line in log:
        found = re.search(r"listening on ws://127\.0\.0\.1:(\d+)/", line)
        if found:
            return int(found.group(1))
    return 0


async def _drain(stream: asyncio.StreamReader, log: list[str]) -> None:
    while line := await stream.readline():
        log.append(line.decode())


async def test_a_port_in_use_is_one_line_of_error_and_exit_2(tmp_path: Path) -> None:
    async with asyncio.timeout(60):
        holder = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
        port = holder.sockets[0].getsockname()[1]
        try:
            process = await yxs_server("--port", str(port), "--no-data")
            _, err = await process.communicate()
        finally:
            holder.close()
    assert process.returncode == 2
    lines = [line for line in err.decode().splitlines() if "yxs server:" in line]
    assert len(lines) == 1 and "in use" in lines[0]
    assert "Traceback" not in err.decode()


async def test_a_data_folder_that_cannot_be_written_is_one_line_of_error_and_exit_2(
    tmp_path: Path,
) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("")
    process = await yxs_server("--port", "0", "--data", str(blocked / "data"))
    _, err = await asyncio.wait_for(process.communicate(), 60)
    assert process.returncode == 2
    lines = [line for line in err.decode().splitlines() if "yxs server:" in line]
    assert len(lines) == 1 and "cannot use the data folder" in lines[0], err.decode()
    assert "Traceback" not in err.decode()


async def test_a_second_server_on_the_same_data_folder_is_refused_in_one_line(
    tmp_path: Path,
) -> None:
    async with running(tmp_path):  # a server holds the folder
        process = await yxs_server("--port", "0", "--data", str(tmp_path))
        _, err = await asyncio.wait_for(process.communicate(), 60)
    assert process.returncode == 2
    lines = [line for line in err.decode().splitlines() if "yxs server:" in line]
    assert len(lines) == 1 and "in use by another server" in lines[0], err.decode()
    async with running(tmp_path):  # let go once the first stopped
        pass
