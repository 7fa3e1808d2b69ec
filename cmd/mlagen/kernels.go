package main

import (
	"context"
	"fmt"
	"os"
	"sync"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/generated"
)

var (
	compilerOnce sync.Once
	compiler     *gen.Compiler
	compilerErr  error
)

// findCompiler looks for the compiler once ($MLAGEN_COMPILER or the PATH).
func findCompiler() error {
	compilerOnce.Do(func() { compiler, compilerErr = gen.FindCompiler(os.Getenv("MLAGEN_COMPILER")) })
	return compilerErr
}

// codeObjectFor returns the code object of cfg: the one embedded in
// generated/ when it is there, else one compiled now (and said so on stderr).
func codeObjectFor(cfg gen.Config) ([]byte, error) {
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
func buildCodeObject(cfg gen.Config) ([]byte, error) {
	k, err := gen.Build(context.Background(), compiler, cfg, "mlagen (compiled on demand)")
	if err != nil {
		return nil, err
	}
	return k.CodeObject, nil
}
