package kernels

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/registry"
)

// distinct argument values, so a misplaced one shows.
var testArgs = Args{
	Q: 0x1111_0000_0000_1000, KV: 0x2222_0000_0000_2000, KVScale: 0x3333_0000_0000_3000,
	QOIndptr: 0x4444_0000_0000_4000, KVIndptr: 0x5555_0000_0000_5000,
	Workspace: 0x6666_0000_0000_6000, Out: 0x7777_0000_0000_7000, SMScale: 0.041666668,
	QScale: 0x8888_0000_0000_8000, LSE: 0x9999_0000_0000_9000,
}

// testVals is what each ABI argument must carry, written out independently of
// Args.values.
var testVals = map[string]uint64{
	"q": testArgs.Q, "kv": testArgs.KV, "kv_scale": testArgs.KVScale, "qo_indptr": testArgs.QOIndptr,
	"kv_indptr": testArgs.KVIndptr, "workspace": testArgs.Workspace, "out": testArgs.Out,
	"sm_scale": uint64(math.Float32bits(testArgs.SMScale)),
	"q_scale":  testArgs.QScale, "lse": testArgs.LSE,
}

// TestKernargAgainstCodeObjects checks, for every generated kernel, that the
// packed arguments land where the code object's metadata says the kernel
// reads them: offsets, sizes, kinds, alignment, and hidden arguments after
// the explicit ones.
func TestKernargAgainstCodeObjects(t *testing.T) {
	if len(generated.Registry.Kernels) == 0 {
		t.Fatal("generated/ has no kernels")
	}
	vals := testVals
	for _, gk := range generated.Registry.Kernels {
		k, err := ByName(generated.Registry, gk.Name)
		if err != nil {
			t.Fatal(err)
		}
		co, err := codeobj.Parse(k.CodeObject)
		if err != nil {
			t.Fatalf("%s: %v", k.CodeObjectFile, err)
		}
		if !strings.HasSuffix(strings.SplitN(co.Target, ":", 2)[0], "--gfx950") {
			t.Errorf("%s: target %q, want gfx950", k.CodeObjectFile, co.Target)
		}
		check := func(name string, args []mla.Arg, kernarg []byte, block mla.Dim, lds int) {
			var meta *codeobj.Kernel
			for i := range co.Kernels {
				if co.Kernels[i].Name == name {
					meta = &co.Kernels[i]
				}
			}
			if meta == nil {
				t.Errorf("%s: no kernel %s", k.CodeObjectFile, name)
				return
			}
			var explicit []codeobj.Arg
			end := uint32(0)
			for _, a := range meta.Args {
				if a.Hidden() {
					if a.Offset < end {
						t.Errorf("%s: hidden argument %s at %d overlaps the explicit ones (end %d)", name, a.ValueKind, a.Offset, end)
					}
					continue
				}
				explicit = append(explicit, a)
				end = max(end, a.Offset+a.Size)
			}
			if len(explicit) != len(args) {
				t.Fatalf("%s: %d explicit arguments in the metadata, the ABI has %d", name, len(explicit), len(args))
			}
			offs, size := mla.Layout(args)
			if int(end) > len(kernarg) || len(kernarg) != size {
				t.Errorf("%s: packed %d bytes, layout %d, metadata needs %d", name, len(kernarg), size, end)
			}
			if meta.KernargSize < end || meta.KernargAlign < 8 {
				t.Errorf("%s: kernarg segment size %d align %d", name, meta.KernargSize, meta.KernargAlign)
			}
			for i, a := range args {
				m := explicit[i]
				if int(m.Offset) != offs[i] || int(m.Size) != a.Size() || m.Offset%m.Size != 0 {
					t.Errorf("%s arg %d (%s): metadata offset %d size %d, ABI offset %d size %d", name, i, a.Name, m.Offset, m.Size, offs[i], a.Size())
				}
				if m.Name != "" && m.Name != a.Name {
					t.Errorf("%s arg %d: metadata name %q, ABI %q", name, i, m.Name, a.Name)
				}
				wantKind := map[mla.ArgKind]string{mla.ArgPtr: "global_buffer", mla.ArgF32: "by_value"}[a.Kind]
				if m.ValueKind != wantKind {
					t.Errorf("%s arg %s: value kind %s, want %s", name, a.Name, m.ValueKind, wantKind)
				}
				var got uint64
				for j := int(m.Size) - 1; j >= 0; j-- {
					got = got<<8 | uint64(kernarg[int(m.Offset)+j])
				}
				if got != vals[a.Name] {
					t.Errorf("%s arg %s: kernel reads %#x at offset %d, packed value %#x", name, a.Name, got, m.Offset, vals[a.Name])
				}
			}
			if meta.MaxFlatWorkgroupSize != 0 && meta.MaxFlatWorkgroupSize < block.X*block.Y*block.Z {
				t.Errorf("%s: max flat workgroup size %d < block %v", name, meta.MaxFlatWorkgroupSize, block)
			}
			if lds >= 0 && int(meta.GroupSegmentFixedSize) != lds {
				t.Errorf("%s: LDS %d bytes, registry says %d", name, meta.GroupSegmentFixedSize, lds)
			}
		}
		check(k.Name, k.Config.DecodeArgs(), k.DecodeKernarg(testArgs), k.Config.DecodeBlock(), k.Decode.LDSBytes)
		if k.HasReduce() {
			check(k.ReduceName, k.Config.ReduceArgs(), k.ReduceKernarg(testArgs), k.Config.ReduceBlock(), k.Reduce.LDSBytes)
		}
	}
	// sm_scale travels as its f32 bits.
	if b := (&Kernel{}).DecodeKernarg(testArgs); binary.LittleEndian.Uint32(b[56:]) != math.Float32bits(testArgs.SMScale) {
		t.Error("sm_scale bits")
	}
}

