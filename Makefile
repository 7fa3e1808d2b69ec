# make       generates and compiles the benchmark shapes' kernels into generated/, then builds bin/mlagen (which embeds them)
# make test  vets and tests everything: compiles kernels, runs them in the gfx950 emulator
#            against CPU references, and builds the HIP (cgo), Go and CMake consumer paths,
#            and downstream projects that generate their own kernels
GO ?= go

.PHONY: all build generate test test-go fuzz lint test-rocm test-downstream tidy-check toolchain build-rocm bench clean

# staticcheck, pinned, run through the Go toolchain (nothing to install by hand).
STATICCHECK ?= honnef.co/go/tools/cmd/staticcheck@v0.8.2

all: build

# generated/ is written first, by an mlagen built for the purpose (go run),
# then bin/mlagen, which embeds it: so bin/mlagen never embeds kernels of
# older templates (an mlagen that does anyway compiles its kernels itself,
# saying so: gen.CheckRegistryTemplates).
generate: toolchain
	$(GO) run ./cmd/mlagen --shape all --out generated

build: generate
	$(GO) build -o bin/mlagen ./cmd/mlagen

test: test-go test-rocm test-downstream

# The fuzz targets' seed corpora run in `go test`; `make fuzz` explores
# beyond them.
test-go: toolchain tidy-check lint
	$(GO) test -timeout 30m ./...

# Each fuzz target for FUZZTIME (a fuzzing build instruments every package,
# half a minute from a cold cache before the first input, so it is not part
# of `make test`).
FUZZTIME ?= 1m
fuzz: toolchain
	$(GO) test ./gen/codeobj -run '^$$' -fuzz '^FuzzParseMetadata$$' -fuzztime $(FUZZTIME)
	$(GO) test ./gen/codeobj -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME)
	$(GO) test ./plan -run '^$$' -fuzz '^FuzzBuild$$' -fuzztime $(FUZZTIME)
	$(GO) test ./emu -run '^$$' -fuzz '^FuzzDecode$$' -fuzztime $(FUZZTIME)

# go vet and staticcheck (its configuration: staticcheck.conf files).
lint:
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...

# go.mod and go.sum must be what `go mod tidy` writes (direct dependencies not
# marked indirect, no missing or unused sums): -diff prints the change and fails.
tidy-check:
	$(GO) mod tidy -diff

# The rocm build tag against Debian's libamdhip64-dev, the examples, the CMake
# package and every no-device message (installs libamdhip64-dev, cmake and
# ninja-build as root).
test-rocm:
	bash scripts/check-rocm.sh

# The README's downstream flows from empty folders: a Go module that generates
# its registry with go generate, a CMake project with mlagen_add_kernels.
test-downstream: toolchain
	bash scripts/check-downstream.sh

toolchain:
	@bash scripts/ensure-toolchain.sh

# On a machine with an MI355X: mlagen with the HIP backend, and the benchmark.
build-rocm: generate
	$(GO) build -tags rocm -o bin/mlagen-rocm ./cmd/mlagen

bench: build-rocm
	./bin/mlagen-rocm bench --shape all --backend hip --json bench.json

clean:
	rm -rf bin build
