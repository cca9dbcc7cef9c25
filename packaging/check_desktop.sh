#!/bin/sh
# The desktop integration files as the desktop's own tools read them (`make test-package`):
# desktop-file-validate on the .desktop file, appstreamcli validate --pedantic on the
# metainfo, update-mime-database on the replay type; then packaging/desktop.sh installs the
# program into a fresh data folder (the .desktop file's Exec, the icons at every size, a
# .yxsr file's type) and uninstalls it, leaving nothing of it behind.
# As root with apt-get (CI), it installs the tools when they are missing.
#
#   sh packaging/check_desktop.sh PYTHON
set -eu
here=$(cd "$(dirname "$0")" && pwd)
resources="$here/../resources"
id=io.github.yxs_desktop
python=${1:?usage: check_desktop.sh PYTHON}

need() { # a command and the Debian package that has it
	command -v "$1" >/dev/null 2>&1 && return 0
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
		apt-get install -y -q "$2" >/dev/null 2>&1 || apt-get update -q >/dev/null 2>&1
		apt-get install -y -q "$2" >/dev/null 2>&1 || true
	fi
	command -v "$1" >/dev/null 2>&1 || { echo "FAIL: $1 is missing (Debian: apt-get install $2)" >&2; exit 1; }
}
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
need update-mime-database shared-mime-info

desktop-file-validate "$resources/$id.desktop"
echo "ok: desktop-file-validate $id.desktop"
appstreamcli validate --pedantic --no-net "$resources/$id.metainfo.xml" >/dev/null
echo "ok: appstreamcli validate --pedantic $id.metainfo.xml"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
data="$work/share"
export XDG_DATA_HOME="$data"
sh "$here/desktop.sh" install "$data" "/opt/yxs/yxs" "$python" >/dev/null
grep -qx "Exec=/opt/yxs/yxs %f" "$data/applications/$id.desktop" \
	|| { echo "FAIL: the installed .desktop file's Exec" >&2; exit 1; }
desktop-file-validate "$data/applications/$id.desktop"
for size in 16 24 32 48 64 128 256; do
	[ -s "$data/icons/hicolor/${size}x$size/apps/yxs.png" ] \
		|| { echo "FAIL: no ${size}x$size icon" >&2; exit 1; }
done
grep -q "^application/x-yxs-replay:\*\.yxsr$" "$data/mime/globs" \
	|| { echo "FAIL: .yxsr files have no type" >&2; exit 1; }
grep -q "^application/x-yxs-replay=$id.desktop;" "$data/applications/mimeinfo.cache" \
	|| { echo "FAIL: .yxsr files do not open with the program" >&2; exit 1; }
echo "ok: installed for the desktop (Exec, icons 16 to 256 px, .yxsr opens with it)"
sh "$here/desktop.sh" uninstall "$data" >/dev/null
if grep -rl "yxs" "$data" >/dev/null 2>&1; then
	echo "FAIL: left after uninstalling: $(grep -rl yxs "$data" | tr '\n' ' ')" >&2
	exit 1
fi
echo "ok: uninstalled, nothing of it left"
