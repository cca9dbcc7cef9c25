#!/bin/sh
# Build the bundle (`make package`) and check it: the watched game on the offscreen platform
# (and on xcb under xvfb-run when that is installed), `yxs sim`, the files in dist/yxs/share,
# then print the sizes.
#   sh packaging/build.sh            # from the repository root
set -eu
cd "$(dirname "$0")/.."
make package
YXS=dist/yxs/yxs

QT_QPA_PLATFORM=offscreen "$YXS" demo --mode identity8 --seed 3 --speed 20 --quit --lang zh \
  >/dev/null 2>&1 || { echo "FAIL: offscreen demo" >&2; exit 1; }
echo "ok: offscreen demo"
lines=$("$YXS" sim --mode identity5 --games 2 | wc -l)
[ "$lines" -eq 2 ] || { echo "FAIL: sim printed $lines lines" >&2; exit 1; }
echo "ok: sim"
if command -v xvfb-run >/dev/null 2>&1; then
  xvfb-run -a env QT_QPA_PLATFORM=xcb "$YXS" demo --mode identity5 --seed 1 --speed 20 --quit \
    >/dev/null 2>&1 || { echo "FAIL: xcb demo" >&2; exit 1; }
  echo "ok: xcb demo"
else
  echo "skipped: xcb demo (no xvfb-run)"
fi
for f in applications/io.github.yxs_desktop.desktop icons/hicolor/scalable/apps/yxs.svg \
  metainfo/io.github.yxs_desktop.metainfo.xml mime/packages/io.github.yxs_desktop.mime.xml; do
  [ -f "dist/yxs/share/$f" ] || { echo "FAIL: no dist/yxs/share/$f" >&2; exit 1; }
done
if command -v desktop-file-validate >/dev/null 2>&1; then
  desktop-file-validate dist/yxs/share/applications/io.github.yxs_desktop.desktop \
    || { echo "FAIL: io.github.yxs_desktop.desktop" >&2; exit 1; }
fi
echo "ok: share/ (the .desktop file, the icon, the metainfo)"
echo "size: $(du -sh dist/yxs | cut -f1) on disk," \
  "$(tar -C dist -czf - yxs | wc -c | awk '{printf "%.0f MB", $1 / 1048576}') as .tar.gz"
