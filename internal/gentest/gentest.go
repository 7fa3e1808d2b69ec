// Package gentest holds the test helpers that need package gen, for the tests
// of packages that import gen (gen's own tests cannot import it; the gen-free
// helpers are in internal/testenv).
package gentest

import (
	"sync"
	"testing"

	"github.com/mlagen/mlagen/gen"
)

var found struct {
	once sync.Once
	cc   *gen.Compiler
	err  error
}

// Compiler returns the gfx950 compiler gen.FindCompiler picks (probed once per
// process). The toolchain is installable everywhere, so its absence fails the test.
func Compiler(t testing.TB) *gen.Compiler {
	t.Helper()
	found.once.Do(func() { found.cc, found.err = gen.FindCompiler("") })
	if found.err != nil {
		t.Fatalf("%v\n(`make test` installs clang-22 on Debian/Ubuntu)", found.err)
	}
	cc := *found.cc
	return &cc
}
