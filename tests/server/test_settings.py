"""``yxs server``'s settings as an operator gives them, without starting a server: the
command line wins over ``YXS_<FLAG>`` variables, which win over the TOML file of
``--config``, which wins over the defaults; every value is checked as the command line
checks it, and what cannot be used is one line naming the file or the variable, and the
key, with exit status 2."""

from __future__ import annotations

import argparse
import asyncio
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.server.test_transport import get, yxs_server
from yxs_desktop import cli
from yxs_desktop.server.settings import SettingsError, from_config, resolve

ROOT = Path(__file__).resolve().parents[2]


def settings(*flags: str, environ: dict[str, str] | None = None) -> argparse.Namespace:
    """``yxs server FLAGS``'s settings with the environment ``environ``, as ``main``
    reads them."""
    args = cli.build_parser().parse_args(["server", *flags])
    problem = cli.server_settings(args, environ or {})
    assert problem is None, problem
    return args


def problem_of(*flags: str, environ: dict[str, str] | None = None) -> str:
    """Why ``yxs server FLAGS`` with ``environ`` cannot start."""
    args = cli.build_parser().parse_args(["server", *flags])
    problem = cli.server_settings(args, environ or {})
    assert problem is not None
    return problem


@pytest.fixture
def toml(tmp_path: Path) -> Any:
    def write(text: str) -> str:
        path = tmp_path / "server.toml"
        path.write_text(text, encoding="utf-8")
        return str(path)

    return write


# ---------------------------------------------------------------------------- precedence
def test_the_command_line_wins_over_the_environment_which_wins_over_the_config_file(
    toml: Any,
) -> None:
    config = toml("port = 9599\nmax_rooms = 7\n")
    env = {"YXS_PORT": "9600", "YXS_MAX_ROOMS": "8"}
    assert settings("--config", config, "--port", "9601", environ=env).port == 9601
    assert settings("--config", config, environ=env).port == 9600
    assert settings("--config", config).port == 9599
    assert settings().port == 9527
    both = settings("--config", config, "--max-rooms", "9", environ=env)
    assert (both.max_rooms, both.port) == (9, 9600)
    # the command line wins even when it gives the default
    assert settings("--port", "9527", environ={"YXS_PORT": "9600"}).port == 9527


def test_without_a_config_file_or_variables_every_flag_has_its_default() -> None:
    args = settings()
    assert (args.host, args.port, args.max_rooms, args.max_connections) == (
        "127.0.0.1",
        9527,
        100,
        1000,
    )
    assert (args.max_per_address, args.max_search_rooms, args.drain) == (16, 4, 0.0)
    assert (args.data, args.no_data, args.cert, args.key, args.ban) == (
        None,
        False,
        None,
        None,
        None,
    )
    assert (args.path, args.allow_origin, args.trusted_proxy) == ("/", [], [])
    assert (args.metrics_port, args.metrics_host, args.log_format) == (None, "127.0.0.1", "text")
    assert (args.config, args.parent) == (None, None)


def test_a_config_file_gives_every_kind_of_flag_with_dashes_or_underscores(toml: Any) -> None:
    config = toml(
        'host = "0.0.0.0"\n'
        "max-rooms = 12\n"
        "drain = 30\n"  # a whole number for a number of seconds
        'path = "/yxs"\n'
        'allow-origin = ["HTTPS://Game.Example/", "http://localhost:8080"]\n'
        'trusted_proxy = ["::ffff:10.0.0.2"]\n'
        "no_data = true\n"
        'log_format = "json"\n'
        "metrics_port = 9528\n"
        'ban = "banned.txt"\n'
    )
    args = settings("--config", config)
    assert (args.host, args.max_rooms, args.drain, args.path) == ("0.0.0.0", 12, 30.0, "/yxs/")
    assert args.allow_origin == ["https://game.example", "http://localhost:8080"]
    assert [str(address) for address in args.trusted_proxy] == ["10.0.0.2"]
    assert (args.no_data, args.log_format, args.metrics_port, args.ban) == (
        True,
        "json",
        9528,
        "banned.txt",
    )
    assert args.config == config


def test_the_environment_gives_lists_with_commas_switches_as_1_0_true_false() -> None:
    env = {
        "YXS_ALLOW_ORIGIN": "https://a.example, https://b.example,",
        "YXS_NO_DATA": "TRUE",
        "YXS_DRAIN": "2.5",
        "YXS_LOG_FORMAT": "json",
        "YXS_HOST": "",  # set to nothing: not set
        "YXS_COMPILED": "1",  # the program's own variable, no setting
        "YXS_PARENT": "1",  # the desktop program's flag: the command line only
    }
    args = settings(environ=env)
    assert args.allow_origin == ["https://a.example", "https://b.example"]
    assert (args.no_data, args.drain, args.log_format) == (True, 2.5, "json")
    assert (args.host, args.parent) == ("127.0.0.1", None)
    for text, value in (("1", True), ("0", False), ("true", True), ("False", False)):
        assert settings(environ={"YXS_NO_DATA": text}).no_data is value


