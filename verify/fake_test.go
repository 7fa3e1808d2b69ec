package verify

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// fakeBackend is an in-process Backend whose "code objects" are Go kernels
// built on the faithful reference's arithmetic: the decode kernel runs
// decodeSplit per workgroup and writes the workspace or the output, the
// reduce kernel merges the workspace as the contract says. It reads every
// argument from the packed kernarg segment, by the metadata's offsets, and
// memory through device addresses, so Run is tested end to end.
type fakeBackend struct {
	allocs map[device.DevPtr][]byte
	next   device.DevPtr
	brk    fakeBreak
	log    []string // launches
	synced bool
}

// fakeBreak makes the fake kernels wrong in one way.
type fakeBreak struct {
	v          *variant // the decode arithmetic (nil: faithful)
	unwritten  int      // output element never written, +1 (0: none)
	readsEmpty bool     // the reduce merges empty splits' (poisoned) acc with weight 0
}

func newFake() *fakeBackend {
	return &fakeBackend{allocs: map[device.DevPtr][]byte{}, next: 0x7f0000100000}
}

func (f *fakeBackend) Name() string { return "fake" }

func (f *fakeBackend) Alloc(n int64) (device.DevPtr, error) {
	p := f.next
	f.next += device.DevPtr((n + 4096 + 255) &^ 255) // a gap between allocations
	f.allocs[p] = make([]byte, n)
	for i := range f.allocs[p] {
		f.allocs[p][i] = 0xA5 // "contents unspecified"
	}
	return p, nil
}

func (f *fakeBackend) Free(p device.DevPtr) error {
	if _, ok := f.allocs[p]; !ok {
		return fmt.Errorf("free of %#x: not allocated", p)
	}
	delete(f.allocs, p)
	return nil
}

// mem returns the n bytes at device address p.
func (f *fakeBackend) mem(p device.DevPtr, n int) ([]byte, error) {
	for base, b := range f.allocs {
		if p >= base && uint64(p-base)+uint64(n) <= uint64(len(b)) {
			return b[p-base:][:n], nil
		}
	}
	return nil, fmt.Errorf("fake: %d bytes at %#x are not inside an allocation", n, p)
}

func (f *fakeBackend) CopyIn(dst device.DevPtr, src []byte) error {
	b, err := f.mem(dst, len(src))
	if err == nil {
		copy(b, src)
	}
	return err
}

func (f *fakeBackend) CopyOut(dst []byte, src device.DevPtr) error {
	if !f.synced {
		return fmt.Errorf("fake: CopyOut before Sync")
	}
	b, err := f.mem(src, len(dst))
	if err == nil {
		copy(dst, b)
	}
	return err
}

type fakeModule struct{ f *fakeBackend }
type fakeKernel struct {
	name string
	meta *codeobj.Kernel
}

func (k *fakeKernel) Name() string          { return k.name }
func (k *fakeKernel) Meta() *codeobj.Kernel { return k.meta }

func (f *fakeBackend) Load(code []byte) (device.Module, error) {
	if string(code) != "fake" {
		return nil, fmt.Errorf("fake: not a fake code object")
	}
	return fakeModule{f}, nil
}

func (m fakeModule) Kernel(name string) (device.Kernel, error) {
	if c, err := mla.ParseName(name); err == nil {
		return &fakeKernel{name, fakeMeta(name, c.DecodeArgs(), c.DecodeBlock().X)}, nil
	}
	if strings.HasPrefix(name, "mla_reduce_s") {
		return &fakeKernel{name, fakeMeta(name, mla.Config{}.ReduceArgs(), mla.ReduceBlockSize)}, nil
	}
	return nil, fmt.Errorf("fake: no kernel %q", name)
}

// fakeMeta lays out metadata the way clang does for code object v5:
// explicit arguments at their natural alignment, then the hidden block.
func fakeMeta(name string, args []mla.Arg, maxBlock int) *codeobj.Kernel {
	k := &codeobj.Kernel{Name: name, Symbol: name + ".kd", KernargAlign: 8, MaxFlatWorkgroupSize: maxBlock, WavefrontSize: 64}
	off := uint32(0)
	for _, a := range args {
		sz := uint32(a.Size())
		off = (off + sz - 1) &^ (sz - 1)
		kind := "by_value"
		if a.Kind == mla.ArgPtr {
			kind = "global_buffer"
		}
		k.Args = append(k.Args, codeobj.Arg{Name: a.Name, TypeName: a.CType, Offset: off, Size: sz, ValueKind: kind})
		off += sz
	}
	base := (off + 7) &^ 7
	for _, h := range hiddenV5 {
		k.Args = append(k.Args, codeobj.Arg{Offset: base + h.off, Size: h.size, ValueKind: h.kind})
	}
	k.KernargSize = base + 256
	return k
}

