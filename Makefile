# make       builds mlagen and generates + compiles the benchmark shapes' kernels into generated/
# make test  vets and tests everything (compiles kernels, runs them in the gfx950 emulator)
GO ?= go

.PHONY: all build generate test toolchain clean

all: generate

build:
	$(GO) build -o bin/mlagen ./cmd/mlagen

generate: toolchain build
	./bin/mlagen --shape all --out generated

test: toolchain
	$(GO) vet ./...
	$(GO) test ./...

toolchain:
	@bash scripts/ensure-toolchain.sh

clean:
	rm -rf bin build
