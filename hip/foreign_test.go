package hip

import (
	"strings"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
)

// otherKernel is a device.Kernel from some other backend.
type otherKernel struct{}

func (otherKernel) Name() string          { return "k" }
func (otherKernel) Meta() *codeobj.Kernel { return &codeobj.Kernel{Name: "k"} }

// otherEvent is a device.Event from some other device.
type otherEvent struct{}

func (otherEvent) Record() error                           { return nil }
func (otherEvent) ElapsedUS(device.Event) (float64, error) { return 0, nil }
func (otherEvent) Destroy() error                          { return nil }

// A Device is driven through package device's interfaces, so it can be
// handed another backend's kernel or event: it refuses both.
func TestForeignValuesAreRefused(t *testing.T) {
	b, err := open(newFake("gfx950:sramecc+:xnack-"), 0)
	if err != nil {
		t.Fatal(err)
	}
	err = b.Launch(otherKernel{}, Dim3{X: 1, Y: 1, Z: 1}, Dim3{X: 1, Y: 1, Z: 1}, nil)
	if err == nil || !strings.Contains(err.Error(), "not loaded by a HIP device") {
		t.Errorf("Launch of another backend's kernel: %v", err)
	}
	e, err := b.NewEvent()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.ElapsedUS(otherEvent{}); err == nil || !strings.Contains(err.Error(), "not an event of a HIP device") {
		t.Errorf("ElapsedUS from another device's event: %v", err)
	}
}