// hiddenV5 is the hidden-argument block of code object v5, offsets relative
// to its start (llvm AMDGPUUsage, "Code Object V5 Metadata").
var hiddenV5 = []struct {
	kind      string
	off, size uint32
}{
	{"hidden_block_count_x", 0, 4}, {"hidden_block_count_y", 4, 4}, {"hidden_block_count_z", 8, 4},
	{"hidden_group_size_x", 12, 2}, {"hidden_group_size_y", 14, 2}, {"hidden_group_size_z", 16, 2},
	{"hidden_remainder_x", 18, 2}, {"hidden_remainder_y", 20, 2}, {"hidden_remainder_z", 22, 2},
	{"hidden_global_offset_x", 40, 8}, {"hidden_global_offset_y", 48, 8}, {"hidden_global_offset_z", 56, 8},
	{"hidden_grid_dims", 64, 2},
	{"hidden_printf_buffer", 72, 8}, {"hidden_hostcall_buffer", 80, 8},
	{"hidden_multigrid_sync_arg", 88, 8}, {"hidden_heap_v1", 96, 8},
	{"hidden_default_queue", 104, 8}, {"hidden_completion_action", 112, 8},
	{"hidden_dynamic_lds_size", 120, 4}, {"hidden_private_base", 192, 4}, {"hidden_shared_base", 196, 4},
	{"hidden_queue_ptr", 200, 8},
}

// kernarg reads the segment the way a kernel does: by the metadata.
type kernarg struct {
	meta *codeobj.Kernel
	b    []byte
}

func (ka kernarg) arg(nameOrKind string) (codeobj.Arg, error) {
	for _, a := range ka.meta.Args {
		if a.Name == nameOrKind || a.ValueKind == nameOrKind {
			return a, nil
		}
	}
	return codeobj.Arg{}, fmt.Errorf("no argument %s", nameOrKind)
}

func (ka kernarg) u64(name string) uint64 {
	a, err := ka.arg(name)
	if err != nil {
		panic(err)
	}
	switch a.Size {
	case 2:
		return uint64(binary.LittleEndian.Uint16(ka.b[a.Offset:]))
	case 4:
		return uint64(binary.LittleEndian.Uint32(ka.b[a.Offset:]))
	default:
		return binary.LittleEndian.Uint64(ka.b[a.Offset:])
	}
}

func (f *fakeBackend) Launch(k device.Kernel, grid, block device.Dim3, seg []byte) error {
	ka := kernarg{k.Meta(), seg}
	if len(seg) != int(ka.meta.KernargSize) {
		return fmt.Errorf("fake: kernarg of %d bytes, metadata says %d", len(seg), ka.meta.KernargSize)
	}
	// The hidden arguments must describe this launch.
	for _, c := range []struct {
		kind string
		want uint32
	}{{"hidden_block_count_x", grid.X}, {"hidden_block_count_y", grid.Y}, {"hidden_block_count_z", grid.Z},
		{"hidden_group_size_x", block.X}, {"hidden_group_size_y", block.Y}, {"hidden_group_size_z", block.Z}} {
		if got := ka.u64(c.kind); got != uint64(c.want) {
			return fmt.Errorf("fake: %s = %d, launch has %d", c.kind, got, c.want)
		}
	}
	f.synced = false
	f.log = append(f.log, fmt.Sprintf("%s grid %v block %v", k.Name(), grid, block))
	if cfg, err := mla.ParseName(k.Name()); err == nil {
		if grid != dim3(cfg.DecodeGrid(int(grid.Y))) || block != dim3(cfg.DecodeBlock()) {
			return fmt.Errorf("fake: %s launched on grid %v block %v", k.Name(), grid, block)
		}
		return f.decode(cfg, ka, grid)
	}
	s, err := strconv.Atoi(strings.TrimPrefix(k.Name(), "mla_reduce_s"))
	if err != nil {
		return err
	}
	return f.reduce(s, ka, grid)
}

func (f *fakeBackend) Sync() error  { f.synced = true; return nil }
func (f *fakeBackend) Close() error { return nil }

