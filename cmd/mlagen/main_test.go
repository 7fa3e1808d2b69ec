package main

import (
	"os"
	"testing"
)

// TestMain runs the test binary as mlagen itself when MLAGEN_TEST_MAIN is
// set (so tests can signal a real mlagen process without building one).
// The commands the tests run compile through the default compile cache, as
// the other packages' tests do (internal/gentest): the kernels the default
// verify suite builds are the ones the verify tests compile; a test about
// the cache itself gives its own --cache-dir.
func TestMain(m *testing.M) {
	if os.Getenv("MLAGEN_TEST_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}
