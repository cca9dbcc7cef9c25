"""The files that run ``yxs server`` for an operator, checked without systemd or a
container runtime: ``packaging/yxs-server.service`` passes ``systemd-analyze verify``
(where that command is), its ``ExecStart`` is a command line ``yxs server`` takes, and it
runs as an unprivileged user with the hardening and a stop timeout longer than the drain;
``packaging/Containerfile`` read as a script: every ``COPY`` source is in the repository
(and not left out of the build context), every ``RUN`` passes shellcheck (where it is),
its ``ENTRYPOINT`` and ``CMD`` are flags ``yxs server`` takes, it runs as a user who is not
root, and its ``HEALTHCHECK`` succeeds against a real ``yxs server`` (and fails where
none listens)."""

from __future__ import annotations

import fnmatch
import json
import re
import shlex
import shutil
import socket
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.server.test_transport import yxs_server
from yxs_desktop import cli

TOP = Path(__file__).resolve().parent.parent
UNIT = TOP / "packaging" / "yxs-server.service"
CONTAINERFILE = TOP / "packaging" / "Containerfile"
IGNORE = TOP / "packaging" / "Containerfile.dockerignore"


def server_args(argv: list[str]) -> object:
    """``yxs server``'s settings for ``argv`` (the words after ``yxs``), as ``main`` reads
    them: argparse's refusal fails the test, and so does the settings'."""
    assert argv[0] == "server", argv
    args = cli.build_parser().parse_args(argv)
    assert cli.server_settings(args, {}) is None
    return args


# ---------------------------------------------------------------------------- systemd
def unit() -> dict[str, dict[str, list[str]]]:
    """The unit file's sections: key → its values, in order (a key may repeat)."""
    sections: dict[str, dict[str, list[str]]] = {}
    current: dict[str, list[str]] = {}
    for raw in UNIT.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], {})
            continue
        key, _, value = line.partition("=")
        current.setdefault(key.strip(), []).append(value.strip())
    return sections


def test_the_units_execstart_is_a_command_line_yxs_server_takes(tmp_path: Path) -> None:
    (execstart,) = unit()["Service"]["ExecStart"]
    argv = shlex.split(execstart)
    assert Path(argv[0]).is_absolute() and Path(argv[0]).name == "yxs"
    assert argv[1:4] == ["server", "--config", "/etc/yxs/server.toml"]
    # /etc/yxs/server.toml as docs/server.md has it
    page = (TOP / "docs" / "server.md").read_text(encoding="utf-8")
    (example,) = re.findall(r"```toml\n(.*?)```", page, re.DOTALL)
    config = tmp_path / "server.toml"
    config.write_text(example, encoding="utf-8")
    args = vars(server_args([str(config) if word == argv[3] else word for word in argv[1:]]))
    assert (args["config"], args["data"], args["no_data"]) == (str(config), "/var/lib/yxs", False)
    # the admin socket in the folder systemd makes for the service's user
    socket = Path(args["admin_socket"])
    runtime = unit()["Service"]["RuntimeDirectory"][-1]
    assert socket.parent == Path("/run") / runtime


def test_the_unit_runs_unprivileged_hardened_and_waits_longer_than_the_drain() -> None:
    service = {key: values[-1] for key, values in unit()["Service"].items()}
    assert service["User"] not in ("root", "0") and service["Group"] not in ("root", "0")
    assert service["StateDirectory"] == "yxs" and service["ReadWritePaths"] == "/var/lib/yxs"
    assert service["Restart"] == "on-failure" and service["KillSignal"] == "SIGTERM"
    for key in ("NoNewPrivileges", "ProtectHome", "PrivateTmp"):
        assert service[key] == "yes", key
    assert service["ProtectSystem"] == "strict"
    # the example config of docs/server.md drains for 120 s; the server then stops
    # within seconds (it closes the rooms and says bye)
    page = (TOP / "docs" / "server.md").read_text(encoding="utf-8")
    (drain,) = re.findall(r"^drain = (\d+)$", page, re.MULTILINE)
    assert int(service["TimeoutStopSec"]) >= int(drain) + 30
    assert unit()["Install"]["WantedBy"] == ["multi-user.target"]


