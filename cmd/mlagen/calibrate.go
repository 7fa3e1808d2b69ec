package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/mlagen/mlagen/calib"
	"github.com/mlagen/mlagen/perf"
)

const calibrateUsage = `usage: mlagen calibrate [--backend hip|emu] [--out FILE]

Runs micro-kernels that mlagen generates (templates/calib, compiled like the
decode kernels): pointer chases through the L1, L2, Infinity Cache and HBM; a
streaming read at several bytes in flight per compute unit, on all of them and
on a few; a chain of dependent LDS reads; back-to-back s_barriers; an empty
kernel's launch; the gap between two dependent launches, on a stream and in a
HIP graph. Each writes its raw counts (s_memrealtime, s_memtime) to a buffer
and its result is checked. On a device (--backend hip, a binary built with
-tags rocm) they are timed, the timing model's parameters they measure are
fitted, and --out writes them as a parameter file (JSON, each value with its
source) that mlagen model --params-file and mlagen tune --params-file read.
The emulator (--backend emu) has no clock: it runs and checks every
micro-kernel and writes no parameter file. docs/calibration.md says what each
kernel measures and how each parameter is fitted.
`

func calibrateCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("mlagen calibrate", calibrateUsage, stderr)
	backend := fs.String("backend", "hip", `"hip" (an MI355X: measure and fit) or "emu" (the emulator: run and check the kernels only)`)
	out := fs.String("out", "", "write the fitted parameters to this parameter file (a device only)")
	usageErr := usageError(stderr, "mlagen calibrate")
	if code, ok := parseArgs(fs, args, usageErr); !ok {
		return code
	}
	if _, ok := backends[*backend]; !ok {
		_, err := openBackend(*backend)
		return usageErr("%v", err)
	}
	if *backend == "emu" && *out != "" {
		return usageErr("%v", calib.ErrNoClock)
	}
	be, err := openBackend(*backend)
	if err != nil {
		fmt.Fprintf(stderr, "mlagen calibrate: %v\n", err)
		return 1
	}
	defer be.Close()
	c := &calib.Calibration{
		Backend: be,
		Code: func(ctx context.Context) ([]byte, error) {
			if err := findCompiler(); err != nil {
				return nil, fmt.Errorf("the calibration kernels are compiled here: %w", err)
			}
			return calib.Build(ctx, compiler, "mlagen calibrate")
		},
		Out:      *out,
		Date:     time.Now().UTC().Format(time.DateOnly),
		Base:     perf.Default(),
		Progress: func(s string) { fmt.Fprintln(stderr, "mlagen calibrate: "+s) },
	}
	if err := c.Run(context.Background(), stdout); err != nil {
		fmt.Fprintf(stderr, "mlagen calibrate: %v\n", err)
		if errors.Is(err, calib.ErrNoClock) {
			return 2
		}
		return 1
	}
	return 0
}

// loadParams is the model's parameters for --params-file and --set: the
// defaults, the file's values over them, the --set values over those. It
// returns the parameter table with each value's source.
func loadParams(file, set string) (perf.Params, []calib.Row, error) {
	p := perf.Default()
	var f *calib.ParamFile
	if file != "" {
		var err error
		if f, err = calib.ReadParamFile(file); err != nil {
			return p, nil, err
		}
		if err := f.Apply(&p); err != nil {
			return p, nil, err
		}
	}
	names, err := setParams(&p, set)
	if err != nil {
		return p, nil, err
	}
	return p, calib.Table(p, f, names), nil
}
