// Command mlagen generates, compiles and verifies specialized gfx950 HIP
// kernels for MLA decode attention (fp8, bf16 or MXFP4 KV caches, 16-128
// query heads, 1-4 query tokens). `mlagen -h` lists its commands; each
// command's logic lives in a package (gen, verify, perf, tune, plan): this
// one parses flags, calls them and prints.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

// command is one mlagen command: the generator (name "") or a subcommand.
type command struct {
	name    string
	summary string // one line for `mlagen -h`
	run     func(args []string, stdout, stderr io.Writer) int
}

// commands is the command table, in the order `mlagen -h` lists them. It is
// filled in init: the commands' usage texts read it.
var commands []command

func init() {
	commands = []command{
		{"", "generate and compile kernels for shapes or configs (the default command)", generateCmd},
		{"verify", "run kernels on the emulator or a device against CPU references", verifyCmd},
		{"model", "estimate kernel times with the gfx950 timing model (modeled, not measured)", modelCmd},
		{"tune", "rank configs per shape by the timing model or a device; write the tuned table", tuneCmd},
		{"calibrate", "measure the timing model's parameters on an MI355X; on the emulator, check the micro-kernels", calibrateCmd},
		{"bench", "time kernels on an MI355X (a binary built with -tags rocm)", benchCmd},
		{"plan", "plan a ragged batch for persistent kernels (the split planner)", planCmd},
		{"cache", "show or empty the compile cache", cacheCmd},
	}
}

func lookup(name string) (command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		if c, ok := lookup(args[0]); ok && c.name != "" {
			return c.run(args[1:], stdout, stderr)
		}
		fmt.Fprintf(stderr, "mlagen: unknown command %q (commands: %s; without one, mlagen generates)\n", args[0], commandList())
		return 2
	}
	return generateCmd(args, stdout, stderr)
}

// commandList names the subcommands: "verify, model, ...".
func commandList() string {
	var names []string
	for _, c := range commands {
		if c.name != "" {
			names = append(names, c.name)
		}
	}
	return strings.Join(names, ", ")
}

// commandHelp is the list of commands with their summaries, for `mlagen -h`.
func commandHelp() string {
	var b strings.Builder
	for _, c := range commands {
		name := "mlagen " + c.name
		if c.name == "" {
			name = "mlagen"
		}
		fmt.Fprintf(&b, "  %-16s %s\n", name, c.summary)
	}
	return b.String()
}
