package tune

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/mlagen/mlagen/mla"
)

// The command lines tune records in its tables, and reading a table
// before a run that will rewrite it.

// Command is the command line recorded in the table's header: what
// decides the winners (shapes, backend, search, parameters: a parameter
// file, then --set), not where the table went.
func Command(shapes string, d mla.Dims, backend string, exhaustive bool, paramsFile, set string) string {
	c := "mlagen tune --shape " + strings.TrimSpace(shapes) + d.Flags()
	if backend != "model" {
		c += " --backend " + backend
	}
	if exhaustive {
		c += " --exhaustive"
	}
	return c + paramFlags(paramsFile, set) + " --write"
}

// ReadTableFor checks, before any tuning, that path is a tuned table it may
// rewrite, and returns its entries. The default path must exist (it is the
// module's mla/tuned.json: run from the module root); a path given with
// --table may be new.
func ReadTableFor(path string, explicit bool) ([]mla.TunedEntry, error) {
	return readTableFile(path, explicit, ReadTable)
}

// readTableFile reads a generated table that read parses, as ReadTableFor
// describes (the tuned and the learned overhead tables).
func readTableFile[E any](path string, explicit bool, read func(string, []byte) (string, []E, error)) ([]E, error) {
	src, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		if !explicit {
			return nil, fmt.Errorf("%s not found: run from the mlagen module root, or name the table with --table FILE", path)
		}
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	_, entries, err := read(path, src)
	if err != nil {
		return nil, fmt.Errorf("%v; refusing to overwrite it", err)
	}
	return entries, nil
}

// paramFlags are the timing model's parameter flags of a recorded command.
func paramFlags(paramsFile, set string) string {
	var c string
	if paramsFile != "" {
		c += " --params-file " + paramsFile
	}
	if set != "" {
		c += " --set " + set
	}
	return c
}

// OverheadCommand is the command recorded in the overhead table's header.
func OverheadCommand(configs, backend, paramsFile, set string) string {
	c := "mlagen tune --plan-overhead"
	if strings.TrimSpace(configs) != "" {
		c += " --config " + strings.TrimSpace(configs)
	}
	if backend != "model" {
		c += " --backend " + backend
	}
	return c + paramFlags(paramsFile, set) + " --write"
}

// ReadOverheadsFor is ReadTableFor for the learned overhead table.
func ReadOverheadsFor(path string, explicit bool) ([]mla.PlanOverhead, error) {
	return readTableFile(path, explicit, ReadOverheads)
}
