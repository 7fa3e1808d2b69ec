package tune

import (
	"fmt"
	"math"
	"sort"

	"github.com/mlagen/mlagen/internal/atomicfile"
	"github.com/mlagen/mlagen/mla"
)

// TableFile is the tuned table's path in the module: package mla embeds it.
const TableFile = mla.TunedFile

// Entries makes the tuned table's entries of a run: each shape's fastest
// candidate, timed by backend ("model" or "hip") with fingerprint (the
// model's parameter set, or the device's name). Times are kept to the
// nanosecond.
func Entries(rs []Ranked, backend, fingerprint string) []mla.TunedEntry {
	var out []mla.TunedEntry
	for _, r := range rs {
		b := r.Best()
		out = append(out, mla.TunedEntry{Shape: r.Shape, Config: b.Config, Backend: backend,
			TotalUs: math.Round(b.Us*1000) / 1000, Fingerprint: fingerprint})
	}
	return out
}

// key is what a table entry is the entry for: a shape and the variant's
// dimensions (zero: the plain kernel) but the row fold, which the tuner
// chooses for the query rows as it chooses the tile: one entry per problem.
type key struct {
	shape mla.Shape
	dims  mla.Dims
}

func keyOf(e mla.TunedEntry) key {
	d := e.Config.Dims
	d.Fold = mla.Fold16
	return key{e.Shape, d}
}

// Merge returns old with every (shape, dimensions) of add replaced or added,
// by batch, then KV length, then the variant's name suffix (the plain entry
// first): a run that tunes some shapes, or one variant, keeps the other
// entries as they were.
func Merge(old, add []mla.TunedEntry) []mla.TunedEntry {
	by := map[key]mla.TunedEntry{}
	for _, e := range old {
		by[keyOf(e)] = e
	}
	for _, e := range add {
		by[keyOf(e)] = e
	}
	out := make([]mla.TunedEntry, 0, len(by))
	for _, e := range by {
		out = append(out, e)
	}
	sort.Slice(out, func(a, b int) bool {
		x, y := out[a], out[b]
		if x.Shape.Batch != y.Shape.Batch {
			return x.Shape.Batch < y.Shape.Batch
		}
		if x.Shape.KVLen != y.Shape.KVLen {
			return x.Shape.KVLen < y.Shape.KVLen
		}
		return dimsOrder(x.Config.Dims) < dimsOrder(y.Config.Dims)
	})
	return out
}

// dimsOrder sorts the plain entry ("") before its variants.
func dimsOrder(d mla.Dims) string {
	if d.Plain() {
		return ""
	}
	return d.String()
}

// RenderTable renders the tuned table written by command, e.g. "mlagen tune
// --shape all --write" (mla.EncodeTuned).
func RenderTable(command string, entries []mla.TunedEntry) ([]byte, error) {
	return mla.EncodeTuned(command, entries)
}

// WriteTable writes the table to path atomically: readers see the old file
// or the new one, never a part.
func WriteTable(path, command string, entries []mla.TunedEntry) error {
	b, err := RenderTable(command, entries)
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, b, 0o644)
}

// ReadTable reads a tuned table that RenderTable wrote (the file at path,
// independently of the table embedded in package mla): the command that
// wrote it and its entries. Anything else is an error naming path.
func ReadTable(path string, src []byte) (command string, entries []mla.TunedEntry, err error) {
	t, err := mla.DecodeTuned(src)
	if err != nil {
		return "", nil, fmt.Errorf("%s: %w", path, err)
	}
	return t.Command, t.Entries, nil
}
