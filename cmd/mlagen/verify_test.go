package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/verify"
)

// stubBackend runs no code: it serves the code object's real metadata (so
// Run packs real argument segments) and, when asked for the output, hands
// back whatever answer() gives for the inputs it was given: the faithful
// reference (a correct kernel) or something broken.
type stubBackend struct {
	mem    map[verify.DevPtr][]byte
	next   verify.DevPtr
	answer func(out []uint16)
	outPtr verify.DevPtr
}

func (s *stubBackend) Name() string { return "stub" }
func (s *stubBackend) Alloc(n int64) (verify.DevPtr, error) {
	p := s.next
	s.next += verify.DevPtr(n + 256)
	s.mem[p] = make([]byte, n)
	return p, nil
}
func (s *stubBackend) Free(p verify.DevPtr) error { delete(s.mem, p); return nil }
func (s *stubBackend) CopyIn(dst verify.DevPtr, src []byte) error {
	copy(s.mem[dst], src)
	return nil
}
func (s *stubBackend) CopyOut(dst []byte, src verify.DevPtr) error {
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

func (s *stubBackend) Load(code []byte) (verify.Module, error) {
	co, err := codeobj.Parse(code)
	return stubModule{co}, err
}

func (m stubModule) Kernel(name string) (verify.Kernel, error) {
	for i := range m.co.Kernels {
		if m.co.Kernels[i].Name == name {
			return stubKernel{&m.co.Kernels[i]}, nil
		}
	}
	return nil, fmt.Errorf("no kernel %s", name)
}

func (s *stubBackend) Launch(k verify.Kernel, grid, block verify.Dim3, ka []byte) error {
	abi := gen.DecodeArgs
	if strings.HasPrefix(k.Name(), "mla_reduce") {
		abi = gen.ReduceArgs
	}
	i := 0 // optimized code objects carry no argument names: go by position
	for _, a := range k.Meta().Args {
		if a.Hidden() {
			continue
		}
		if abi[i].Name == "out" {
			s.outPtr = verify.DevPtr(binary.LittleEndian.Uint64(ka[a.Offset:]))
		}
		i++
	}
	return nil
}
func (s *stubBackend) Sync() error  { return nil }
func (s *stubBackend) Close() error { return nil }

// A generated config, so that no compiler is needed.
func testConfig(t *testing.T) gen.Config {
	for _, k := range generated.Registry.Kernels {
		if k.Splits > 1 {
			c, err := gen.ParseName(k.Name)
			if err != nil {
				t.Fatal(err)
			}
			return c
		}
	}
	t.Skip("no multi-split kernel in generated/")
	return gen.Config{}
}

func runVerify(t *testing.T, answer func(in *verify.Inputs, cfg gen.Config, out []uint16), args ...string) (int, string, string) {
	t.Helper()
	cfg := testConfig(t)
	backends["stub-test"] = func() (verify.Backend, error) {
		return &stubBackend{mem: map[verify.DevPtr][]byte{}, next: 0x100000, answer: func(out []uint16) {
			// The inputs the command makes: seed 3, shape 2x40 (the
			// arguments below).
			answer(verify.NewInputs(3, 2, 40), cfg, out)
		}}, nil
	}
	defer delete(backends, "stub-test")
	var stdout, stderr bytes.Buffer
	code := run(append([]string{"verify", "--backend", "stub-test", "--shape", "2x40", "--seed", "3", "--config", cfg.Name()}, args...), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestVerifyCommandPasses(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runVerify(t, func(in *verify.Inputs, cfg gen.Config, o []uint16) {
		copy(o, verify.Faithful(cfg, in, nil).Out)
	}, "--dump", dir)
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	if !strings.Contains(out, "2x40") || !strings.Contains(out, " ok ") || !strings.Contains(out, "dumped to") {
		t.Errorf("output:\n%s", out)
	}
	t.Logf("\n%s", out)
	for _, f := range []string{"q.npy", "kv.npy", "kv_scale.npy", "out.npy", "ref_exact.npy", "ref_faithful.npy", "bound.npy", "README.txt"} {
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
	for name, answer := range map[string]func(*verify.Inputs, gen.Config, []uint16){
		"untouched (poison)": func(*verify.Inputs, gen.Config, []uint16) {},
		"zeros":              func(_ *verify.Inputs, _ gen.Config, o []uint16) { clear(o) },
		"one element off": func(in *verify.Inputs, cfg gen.Config, o []uint16) {
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

func TestVerifyCommandUsage(t *testing.T) {
	for _, args := range [][]string{
		{"verify", "--shape", "2y40"},
		{"verify", "--shape", "0x40"},
		{"verify", "--config", "mla_decode_s0_p1_t32"},
		{"verify", "--batches", "-2"},
		{"verify", "--backend", "nonesuch"},
		{"verify", "--bogus"},
		{"verify", "extra"},
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
