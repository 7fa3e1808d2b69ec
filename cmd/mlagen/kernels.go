package main

import (
	"context"
	"fmt"
	"os"
	"sync"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/registry"
)

var (
	compilerOnce sync.Once
	compiler     *gen.Compiler
	compilerErr  error
)

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

var (
	staleOnce sync.Once
	staleErr  error
)

// embeddedKernel returns generated/'s kernel named name, or nil when it is
// not there, or when generated/ was generated from other templates than
// this mlagen embeds (a template edited, generated/ not regenerated or
// mlagen not rebuilt after): then every kernel is compiled from this
// mlagen's templates, and a note on stderr says so once.
func embeddedKernel(name string) *registry.Kernel {
	staleOnce.Do(func() {
		if staleErr = gen.CheckRegistryTemplates(generated.Registry); staleErr != nil {
			fmt.Fprintf(os.Stderr, "mlagen: note: %v; meanwhile every kernel is compiled from this mlagen's templates\n", staleErr)
		}
	})
	if staleErr != nil {
		return nil
	}
	return generated.Registry.Lookup(name)
}

// codeObjectFor returns the code object of cfg: the one embedded in
// generated/ when it is there (embeddedKernel), else one compiled now (and
// said so on stderr).
func codeObjectFor(cfg mla.Config) ([]byte, error) {
	if k := embeddedKernel(cfg.Name()); k != nil {
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
	k, err := gen.Build(context.Background(), compiler, cfg, gen.OnDemandCommand)
	if err != nil {
		return nil, err
	}
	return k.CodeObject, nil
}
