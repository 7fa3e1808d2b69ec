package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"unicode"
	"unicode/utf8"

	"github.com/mlagen/mlagen/mla"
)

// checkFlagValue rejects a flag value holding a control character (or bytes
// that are not UTF-8): values of the selection flags are recorded in the
// generated files' header comments, which a newline would break.
func checkFlagValue(flag, v string) error {
	if strings.ContainsFunc(v, unicode.IsControl) || !utf8.ValidString(v) {
		return fmt.Errorf("%s %q: control characters and non-UTF-8 bytes are not allowed (the value is recorded in generated headers)", flag, v)
	}
	return nil
}

// parseShapeFlag parses a --shape value: "all" or BxL[,BxL...]. Leaving the
// flag out means all; giving it an empty value is an error, in every command.
func parseShapeFlag(v string) ([]mla.Shape, error) {
	if strings.TrimSpace(v) == "" {
		return nil, fmt.Errorf(`--shape is empty: give "all" or BxL[,BxL...], e.g. 64x8192 (leaving --shape out means all)`)
	}
	if err := checkFlagValue("--shape", v); err != nil {
		return nil, err
	}
	return mla.ParseShapes(v)
}

// interruptible returns a context cancelled by SIGINT or SIGTERM, and
// exitCode, which is 128 + the signal's number once one arrived (130 for
// Ctrl-C, as shells report), else 1.
func interruptible() (ctx context.Context, exitCode func() int, stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP) // SIGHUP: a closed terminal
	var (
		mu  sync.Mutex
		got os.Signal
	)
	go func() {
		select {
		case s := <-ch:
			mu.Lock()
			got = s
			mu.Unlock()
			cancel()
		case <-ctx.Done():
		}
	}()
	exitCode = func() int {
		mu.Lock()
		defer mu.Unlock()
		if s, ok := got.(syscall.Signal); ok {
			return 128 + int(s)
		}
		return 1
	}
	stop = func() { signal.Stop(ch); cancel() }
	return ctx, exitCode, stop
}

// usageError returns the reporter of a command's bad input: one line
// "prefix: message" on stderr, and exit status 2.
func usageError(stderr io.Writer, prefix string) func(format string, a ...any) int {
	return func(format string, a ...any) int {
		fmt.Fprintf(stderr, prefix+": "+format+"\n", a...)
		return 2
	}
}

// parseArgs parses a command's flags, which take no positional arguments.
// When the command should stop, ok is false and code its exit status: 0
// after -h (the flag package printed the usage), 2 for bad input.
func parseArgs(fs *flag.FlagSet, args []string, usageErr func(string, ...any) int) (code int, ok bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		return 2, false
	}
	if fs.NArg() > 0 {
		return usageErr("unexpected argument %q", fs.Arg(0)), false
	}
	return 0, true
}

// parseConfigFlag parses a --config value naming one config: nil when the
// flag is empty.
func parseConfigFlag(v string) (*mla.Config, error) {
	if v == "" {
		return nil, nil
	}
	c, err := mla.ParseName(v)
	if err != nil {
		return nil, err
	}
	return &c, nil
}

// dimFlags are the flags of the optional dimensions (mla.Dimensions), one
// per dimension, their defaults today's kernel: --lse, --q fp8s, ... Every
// command that picks kernels for shapes takes them (generate, verify, model).
type dimFlags struct {
	fs    *flag.FlagSet
	bools map[string]*bool
	strs  map[string]*string
}

func addDimFlags(fs *flag.FlagSet) *dimFlags {
	f := &dimFlags{fs: fs, bools: map[string]*bool{}, strs: map[string]*string{}}
	for _, dm := range mla.Dimensions() {
		if dm.Bool {
			f.bools[dm.Key] = fs.Bool(dm.Key, false, dm.Doc+" (name suffix _"+dm.Values[1].Suffix+")")
			continue
		}
		var vals []string
		for _, v := range dm.Values {
			s := v.Name
			if v.Suffix != "" {
				s += " (_" + v.Suffix + ")"
			}
			vals = append(vals, s)
		}
		f.strs[dm.Key] = fs.String(dm.Key, dm.Values[0].Name, dm.Doc+": "+strings.Join(vals, ", "))
	}
	return f
}

// dims is the dimensions the flags chose (call after parsing); given reports
// whether any dimension flag was on the command line.
func (f *dimFlags) dims() (d mla.Dims, given bool, err error) {
	set := map[string]bool{}
	f.fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	for _, dm := range mla.Dimensions() {
		given = given || set[dm.Key]
		v := ""
		if b, ok := f.bools[dm.Key]; ok {
			v = dm.Values[0].Name
			if *b {
				v = dm.Values[1].Name
			}
		} else {
			v = *f.strs[dm.Key]
		}
		if err := d.Set(dm.Key, v); err != nil {
			return mla.Dims{}, false, err
		}
	}
	return d, given, nil
}

// checkDims rejects dimensions that no kernel of the (tile, stages, splits)
// space supports: one message for the whole command line rather than one
// per shape. Per-config rejections surface where the configs are picked.
func checkDims(d mla.Dims) error {
	if len(mla.AllConfigsWith(d)) > 0 {
		return nil
	}
	// No config takes d: any config's reason says why.
	return mla.Config{Splits: 1, Stages: 1, Tile: 32, Dims: d}.Validate()
}

// dimFlagNames lists the dimension flags, for messages: "--q, --lse".
func dimFlagNames() string {
	var s []string
	for _, dm := range mla.Dimensions() {
		s = append(s, "--"+dm.Key)
	}
	return strings.Join(s, ", ")
}
