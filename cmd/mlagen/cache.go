package main

import (
	"fmt"
	"io"

	"github.com/mlagen/mlagen/gen"
)

const cacheUsage = `usage: mlagen cache [--cache-dir DIR] [clean]

Shows where the compile cache is, how many code objects it holds and their
size; "clean" removes them all. The cache is --cache-dir, else $MLAGEN_CACHE,
else the user cache folder + /mlagen. Only cache entries are removed.
`

func cacheCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("mlagen cache", cacheUsage, stderr)
	dir := fs.String("cache-dir", "", "compile cache folder")
	usageErr := usageError(stderr, "mlagen cache")
	if code, ok := parseFlags(fs, args, 1, usageErr); !ok {
		return code
	}
	clean := fs.NArg() == 1
	if clean && fs.Arg(0) != "clean" {
		return usageErr("unexpected argument %q (want nothing or \"clean\")", fs.Arg(0))
	}
	if *dir == "" {
		var err error
		if *dir, err = gen.DefaultCacheDir(); err != nil {
			fmt.Fprintf(stderr, "mlagen cache: %v\n", err)
			return 1
		}
	}
	c, err := gen.OpenCache(*dir)
	if err != nil {
		fmt.Fprintf(stderr, "mlagen cache: %v\n", err)
		return 1
	}
	if clean {
		n, err := c.Clean()
		if err != nil {
			fmt.Fprintf(stderr, "mlagen cache: cleaning %s: %v\n", c.Dir(), err)
			return 1
		}
		fmt.Fprintf(stdout, "%s: removed %s\n", c.Dir(), plural(n, "file"))
		return 0
	}
	n, size, err := c.Stat()
	if err != nil {
		fmt.Fprintf(stderr, "mlagen cache: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s, %.1f MiB\n", c.Dir(), plural(n, "code object"), float64(size)/(1<<20))
	return 0
}
