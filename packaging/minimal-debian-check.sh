#!/bin/sh
# Runs `make test`'s and `make run`'s system checks (packaging/check-system.sh --offscreen and
# --desktop) on a minimal Debian 12: what do they say is missing there, do the packages they
# install make it complete? Not part of `make test` (it needs root and the network).
#
#   sudo sh packaging/minimal-debian-check.sh [DIR]    (DIR: the chroot, default /tmp/yxs-minbase)
#
# With debootstrap (apt-get install debootstrap) it builds DIR with
# `debootstrap --variant=minbase bookworm DIR http://deb.debian.org/debian` (kept for the next
# run), copies PySide6 (from .venv) and the check into it and, in the chroot:
#   1. check-system.sh --offscreen --advise and --desktop --advise: what a minimal Debian lacks;
#   2. check-system.sh --desktop, as root: installs those packages with apt-get;
#   3. check-system.sh --desktop --advise --strict: nothing may be missing any more.
# Without debootstrap it compares the Debian packages of the libraries the plugins link
# (check-system.sh --desktop --libs, through packaging/debian-libs.txt) with the packages a
# minbase system has (priority "required", apt, and their dependencies), as this machine's apt
# knows them.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
dir=${1:-/tmp/yxs-minbase}
site=$(ls -d "$root"/.venv/lib/python3*/site-packages 2>/dev/null | head -1)
[ -d "$site/PySide6/Qt" ] || { echo "no PySide6 in .venv: run make .venv/.installed first" >&2; exit 1; }

if ! command -v debootstrap >/dev/null 2>&1 || [ "$(id -u)" != 0 ]; then
  echo "== no debootstrap (or not root): the plugins' libraries against a minbase package list"
  # minbase: the packages of priority "required", apt, and what they depend on (apt-cache
  # counts every alternative of a dependency, so this errs on the side of "present").
  required=$(dpkg-query -W -f '${Package} ${Priority}\n' | awk '$2 == "required" { print $1 }')
  # shellcheck disable=SC2086  # lists of package names
  minbase=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances $required apt 2>/dev/null | grep -v -e '^ ' -e '^<' | sort -u)
  minbase="$required apt $minbase"
  lacking=""
  for lib in $(sh "$here/check-system.sh" --desktop --libs) cjk-font; do
    pkg=$(awk -v lib="$lib" '$1 == lib { print $2; exit }' "$here/debian-libs.txt")
    [ -n "$pkg" ] || { echo "no Debian package known for $lib" >&2; exit 1; }
    case " $(echo $minbase) " in *" $pkg "*) ;; *) lacking="$lacking $pkg" ;; esac
  done
  echo "packages a minimal Debian lacks:$(echo "$lacking" | tr ' ' '\n' | sort -u | tr '\n' ' ')"
  exit 0
fi

if [ ! -x "$dir/usr/bin/apt-get" ]; then
  echo "== debootstrap --variant=minbase bookworm $dir"
  timeout 900 debootstrap --variant=minbase bookworm "$dir" http://deb.debian.org/debian >"$dir.log" 2>&1 \
    || { tail -5 "$dir.log" >&2; echo "debootstrap failed (log: $dir.log)" >&2; exit 1; }
fi
# A fresh copy of the check and of PySide6, in the layout check-system.sh looks for.
rm -rf "$dir/yxs"
mkdir -p "$dir/yxs/.venv/lib/python3.11/site-packages"
cp -r "$here" "$dir/yxs/packaging"
cp -a "$site/PySide6" "$site/shiboken6" "$dir/yxs/.venv/lib/python3.11/site-packages/"

check() { echo "== check-system.sh $*"; chroot "$dir" sh /yxs/packaging/check-system.sh "$@" 2>&1; }
check --offscreen --advise
check --desktop --advise
check --desktop
check --desktop --advise --strict || exit 1
echo "== nothing missing after the install"

# Then Qt itself, with Debian's python3 (3.11; PySide6's modules are abi3): the offscreen plugin
# opens a window, and the xcb plugin loads (its libraries all resolve) and stops only because
# there is no X display in the chroot.
echo "== Qt in the chroot (apt-get install python3)"
chroot "$dir" sh -c 'DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3' \
  >/dev/null 2>&1 || { echo "could not install python3 in the chroot" >&2; exit 1; }
cat >"$dir/yxs/window.py" <<'PY'
import sys

sys.path.insert(0, "/yxs/.venv/lib/python3.11/site-packages")
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication([])
label = QLabel("英雄杀 Hero Kill")
label.show()
app.processEvents()
print(f"{app.platformName()}: a window {label.width()}x{label.height()} opened")
PY
chroot "$dir" env QT_QPA_PLATFORM=offscreen python3 /yxs/window.py 2>&1 | tail -3
out=$(chroot "$dir" env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=xcb python3 /yxs/window.py 2>&1 || true)
echo "$out" | head -1   # (Qt then prints its xcb-cursor hint whatever the cause)
case $out in
  *"could not connect to display"*) echo "== xcb: the plugin loaded (no X display to open a window on)" ;;
  *) echo "xcb: the plugin did not load" >&2; exit 1 ;;
esac