func (f *fakeBackend) i32s(p device.DevPtr, n int) []int32 {
	b, err := f.mem(p, 4*n)
	if err != nil {
		panic(err)
	}
	v := make([]int32, n)
	for i := range v {
		v[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

func (f *fakeBackend) f32(p device.DevPtr) float32 {
	b, err := f.mem(p, 4)
	if err != nil {
		panic(err)
	}
	return math.Float32frombits(binary.LittleEndian.Uint32(b))
}

// writeOut stores one head's bf16 row, except the broken element.
func (f *fakeBackend) writeOut(out device.DevPtr, row int, h int, pre []float32) error {
	b, err := f.mem(out+device.DevPtr(((row*mla.NumHeads+h)*mla.VDim)*2), mla.VDim*2)
	if err != nil {
		return err
	}
	for j, x := range pre {
		if f.brk.unwritten == (row*mla.NumHeads+h)*mla.VDim+j+1 {
			continue
		}
		binary.LittleEndian.PutUint16(b[2*j:], num.F32ToBF16(x))
	}
	return nil
}

func (f *fakeBackend) decode(cfg mla.Config, ka kernarg, grid device.Dim3) error {
	B := int(grid.Y)
	qo := f.i32s(device.DevPtr(ka.u64("qo_indptr")), B+1)
	kvip := f.i32s(device.DevPtr(ka.u64("kv_indptr")), B+1)
	kvb, err := f.mem(device.DevPtr(ka.u64("kv")), int(kvip[B])*mla.QKDim)
	if err != nil && kvip[B] > 0 {
		return err
	}
	qb, err := f.mem(device.DevPtr(ka.u64("q")), int(qo[B])*mla.NumHeads*mla.QKDim*2)
	if err != nil {
		return err
	}
	q := make([]uint16, len(qb)/2)
	for i := range q {
		q[i] = binary.LittleEndian.Uint16(qb[2*i:])
	}
	p := &problem{q: q, kv: kvb, kvScale: f.f32(device.DevPtr(ka.u64("kv_scale"))),
		smScale: math.Float32frombits(uint32(ka.u64("sm_scale"))), qo: qo, kvip: kvip}
	ws, out := device.DevPtr(ka.u64("workspace")), device.DevPtr(ka.u64("out"))
	model := DefaultErrorModel
	for b := 0; b < B; b++ {
		for s := 0; s < int(grid.X); s++ {
			sp := decodeSplit(cfg, p, b, s, &model, f.brk.v)
			for h := 0; h < mla.NumHeads; h++ {
				if cfg.Splits == 1 {
					pre := make([]float32, mla.VDim)
					mergeHead(sp.m[h:h+1], sp.l[h:h+1], [][]float32{sp.acc[h][:]}, p.kvScale, pre, nil)
					if err := f.writeOut(out, int(qo[b]), h, pre); err != nil {
						return err
					}
					continue
				}
				n := mla.WorkspaceRowFloats
				if sp.empty {
					n = 2 // m and l only: acc stays unwritten
				}
				row := ((b*mla.NumHeads+h)*cfg.Splits + s) * mla.WorkspaceRowFloats
				w, err := f.mem(ws+device.DevPtr(4*row), 4*n)
				if err != nil {
					return err
				}
				binary.LittleEndian.PutUint32(w[4*mla.WorkspaceM:], math.Float32bits(sp.m[h]))
				binary.LittleEndian.PutUint32(w[4*mla.WorkspaceL:], math.Float32bits(sp.l[h]))
				if !sp.empty {
					for j, x := range sp.acc[h] {
						binary.LittleEndian.PutUint32(w[4*(mla.WorkspaceAcc+j):], math.Float32bits(x))
					}
				}
			}
		}
	}
	return nil
}

func (f *fakeBackend) reduce(S int, ka kernarg, grid device.Dim3) error {
	B := int(grid.Y)
	qo := f.i32s(device.DevPtr(ka.u64("qo_indptr")), B+1)
	kvScale := f.f32(device.DevPtr(ka.u64("kv_scale")))
	ws, out := device.DevPtr(ka.u64("workspace")), device.DevPtr(ka.u64("out"))
	for b := 0; b < B; b++ {
		for h := 0; h < int(grid.X); h++ {
			ms, ls := make([]float32, S), make([]float32, S)
			accs := make([][]float32, S)
			for s := 0; s < S; s++ {
				row := ((b*mla.NumHeads+h)*S + s) * mla.WorkspaceRowFloats
				w, err := f.mem(ws+device.DevPtr(4*row), 4*mla.WorkspaceRowFloats)
				if err != nil {
					return err
				}
				ms[s] = math.Float32frombits(binary.LittleEndian.Uint32(w[4*mla.WorkspaceM:]))
				ls[s] = math.Float32frombits(binary.LittleEndian.Uint32(w[4*mla.WorkspaceL:]))
				accs[s] = make([]float32, mla.VDim)
				if ls[s] > 0 || f.brk.readsEmpty {
					for j := range accs[s] {
						accs[s][j] = math.Float32frombits(binary.LittleEndian.Uint32(w[4*(mla.WorkspaceAcc+j):]))
					}
				}
			}
			pre := make([]float32, mla.VDim)
			w, L := mergeHead(ms, ls, accs, kvScale, pre, nil)
			if f.brk.readsEmpty && L > 0 {
				// A kernel that multiplies every split's acc by its weight,
				// even the empty ones' (weight 0 times poison is NaN).
				for j := range pre {
					var o float32
					for s := range ms {
						o += w[s] * accs[s][j]
					}
					pre[j] = o * (kvScale / L)
				}
			}
			if err := f.writeOut(out, int(qo[b]), h, pre); err != nil {
				return err
			}
		}
	}
	return nil
}

// fakeCode is the fake backend's code object.
var fakeCode = []byte("fake")

func (f *fakeBackend) String() string {
	var ks []string
	for p := range f.allocs {
		ks = append(ks, fmt.Sprintf("%#x", p))
	}
	sort.Strings(ks)
	return "fake{" + strings.Join(ks, " ") + "}"
}
