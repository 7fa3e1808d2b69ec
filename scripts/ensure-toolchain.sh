#!/usr/bin/env bash
# Makes sure this machine can compile gfx950 code objects and run mlagen's tests:
# Debian's clang-22, lld-22 and llvm-22 (clang++-22, ld.lld-22, llvm-mc-22,
# llvm-objdump-22, llvm-readelf-22). On Debian/Ubuntu as root it installs them;
# elsewhere it says what to install.
set -euo pipefail
tools=(clang++-22 ld.lld-22 llvm-mc-22 llvm-objdump-22 llvm-readelf-22)
missing=()
for t in "${tools[@]}"; do command -v "$t" >/dev/null 2>&1 || missing+=("$t"); done
[ ${#missing[@]} -eq 0 ] && exit 0

pkgs="clang-22 lld-22 llvm-22"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "mlagen: installing $pkgs (missing: ${missing[*]})" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq $pkgs >/dev/null
  exit 0
fi
echo "mlagen: missing ${missing[*]}: install $pkgs (Debian/Ubuntu: sudo apt-get install $pkgs;" \
     "Debian 12 has them in bookworm-security)" >&2
exit 1