func TestForShape(t *testing.T) {
	for _, e := range generated.Registry.Shapes {
		s := mla.Shape{Batch: e.Batch, KVLen: e.KVLen}
		k, err := ForShape(generated.Registry, s)
		if err != nil || k.Name != e.Kernel {
			t.Errorf("ForShape(%v) = %v, %v; want the table's %s", s, k, err, e.Kernel)
			continue
		}
		if g := k.Kernel.DecodeGrid(s.Batch); k.DecodeGrid(s.Batch) != dim(mla.Dim{X: g[0], Y: g[1], Z: g[2]}) {
			t.Errorf("%s: grid %v, registry %v", k.Name, k.DecodeGrid(s.Batch), g)
		}
		if k.WorkspaceBytes(s.Batch) != k.Kernel.WorkspaceBytes(s.Batch) {
			t.Errorf("%s: workspace differs from the registry's", k.Name)
		}
	}

	// A shape outside the table whose selected config was generated anyway.
	found := false
	for b := 1; b <= 512 && !found; b++ {
		for _, l := range []int{100, 1000, 3000, 5000, 10000, 20000} {
			s := mla.Shape{Batch: b, KVLen: l}
			if generated.Registry.ForShape(b, l) != nil || generated.Registry.Lookup(mla.Select(s).Name()) == nil {
				continue
			}
			k, err := ForShape(generated.Registry, s)
			if err != nil || k.Config != mla.Select(s) {
				t.Errorf("ForShape(%v) = %v, %v; want mla.Select's %v", s, k, err, mla.Select(s))
			}
			found = true
			break
		}
	}
	if !found {
		t.Log("no shape outside the table selects a generated config; fallback untested")
	}

	// A shape whose config is not generated.
	for b := 1; b <= 512; b++ {
		s := mla.Shape{Batch: b, KVLen: 777}
		if generated.Registry.Lookup(mla.Select(s).Name()) != nil {
			continue
		}
		_, err := ForShape(generated.Registry, s)
		if !errors.Is(err, ErrNotGenerated) {
			t.Fatalf("ForShape(%v) = %v, want ErrNotGenerated", s, err)
		}
		for _, want := range []string{s.String(), mla.Select(s).Name(), "is not in generated/", "go run ./cmd/mlagen --shape ", "," + s.String() + "`"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("message lacks %q:\n%v", want, err)
			}
		}
		break
	}

	if _, err := ByName(generated.Registry, "mla_decode_s2_p1_t128"); !errors.Is(err, ErrNotGenerated) && generated.Registry.Lookup("mla_decode_s2_p1_t128") == nil {
		t.Errorf("ByName of an ungenerated config: %v", err)
	}
	if _, err := ByName(generated.Registry, "nonsense"); err == nil {
		t.Error("ByName(generated.Registry, nonsense) succeeded")
	}
}

