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
// process), compiling through the compile cache the command uses
// (gen.DefaultCacheDir: $MLAGEN_CACHE, else the user cache folder): the
// tests of several packages compile the same configs, and a compile takes a
// second or more. The cache checks every entry it returns (gen.Cache); a
// test that must compile sets Cache to nil. The toolchain is installable
// everywhere, so its absence fails the test.
func Compiler(t testing.TB) *gen.Compiler {
	t.Helper()
	found.once.Do(func() {
		if found.cc, found.err = gen.FindCompiler(""); found.err != nil {
			return
		}
		if dir, err := gen.DefaultCacheDir(); err == nil {
			found.cc.Cache, _ = gen.OpenCache(dir) // none: every test compiles
		}
	})
	if found.err != nil {
		t.Fatalf("%v\n(`make test` installs clang-22 on Debian/Ubuntu)", found.err)
	}
	cc := *found.cc
	return &cc
}
