#!/usr/bin/env bash
# Makes sure this machine has what the HIP and downstream checks build with:
# Debian's libamdhip64-dev (HIP headers and runtime), cmake and ninja. On
# Debian/Ubuntu as root it installs them; elsewhere it says what to install.
set -euo pipefail
pkgs="libamdhip64-dev cmake ninja-build"
missing=()
dpkg -s libamdhip64-dev >/dev/null 2>&1 || missing+=(libamdhip64-dev)
command -v cmake >/dev/null 2>&1 || missing+=(cmake)
command -v ninja >/dev/null 2>&1 || missing+=(ninja-build)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "mlagen: installing $pkgs (missing: ${missing[*]})" >&2
	log=$(mktemp)
	if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $pkgs; } >"$log" 2>&1; then
		cat "$log" >&2
		echo "mlagen: cannot install $pkgs" >&2
		rm -f "$log"
		exit 1
	fi
	rm -f "$log"
	exit 0
fi
echo "mlagen: missing ${missing[*]}: install $pkgs (Debian/Ubuntu: sudo apt-get install $pkgs)" >&2
exit 1
