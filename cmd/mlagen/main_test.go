package main

import (
	"fmt"
	"os"
	"testing"

	"github.com/mlagen/mlagen/gen"
)

// TestMain runs the test binary as mlagen itself when MLAGEN_TEST_MAIN is
// set (so tests can signal a real mlagen process without building one), and
// otherwise points the compile cache at a folder of this test run's own.
func TestMain(m *testing.M) {
	if os.Getenv("MLAGEN_TEST_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	dir, err := os.MkdirTemp("", "mlagen-test-cache-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv(gen.CacheEnv, dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
