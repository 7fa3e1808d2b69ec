package main

import (
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/mlagen/mlagen/generated"
)

// Issue 19, item 18: `make` writes generated/ before it builds bin/mlagen
// (it built bin/mlagen first, so bin/mlagen embedded the kernels of the
// templates before the edit).
func TestMakeBuildsMlagenAfterGenerating(t *testing.T) {
	make, err := exec.LookPath("make")
	if err != nil {
		t.Skip("no make on this machine") // the Makefile is what make runs; without make there is nothing to check
	}
	out, err := exec.Command(make, "-n", "-C", "../..", "all").CombinedOutput()
	if err != nil {
		t.Fatalf("make -n all: %v\n%s", err, out)
	}
	gen, build := -1, -1
	for i, l := range strings.Split(string(out), "\n") {
		switch {
		case strings.Contains(l, "--out generated"):
			gen = i
		case strings.Contains(l, "build -o bin/mlagen ./cmd/mlagen"):
			build = i
		}
	}
	if gen < 0 || build < gen {
		t.Fatalf("make all generates at line %d and builds bin/mlagen at line %d; want the build after:\n%s", gen, build, out)
	}
}

// An mlagen whose generated/ was generated from other templates than its
// own uses none of its kernels (they are compiled from its templates).
func TestStaleGeneratedIsNotUsed(t *testing.T) {
	name := generated.Registry.Kernels[0].Name
	reset := func() { staleOnce, staleErr = sync.Once{}, nil }
	defer reset()
	if embeddedKernel(name) == nil {
		t.Fatalf("%s: not used from a current generated/", name)
	}
	saved := generated.Registry.TemplatesSHA256
	defer func() { generated.Registry.TemplatesSHA256 = saved }()
	generated.Registry.TemplatesSHA256 = "0123"
	reset()
	if embeddedKernel(name) != nil || staleErr == nil || !strings.Contains(staleErr.Error(), "regenerate") {
		t.Fatalf("%s: used from a generated/ of other templates (%v)", name, staleErr)
	}
}
