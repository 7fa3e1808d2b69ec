package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// stubBackend runs no code: it serves the code object's real metadata (so
// Run packs real argument segments) and, when asked for the output, hands
// back whatever answer() gives for the inputs it was given: the faithful
// reference (a correct kernel) or something broken; asked for the workspace,
// it hands back partials() (the faithful ones).
type stubBackend struct {
	mem      map[device.DevPtr][]byte
	next     device.DevPtr
	answer   func(out []uint16)
	partials func() []float32
	outPtr   device.DevPtr
	wsPtr    device.DevPtr
}

func (s *stubBackend) Name() string { return "stub" }
func (s *stubBackend) Alloc(n int64) (device.DevPtr, error) {
	p := s.next
	s.next += device.DevPtr(n + 256)
	s.mem[p] = make([]byte, n)
	return p, nil
}
func (s *stubBackend) Free(p device.DevPtr) error { delete(s.mem, p); return nil }
func (s *stubBackend) CopyIn(dst device.DevPtr, src []byte) error {
	copy(s.mem[dst], src)
	return nil
}
func (s *stubBackend) CopyOut(dst []byte, src device.DevPtr) error {
	if src == s.wsPtr && s.wsPtr != 0 {
		copy(dst, verify.F32Bytes(s.partials()))
		return nil
	}
	if src != s.outPtr {
		return fmt.Errorf("stub: copy out of %#x, not the output", src)
	}
	out := make([]uint16, len(dst)/2)
	for i := range out {
		out[i] = binary.LittleEndian.Uint16(s.mem[src][2*i:])
	}
	s.answer(out)
	for i, x := range out {
		binary.LittleEndian.PutUint16(dst[2*i:], x)
	}
	return nil
}

type stubModule struct{ co *codeobj.CodeObject }
type stubKernel struct{ k *codeobj.Kernel }

func (k stubKernel) Name() string          { return k.k.Name }
func (k stubKernel) Meta() *codeobj.Kernel { return k.k }

func (s *stubBackend) Load(code []byte) (device.Module, error) {
	co, err := codeobj.Parse(code)
	return stubModule{co}, err
}

func (m stubModule) Kernel(name string) (device.Kernel, error) {
	for i := range m.co.Kernels {
		if m.co.Kernels[i].Name == name {
			return stubKernel{&m.co.Kernels[i]}, nil
		}
	}
	return nil, fmt.Errorf("no kernel %s", name)
}

func (s *stubBackend) Launch(k device.Kernel, grid, block device.Dim3, ka []byte) error {
	// The base arguments are a prefix of every config's list (mla/abi.go), so
	// the plain lists place "out" for every kernel.
	abi := mla.Config{}.DecodeArgs()
	if strings.HasPrefix(k.Name(), "mla_reduce") {
		abi = mla.Config{}.ReduceArgs()
	}
	i := 0 // optimized code objects carry no argument names: go by position
	for _, a := range k.Meta().Args {
		if a.Hidden() {
			continue
		}
		switch abi[i].Name {
		case "out":
			s.outPtr = device.DevPtr(binary.LittleEndian.Uint64(ka[a.Offset:]))
		case "workspace":
			s.wsPtr = device.DevPtr(binary.LittleEndian.Uint64(ka[a.Offset:]))
		}
		i++
	}
	return nil
}
func (s *stubBackend) Sync() error  { return nil }
func (s *stubBackend) Close() error { return nil }

// A generated config, so that no compiler is needed.
func testConfig(t *testing.T) mla.Config {
	for _, k := range generated.Registry.Kernels {
		if k.Splits > 1 {
			c, err := mla.ParseName(k.Name)
			if err != nil {
				t.Fatal(err)
			}
			return c
		}
	}
	t.Skip("no multi-split kernel in generated/")
	return mla.Config{}
}

func runVerify(t *testing.T, answer func(in *verify.Inputs, cfg mla.Config, out []uint16), args ...string) (int, string, string) {
	t.Helper()
	return runVerifyWith(t, answer, func(ws []float32) {}, args...)
}

