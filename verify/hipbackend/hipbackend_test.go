package hipbackend

import (
	"errors"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/hip"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/bench"
)

// otherKernel is a verify.Kernel from some other backend.
type otherKernel struct{}

func (otherKernel) Name() string          { return "k" }
func (otherKernel) Meta() *codeobj.Kernel { return &codeobj.Kernel{Name: "k"} }

// otherEvent is a bench.Event from some other device.
type otherEvent struct{}

func (otherEvent) Record() error                          { return nil }
func (otherEvent) ElapsedUS(bench.Event) (float64, error) { return 0, nil }
func (otherEvent) Destroy() error                         { return nil }

func TestForeignValuesAreRefused(t *testing.T) {
	var b Backend
	err := b.Launch(otherKernel{}, verify.Dim3{X: 1, Y: 1, Z: 1}, verify.Dim3{X: 1, Y: 1, Z: 1}, nil)
	if err == nil || !strings.Contains(err.Error(), "not loaded by a HIP backend") {
		t.Errorf("Launch of another backend's kernel: %v", err)
	}
	if _, err := (event{}).ElapsedUS(otherEvent{}); err == nil || !strings.Contains(err.Error(), "not an event of a HIP backend") {
		t.Errorf("ElapsedUS from another device's event: %v", err)
	}
}

func TestOpenWithoutRuntime(t *testing.T) {
	if hip.Built() {
		t.Skip("built with the rocm tag")
	}
	if _, err := Open(0); !errors.Is(err, hip.ErrNotBuilt) {
		t.Errorf("Open without the rocm tag: %v, want hip.ErrNotBuilt", err)
	}
}
