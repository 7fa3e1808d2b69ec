// Command mlagen generates, compiles and verifies specialized gfx950 HIP
// kernels for MLA decode attention with an fp8 KV cache.
//
//	mlagen [generate flags]        generate and compile (see -h)
//	mlagen verify [flags]          run kernels against CPU references
//	mlagen bench [flags]           time kernels on an MI355X
//	mlagen model [flags]           estimate kernel times with the timing model (modeled)
//	mlagen calibrate [flags]       measure the timing model's parameters on an MI355X (docs/calibration.md)
//	mlagen plan [flags]            plan a ragged batch for persistent kernels (split planner)
//	mlagen cache [clean]           show or empty the compile cache
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// subcommand runs with the arguments after its name and returns the exit code.
type subcommand func(args []string, stdout, stderr io.Writer) int

// subcommands is filled by each subcommand's file in init, so each lives alone.
var subcommands = map[string]subcommand{}

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		if cmd, ok := subcommands[args[0]]; ok {
			return cmd(args[1:], stdout, stderr)
		}
		fmt.Fprintf(stderr, "mlagen: unknown command %q (commands: %s; without one, mlagen generates)\n", args[0], commandList())
		return 2
	}
	return generateCmd(args, stdout, stderr)
}

func commandList() string {
	var names []string
	for n := range subcommands {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}