def test_yxs_config_names_the_file_when_the_command_line_does_not(toml: Any) -> None:
    config = toml("max_rooms = 5\n")
    assert settings(environ={"YXS_CONFIG": config}).max_rooms == 5
    other = Path(config).with_name("other.toml")
    other.write_text("max_rooms = 6\n")
    assert settings("--config", str(other), environ={"YXS_CONFIG": config}).max_rooms == 6


def test_a_repeatable_flag_on_the_command_line_replaces_the_list_from_elsewhere(
    toml: Any,
) -> None:
    config = toml('allow_origin = ["https://file.example"]\n')
    given = settings("--config", config, "--allow-origin", "https://line.example")
    assert given.allow_origin == ["https://line.example"]
    env = {"YXS_ALLOW_ORIGIN": "https://env.example"}
    assert settings("--config", config, environ=env).allow_origin == ["https://env.example"]
    assert settings("--config", config).allow_origin == ["https://file.example"]


def test_of_data_and_no_data_the_first_place_wins_and_one_place_may_not_give_both(
    toml: Any,
) -> None:
    config = toml("no_data = true\n")
    args = settings("--config", config, "--data", "/srv/yxs")
    assert (args.data, args.no_data) == ("/srv/yxs", False)
    args = settings("--config", toml('data = "/srv/yxs"\n'), environ={"YXS_NO_DATA": "1"})
    assert (args.data, args.no_data) == (None, True)
    args = settings("--config", toml('data = "/srv/yxs"\nno_data = false\n'))
    assert (args.data, args.no_data) == ("/srv/yxs", False)
    problem = problem_of("--config", toml('data = "/srv/yxs"\nno_data = true\n'))
    assert problem.endswith("data and no_data cannot be given together")


# ---------------------------------------------------------------------------- what is refused
@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("prot = 9527\n", "unknown key 'prot' (did you mean port?): the keys are"),
        ("parent = 1\n", "unknown key 'parent'"),  # the desktop program's own flag
        ("config = 'x.toml'\n", "unknown key 'config'"),
        ("[server]\nport = 1\n", "unknown key 'server'"),
        ('port = "9527"\n', "port must be a whole number, not a string"),
        ("port = 9527.0\n", "port must be a whole number, not a number with a fraction"),
        ("port = true\n", "port must be a whole number, not a boolean"),
        ("drain = false\n", "drain must be a number, not a boolean"),
        ("host = 1\n", "host must be a string, not a whole number"),
        ('no_data = "yes"\n', "no_data must be true or false, not a string"),
        ('allow_origin = "https://a.example"\n', "allow_origin must be an array of strings"),
        ("trusted_proxy = [1]\n", "trusted_proxy must be an array of strings, not an array"),
        ("port = 70000\n", "port: 70000 must be at most 65535"),
        ("max_rooms = 0\n", "max_rooms: 0 must be at least 1"),
        ('path = "yxs"\n', "path: 'yxs' is not a path: it must begin with /"),
        ('allow_origin = ["a.example"]\n', "allow_origin: 'a.example' is not an origin"),
        ('trusted_proxy = ["proxy.lan"]\n', "trusted_proxy: 'proxy.lan' is not an IP address"),
        ('log_format = "xml"\n', "log_format: 'xml' is not one of text, json"),
        ("port = 1\nport = 2\n", "is not valid TOML: Cannot overwrite a value (at line 2"),
        ("max-rooms = 1\nmax_rooms = 2\n", "max_rooms is given twice"),
        ("port = \n", "is not valid TOML: Invalid value (at line 1, column 8)"),
    ],
)
def test_a_config_file_that_cannot_be_used_is_one_line_naming_the_file_and_key(
    toml: Any, text: str, message: str
) -> None:
    config = toml(text)
    problem = problem_of("--config", config)
    assert problem.startswith(f"the config file {config}")
    assert message in problem and "\n" not in problem


def test_a_config_file_that_cannot_be_read_is_named(tmp_path: Path) -> None:
    missing = tmp_path / "missing.toml"
    assert problem_of("--config", str(missing)) == (
        f"the config file {missing} cannot be read: No such file or directory"
    )
    assert "cannot be read: Is a directory" in problem_of("--config", str(tmp_path))
    binary = tmp_path / "latin1.toml"
    binary.write_bytes('host = "caf\xe9"\n'.encode("latin-1"))
    assert problem_of("--config", str(binary)).endswith("is not valid TOML: it is not UTF-8 text")


