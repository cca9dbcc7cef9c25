#!/bin/sh
# Checks the system libraries Qt needs to run offscreen (tests, `yxs demo`), and installs
# them with apt when it can (CI runs as root on Debian); otherwise says what is missing.
missing=""
for lib in libEGL.so.1 libGL.so.1 libfontconfig.so.1 libxkbcommon.so.0 libglib-2.0.so.0 libdbus-1.so.3; do
  ldconfig -p 2>/dev/null | grep -q "$lib" || missing="$missing $lib"
done
fc-list 2>/dev/null | grep -qi -e "wqy" -e "noto sans cjk" -e "noto serif cjk" || missing="$missing cjk-font"
[ -z "$missing" ] && exit 0
pkgs="libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 fonts-wqy-microhei"
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing system packages for Qt offscreen and Chinese glyphs:$missing"
  (apt-get install -y --no-install-recommends $pkgs >/dev/null 2>&1 || \
   { apt-get update >/dev/null 2>&1 && apt-get install -y --no-install-recommends $pkgs >/dev/null 2>&1; }) \
   || echo "warning: could not install $pkgs; Qt tests may fail or show boxes for Chinese text" >&2
else
  echo "warning: missing system libraries:$missing" >&2
  echo "  on Debian/Ubuntu: sudo apt-get install $pkgs" >&2
fi
exit 0
