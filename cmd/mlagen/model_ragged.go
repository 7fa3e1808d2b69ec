package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
	"github.com/mlagen/mlagen/verify"
)

// parseRaggedFlags reads --kv-lens (one batch) or --dist (comma-separated
// distribution specs, one batch each).
func parseRaggedFlags(kvLens, dists string) ([]perf.RaggedBatch, error) {
	if kvLens != "" && dists != "" {
		return nil, fmt.Errorf("--kv-lens and --dist exclude each other")
	}
	if kvLens != "" {
		lens, err := verify.ParseKVLens(kvLens)
		if err != nil {
			return nil, fmt.Errorf("--kv-lens: %w", err)
		}
		return []perf.RaggedBatch{{Name: fmt.Sprintf("kv-lens(%d seq)", len(lens)), Lens: lens}}, nil
	}
	var out []perf.RaggedBatch
	for _, spec := range strings.Split(dists, ",") {
		lens, err := verify.DistLens(strings.TrimSpace(spec))
		if err != nil {
			return nil, fmt.Errorf("--dist: %w", err)
		}
		out = append(out, perf.RaggedBatch{Name: strings.TrimSpace(spec), Lens: lens})
	}
	return out, nil
}

// modelRagged prints, for each batch, the static config (override, else
// selected with dims) and its persistent sibling on its plan
// (perf.RaggedComparison).
func modelRagged(m *perf.Model, p perf.Params, batches []perf.RaggedBatch, dims mla.Dims, override *mla.Config, choices []perf.OverheadChoice, stdout, stderr io.Writer) int {
	fmt.Fprint(stdout, perf.RaggedHeader)
	rc := perf.NewRaggedComparison(m, p, codeObjectFor)
	rc.Dims = dims
	var rows []perf.RaggedRow
	failed := false
	for _, b := range batches {
		rs, err := rc.Batch(b, override, choices)
		if err != nil {
			fmt.Fprintf(stderr, "mlagen model: %s: %v\n", b.Name, err)
			failed = true
		}
		rows = append(rows, rs...)
	}
	perf.WriteRaggedRows(stdout, rows)
	for _, n := range rc.Notes {
		fmt.Fprintln(stdout, n)
	}
	if failed {
		return 1
	}
	return 0
}