@pytest.mark.parametrize(
    ("environ", "message"),
    [
        ({"YXS_PORT": "x"}, "the environment variable YXS_PORT: 'x' is not a whole number"),
        ({"YXS_PORT": "-1"}, "the environment variable YXS_PORT: -1 must be at least 0"),
        ({"YXS_NO_DATA": "yes"}, "YXS_NO_DATA: 'yes' is not 1, 0, true or false"),
        ({"YXS_TRUSTED_PROXY": "10.0.0.1,x"}, "YXS_TRUSTED_PROXY: 'x' is not an IP address"),
        ({"YXS_LOG_FORMAT": "xml"}, "YXS_LOG_FORMAT: 'xml' is not one of text, json"),
        ({"YXS_CONFIG": "/no/such/file.toml"}, "the config file /no/such/file.toml cannot be"),
    ],
)
def test_a_variable_that_cannot_be_used_is_one_line_naming_it(
    environ: dict[str, str], message: str
) -> None:
    assert message in problem_of(environ=environ)


def test_yxs_server_stops_on_a_bad_config_with_one_line_and_status_2(
    toml: Any, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert cli.main(["server", "--config", toml("max_rooms = 'many'\n")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("yxs server: the config file ") and err.count("\n") == 1, err
    assert "max_rooms must be a whole number" in err and "Traceback" not in err
    monkeypatch.setenv("YXS_MAX_ROOMS", "0")
    assert cli.main(["server"]) == 2
    err = capsys.readouterr().err
    assert err == "yxs server: the environment variable YXS_MAX_ROOMS: 0 must be at least 1\n"
    monkeypatch.delenv("YXS_MAX_ROOMS")
    config = toml('cert = "c.pem"\n')  # checked once every place has given its part
    with pytest.raises(SystemExit) as stopped:
        cli.main(["server", "--config", config])
    assert stopped.value.code == 2
    assert "argument --cert: needs --key too" in capsys.readouterr().err


def test_every_flag_of_the_server_has_its_variable_and_key() -> None:
    options = {option.dest: option for option in cli._server_options()}
    flags = {
        name[2:].replace("-", "_")
        for name in re.findall(r"--[a-z][a-z-]+", _server_help())
        if name != "--help"
    }
    assert flags == set(options) - {"parent"}  # the desktop program's, not shown
    layered = {dest for dest, option in options.items() if option.layered}
    assert layered == set(options) - {"config", "parent"}
    assert options["max_rooms"].variable == "YXS_MAX_ROOMS"


def _server_help() -> str:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        cli.build_parser().parse_args(["server", "--help"])
    return out.getvalue()


def test_the_example_config_of_docs_server_md_is_read_as_written(toml: Any) -> None:
    page = (ROOT / "docs" / "server.md").read_text(encoding="utf-8")
    (example,) = re.findall(r"```toml\n(.*?)```", page, re.DOTALL)
    values = resolve(cli._server_options(), {}, {}, Path(toml(example)))
    assert values["path"] == "/yxs/" and values["metrics_port"] == 9528
    assert values["log_format"] == "json" and values["drain"] == 120.0
    assert [str(address) for address in values["trusted_proxy"]] == ["127.0.0.1"]


def test_a_file_that_is_not_toml_is_refused_whatever_its_name(tmp_path: Path) -> None:
    page = ROOT / "docs" / "server.md"
    with pytest.raises(SettingsError, match=r"server\.md is not valid TOML: .* \(at line \d+"):
        from_config(cli._server_options(), page)


# ---------------------------------------------------------------------------- a real server
@pytest.mark.asyncio
@pytest.mark.timeout(60)
async def test_a_server_runs_with_the_settings_of_its_config_file_and_environment(
    toml: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = toml('path = "/yxs"\nlog_format = "text"\nmax_rooms = 3\n')
    monkeypatch.setenv("YXS_CONFIG", config)
    monkeypatch.setenv("YXS_LOG_FORMAT", "json")  # the environment wins over the file
    async with yxs_server() as server:
        assert server.path == "/yxs/"
        assert await get(f"http://127.0.0.1:{server.port}/yxs/healthz") == (200, "ok\n")
        await asyncio.sleep(0)
    records = [json.loads(line) for line in server.log]
    assert records[0]["message"] == f"settings from the config file {config}"


def test_the_programs_own_server_ignores_the_persons_yxs_variables() -> None:
    """The program's "Start a server on this computer" runs ``yxs server --parent PID``:
    a person's ``YXS_*`` settings (or ``YXS_CONFIG``) for a public server must not change
    it."""
    environ = {"YXS_MAX_ROOMS": "3", "YXS_CONFIG": "/nowhere/server.toml"}
    own = settings("--parent", "1", "--port", "0", environ=environ)
    assert own.max_rooms != 3 and own.config is None
    public = settings("--port", "0", environ={"YXS_MAX_ROOMS": "3"})
    assert public.max_rooms == 3
