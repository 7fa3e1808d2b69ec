package calib

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/hip"
	"github.com/mlagen/mlagen/perf"
)

// Calibration is one `mlagen calibrate` run.
type Calibration struct {
	// Backend runs the micro-kernels. One with device events (a
	// device.Timer: a HIP device) is timed with DevicePlan and fitted; the
	// emulator (no clock) runs EmuPlan and only checks the kernels.
	Backend device.Backend
	// Code returns the compiled calibration kernels (Build).
	Code func(ctx context.Context) ([]byte, error)
	// Out is the parameter file to write ("" for none). It is refused on a
	// backend without a clock, before anything runs.
	Out string
	// Date stamps the measurements (YYYY-MM-DD).
	Date string
	// Base is the model's parameters the fit takes as given (perf.Default).
	Base perf.Params
	// Plan overrides the plan chosen for the backend (tests).
	Plan *Plan
	// Progress, if set, is told each run before it starts.
	Progress func(string)

	// measure replaces Run (tests: measurements without a device).
	measure func(be device.Backend, code []byte, plan Plan, o Options) (*Measurements, []Check, error)
}

// ErrNoClock is the error of asking for a parameter file from a backend
// that cannot time.
var ErrNoClock = errors.New("the emulator has no clock: `mlagen calibrate --backend emu` runs and checks every micro-kernel and writes no parameter file; drop --out, or calibrate on a device (--backend hip)")

// Run runs the calibration and prints what it did to w: the checks, then on
// a device the fitted parameters, the other figures and the notes, and
// writes the parameter file if Out is set. The error says why it failed
// (the report up to the failure is printed).
func (c *Calibration) Run(ctx context.Context, w io.Writer) error {
	_, timed := c.Backend.(device.Timer)
	if !timed && c.Out != "" {
		return ErrNoClock
	}
	plan := EmuPlan()
	if timed {
		plan = DevicePlan(deviceCUs(c.Backend, c.Base))
	}
	if c.Plan != nil {
		plan = *c.Plan
	}
	code, err := c.Code(ctx)
	if err != nil {
		return err
	}
	measure := Run
	if c.measure != nil {
		measure = c.measure
	}
	m, checks, err := measure(c.Backend, code, plan, Options{Timed: timed, Progress: c.Progress})
	if !timed {
		fmt.Fprintf(w, "mlagen calibrate on %s: the emulator has no clock, so nothing is timed and no parameter file is written;\n", c.Backend.Name())
		fmt.Fprintf(w, "each micro-kernel runs end to end and its result is checked (its s_memrealtime and s_memtime count\n")
		fmt.Fprintf(w, "the wave's instructions there).\n\n")
	} else {
		fmt.Fprintf(w, "mlagen calibrate on %s, %s: MEASURED on the device\n\n", c.Backend.Name(), c.Date)
	}
	writeChecks(w, checks)
	if err != nil {
		return err
	}
	if !timed {
		fmt.Fprintf(w, "\n%d runs of %d micro-kernels, every check held.\n", len(checks), kernelCount(checks))
		fmt.Fprintf(w, "On a device (--backend hip) they measure: %s (docs/calibration.md).\n", strings.Join(Measured, ", "))
		return nil
	}
	m.Date = c.Date
	m.CUs = deviceCUs(c.Backend, c.Base)
	res, err := Fit(m, c.Base)
	if err != nil {
		return err
	}
	fmt.Fprintln(w)
	WriteResult(w, res, &c.Base)
	if c.Out == "" {
		fmt.Fprintln(w, "\nno --out: no parameter file written")
		return nil
	}
	if err := WriteParamFile(c.Out, res, m); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nwrote %s (%d parameters): mlagen model --params-file %s, mlagen tune --params-file %s read it\n", c.Out, len(res.Params), c.Out, c.Out)
	return nil
}

// deviceCUs is the backend's compute units if it says (a HIP device), else
// the model's.
func deviceCUs(be device.Backend, p perf.Params) int {
	if d, ok := be.(interface{ Info() hip.DeviceInfo }); ok && d.Info().CUs > 0 {
		return d.Info().CUs
	}
	return int(p.CUs)
}

func kernelCount(checks []Check) int {
	k := map[string]bool{}
	for _, c := range checks {
		for _, n := range strings.Split(c.Kernel, ", ") {
			k[n] = true
		}
	}
	return len(k)
}

func writeChecks(w io.Writer, checks []Check) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "kernel\trun\tcheck\tresult")
	for _, c := range checks {
		r := "ok"
		if c.Err != nil {
			r = "FAILED: " + c.Err.Error()
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", c.Kernel, c.Run, c.What, r)
	}
	tw.Flush()
}

// WriteResult prints a fit: the parameters (with the model's current value
// beside), the figures and the notes.
func WriteResult(w io.Writer, res *Result, base *perf.Params) {
	fmt.Fprintf(w, "fitted parameters (measured on %s, %s):\n", res.Device, res.Date)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "parameter\tmeasured\tunit\tmodel's value\thow")
	was := map[string]float64{}
	for _, r := range base.Table() {
		was[r.Name] = r.Value
	}
	for _, f := range res.Params {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%g\t%s\n", f.Name, num(f.Value), f.Unit, was[f.Name], f.How)
	}
	tw.Flush()
	fmt.Fprintln(w, "\nother measured figures:")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, f := range res.Figures {
		fmt.Fprintf(tw, "%s\t%s %s\n", f.What, num(f.Value), f.Unit)
	}
	tw.Flush()
	if len(res.Notes) > 0 {
		notes := append([]string(nil), res.Notes...)
		sort.Strings(notes)
		fmt.Fprintln(w, "\nnot fitted:")
		for _, n := range notes {
			fmt.Fprintln(w, "  "+n)
		}
	}
}

// num prints v with 4 significant digits, whole numbers of 5 or more
// digits in full.
func num(v float64) string {
	if math.Abs(v) >= 1e4 && math.Abs(v) < 1e15 {
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.4g", v)
}