// runVerifyWith is runVerify with the faithful workspace edited by partials.
func runVerifyWith(t *testing.T, answer func(in *verify.Inputs, cfg mla.Config, out []uint16), partials func(ws []float32), args ...string) (int, string, string) {
	t.Helper()
	cfg := testConfig(t)
	backends["stub-test"] = func() (device.Backend, error) {
		// The inputs the command makes: seed 3, shape 2x40 (the arguments
		// below).
		in := verify.NewInputs(3, 2, 40)
		return &stubBackend{mem: map[device.DevPtr][]byte{}, next: 0x100000,
			answer: func(out []uint16) { answer(in, cfg, out) },
			partials: func() []float32 {
				ws := verify.Faithful(cfg, in, nil).Parts.Workspace()
				partials(ws)
				return ws
			},
		}, nil
	}
	defer delete(backends, "stub-test")
	var stdout, stderr bytes.Buffer
	code := run(append([]string{"verify", "--backend", "stub-test", "--shape", "2x40", "--seed", "3", "--config", cfg.Name()}, args...), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestVerifyCommandPasses(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runVerify(t, func(in *verify.Inputs, cfg mla.Config, o []uint16) {
		copy(o, verify.Faithful(cfg, in, nil).Out)
	}, "--dump", dir)
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	if !strings.Contains(out, "2x40") || !strings.Contains(out, " ok ") || !strings.Contains(out, "dumped to") {
		t.Errorf("output:\n%s", out)
	}
	t.Logf("\n%s", out)
	for _, f := range []string{"q.npy", "kv.npy", "kv_scale.npy", "out.npy", "ref_exact.npy", "ref_faithful.npy", "bound.npy", "workspace.npy", "ref_workspace.npy", "README.txt"} {
		matches, _ := filepath.Glob(filepath.Join(dir, "*", f))
		if len(matches) != 1 {
			t.Errorf("dump: %s missing", f)
			continue
		}
		if strings.HasSuffix(f, ".npy") {
			if _, err := verify.LoadNpy(matches[0]); err != nil {
				t.Error(err)
			}
		}
	}
}

func TestVerifyCommandFails(t *testing.T) {
	for name, answer := range map[string]func(*verify.Inputs, mla.Config, []uint16){
		"untouched (poison)": func(*verify.Inputs, mla.Config, []uint16) {},
		"zeros":              func(_ *verify.Inputs, _ mla.Config, o []uint16) { clear(o) },
		"one element off": func(in *verify.Inputs, cfg mla.Config, o []uint16) {
			copy(o, verify.Faithful(cfg, in, nil).Out)
			o[16*512+3*512+9] += 4
		},
	} {
		code, out, errs := runVerify(t, answer)
		if code != 1 || !strings.Contains(out, "FAIL") {
			t.Errorf("%s: exit %d\n%s\n%s", name, code, out, errs)
		}
		t.Logf("%s:\n%s", name, out)
	}
}

// A kernel whose output is right but whose split partials are not fails,
// and the note says where.
func TestVerifyCommandFailsPartials(t *testing.T) {
	faithful := func(in *verify.Inputs, cfg mla.Config, o []uint16) { copy(o, verify.Faithful(cfg, in, nil).Out) }
	code, out, errs := runVerifyWith(t, faithful, func(ws []float32) {
		ws[mla.WorkspaceRowFloats*5+mla.WorkspaceL] *= 1.01 // row 5: l of sequence 0, head 0, split 5
	})
	if code != 1 || !strings.Contains(out, "FAIL") || !strings.Contains(out, "partials: 1 partials past their bound") {
		t.Errorf("exit %d\n%s\n%s", code, out, errs)
	}
	t.Logf("\n%s", out)
}

// Issue 8, item 8: a dump that cannot be written is an I/O error, reported
// as such (exit 3, "dump failed"), not a failed check: the row says the
// check passed.
func TestVerifyDumpFailureIsAnError(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runVerify(t, func(in *verify.Inputs, cfg mla.Config, o []uint16) {
		copy(o, verify.Faithful(cfg, in, nil).Out)
	}, "--dump", filepath.Join(file, "dump")) // under a regular file: mkdir fails, even as root
	t.Logf("exit %d\n%s%s", code, out, errs)
	if code != 3 {
		t.Errorf("exit %d, want 3 (checks passed, dump failed)", code)
	}
	if strings.Contains(out, "FAIL") || !strings.Contains(out, " ok, dump failed ") || !strings.Contains(out, "dump failed: mkdir") {
		t.Errorf("the table and notes should say the check passed and the dump failed:\n%s", out)
	}
	if !strings.HasPrefix(errs, "mlagen verify: dump failed: ") || strings.Count(errs, "\n") != 1 {
		t.Errorf("stderr: %q, want one line starting with \"mlagen verify: dump failed: \"", errs)
	}
}

func TestVerifyCommandUsage(t *testing.T) {
	for _, args := range [][]string{
		{"verify", "--kv-lens", ""},
		{"verify", "--kv-lens", "100,-1"},
		{"verify", "--kv-lens", "100,,3"},
		{"verify", "--kv-lens", "100", "--dist", "uniform:2:10"},
		{"verify", "--dist", "uniform:2"},
		{"verify", "--dist", "uniform:2000:10"},
		{"verify", "--ps", "--page", "16"},
		{"verify", "--ragged", "x"},
		{"verify", "--shape", "2y40"},
		{"verify", "--shape", "0x40"},
		{"verify", "--config", "mla_decode_s0_p1_t32"},
		{"verify", "--batches", "-2"},
		{"verify", "--backend", "nonesuch"},
		{"verify", "--bogus"},
		{"verify", "extra"},
		{"verify", "--combos", "some"},
		{"verify", "--combos", ""},
		{"verify", "--combos", "all", "--shape", "4x1024"},
		{"verify", "--combos", "pairwise", "--config", "mla_decode_s8_p2_t32"},
		{"verify", "--combos", "all", "--fold", "7"},
		{"verify", "--combos", "all", "--fold", "128", "--kv", "mxfp4"}, // no accepted combination
		{"verify", "--combos", "all", "--jobs", "0"},
		{"verify", "--jobs", "2"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
		if lines := strings.Count(strings.TrimSpace(stderr.String()), "\n"); lines > 0 && !strings.Contains(stderr.String(), "usage") {
			t.Errorf("%v: more than one line:\n%s", args, stderr.String())
		}
		t.Logf("%v: %s", args, strings.TrimSpace(stderr.String()))
	}
	var stdout, stderr bytes.Buffer
	run([]string{"verify", "--backend", "nonesuch"}, &stdout, &stderr)
	if !strings.Contains(stderr.String(), `unknown backend "nonesuch"`) {
		t.Errorf("unknown backend: %q", stderr.String())
	}
}

// TestCombosFilter: the dimension flags given with --combos keep exactly the
// table's combinations that hold their values, and a filter no accepted
// combination passes says so instead of verifying nothing.
func TestCombosFilter(t *testing.T) {
	all := verify.Combos()
	var fold, kv mla.Dimension
	for _, dm := range mla.Dimensions() {
		switch dm.Key {
		case "fold":
			fold = dm
		case "kv":
			kv = dm
		}
	}
	var want mla.Dims
	want.Fold, want.KV = mla.Fold128, mla.KVFP8
	f := comboFilter{dims: []mla.Dimension{fold, kv}, want: want}
	kept := f.keep(all)
	n := 0
	for _, c := range all {
		if c.Dims.Fold == mla.Fold128 && c.Dims.KV == mla.KVFP8 {
			n++
		}
	}
	if len(kept) != n || n == 0 || n == len(all) {
		t.Fatalf("kept %d of %d combinations, want the %d holding fold=128 kv=fp8", len(kept), len(all), n)
	}
	for _, c := range kept {
		if c.Dims.Fold != mla.Fold128 || c.Dims.KV != mla.KVFP8 {
			t.Fatalf("kept %s", c.Values())
		}
	}
	if got := f.String(); got != "fold=128 kv=fp8" {
		t.Errorf("String() = %q", got)
	}
	if got := len(comboFilter{}.keep(all)); got != len(all) {
		t.Errorf("no filter kept %d of %d", got, len(all))
	}

	var stdout, stderr bytes.Buffer
	if code := run([]string{"verify", "--combos", "all", "--fold", "128", "--kv", "mxfp4"}, &stdout, &stderr); code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
	if !strings.Contains(stderr.String(), "accepts no combination holding fold=128 kv=mxfp4") ||
		!strings.Contains(stdout.String(), "MXFP4 scales are not staged") {
		t.Errorf("stdout:\n%s\nstderr:\n%s", stdout.String(), stderr.String())
	}
}