def test_systemd_analyze_verifies_the_unit(tmp_path: Path) -> None:
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed on this machine")
    # verify checks that ExecStart's program is there: this machine's yxs stands in for
    # the installed /usr/bin/yxs
    yxs = Path(sys.executable).with_name("yxs")
    if not yxs.exists():
        pytest.skip(f"no yxs command beside {sys.executable} to stand in for /usr/bin/yxs")
    text = UNIT.read_text(encoding="utf-8").replace("ExecStart=/usr/bin/yxs ", f"ExecStart={yxs} ")
    copy = tmp_path / UNIT.name
    copy.write_text(text, encoding="utf-8")
    done = subprocess.run(
        [analyze, "verify", str(copy)], capture_output=True, text=True, timeout=120, cwd=tmp_path
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert UNIT.name not in done.stdout + done.stderr, done.stdout + done.stderr


# ---------------------------------------------------------------------------- the container
@dataclass(frozen=True)
class Instruction:
    keyword: str
    arguments: str
    stage: int  # which FROM it follows (0: the first)


def instructions() -> list[Instruction]:
    """The Containerfile's instructions, their continued lines joined."""
    found: list[Instruction] = []
    stage = -1
    pending = ""
    for raw in CONTAINERFILE.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if line.startswith("#"):  # a comment inside a continued instruction
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        whole = pending + line
        pending = ""
        keyword, _, arguments = whole.partition(" ")
        keyword = keyword.upper()
        if keyword == "FROM":
            stage += 1
        found.append(Instruction(keyword, arguments.strip(), stage))
    assert not pending, "the file ends in a continued line"
    return found


def of(keyword: str, stage: int | None = None) -> list[str]:
    return [
        i.arguments
        for i in instructions()
        if i.keyword == keyword and (stage is None or i.stage == stage)
    ]


def exec_form(arguments: str) -> list[str]:
    """A JSON-array (exec form) argument list."""
    words = json.loads(arguments)
    assert isinstance(words, list) and all(isinstance(word, str) for word in words)
    return words


def test_the_image_builds_from_python_312_slim_in_two_stages() -> None:
    froms = of("FROM")
    assert len(froms) == 2
    assert all(re.fullmatch(r"(docker\.io/library/)?python:3\.12-slim( AS \w+)?", f) for f in froms)
    runs = " ".join(of("RUN", 0))
    assert "pip wheel" in runs and " ." in runs
    installs = of("RUN", 1)
    assert any("--require-hashes -r /tmp/run-py312.lock" in run for run in installs)
    assert any("--no-deps /tmp/wheels/*.whl" in run for run in installs)
    assert of("EXPOSE") == ["9527"] and of("VOLUME") == ["/data"]


def _ignored(name: str) -> bool:
    patterns = [
        line.strip()
        for line in IGNORE.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    return any(fnmatch.fnmatch(name, pattern) for pattern in patterns)


def test_every_copy_source_is_in_the_repository_and_in_the_build_context() -> None:
    copies = of("COPY")
    assert copies
    for arguments in copies:
        words = shlex.split(arguments)
        if any(word.startswith("--from=") for word in words):
            continue
        sources = [word for word in words if not word.startswith("--")][:-1]
        assert sources, arguments
        for source in sources:
            assert (TOP / source).exists(), f"COPY {source}: not in the repository"
            assert not _ignored(source), f"COPY {source}: left out by {IGNORE.name}"


def _shellcheck() -> str | None:
    found = shutil.which("shellcheck")
    if found is None:
        beside = Path(sys.executable).with_name("shellcheck")
        found = str(beside) if beside.exists() else None
    return found


def test_every_run_passes_shellcheck(tmp_path: Path) -> None:
    shellcheck = _shellcheck()
    if shellcheck is None:
        pytest.skip("shellcheck is neither on PATH nor in the virtual environment")
    runs = of("RUN")
    assert runs
    for number, run in enumerate(runs):
        assert not run.startswith("["), "RUN in exec form: no shell to check"
        script = tmp_path / f"run{number}.sh"
        script.write_text(f"#!/bin/sh\n{run}\n", encoding="utf-8")
        done = subprocess.run(
            [shellcheck, "--shell=sh", str(script)], capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, f"RUN {run}\n{done.stdout}{done.stderr}"


def test_entrypoint_and_cmd_are_flags_yxs_server_takes_and_the_user_is_not_root() -> None:
    (entrypoint,) = of("ENTRYPOINT")
    (cmd,) = of("CMD")
    words = exec_form(entrypoint) + exec_form(cmd)
    assert words[:2] == ["yxs", "server"]
    args = vars(server_args(words[1:]))
    assert (args["host"], args["data"], args["port"]) == ("0.0.0.0", "/data", 9527)
    # with the flags people add after the image's name (`run IMAGE --keep-days 30`)
    assert vars(server_args([*words[1:], "--keep-days", "30"]))["keep_days"] == 30
    users = of("USER")
    assert users and users[-1].split(":")[0] not in ("root", "0")
    assert instructions()[-1].stage == 1 and of("USER", 1) == users[-1:]


def _healthcheck() -> list[str]:
    (healthcheck,) = of("HEALTHCHECK")
    _, found, command = healthcheck.partition("CMD ")
    assert found, healthcheck
    words = exec_form(command)
    assert words[:2] == ["python", "-c"] and len(words) == 3
    assert "http://127.0.0.1:9527/healthz" in words[2]
    return words


def _run_check(words: list[str], port: int) -> int:
    line = words[2].replace("127.0.0.1:9527", f"127.0.0.1:{port}")
    done = subprocess.run(
        [sys.executable, "-c", line], capture_output=True, timeout=30, stdin=subprocess.DEVNULL
    )
    return done.returncode


@pytest.mark.asyncio
@pytest.mark.timeout(90)
async def test_the_healthcheck_succeeds_against_a_real_server_and_fails_without_one() -> None:
    import asyncio

    words = _healthcheck()
    async with yxs_server("--host", "127.0.0.1") as server:
        assert await asyncio.to_thread(_run_check, words, server.port) == 0
    with socket.socket() as free:  # a port where nothing listens
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    assert await asyncio.to_thread(_run_check, words, port) != 0
