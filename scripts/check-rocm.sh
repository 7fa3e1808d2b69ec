#!/usr/bin/env bash
# CI for the HIP parts (hip, verify/hipbackend, kernels, bench, examples, CMake package),
# against Debian's libamdhip64-dev (HIP 5.2 headers) on a machine without a
# GPU: builds and vets the rocm tag, builds both examples, installs the CMake
# package and builds the C++ example against the install, and runs every
# no-device path, asserting its message. Where a GPU is present
# (/dev/kfd), the no-device assertions are skipped.
#
#   bash scripts/check-rocm.sh   (from the repository root; installs
#                            libamdhip64-dev and cmake with apt-get if missing)
set -uo pipefail
cd "$(dirname "$0")/.."

pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }

# run NAME CMD...: the command must succeed.
run() {
	local name=$1
	shift
	if "$@" >"$tmp/out" 2>&1; then ok "$name"; else bad "$name"; sed 's/^/     /' "$tmp/out" | tail -40; fi
}

# expect NAME STATUS TEXT CMD...: the command must exit with STATUS and print
# TEXT (fixed string) on stdout or stderr.
expect() {
	local name=$1 want=$2 text=$3
	shift 3
	"$@" >"$tmp/out" 2>&1
	local got=$?
	if [ "$got" = "$want" ] && grep -qF -- "$text" "$tmp/out"; then
		ok "$name"
	else
		bad "$name (exit $got, want $want and \"$text\")"
		sed 's/^/     /' "$tmp/out" | tail -20
	fi
}

# The HIP headers and library, and cmake.
if ! dpkg -s libamdhip64-dev >/dev/null 2>&1 || ! command -v cmake >/dev/null 2>&1; then
	if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
		echo "rocm: these checks need libamdhip64-dev and cmake (Debian/Ubuntu: sudo apt-get install libamdhip64-dev cmake)"
		exit 1
	fi
	echo "installing libamdhip64-dev and cmake"
	if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libamdhip64-dev cmake; } >"$tmp/apt" 2>&1; then
		cat "$tmp/apt"
		echo "rocm: cannot install libamdhip64-dev and cmake"
		exit 1
	fi
fi

gpu=no
[ -e /dev/kfd ] && gpu=yes
nodev="no AMD GPU found (hipInit(0): hipErrorInvalidDevice"

# 1. The rocm tag builds, vets and tests (the runtime tests check the
#    no-device message against the real runtime).
run "go vet -tags rocm ./..." go vet -tags rocm ./...
run "go build -tags rocm ./..." go build -tags rocm ./...
run "go test -tags rocm ./hip ./verify/hipbackend ./verify/bench ./kernels ./examples/go" \
	go test -count=1 -tags rocm ./hip ./verify/hipbackend ./verify/bench ./kernels ./examples/go

# 2. mlagen without and with HIP.
run "build mlagen" go build -o "$tmp/mlagen" ./cmd/mlagen
run "build mlagen -tags rocm" go build -tags rocm -o "$tmp/mlagen-rocm" ./cmd/mlagen
expect "mlagen bench without HIP says how to rebuild" 1 "go build -tags rocm ./cmd/mlagen" \
	"$tmp/mlagen" bench --shape all --backend hip
expect "mlagen verify --backend hip without HIP says how to rebuild" 1 "built without HIP support" \
	"$tmp/mlagen" verify --backend hip
if [ $gpu = no ]; then
	expect "mlagen bench --backend hip: no-device message" 1 "$nodev" \
		"$tmp/mlagen-rocm" bench --shape all --backend hip --reps 10 --json "$tmp/bench.json"
	if [ -e "$tmp/bench.json" ]; then bad "mlagen bench wrote JSON without a device"; else ok "mlagen bench wrote no JSON without a device"; fi
	expect "mlagen verify --backend hip: no-device message" 1 "$nodev" \
		"$tmp/mlagen-rocm" verify --backend hip
fi

# 3. The Go example, both ways.
run "build examples/go" go build -o "$tmp/example-go" ./examples/go
run "build examples/go -tags rocm" go build -tags rocm -o "$tmp/example-go-rocm" ./examples/go
expect "examples/go without HIP" 1 "go run -tags rocm ./examples/go" "$tmp/example-go" -shape 64x8192
if [ $gpu = no ]; then
	expect "examples/go -tags rocm: no-device message" 1 "$nodev" "$tmp/example-go-rocm" -shape 64x8192
fi
expect "examples/go: a shape whose kernel is not generated" 1 "is not in generated/" "$tmp/example-go" -shape 3x777

# 4. The CMake package: build, install, and the C++ example against the install.
run "cmake configure mlagen" cmake -S . -B "$tmp/build" -DCMAKE_BUILD_TYPE=Release
run "cmake build mlagen" cmake --build "$tmp/build"
run "cmake install mlagen" cmake --install "$tmp/build" --prefix "$tmp/prefix"
for f in include/mlagen/mla_kernels.h include/mlagen/mlagen_code_objects.h lib/cmake/mlagen/mlagenConfig.cmake; do
	if [ -f "$tmp/prefix/$f" ] || [ -f "$tmp/prefix/${f/lib\//lib64\/}" ]; then ok "installed $f"; else bad "installed $f"; fi
done
n_gen=$(ls generated/*.hsaco | wc -l)
n_inst=$(ls "$tmp/prefix/share/mlagen/kernels/"*.hsaco 2>/dev/null | wc -l)
if [ "$n_gen" -gt 0 ] && [ "$n_gen" = "$n_inst" ]; then ok "installed $n_inst code objects"; else bad "installed $n_inst of $n_gen code objects"; fi

# Move the install: the package must still be found and point at its new place.
mv "$tmp/prefix" "$tmp/moved"
run "cmake configure examples/cpp against the install" \
	cmake -S examples/cpp -B "$tmp/example" -DCMAKE_PREFIX_PATH="$tmp/moved" -DCMAKE_BUILD_TYPE=Release
run "cmake build examples/cpp" cmake --build "$tmp/example"
ex="$tmp/example/mla_example"
shape=$(awk -F'[{}, ]+' '/^    \{[0-9]+, [0-9]+, [0-9]+\},$/ {print $2 "x" $3; exit}' "$tmp/moved/include/mlagen/mla_kernels.h")
[ -n "$shape" ] || shape=4x1024
if [ $gpu = no ]; then
	expect "examples/cpp $shape: no-device message" 1 "mla_example: $nodev" "$ex" "$shape"
	expect "examples/cpp $shape --file (installed code object)" 1 "$tmp/moved/share/mlagen/kernels/" "$ex" "$shape" --file
fi
expect "examples/cpp: a shape not generated" 1 "no generated kernel for shape 3x777" "$ex" 3x777
# The embedded code object is the generated file, byte for byte in size.
"$ex" "$shape" >"$tmp/out" 2>&1
co=$(sed -n 's/^code object \([^:]*\): \([0-9]*\) bytes.*/\1 \2/p' "$tmp/out")
if [ -n "$co" ] && [ "$(stat -c %s "generated/${co% *}")" = "${co#* }" ]; then
	ok "embedded ${co% *} has the generated file's size"
else
	bad "embedded code object size (${co:-none})"
	sed 's/^/     /' "$tmp/out"
fi

echo "rocm: $pass passed, $fail failed"
[ "$fail" = 0 ]
