#!/bin/sh
# The .deb as a person installs it (`make test-package`): `apt-get install ./….deb` (which
# pulls what it depends on), then as that person would: `yxs --version` from the PATH says
# the engine is compiled, a watched game in Chinese runs to its end offscreen and writes the
# program's log file, `yxs sim` plays, the menu entry, icons and replay type are where the
# desktop looks; then `apt-get purge`, after which nothing of the package is left.
# Needs root (or sudo without a password) and apt-get; refuses to touch a yxs-desktop that
# was installed before it ran.
#
#   sh packaging/check_deb.sh dist/yxs-desktop_<version>_<arch>.deb
set -eu
deb=${1:?usage: check_deb.sh DEB}
[ -f "$deb" ] || { echo "FAIL: no $deb (make release)" >&2; exit 1; }
case $deb in /*) ;; *) deb="./$deb" ;; esac  # apt-get takes a file only as a path
package=yxs-desktop
id=io.github.yxs_desktop

if [ "$(id -u)" = 0 ]; then as_root=""
elif sudo -n true 2>/dev/null; then as_root="sudo -n"
else
	echo "SKIPPED: installing the .deb needs root or sudo without a password" >&2
	exit 0
fi
if dpkg-query -W -f '${Status}' "$package" 2>/dev/null | grep -q "ok installed"; then
	echo "FAIL: $package is already installed here; remove it first (apt-get purge $package)" >&2
	exit 1
fi

fields=$(dpkg-deb --field "$deb" Package Version Depends Installed-Size)
echo "$fields" | grep -q "^Depends: .*libc6 (>= " \
	|| { echo "FAIL: the package does not depend on libc6: $fields" >&2; exit 1; }
echo "ok: $(echo "$fields" | tr '\n' ' ' | cut -c1-160)..."

files=$(mktemp)
work=$(mktemp -d)
cleanup() {
	$as_root apt-get purge -y -q "$package" >/dev/null 2>&1 || true
	rm -rf "$work" "$files"
}
trap cleanup EXIT
dpkg-deb --contents "$deb" | awk '{ print $6 }' | sed 's|^\.||; s|/$||' | grep -v '^$' >"$files"

DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -q --no-install-recommends "$deb" \
	>"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; echo "FAIL: apt-get install" >&2; exit 1; }
echo "ok: apt-get install $deb"
# every library of the bundle loads with what it carries and what the package depends on
# (strip once broke a library patched by auditwheel: "ELF load command ... not page-aligned")
broken=$(find /opt/$package -type f -name '*.so*' | while read -r f; do
	if ldd "$f" 2>&1 | grep -qE "=> not found|error while loading|page-aligned"; then echo "$f"; fi
done)
[ -z "$broken" ] || { echo "FAIL: these libraries do not load: $broken" >&2; exit 1; }
echo "ok: every library in /opt/$package loads"

# the program as a person runs it: from the PATH, in its own home
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share" \
	XDG_STATE_HOME="$work/home/.local/state" XDG_CACHE_HOME="$work/home/.cache"
mkdir -p "$HOME"
[ "$(command -v yxs)" = /usr/bin/yxs ] || { echo "FAIL: yxs is not /usr/bin/yxs" >&2; exit 1; }
yxs --version | grep -q "compiled with mypyc" \
	|| { echo "FAIL: yxs --version: $(yxs --version)" >&2; exit 1; }
echo "ok: $(yxs --version)"
QT_QPA_PLATFORM=offscreen timeout 300 yxs demo --mode identity5 --seed 3 --speed 20 --quit --lang zh \
	>"$work/demo.log" 2>&1 || { cat "$work/demo.log" >&2; echo "FAIL: the watched game" >&2; exit 1; }
grep -q "identity5 seed 3" "$work/demo.log" || { echo "FAIL: the game did not end" >&2; exit 1; }
log="$XDG_STATE_HOME/yxs_desktop/log/yxs.log"
grep -q "yxs .* started" "$log" 2>/dev/null \
	|| { echo "FAIL: no log file at $log" >&2; exit 1; }
echo "ok: a watched game in Chinese to its end, offscreen; the log file written"
lines=$(timeout 300 yxs sim --mode 3v3-casual --games 3 --seed 5 | wc -l)
[ "$lines" -eq 3 ] || { echo "FAIL: yxs sim printed $lines lines" >&2; exit 1; }
echo "ok: yxs sim"
for path in /usr/share/applications/$id.desktop /usr/share/metainfo/$id.metainfo.xml \
	/usr/share/mime/packages/$id.mime.xml /usr/share/icons/hicolor/scalable/apps/yxs.svg \
	/usr/share/icons/hicolor/48x48/apps/yxs.png /usr/share/doc/$package/copyright \
	/opt/$package/LICENSE /opt/$package/THIRD-PARTY-NOTICES.md /opt/$package/licenses/README.txt; do
	[ -s "$path" ] || { echo "FAIL: $path is missing" >&2; exit 1; }
done
if command -v update-mime-database >/dev/null 2>&1; then
	# shared-mime-info's trigger has run: the replay type is known
	grep -q "^application/x-yxs-replay:\*\.yxsr$" /usr/share/mime/globs \
		|| { echo "FAIL: .yxsr files have no type after installing" >&2; exit 1; }
fi
echo "ok: the menu entry, icons, replay type, metainfo and licences are installed"

$as_root apt-get purge -y -q "$package" >"$work/apt.log" 2>&1 \
	|| { cat "$work/apt.log" >&2; echo "FAIL: apt-get purge" >&2; exit 1; }
left=""
while read -r path; do
	case $path in  # folders the package shares with the system stay
		/opt | /usr | /usr/bin | /usr/share | /usr/share/* ) [ -d "$path" ] && continue ;;
	esac
	[ -e "$path" ] || [ -L "$path" ] && left="$left $path"
done <"$files"
[ -e "/usr/share/doc/$package" ] && left="$left /usr/share/doc/$package"
[ -z "$left" ] || { echo "FAIL: left after purging:$(echo "$left" | cut -c1-400)" >&2; exit 1; }
if [ -f /usr/share/mime/globs ] && grep -q "yxsr" /usr/share/mime/globs; then
	echo "FAIL: the replay type is still known after purging" >&2
	exit 1
fi
echo "ok: apt-get purge left nothing of it ($(wc -l <"$files") paths checked)"
