package main

import (
	"context"
	"fmt"
	"os"
	"sync"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/mla"
)

var (
	compilerOnce sync.Once
	compiler     *gen.Compiler
	compilerErr  error
)

// onDemandCommand is recorded in the sources of configs compiled on demand
// (by model, bench and tune alike, so they share compile cache entries).
const onDemandCommand = "mlagen (compiled on demand)"

// findCompiler looks for the compiler once ($MLAGEN_COMPILER or the PATH),
// compiling through the default compile cache.
func findCompiler() error {
	compilerOnce.Do(func() {
		compiler, compilerErr = gen.FindCompiler(os.Getenv(gen.CompilerEnv))
		if compilerErr == nil {
			compiler.Cache, _ = openCache("", os.Stderr) // the default cache: no error, at most a warning
		}
	})
	return compilerErr
}

// codeObjectFor returns the code object of cfg: the one embedded in
// generated/ when it is there, else one compiled now (and said so on stderr).
func codeObjectFor(cfg mla.Config) ([]byte, error) {
	if k := generated.Registry.Lookup(cfg.Name()); k != nil {
		return k.CodeObject, nil
	}
	if err := findCompiler(); err != nil {
		return nil, fmt.Errorf("%s is not in generated/ and cannot be compiled here: %w", cfg.Name(), err)
	}
	fmt.Fprintf(os.Stderr, "mlagen: %s is not in generated/; compiling it with %s\n", cfg.Name(), compiler.Path)
	return buildCodeObject(cfg)
}

// buildCodeObject compiles cfg now (findCompiler must have succeeded).
func buildCodeObject(cfg mla.Config) ([]byte, error) {
	k, err := gen.Build(context.Background(), compiler, cfg, onDemandCommand)
	if err != nil {
		return nil, err
	}
	return k.CodeObject, nil
}
