package main

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/mlagen/mlagen/device"
)

// backends opens a device.Backend by name. Each backend registers itself from
// its own file's init (backends["emu"], backends["hip"]), so a build without
// one simply does not list it.
var backends = map[string]func() (device.Backend, error){}

// backendSummary optionally describes the work a backend did in run (the
// emulator reports its instruction rate).
var backendSummary = map[string]func(be device.Backend, run time.Duration) string{}

// backendNames lists the registered backends, sorted.
func backendNames() []string {
	var names []string
	for n := range backends {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// openBackend opens the named backend, or says which names exist.
func openBackend(name string) (device.Backend, error) {
	open, ok := backends[name]
	if !ok {
		known := "none are registered in this build"
		if n := backendNames(); len(n) > 0 {
			known = "known: " + strings.Join(n, ", ")
		}
		return nil, fmt.Errorf("unknown backend %q (%s)", name, known)
	}
	be, err := open()
	if err != nil {
		return nil, fmt.Errorf("backend %s: %w", name, err)
	}
	return be, nil
}