// The API works over any registry, not only mlagen's own: a downstream
// registry's shape table, the mla.Select fallback, and a missing shape whose
// message names the package and the command that regenerates it.
func TestOtherRegistry(t *testing.T) {
	s := mla.Shape{Batch: 3, KVLen: 777}
	c := mla.Select(s)
	r := &registry.Registry{
		Package: "mlakernels",
		Command: "mlagen --shape 3x777 --package mlakernels",
		Kernels: []registry.Kernel{{Name: c.Name(), ReduceName: c.ReduceName(), Splits: c.Splits, Stages: c.Stages, Tile: c.Tile}},
		Shapes:  []registry.Shape{{Batch: 3, KVLen: 777, Kernel: c.Name()}},
	}
	k, err := ForShape(r, s)
	if err != nil || k.Config != c || k.Kernel != &r.Kernels[0] {
		t.Fatalf("ForShape(%v) = %+v, %v; want the registry's %s", s, k, err, c.Name())
	}
	if k.WorkspaceBytes(3) != c.WorkspaceBytes(3) || k.DecodeGrid(3) != dim(c.DecodeGrid(3)) {
		t.Errorf("launch dimensions differ from the config's")
	}
	// Another shape that selects the same config falls back to it.
	for l := 700; l < 900; l++ {
		o := mla.Shape{Batch: 3, KVLen: l}
		if l != 777 && mla.Select(o) == c {
			if k, err := ForShape(r, o); err != nil || k.Config != c {
				t.Errorf("ForShape(%v) = %v, %v; want the fallback to %s", o, k, err, c.Name())
			}
			break
		}
	}
	missing := mla.Shape{Batch: 256, KVLen: 8192}
	_, err = ForShape(r, missing)
	if !errors.Is(err, ErrNotGenerated) {
		t.Fatalf("ForShape(%v) = %v, want ErrNotGenerated", missing, err)
	}
	for _, want := range []string{
		"shape 256x8192 is not in the shape table of package mlakernels",
		"(it has " + c.Name() + ")",
		"`mlagen --shape 3x777,256x8192 --package mlakernels`",
		"(it was generated by `mlagen --shape 3x777 --package mlakernels`)",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message lacks %q:\n%v", want, err)
		}
	}
	if strings.Contains(err.Error(), "generated/") || strings.Contains(err.Error(), "go run ./cmd/mlagen") {
		t.Errorf("a downstream registry's message points at mlagen's checkout:\n%v", err)
	}

	if _, err := ForShape(nil, s); err == nil || !strings.Contains(err.Error(), "no registry") {
		t.Errorf("ForShape(nil) = %v", err)
	}
	bad := &registry.Registry{Package: "mlakernels", Kernels: []registry.Kernel{{Name: c.Name(), Splits: c.Splits + 1, Stages: c.Stages, Tile: c.Tile}}}
	if _, err := ByName(bad, c.Name()); err == nil || !strings.Contains(err.Error(), "inconsistent") {
		t.Errorf("ByName on an entry whose fields disagree with its name: %v", err)
	}
}

