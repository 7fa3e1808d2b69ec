// Command mkplan writes the planner's generated files (plan/zcore.go,
// plan/c/mla_plan.h, plan/c/mla_plan.c) from plan/internal/spec. It runs
// from go generate in plan/ (the directive is in plan/plan.go) and rewrites
// only files whose bytes change, each atomically.
package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/mlagen/mlagen/internal/atomicfile"
	"github.com/mlagen/mlagen/plan/internal/spec"
)

func main() {
	files, err := spec.Render()
	if err != nil {
		fmt.Fprintln(os.Stderr, "mkplan:", err)
		os.Exit(1)
	}
	var names []string
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if old, err := os.ReadFile(n); err == nil && bytes.Equal(old, files[n]) {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(n), 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "mkplan:", err)
			os.Exit(1)
		}
		if err := atomicfile.WriteFile(n, files[n], 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "mkplan:", err)
			os.Exit(1)
		}
		fmt.Println("mkplan: wrote", n)
	}
}
