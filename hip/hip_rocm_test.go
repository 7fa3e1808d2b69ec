//go:build rocm

package hip

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// openOrSkip opens device 0, or skips when this machine has no gfx950; on a
// machine without any GPU it first checks the no-device message.
func openOrSkip(t *testing.T) *Device {
	t.Helper()
	b, err := Open(0)
	switch {
	case err == nil:
		t.Cleanup(func() {
			if err := b.Close(); err != nil {
				t.Error(err)
			}
		})
		return b
	case errors.Is(err, ErrNoDevice):
		if !strings.HasPrefix(err.Error(), "no AMD GPU found (hip") {
			t.Errorf("no-device message: %v", err)
		}
		t.Skipf("no device: %v", err)
	case errors.Is(err, ErrWrongDevice):
		t.Skipf("not a gfx950: %v", err)
	}
	t.Fatalf("Open(0): %v", err)
	return nil
}

func TestRuntimeNoDeviceMessage(t *testing.T) {
	_, err := Open(0)
	if err == nil || !errors.Is(err, ErrNoDevice) {
		t.Skipf("this machine has a GPU (Open: %v)", err)
	}
	var he *Error
	if !errors.As(err, &he) || (he.Call != "hipInit(0)" && he.Call != "hipGetDeviceCount") || he.Name == "" {
		t.Errorf("cause = %#v, want the failing call with its hipGetErrorName", he)
	}
	if !strings.Contains(err.Error(), "gfx950") {
		t.Errorf("message does not say what is needed: %v", err)
	}
}

func TestRuntimeMemoryAndEvents(t *testing.T) {
	b := openOrSkip(t)
	const n = 1 << 20
	p, err := b.Alloc(n)
	if err != nil {
		t.Fatal(err)
	}
	in := bytes.Repeat([]byte("mlagen"), n/6)
	if err := b.CopyIn(p, in); err != nil {
		t.Fatal(err)
	}
	start, err := b.NewEvent()
	if err != nil {
		t.Fatal(err)
	}
	end, _ := b.NewEvent()
	if err := start.Record(); err != nil {
		t.Fatal(err)
	}
	if err := b.Memset(p, 7, 4096); err != nil {
		t.Fatal(err)
	}
	if err := end.Record(); err != nil {
		t.Fatal(err)
	}
	us, err := end.ElapsedUS(start)
	if err != nil || us < 0 {
		t.Fatalf("ElapsedUS = %v, %v", us, err)
	}
	out := make([]byte, len(in))
	if err := b.CopyOut(out, p); err != nil {
		t.Fatal(err)
	}
	copy(in, bytes.Repeat([]byte{7}, 4096))
	if !bytes.Equal(in, out) {
		t.Error("device memory round trip differs")
	}
}

// TestRuntimeGraph: a captured fill runs when the graph is replayed.
func TestRuntimeGraph(t *testing.T) {
	b := openOrSkip(t)
	p, err := b.Alloc(4096)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.CopyIn(p, make([]byte, 4096)); err != nil {
		t.Fatal(err)
	}
	g, err := b.CaptureGraph(func() error { return b.Memset(p, 9, 4096) })
	if err != nil {
		t.Fatal(err)
	}
	out := make([]byte, 4096)
	if err := b.CopyOut(out, p); err != nil {
		t.Fatal(err)
	}
	if out[0] == 9 {
		t.Fatal("the capture ran the fill")
	}
	if err := g.Launch(); err != nil {
		t.Fatal(err)
	}
	if err := b.Sync(); err != nil {
		t.Fatal(err)
	}
	if err := b.CopyOut(out, p); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, bytes.Repeat([]byte{9}, 4096)) {
		t.Error("the replayed graph did not fill the buffer")
	}
	if err := g.Destroy(); err != nil {
		t.Fatal(err)
	}
}
