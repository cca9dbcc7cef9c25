#!/bin/sh
# The programs the tests run beside the project's own (make test): redis-server, which the
# tests of `yxs server --redis` start on loopback, one for each test that needs it (never a
# system service). As root with apt-get (CI runs as root on Debian) it installs the missing
# ones without starting any service; otherwise it prints the `sudo apt-get install` line, and
# the tests that need them are skipped, saying why. It never fails the caller.
#
#   sh packaging/test-services.sh [--advise]
#
#   --advise  only print what to install, even as root
advise=0
for arg in "$@"; do
  case $arg in
    --advise) advise=1 ;;
    -h|--help) sed -n '2,10s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "test-services.sh: unknown option $arg (see --help)" >&2; exit 2 ;;
  esac
done

# "command package" for each program the tests run
needed="redis-server redis-server"

missing="" pkgs=""
# shellcheck disable=SC2086  # the words of $needed, two by two
set -- $needed
while [ $# -ge 2 ]; do
  command -v "$1" >/dev/null 2>&1 || { missing="$missing $1"; pkgs="$pkgs $2"; }
  shift 2
done
missing=${missing# } pkgs=${pkgs# }
[ -z "$missing" ] && exit 0

if [ "$advise" = 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "test-services: installing $pkgs (for the tests; no service is started)"
  export DEBIAN_FRONTEND=noninteractive
  # Debian's way to keep a package's service from starting as it is installed: a
  # policy-rc.d that says no (one already there is left as it is)
  policy=/usr/sbin/policy-rc.d made=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy" && made=1
  fi
  # shellcheck disable=SC2086  # $pkgs is a list of words
  (apt-get install -y --no-install-recommends $pkgs >/dev/null 2>&1 || \
   { apt-get update >/dev/null 2>&1 && apt-get install -y --no-install-recommends $pkgs >/dev/null 2>&1; }) \
   || echo "test-services: warning: apt-get could not install $pkgs" >&2
  [ "$made" = 1 ] && rm -f "$policy"
  still=""
  for program in $missing; do
    command -v "$program" >/dev/null 2>&1 || still="$still $program"
  done
  missing=${still# }
  [ -z "$missing" ] && exit 0
fi
echo "test-services: not installed: $missing (the tests that need it are skipped)" >&2
echo "  on Debian/Ubuntu install it with: sudo apt-get install $pkgs" >&2
exit 0
