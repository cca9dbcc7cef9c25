#!/bin/sh
# Checks the system libraries Qt needs, by asking the Qt platform plugins themselves (ldd), and
# maps each missing library file to the Debian package that provides it (packaging/debian-libs.txt).
# As root with apt-get (CI runs as root on Debian) it installs those packages; otherwise it prints
# the `sudo apt-get install ...` line to run. It never fails the caller unless --strict is given.
#
#   sh packaging/check-system.sh [--offscreen | --desktop] [--advise] [--strict] [--libs]
#
#   --offscreen  (the default; `make test`) what the tests and `yxs demo` need with
#                QT_QPA_PLATFORM=offscreen: the offscreen plugin's and Qt Widgets' libraries
#                and a font with Chinese glyphs
#   --desktop    (`make run`) those and the libraries of the xcb platform plugin (X11 and
#                XWayland desktops) and its GL integrations
#   --advise     only print what to install, even as root
#   --strict     exit 1 when something is still missing at the end
#   --libs       print every system library the plugins link (found or not), one a line, and stop
#
# Environment: YXS_QT_DIR, PySide6's Qt directory (default: the one in .venv);
# YXS_MISSING_LIBS, a list of missing library files to use instead of asking ldd (for the tests;
# "cjk-font" stands for the missing Chinese font).
here=$(cd "$(dirname "$0")" && pwd)
map="$here/debian-libs.txt"
mode=offscreen advise=0 strict=0 list=0
for arg in "$@"; do
  case $arg in
    --offscreen) mode=offscreen ;;
    --desktop) mode=desktop ;;
    --advise) advise=1 ;;
    --strict) strict=1 ;;
    --libs) list=1 ;;
    -h|--help) sed -n '2,20s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "check-system.sh: unknown option $arg (see --help)" >&2; exit 2 ;;
  esac
done

qt=${YXS_QT_DIR:-}
if [ -z "$qt" ]; then
  for d in "$here"/../.venv/lib/python3*/site-packages/PySide6/Qt; do
    [ -d "$d" ] && qt=$d && break
  done
fi

# The files to ask: ldd lists the whole tree of libraries each one needs, so the Qt libraries they
# link (libQt6XcbQpa, libQt6Gui...) are asked too. A library that is not found hides its own
# dependencies; apt-get installs those with it.
binaries() {
  echo "$qt/plugins/platforms/libqoffscreen.so"
  echo "$qt/../QtWidgets.abi3.so"
  if [ "$mode" = desktop ]; then
    echo "$qt/plugins/platforms/libqxcb.so"
    echo "$qt/lib/libQt6XcbQpa.so.6"
    for f in "$qt"/plugins/xcbglintegrations/*.so; do [ -e "$f" ] && echo "$f"; done
  fi
}

# "name path" for every system library (not Qt's or PySide6's own), path "not" when not found.
linked() {
  binaries | while read -r f; do
    [ -e "$f" ] && ldd "$f" 2>/dev/null
  done | awk '$2 == "=>" && $3 !~ /\/(PySide6|shiboken6)\// { print $1, $3 }' | sort -u
}

can_ask() { [ -n "$qt" ] && [ -e "$qt/plugins/platforms/libqoffscreen.so" ] && command -v ldd >/dev/null 2>&1; }

# Without PySide6 (or ldd) to ask, a fixed list of what the plugins are known to link.
fixed_list() {
  echo libEGL.so.1 libGL.so.1 libfontconfig.so.1 libxkbcommon.so.0 libglib-2.0.so.0 libdbus-1.so.3
  [ "$mode" = desktop ] && awk '$1 ~ /^lib(xcb|xkbcommon-x11|X11)/ { print $1 }' "$map"
}

probe() {
  if can_ask; then
    linked | awk '$2 == "not" { print $1 }'
  else
    ldconfig=$(command -v ldconfig || echo /sbin/ldconfig)  # not in a user's PATH on Debian
    known=$("$ldconfig" -p 2>/dev/null)
    for lib in $(fixed_list); do
      echo "$known" | grep -qF "$lib" || echo "$lib"
    done
  fi
  has_cjk_font || echo cjk-font
}

# A font with Chinese glyphs, as fontconfig lists it (or, without fc-list, as a font file).
has_cjk_font() {
  fc-list 2>/dev/null | grep -qi -e "wqy" -e "noto sans cjk" -e "noto serif cjk" && return 0
  for d in /usr/share/fonts /usr/local/share/fonts "$HOME/.local/share/fonts" "$HOME/.fonts"; do
    [ -d "$d" ] || continue
    [ -n "$(find "$d" \( -iname '*wqy*' -o -iname '*cjk*' \) -print 2>/dev/null | head -1)" ] && return 0
  done
  return 1
}

if [ "$list" = 1 ]; then
  can_ask || { echo "check-system.sh: no PySide6 Qt directory (YXS_QT_DIR) or no ldd to ask" >&2; exit 1; }
  linked | awk '{ print $1 }' | grep -v '^ld-linux'
  exit 0
fi

if [ "${YXS_MISSING_LIBS+set}" = set ]; then
  missing=$YXS_MISSING_LIBS given=1
else
  missing=$(probe | tr '\n' ' ') given=0
fi
missing=$(echo $missing)
[ -z "$missing" ] && exit 0

# The packages for $missing in $pkgs, the library files no package is known for in $unknown.
resolve() {
  pkgs="" unknown=""
  for lib in $missing; do
    pkg=$(awk -v lib="$lib" '$1 == lib { print $2; exit }' "$map")
    if [ -z "$pkg" ]; then
      unknown="$unknown $lib"
    else
      case " $pkgs " in *" $pkg "*) ;; *) pkgs="$pkgs $pkg" ;; esac
    fi
  done
  pkgs=${pkgs# }
}
resolve

report() {
  echo "check-system ($mode): missing system libraries: $missing" >&2
  [ -n "$pkgs" ] && echo "  on Debian/Ubuntu install them with: sudo apt-get install $pkgs" >&2
  for lib in $unknown; do
    echo "  no Debian package known for $lib (look for it with: apt-file search $lib)" >&2
  done
  case " $missing " in *" cjk-font "*)
    echo "  (cjk-font: no font with Chinese glyphs; Chinese texts would show as boxes)" >&2 ;;
  esac
  [ "$missing" = cjk-font ] && return
  if [ "$mode" = desktop ]; then
    echo "  without them Qt cannot open a window on an X11 desktop (Qt's xcb platform plugin)" >&2
  else
    echo "  without them the Qt tests (QT_QPA_PLATFORM=offscreen) fail" >&2
  fi
}

if [ "$advise" = 0 ] && [ -n "$pkgs" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "check-system ($mode): installing system packages for Qt: $pkgs"
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086  # $pkgs is a list of words
  (apt-get install -y --no-install-recommends $pkgs >/dev/null 2>&1 || \
   { apt-get update >/dev/null 2>&1 && apt-get install -y --no-install-recommends $pkgs >/dev/null 2>&1; }) \
   || echo "check-system ($mode): warning: apt-get could not install $pkgs" >&2
  if [ "$given" = 1 ]; then
    [ -z "$unknown" ] && exit 0
    missing=$(echo $unknown)
  else
    missing=$(echo $(probe))
    [ -z "$missing" ] && exit 0
  fi
  resolve
fi
report
[ "$strict" = 1 ] && exit 1
exit 0