// A registry entry with dimensions wraps to its config (the dimensions from
// the entry's Dims) and packs the arguments its dimensions add after the base
// ones; an entry whose Dims contradict its name is refused.
func TestDimsEntryPacksItsArguments(t *testing.T) {
	r := &registry.Registry{Package: "fake", Kernels: []registry.Kernel{
		{Name: "mla_decode_s8_p2_t32_qs_lse", ReduceName: "mla_reduce_s8_lse", Splits: 8, Stages: 2, Tile: 32,
			Dims: []registry.Dim{{Key: "q", Value: "fp8s"}, {Key: "lse", Value: "on"}}},
		{Name: "mla_decode_s8_p2_t32_lse", Splits: 8, Stages: 2, Tile: 32},
		{Name: "mla_decode_s1_p2_t32", Splits: 1, Stages: 2, Tile: 32, Dims: []registry.Dim{{Key: "lse", Value: "maybe"}}},
	}}
	k, err := wrap(r, &r.Kernels[0])
	if err != nil {
		t.Fatal(err)
	}
	if want := (mla.Dims{Q: mla.QFP8Scaled, LSE: true}); k.Config.Dims != want {
		t.Fatalf("dims %+v, want %+v", k.Config.Dims, want)
	}
	for _, c := range []struct {
		args []mla.Arg
		b    []byte
	}{{k.Config.DecodeArgs(), k.DecodeKernarg(testArgs)}, {k.Config.ReduceArgs(), k.ReduceKernarg(testArgs)}} {
		offs, size := mla.Layout(c.args)
		if len(c.b) != size {
			t.Fatalf("packed %d bytes, layout %d", len(c.b), size)
		}
		for i, a := range c.args {
			got := binary.LittleEndian.Uint64(c.b[offs[i]:])
			if a.Size() == 4 {
				got &= 0xffffffff
			}
			if got != testVals[a.Name] {
				t.Errorf("%s: %s at %d = %#x, want %#x", k.Name, a.Name, offs[i], got, testVals[a.Name])
			}
		}
	}
	if err := k.CheckArgs(testArgs); err != nil {
		t.Errorf("CheckArgs with every argument set: %v", err)
	}
	noLSE := testArgs
	noLSE.LSE = 0
	if err := k.CheckArgs(noLSE); err == nil || !strings.Contains(err.Error(), "takes lse") {
		t.Errorf("CheckArgs without lse: %v", err)
	}
	if err := (&Kernel{Config: mla.Config{Splits: 1, Stages: 1, Tile: 32}}).CheckArgs(Args{}); err != nil {
		t.Errorf("a plain kernel needs no dimension argument: %v", err)
	}
	if _, err := wrap(r, &r.Kernels[1]); err == nil || !strings.Contains(err.Error(), "inconsistent") {
		t.Errorf("entry named _lse without its dims: %v", err)
	}
	if _, err := wrap(r, &r.Kernels[2]); err == nil || !strings.Contains(err.Error(), `--lse "maybe"`) {
		t.Errorf("entry with an unknown dimension value: %v", err)
	}
}

// An MXFP4 kernel's decode kernarg carries kv_scales after the base
// arguments (at 64: sm_scale's 4 bytes are padded to 8), its reduce kernarg is
// the plain one, and CheckArgs refuses Args without the scales.
func TestMXFP4PacksKVScales(t *testing.T) {
	r := &registry.Registry{Package: "fake", Kernels: []registry.Kernel{
		{Name: "mla_decode_s4_p2_t32_kvmx4", ReduceName: "mla_reduce_s4_kvmx4", Splits: 4, Stages: 2, Tile: 32,
			Dims: []registry.Dim{{Key: "kv", Value: "mxfp4"}}},
	}}
	k, err := wrap(r, &r.Kernels[0])
	if err != nil {
		t.Fatal(err)
	}
	a := testArgs
	a.KVScales = 0xabcd_0000_0000_a000
	b := k.DecodeKernarg(a)
	if len(b) != 72 || binary.LittleEndian.Uint64(b[64:]) != a.KVScales {
		t.Errorf("decode kernarg: %d bytes, at 64 %#x; want 72 bytes and kv_scales %#x", len(b), binary.LittleEndian.Uint64(b[64:]), a.KVScales)
	}
	plain := &Kernel{Config: mla.Config{Splits: 4, Stages: 2, Tile: 32}}
	if !bytes.Equal(k.ReduceKernarg(a), plain.ReduceKernarg(a)) {
		t.Error("the MXFP4 reduce kernarg differs from the plain one")
	}
	if err := k.CheckArgs(a); err != nil {
		t.Errorf("CheckArgs with kv_scales set: %v", err)
	}
	if err := k.CheckArgs(testArgs); err == nil || !strings.Contains(err.Error(), "takes kv_scales") {
		t.Errorf("CheckArgs without kv_scales: %v", err)
	}
}
