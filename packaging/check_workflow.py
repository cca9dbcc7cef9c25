"""Check the release workflow (``.github/workflows/bundles.yml``) where it cannot run
(`make test-package`): against GitHub's workflow schema (check-jsonschema's copy, offline),
every ``run`` step through shellcheck as the bash script it is, every action pinned to a
version, each of Linux, Windows and macOS built, and every file of the repository the steps
name present.

    python packaging/check_workflow.py [WORKFLOW]
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "bundles.yml"
#: The runners' systems the bundles must be built on.
SYSTEMS = ("ubuntu-", "windows-", "macos-")
_EXPRESSION = re.compile(r"\$\{\{.*?\}\}")
_PINNED = re.compile(r"^[\w.-]+/[\w./-]+@(v\d+(\.\d+)*|[0-9a-f]{40})$")
_REPOSITORY_FILE = re.compile(r"\b((?:packaging|requirements|resources|translations)/[\w./-]+)")


def tool(name: str) -> str | None:
    """A command of this interpreter's environment (the venv's bin), else of the PATH."""
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.is_file() else shutil.which(name)


def steps(workflow: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each step with the name of its job."""
    for job_name, job in workflow["jobs"].items():
        for step in job.get("steps", []):
            yield job_name, step


def shell_script(run: str) -> str:
    """A ``run`` step as the bash script the runner makes of it (an expression stands for a
    word, as its value will)."""
    return "#!/usr/bin/env bash\nset -eo pipefail\n" + _EXPRESSION.sub("expression", run)


def problems(path: Path) -> Iterator[str]:
    """What is wrong with the workflow at ``path``, one line each."""
    checker, shellcheck = tool("check-jsonschema"), tool("shellcheck")
    if checker is None or shellcheck is None:
        yield "check-jsonschema and shellcheck are needed (make package installs them)"
        return
    schema = subprocess.run(
        [checker, "--builtin-schema", "vendor.github-workflows", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    if schema.returncode != 0:
        yield f"not a valid workflow: {schema.stdout.strip()} {schema.stderr.strip()}"
    workflow = YAML(typ="safe").load(path.read_text("utf-8"))
    runners = {
        entry.get("os", "")
        for job in workflow["jobs"].values()
        for entry in job.get("strategy", {}).get("matrix", {}).get("include", [])
    }
    for system in SYSTEMS:
        if not any(runner.startswith(system) for runner in runners):
            yield f"no bundle built on a {system.rstrip('-')} runner"
    if workflow.get("defaults", {}).get("run", {}).get("shell") != "bash":
        yield "the steps' shell is not bash on every system (defaults: run: shell: bash)"
    for job_name, step in steps(workflow):
        label = f"{job_name}: {step.get('name') or step.get('uses')}"
        uses = step.get("uses")
        if uses is not None and not _PINNED.match(uses):
            yield f"{label}: the action is not pinned to a version or a commit"
        run = step.get("run")
        if run is None:
            continue
        checked = subprocess.run(
            [shellcheck, "--shell=bash", "--format=gcc", "-"],
            input=shell_script(run),
            capture_output=True,
            text=True,
            check=False,
        )
        for line in checked.stdout.splitlines():
            yield f"{label}: shellcheck: {line.split(':', 3)[-1].strip()}"
        for name in _REPOSITORY_FILE.findall(run):
            if "*" not in name and not (ROOT / name).exists():
                yield f"{label}: {name} is not in the repository"


def broken_copy(path: Path, folder: Path) -> Path:
    """``path`` with a fault of each kind this check finds: no macOS runner, an action on
    a branch, a shell mistake, a file that does not exist, a key the schema refuses."""
    text = path.read_text("utf-8")
    for good, bad in (
        ("os: macos-", "os: mac-"),
        ("actions/checkout@v4", "actions/checkout@main"),
        ("rm -rf build/compiled", 'rm -rf "$undefined"/build/compiled $((1+'),
        ("packaging/render_icons.py", "packaging/render_icon.py"),
        ("timeout-minutes:", "time-out-minutes:"),
    ):
        if good not in text:
            raise SystemExit(f"check_workflow: the self-check expects {good!r} in {path.name}")
        text = text.replace(good, bad, 1)
    broken = folder / path.name
    broken.write_text(text, encoding="utf-8")
    return broken


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else WORKFLOW
    found = list(problems(path))
    for line in found:
        print(f"FAIL: {path.name}: {line}", file=sys.stderr)
    if found:
        return 1
    # the check itself: a copy with five faults must show each of them
    with tempfile.TemporaryDirectory() as folder:
        seen = " ".join(problems(broken_copy(path, Path(folder))))
    expected = (
        "not a valid workflow",
        "no bundle built on a macos",
        "not pinned",
        "shellcheck",
        "render_icon.py is not in the repository",
    )
    missed = [what for what in expected if what not in seen]
    if missed:
        print(f"FAIL: check_workflow.py missed faults: {', '.join(missed)}", file=sys.stderr)
        return 1
    print(f"ok: {path.name}: the workflow schema, shellcheck, pinned actions, three systems")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
