package kernels

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// goList returns the mlagen packages `go list -deps` names for pkgs, run in
// dir with the given build tags.
func goList(t *testing.T, dir, tags string, pkgs ...string) []string {
	t.Helper()
	var ours []string
	for _, p := range goListAll(t, dir, tags, pkgs...) {
		if p == "github.com/mlagen/mlagen" || strings.HasPrefix(p, "github.com/mlagen/mlagen/") {
			ours = append(ours, p)
		}
	}
	return ours
}

// goListAll returns every package `go list -deps` names for pkgs.
func goListAll(t *testing.T, dir, tags string, pkgs ...string) []string {
	t.Helper()
	args := append([]string{"list", "-deps", "-tags=" + tags}, pkgs...)
	cmd := exec.Command("go", args...) // go test puts its own GOROOT/bin first on PATH
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = string(ee.Stderr)
		}
		t.Fatalf("go %s (in %s): %v\n%s", strings.Join(args, " "), dir, err, msg)
	}
	return strings.Fields(string(out))
}

// TestConsumersDoNotLinkVerify checks the layering a consumer relies on: the
// launch API (this package) and a downstream module using it (the
// examples/go-generate module, with its own registry) link the HIP runtime
// binding but neither the verify harness nor mlagen's own generated/, with
// and without the rocm tag; a generated registry links only the registry
// types.
func TestConsumersDoNotLinkVerify(t *testing.T) {
	for _, tags := range []string{"", "rocm"} {
		for _, c := range []struct {
			name, dir, pkg string
		}{
			{"package kernels", ".", "github.com/mlagen/mlagen/kernels"},
			{"the examples/go-generate module", "../examples/go-generate", "."},
		} {
			deps := goList(t, c.dir, tags, c.pkg)
			for _, want := range []string{"github.com/mlagen/mlagen/kernels", "github.com/mlagen/mlagen/hip"} {
				if !slices.Contains(deps, want) {
					t.Errorf("%s (tags %q): %s is not among its dependencies %v", c.name, tags, want, deps)
				}
			}
			for _, p := range deps {
				if p == "github.com/mlagen/mlagen/verify" || strings.HasPrefix(p, "github.com/mlagen/mlagen/verify/") ||
					p == "github.com/mlagen/mlagen/generated" {
					t.Errorf("%s (tags %q) links %s", c.name, tags, p)
				}
			}
		}
	}
	if deps := goList(t, ".", "", "github.com/mlagen/mlagen/generated"); !slices.Equal(deps, []string{
		"github.com/mlagen/mlagen/registry", "github.com/mlagen/mlagen/generated"}) {
		t.Errorf("the generated registry links %v, want only package registry", deps)
	}
}

// The runtime a consumer links (the launch API, the registry types, the HIP
// binding) describes kernels through package mla and never links the
// generator: no template engine, no templates, no compiler driver, no Go
// code emitter.
func TestConsumersDoNotLinkTheGenerator(t *testing.T) {
	forbidden := []string{"github.com/mlagen/mlagen/gen", "github.com/mlagen/mlagen/templates",
		"github.com/dave/jennifer/jen", "text/template", "os/exec"}
	for _, tags := range []string{"", "rocm"} {
		for _, pkg := range []string{"github.com/mlagen/mlagen/kernels", "github.com/mlagen/mlagen/registry", "github.com/mlagen/mlagen/hip"} {
			deps := goListAll(t, ".", tags, pkg)
			if !slices.Contains(deps, "github.com/mlagen/mlagen/registry") && pkg != "github.com/mlagen/mlagen/hip" {
				t.Errorf("%s (tags %q): the registry types are not among its dependencies", pkg, tags)
			}
			for _, f := range forbidden {
				if slices.Contains(deps, f) {
					t.Errorf("%s (tags %q) links %s", pkg, tags, f)
				}
			}
		}
	}
}
