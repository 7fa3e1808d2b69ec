#!/usr/bin/env bash
# How much of a cold compile is per-process cost? Compiles N kernels (distinct
# split counts, so no reduce kernel repeats) three ways, one after another on
# one core, and prints wall and CPU seconds for each:
#   per-kernel   one clang run per kernel, as mlagen does (-cuid=NAME)
#   multi-input  one clang run given all N sources (one code object per input)
#   one-tu       one translation unit holding all N kernels (one code object)
# and whether multi-input's code objects are reproducible across folders.
#
#   bash scripts/compile-batching.sh [N]     (from the repository root; N <= 63)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-16}
cc=${CLANG:-clang++-22}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags=(-x hip --offload-arch=gfx950 --offload-device-only --no-gpu-bundle-output -nogpuinc -nogpulib -O3 -std=c++17)

go build -o "$tmp/mlagen" ./cmd/mlagen
list=""
for ((s = 2; s < n + 2; s++)); do
	list+="mla_decode_s${s}_p2_t$((s % 2 == 0 ? 32 : 64)),"
done
"$tmp/mlagen" --no-compile --out "$tmp/src" --config "${list%,}" >/dev/null
names=$(cd "$tmp/src" && ls *.hip | sed 's/\.hip$//')

# run LABEL CMD...: prints LABEL, wall and user+sys seconds of CMD.
run() {
	local label=$1
	shift
	local TIMEFORMAT="%R %U %S" rc=0
	{ time "$@" >/dev/null 2>"$tmp/err"; } 2>"$tmp/time" || rc=$?
	if [ $rc != 0 ] || [ -s "$tmp/err" ]; then
		echo "$label failed:" && cat "$tmp/err" && exit 1
	fi
	read -r wall user sys <"$tmp/time"
	awk -v l="$label" -v n="$n" -v w="$wall" -v u="$user" -v s="$sys" \
		'BEGIN { printf "%-12s %3d kernels  wall %6.2f s  cpu %6.2f s  (%.3f s cpu per kernel)\n", l, n, w, u + s, (u + s) / n }'
}

per_kernel() {
	mkdir -p "$tmp/a"
	for k in $names; do
		"$cc" "${flags[@]}" -cuid="$k" "$tmp/src/$k.hip" -o "$tmp/a/$k.hsaco" || return
	done
}
multi_input() { # $1: folder to run in
	mkdir -p "$1" && cp "$tmp"/src/*.hip "$1" && (cd "$1" && "$cc" "${flags[@]}" -fuse-cuid=hash ./*.hip)
}
one_tu() {
	for k in $names; do echo "namespace ns_$k {"; cat "$tmp/src/$k.hip"; echo "}"; done >"$tmp/all.hip"
	"$cc" "${flags[@]}" -cuid=all "$tmp/all.hip" -o "$tmp/all.hsaco"
}

echo "$($cc --version | head -1); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
run per-kernel per_kernel
run multi-input multi_input "$tmp/b1"
run one-tu one_tu
(multi_input "$tmp/b2") >/dev/null 2>&1
same=0
for k in $names; do
	cmp -s "$tmp/b1/$k-hip-amdgcn-amd-amdhsa-gfx950.out" "$tmp/b2/$k-hip-amdgcn-amd-amdhsa-gfx950.out" && same=$((same + 1))
done
echo "multi-input: $same of $n code objects identical when run again in another folder"
