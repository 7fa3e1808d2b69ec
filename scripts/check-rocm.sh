#!/usr/bin/env bash
# CI for the HIP parts (hip, kernels, bench, examples, CMake package),
# against Debian's libamdhip64-dev (HIP 5.2 headers) on a machine without a
# GPU: builds and vets the rocm tag, builds the examples, installs the CMake
# package (with the mlagen tool) and builds the C++ examples against the
# install (one over mlagen::kernels, one over kernels mlagen_add_kernels
# generates at build time: built again, it must do nothing; with a shape
# added, it must regenerate), and runs every no-device path, asserting its
# message. Where a GPU is present (/dev/kfd), the no-device assertions are
# skipped. scripts/check-downstream.sh checks the README's downstream flows.
#
#   bash scripts/check-rocm.sh   (from the repository root; installs
#                            libamdhip64-dev, cmake and ninja-build if missing)
set -uo pipefail
cd "$(dirname "$0")/.."

. scripts/checklib.sh

# The HIP headers and library, cmake and ninja.
bash scripts/ensure-hip.sh || exit 1

gpu=no
[ -e /dev/kfd ] && gpu=yes
nodev="no AMD GPU found (hipInit(0): hipErrorInvalidDevice"

# 1. The rocm tag builds, vets and tests (the runtime tests check the
#    no-device message against the real runtime).
run "go vet -tags rocm ./..." go vet -tags rocm ./...
run "go build -tags rocm ./..." go build -tags rocm ./...
run "go test -tags rocm ./hip ./verify/bench ./kernels ./examples/go, and ./calib -run OnDevice" \
	sh -c "go test -count=1 -tags rocm ./hip ./verify/bench ./kernels ./examples/go && go test -count=1 -tags rocm -run OnDevice ./calib"

# 2. mlagen without and with HIP.
run "build mlagen" go build -o "$tmp/mlagen" ./cmd/mlagen
run "build mlagen -tags rocm" go build -tags rocm -o "$tmp/mlagen-rocm" ./cmd/mlagen
expect "mlagen bench without HIP says how to rebuild" 1 "go build -tags rocm ./cmd/mlagen" \
	"$tmp/mlagen" bench --shape all --backend hip
expect "mlagen verify --backend hip without HIP says how to rebuild" 1 "built without HIP support" \
	"$tmp/mlagen" verify --backend hip
expect "mlagen calibrate --backend hip without HIP says how to rebuild" 1 "built without HIP support" \
	"$tmp/mlagen" calibrate --backend hip --out "$tmp/params.json"
if [ $gpu = no ]; then
	expect "mlagen bench --backend hip: no-device message" 1 "$nodev" \
		"$tmp/mlagen-rocm" bench --shape all --backend hip --reps 10 --json "$tmp/bench.json"
	if [ -e "$tmp/bench.json" ]; then bad "mlagen bench wrote JSON without a device"; else ok "mlagen bench wrote no JSON without a device"; fi
	expect "mlagen verify --backend hip: no-device message" 1 "$nodev" \
		"$tmp/mlagen-rocm" verify --backend hip
	expect "mlagen calibrate --backend hip: no-device message" 1 "$nodev" \
		"$tmp/mlagen-rocm" calibrate --backend hip --out "$tmp/params.json"
	if [ -e "$tmp/params.json" ]; then bad "mlagen calibrate wrote a parameter file without a device"; else ok "mlagen calibrate wrote no parameter file without a device"; fi
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
for f in include/mlagen/mla_kernels.h include/mlagen/mlagen_code_objects.h lib/cmake/mlagen/mlagenConfig.cmake \
	lib/cmake/mlagen/mlagen_add_kernels.cmake bin/mlagen; do
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

# The second example: kernels for its own shapes (MLA_EXAMPLE_SHAPES, 64x8192
# and 3x777), generated and compiled by mlagen_add_kernels during the build
# above (Unix Makefiles; scripts/check-downstream.sh checks Ninja).
exs="$tmp/example/mla_example_shapes"
if [ $gpu = no ]; then
	expect "examples/cpp mla_example_shapes 3x777: no-device message" 1 "mla_example: $nodev" "$exs" 3x777
	expect "examples/cpp mla_example_shapes 64x8192 --file (generated code object)" 1 \
		"$tmp/example/mlagen/mla_example_kernels/mla_decode_" "$exs" 64x8192 --file
fi
expect "examples/cpp mla_example_shapes: a shape not in SHAPES" 1 \
	"add it to the SHAPES of mlagen_add_kernels(mla_example_kernels ...)" "$exs" 5x100
# The paged example: a block table over the _pg16 kernel (CONFIGS by name).
if [ $gpu = no ]; then
	expect "examples/cpp mla_paged_example: no-device message" 1 "mla_paged_example: no AMD GPU found" \
		"$tmp/example/mla_paged_example"
fi
# Built again with nothing changed, nothing is regenerated, compiled or linked
# (make prints only its "Built target" lines, and its directory lines when
# run under make) and no output changes.
stamp() { stat -c '%n %Y' "$exs" "$ex" "$tmp/example/mlagen/mla_example_kernels/"*; }
stamp >"$tmp/before"
cmake --build "$tmp/example" >"$tmp/rebuild" 2>&1
stamp >"$tmp/after"
if grep -vE '^\[ *[0-9]+%\] Built target |^g?make(\[[0-9]+\])?: (Entering|Leaving) directory ' "$tmp/rebuild" | grep -q . ||
	! cmp -s "$tmp/before" "$tmp/after"; then
	bad "examples/cpp: a second build with nothing changed does work"
	sed 's/^/     /' "$tmp/rebuild"
	diff "$tmp/before" "$tmp/after" | sed 's/^/     /'
else
	ok "examples/cpp: a second build does nothing ($(grep -c 'Built target' "$tmp/rebuild") targets up to date)"
fi
# A changed shape list regenerates: with 5x100 for 64x8192, the program has
# the new shape's kernel and no longer the old one's.
run "cmake reconfigure examples/cpp with the shapes changed" \
	cmake -S examples/cpp -B "$tmp/example" "-DMLA_EXAMPLE_SHAPES=3x777;5x100"
run "cmake build examples/cpp after the shape change" cmake --build "$tmp/example"
if grep -qF "mlagen: generating and compiling the kernels of mla_example_kernels for 3x777,5x100" "$tmp/out"; then
	ok "the changed shape list regenerated the kernels"
else
	bad "the changed shape list did not regenerate the kernels"
fi
if [ $gpu = no ]; then
	expect "examples/cpp mla_example_shapes 5x100 after the change: no-device message" 1 "mla_example: $nodev" "$exs" 5x100
fi
expect "examples/cpp mla_example_shapes 64x8192 after the change: not in SHAPES" 1 \
	"no generated kernel for shape 64x8192 (this build generated 3x777, 5x100)" "$exs" 64x8192
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
