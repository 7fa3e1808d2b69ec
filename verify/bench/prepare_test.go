package bench

import (
	"context"
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/registry"
	"github.com/mlagen/mlagen/verify"
)

// memBackend is a device.Backend over host memory whose kernels do nothing:
// it lets Prepare's wiring be checked (uploads, argument packing, the check
// catching an output that was never written, freeing) without a device.
type memBackend struct {
	next     device.DevPtr
	mem      map[device.DevPtr][]byte
	launches []string
	kernargs map[string][]byte
}

func newMem() *memBackend {
	return &memBackend{next: 1 << 40, mem: map[device.DevPtr][]byte{}, kernargs: map[string][]byte{}}
}

type memModule struct{ co *codeobj.CodeObject }
type memKernel struct{ meta *codeobj.Kernel }

func (k memKernel) Name() string          { return k.meta.Name }
func (k memKernel) Meta() *codeobj.Kernel { return k.meta }
func (m memModule) Kernel(name string) (device.Kernel, error) {
	for i := range m.co.Kernels {
		if m.co.Kernels[i].Name == name {
			return memKernel{&m.co.Kernels[i]}, nil
		}
	}
	return nil, errors.New("no kernel " + name)
}

func (b *memBackend) Name() string { return "mem" }
func (b *memBackend) Alloc(n int64) (device.DevPtr, error) {
	p := b.next
	b.next += device.DevPtr(n+4095) &^ 4095
	b.mem[p] = make([]byte, n)
	return p, nil
}
func (b *memBackend) Free(p device.DevPtr) error {
	if _, ok := b.mem[p]; !ok {
		return errors.New("bad free")
	}
	delete(b.mem, p)
	return nil
}
func (b *memBackend) at(p device.DevPtr, n int) []byte {
	for base, m := range b.mem {
		if p >= base && int(p-base)+n <= len(m) {
			return m[p-base : int(p-base)+n]
		}
	}
	panic("bad address")
}
func (b *memBackend) CopyIn(dst device.DevPtr, src []byte) error {
	copy(b.at(dst, len(src)), src)
	return nil
}
func (b *memBackend) CopyOut(dst []byte, src device.DevPtr) error {
	copy(dst, b.at(src, len(dst)))
	return nil
}
func (b *memBackend) Load(co []byte) (device.Module, error) {
	c, err := codeobj.Parse(co)
	return memModule{c}, err
}
func (b *memBackend) Launch(k device.Kernel, g, bl device.Dim3, ka []byte) error {
	b.launches = append(b.launches, k.Name())
	b.kernargs[k.Name()] = ka
	return nil
}
func (b *memBackend) Sync() error  { return nil }
func (b *memBackend) Close() error { return nil }

func TestPrepareWiring(t *testing.T) {
	var gk *registry.Kernel
	for i := range generated.Registry.Kernels {
		if generated.Registry.Kernels[i].Splits > 1 {
			gk = &generated.Registry.Kernels[i]
		}
	}
	if gk == nil {
		t.Skip("no multi-split kernel generated")
	}
	cfg, err := mla.ParseName(gk.Name)
	if err != nil {
		t.Fatal(err)
	}
	b := newMem()
	s := mla.Shape{Batch: 8, KVLen: 64}
	_, err = Prepare(b, s, cfg, gk.CodeObject, 1)
	// The kernels did nothing, so the output still holds the poison.
	if err == nil || !strings.Contains(err.Error(), "never written") || !strings.Contains(err.Error(), "sequence 0 head 0 dim 0") {
		t.Fatalf("Prepare of a kernel that writes nothing: %v", err)
	}
	if len(b.mem) != 0 {
		t.Errorf("Prepare left %d allocations after failing", len(b.mem))
	}
	want := cfg.Name() // a one-launch kernel merges its splits itself
	if cfg.HasReduce() {
		want += " " + cfg.ReduceName()
	}
	if strings.Join(b.launches, " ") != want {
		t.Errorf("launches: %v, want %s", b.launches, want)
	}
	// The decode kernarg points at the buffers; check the tiling of the KV
	// cache through them before they were freed is not possible now, so
	// re-run with a backend that keeps its memory.
	ka := b.kernargs[cfg.Name()]
	if len(ka) < 60 || binary.LittleEndian.Uint64(ka[0:]) == 0 || binary.LittleEndian.Uint64(ka[8:]) == 0 {
		t.Errorf("decode kernarg: %x", ka)
	}

	keep := &keepBackend{newMem()}
	Prepare(keep, s, cfg, gk.CodeObject, 1)
	ka = keep.kernargs[cfg.Name()]
	kv := binary.LittleEndian.Uint64(ka[8:])
	kvip := binary.LittleEndian.Uint64(ka[32:])
	in := verify.NewInputs(1, distinctSeqs(s.Batch), s.KVLen)
	row := s.KVLen * mla.QKDim
	for seq := 0; seq < s.Batch; seq++ {
		got := keep.at(device.DevPtr(kv)+device.DevPtr(seq*row), row)
		src := seq % distinctSeqs(s.Batch)
		if string(got) != string(in.KV[src*row:(src+1)*row]) {
			t.Errorf("sequence %d's KV rows are not sequence %d's", seq, src)
		}
		if ip := binary.LittleEndian.Uint32(keep.at(device.DevPtr(kvip)+device.DevPtr(4*seq), 4)); int(ip) != seq*s.KVLen {
			t.Errorf("kv_indptr[%d] = %d", seq, ip)
		}
	}
}

// keepBackend never frees, so the test can read what was uploaded.
type keepBackend struct{ *memBackend }

func (keepBackend) Free(device.DevPtr) error { return nil }

func TestDistinctSeqs(t *testing.T) {
	for b, want := range map[int]int{1: 1, 2: 2, 3: 3, 4: 4, 6: 3, 9: 3, 256: 4, 7: 1, 10: 2} {
		if got := distinctSeqs(b); got != want {
			t.Errorf("distinctSeqs(%d) = %d, want %d", b, got, want)
		}
	}
}

// TestPrepareVariants checks that Prepare runs a variant's kernels on inputs
// of its kind (mlagen bench --kv bf16, --page 16): the
// kernels are launched and only the output check (nothing written here)
// stops it, not a mismatch of the inputs with the config.
func TestPrepareVariants(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles two kernels")
	}
	cc := gentest.Compiler(t)
	for _, name := range []string{"mla_decode_s2_p1_t32_kvbf16", "mla_decode_s2_p2_t32_pg16"} {
		cfg, err := mla.ParseName(name)
		if err != nil {
			t.Fatal(err)
		}
		src, err := gen.ExpandHIP(cfg, "test")
		if err != nil {
			t.Fatal(err)
		}
		co, err := cc.Compile(context.Background(), name, src)
		if err != nil {
			t.Fatal(err)
		}
		b := newMem()
		_, err = Prepare(b, mla.Shape{Batch: 4, KVLen: 40}, cfg, co, 1)
		if err == nil || !strings.Contains(err.Error(), "never written") {
			t.Errorf("%s: Prepare: %v; want the output check to fail (the kernels write nothing)", name, err)
		}
		if strings.Join(b.launches, " ") != cfg.Name()+" "+cfg.ReduceName() {
			t.Errorf("%s: launches %v", name, b.launches)
		}
	}
}
