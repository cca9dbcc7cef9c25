#!/bin/sh
# Installs the program for one person's desktop, or takes it away again
# (`make install-desktop`, `make uninstall-desktop`):
#
#   sh packaging/desktop.sh install   DATA YXS PYTHON
#   sh packaging/desktop.sh uninstall DATA
#
# DATA is the user's data folder (${XDG_DATA_HOME:-~/.local/share}); YXS the command that
# starts the program (the .desktop file's Exec, with %f for a replay file given to it);
# PYTHON the interpreter that renders the PNG icons (packaging/render_icons.py). It writes
# applications/io.github.yxs_desktop.desktop, the icon in icons/hicolor (the SVG, and the
# PNGs at 16 to 256 pixels), mime/packages/io.github.yxs_desktop.mime.xml (.yxsr replays)
# and metainfo/io.github.yxs_desktop.metainfo.xml, then refreshes the desktop's caches with
# the tools that are there (update-desktop-database, update-mime-database,
# gtk-update-icon-cache).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
resources="$here/../resources"
id=io.github.yxs_desktop
sizes="16 24 32 48 64 128 256"

refresh() {
	data=$1
	if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$data/applications" ]; then
		update-desktop-database -q "$data/applications"
	fi
	if command -v update-mime-database >/dev/null 2>&1 && [ -d "$data/mime/packages" ]; then
		update-mime-database "$data/mime"
	fi
	if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -d "$data/icons/hicolor" ]; then
		gtk-update-icon-cache -q -t -f "$data/icons/hicolor"
	fi
}

case ${1:-} in
install)
	[ $# -eq 4 ] || { echo "usage: $0 install DATA YXS PYTHON" >&2; exit 2; }
	data=$2 yxs=$3 python=$4
	mkdir -p "$data/applications" "$data/icons/hicolor/scalable/apps" \
		"$data/mime/packages" "$data/metainfo"
	sed "s|^Exec=yxs |Exec=$yxs |" "$resources/$id.desktop" >"$data/applications/$id.desktop"
	cp "$resources/yxs.svg" "$data/icons/hicolor/scalable/apps/yxs.svg"
	QT_QPA_PLATFORM=offscreen "$python" "$here/render_icons.py" "$data/icons/hicolor"
	cp "$resources/$id.mime.xml" "$data/mime/packages/$id.mime.xml"
	cp "$resources/$id.metainfo.xml" "$data/metainfo/$id.metainfo.xml"
	refresh "$data"
	echo "installed for the desktop in $data (Exec=$yxs %f)"
	;;
uninstall)
	[ $# -eq 2 ] || { echo "usage: $0 uninstall DATA" >&2; exit 2; }
	data=$2
	rm -f "$data/applications/$id.desktop" "$data/icons/hicolor/scalable/apps/yxs.svg" \
		"$data/mime/packages/$id.mime.xml" "$data/metainfo/$id.metainfo.xml"
	for size in $sizes; do
		rm -f "$data/icons/hicolor/${size}x$size/apps/yxs.png"
	done
	refresh "$data"
	echo "uninstalled from $data"
	;;
*)
	echo "usage: $0 install DATA YXS PYTHON | uninstall DATA" >&2
	exit 2
	;;
esac
