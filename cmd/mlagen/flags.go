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

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/mla"
)

// checkFlagValue rejects a flag value holding a control character (or bytes
// that are not UTF-8): no flag takes one, values of the selection flags are
// recorded in the generated files' header comments, which a newline would
// break, and a newline in a path is a mistake.
func checkFlagValue(flag, v string) error {
	if strings.ContainsFunc(v, unicode.IsControl) || !utf8.ValidString(v) {
		return fmt.Errorf("%s %q: control characters and non-UTF-8 bytes are not allowed", flag, v)
	}
	return nil
}

// parseShapeFlag parses a --shape value: "all" or BxL[,BxL...] (an empty
// one parseArgs has refused already). Leaving the flag out means all.
func parseShapeFlag(v string) ([]mla.Shape, error) {
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

// newFlagSet makes the flag set of command name ("mlagen verify"), whose -h
// prints usage and then the flags' defaults. In usage, %DIMS% stands for
// the dimension flags and %COMMANDS% for the command list, both made from
// their tables so they cannot drift from them.
func newFlagSet(name, usage string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, strings.NewReplacer("%DIMS%", dimUsage(), "%COMMANDS%", commandHelp()).Replace(usage))
		fmt.Fprintln(stderr, "\nFlags:")
		fs.PrintDefaults()
	}
	return fs
}

// dimUsage is the usage line's part for the dimension flags, from the
// dimension table: "[--q fp8|fp8s|bf16] [--lse] ...".
func dimUsage() string {
	var parts []string
	for _, dm := range mla.Dimensions() {
		if dm.Bool {
			parts = append(parts, "[--"+dm.Key+"]")
			continue
		}
		var vals []string
		for _, v := range dm.Values {
			vals = append(vals, v.Name)
		}
		parts = append(parts, "[--"+dm.Key+" "+strings.Join(vals, "|")+"]")
	}
	return strings.Join(parts, " ")
}

// parseArgs parses a command's flags, which take no positional arguments.
// When the command should stop, ok is false and code its exit status: 0
// after -h (the usage was printed), 2 for bad input, reported in one line
// and a pointer to -h rather than the whole usage. A string flag given an
// empty value, a control character (a newline in a path) or bytes that are
// not UTF-8 is bad input too.
func parseArgs(fs *flag.FlagSet, args []string, usageErr func(string, ...any) int) (code int, ok bool) {
	return parseFlags(fs, args, 0, usageErr)
}

// parseFlags is parseArgs for a command that takes up to maxArgs
// positional arguments after its flags.
func parseFlags(fs *flag.FlagSet, args []string, maxArgs int, usageErr func(string, ...any) int) (code int, ok bool) {
	out, usage := fs.Output(), fs.Usage
	help := false
	fs.SetOutput(io.Discard)
	fs.Usage = func() { help = true }
	err := fs.Parse(args)
	fs.SetOutput(out)
	fs.Usage = usage
	if err != nil {
		if errors.Is(err, flag.ErrHelp) && help {
			fs.Usage()
			return 0, false
		}
		usageErr("%v", err)
		fmt.Fprintf(out, "run '%s -h' for usage\n", fs.Name())
		return 2, false
	}
	if fs.NArg() > maxArgs {
		return usageErr("unexpected argument %q", fs.Arg(maxArgs)), false
	}
	var bad error
	fs.Visit(func(f *flag.Flag) {
		if _, isBool := f.Value.(interface{ IsBoolFlag() bool }); isBool || bad != nil {
			return
		}
		v := f.Value.String()
		if strings.TrimSpace(v) == "" {
			bad = fmt.Errorf("--%s is empty", f.Name)
		} else if err := checkFlagValue("--"+f.Name, v); err != nil {
			bad = err
		}
	})
	if bad != nil {
		return usageErr("%v", bad), false
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

// given is the dimensions whose flags were on the command line (call after
// parsing).
func (f *dimFlags) given() []mla.Dimension {
	set := map[string]bool{}
	f.fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	var ds []mla.Dimension
	for _, dm := range mla.Dimensions() {
		if set[dm.Key] {
			ds = append(ds, dm)
		}
	}
	return ds
}

// dims is the dimensions the flags chose (call after parsing); given reports
// whether any dimension flag was on the command line.
func (f *dimFlags) dims() (d mla.Dims, given bool, err error) {
	given = len(f.given()) > 0
	for _, dm := range mla.Dimensions() {
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

// selectFlags are the flags that pick kernels for shapes: --shape, --config
// (where the command takes it) and the dimension flags. verify, model, bench
// and tune share them, so they mean the same everywhere.
type selectFlags struct {
	shape, config *string
	dims          *dimFlags
}

// addSelectFlags adds the selection flags to fs; configDoc is --config's
// help ("": the command has no --config of this meaning).
func addSelectFlags(fs *flag.FlagSet, configDoc string) *selectFlags {
	f := &selectFlags{shape: fs.String("shape", "all", `"all" (the 8 benchmark shapes) or BxL[,BxL...], e.g. 64x8192`)}
	if configDoc != "" {
		f.config = fs.String("config", "", configDoc)
	}
	f.dims = addDimFlags(fs)
	return f
}

// picked is what the selection flags chose.
type picked struct {
	shapes    []mla.Shape
	override  *mla.Config // --config's, nil without it
	dims      mla.Dims
	dimsGiven bool // a dimension flag was on the command line
}

// parse reads the selection flags (after fs.Parse) and checks them together.
func (f *selectFlags) parse() (p picked, err error) {
	if p.dims, p.dimsGiven, err = f.dims.dims(); err != nil {
		return p, err
	}
	if err := checkDims(p.dims); err != nil {
		return p, err
	}
	if p.shapes, err = parseShapeFlag(*f.shape); err != nil {
		return p, err
	}
	if f.config != nil {
		if p.override, err = parseConfigFlag(*f.config); err != nil {
			return p, err
		}
		if p.override != nil && p.dimsGiven {
			return p, fmt.Errorf("the dimension flags (%s) pick the shapes' kernels; a --config name carries its dimensions as suffixes (e.g. mla_decode_s8_p2_t32_lse)", dimFlagNames())
		}
	}
	return p, nil
}

// addCompilerFlag adds --compiler, whose default is $MLAGEN_COMPILER, as
// every command that compiles reads it.
func addCompilerFlag(fs *flag.FlagSet) *string {
	return fs.String("compiler", os.Getenv(gen.CompilerEnv), "compiler to use (default $"+gen.CompilerEnv+", else hipcc if present, else clang++-22/21/20)")
}
