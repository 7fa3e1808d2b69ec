package verify_test

import (
	"testing"

	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// generatedConfig is a multi-split kernel of generated/ (no compiler needed).
func generatedConfig(t *testing.T) (mla.Config, []byte) {
	t.Helper()
	for _, k := range generated.Registry.Kernels {
		if k.Splits > 1 {
			c, err := mla.ParseName(k.Name)
			if err != nil {
				t.Fatal(err)
			}
			return c, k.CodeObject
		}
	}
	t.Fatal("no multi-split kernel in generated/")
	return mla.Config{}, nil
}

// Issue 8, item 9: a run whose launch faults must not leave its error in the
// emulator for the next run to report. The emulator keeps a failed launch's
// error until Sync; a Run that returned without syncing handed it to the next
// shape, which was then reported failing with the previous kernel's fault.
func TestRunAfterFailedLaunch(t *testing.T) {
	e := newEmulator(t)
	cfg, code := generatedConfig(t)

	bad := verify.NewInputs(1, 1, 40)
	bad.QOIndptr[0] = 1 << 24 // the decode kernel's read of q lands far outside it: a memory fault
	if _, err := verify.Run(e, code, cfg, bad); err == nil {
		t.Fatal("a kernel reading unmapped memory ran without error")
	} else {
		t.Logf("first run: %v", err)
	}

	good := verify.NewInputs(2, 2, 40)
	out, err := verify.Run(e, code, cfg, good)
	if err != nil {
		t.Fatalf("the clean run after a failed one reports: %v", err)
	}
	if r := verify.Compare(out, verify.Exact(good, nil), verify.Faithful(cfg, good, nil)); !r.Pass() {
		t.Fatalf("the clean run fails: %s", r.Failure(good.Element))
	}
}
