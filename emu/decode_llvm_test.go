package emu

// TestDecodeMatchesLLVM compares Decode + (Inst).String with
// llvm-objdump-22 -d -z --mcpu=gfx950 on
//
//   - the seed kernel (../shared/seed from the module root, built with its
//     build.sh and clang++-22),
//   - every generated/*.hsaco of the repository,
//   - AMD AITER's asm MLA decode kernels, fixed-splits and persistent
//     (../shared/anchors/aiter; skipped when that folder is absent),
//   - testdata/mx_ops.hip compiled with clang++-22 (scaled MFMAs, fp4
//     conversions, bf16 MFMA),
//   - testdata/gfx950_ops.s assembled with llvm-mc-22: every opcode of the
//     tables with several operand forms.
//
// It also checks that the decoded instructions tile each .text section.
// Run with -v to see "compared N instructions, M mismatches, K distinct
// opcodes" per code object:
//
//	go test ./emu -run TestDecodeMatchesLLVM -v
//
// objdump runs with -z so that zero padding between kernels is disassembled
// (as v_cndmask_b32_e32 v0, s0, v0, vcc) and compared like any instruction.
//
// Normalization of objdump's text before comparing (normalizeObjdump):
//   - the "// ADDR: BYTES" comment and a following "<symbol+off>" are cut;
//   - runs of blanks collapse to one, leading/trailing blanks are removed;
//   - a branch whose target has a symbol (hand-written code such as AITER's
//     keeps its local labels in .symtab) prints the symbol's name where the
//     decoder prints the simm16: the name is accepted only if the symbol's
//     address is the decoded branch's target, and then compared as that
//     simm16 (symbolBranch).
//
// Nothing else: mnemonics, operands, immediates (hex or decimal) and
// modifiers must match as printed.

import (
	"bufio"
	"bytes"
	"context"
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
)

// objdumpLine is one instruction as llvm-objdump printed it.
type objdumpLine struct {
	addr  uint64
	size  int
	text  string
	bytes string
}

// normalizeObjdump cuts the comment and collapses blanks.
func normalizeObjdump(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// runObjdump disassembles file and returns its instruction lines by address.
func runObjdump(t *testing.T, tool, file string) map[uint64]objdumpLine {
	t.Helper()
	out, err := exec.Command(tool, "-d", "-z", "--mcpu=gfx950", file).Output()
	if err != nil {
		t.Fatalf("%s %s: %v", tool, file, err)
	}
	lines := map[uint64]objdumpLine{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		l := sc.Text()
		if !strings.HasPrefix(l, "\t") {
			continue
		}
		i := strings.Index(l, "// ")
		if i < 0 {
			continue
		}
		rest := l[i+3:]
		j := strings.Index(rest, ":")
		if j < 0 {
			continue
		}
		a, err := strconv.ParseUint(rest[:j], 16, 64)
		if err != nil {
			continue
		}
		hex := strings.TrimSpace(rest[j+1:])
		if k := strings.Index(hex, "<"); k >= 0 {
			hex = strings.TrimSpace(hex[:k])
		}
		lines[a] = objdumpLine{addr: a, size: 4 * len(strings.Fields(hex)), text: normalizeObjdump(l[:i]), bytes: hex}
	}
	return lines
}

// textSection returns the address and bytes of .text.
func textSection(t *testing.T, file string) (uint64, []byte) {
	t.Helper()
	f, err := elf.Open(file)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	defer f.Close()
	s := f.Section(".text")
	if s == nil {
		t.Fatalf("%s: no .text", file)
	}
	data, err := s.Data()
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return s.Addr, data
}

type compareStats struct {
	n, bad  int
	opcodes map[string]bool
}

func (s compareStats) String() string {
	return fmt.Sprintf("compared %d instructions, %d mismatches, %d distinct opcodes", s.n, s.bad, len(s.opcodes))
}

// symbols returns the addresses of file's named symbols (.symtab).
func symbols(t *testing.T, file string) map[string]uint64 {
	t.Helper()
	f, err := elf.Open(file)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	defer f.Close()
	out := map[string]uint64{}
	syms, _ := f.Symbols() // no .symtab: no names to resolve
	for _, s := range syms {
		if s.Name != "" {
			out[s.Name] = s.Value
		}
	}
	return out
}

// symbolBranch rewrites objdump's "s_branch NAME" into the decoder's
// "s_branch SIMM16" when in is a branch whose target is NAME's address.
func symbolBranch(in Inst, want string, syms map[string]uint64) string {
	p := in.Info()
	f := strings.Fields(want)
	if p == nil || p.Flags&FlagBranch == 0 || len(f) != 2 {
		return want
	}
	addr, ok := syms[f[1]]
	if !ok || addr != in.Addr+4+uint64(int64(int16(in.Simm16))*4) {
		return want
	}
	return f[0] + " " + strconv.Itoa(int(in.Simm16))
}

// compareWithObjdump decodes file's .text and compares every instruction.
func compareWithObjdump(t *testing.T, tool, file string) compareStats {
	t.Helper()
	base, code := textSection(t, file)
	ref := runObjdump(t, tool, file)
	syms := symbols(t, file)
	st := compareStats{opcodes: map[string]bool{}}
	shown := 0
	// Decode instruction by instruction; an instruction that does not decode
	// is a mismatch and the walk resumes after objdump's instruction there.
	for off := 0; off < len(code); {
		addr := base + uint64(off)
		r, ok := ref[addr]
		in, err := Decode(code[off:], addr)
		st.n++
		if err != nil {
			st.bad++
			if shown < 40 {
				shown++
				t.Errorf("%s %#x [%s]: %v (objdump: %s)", filepath.Base(file), addr, r.bytes, err, r.text)
			}
			if !ok || r.size == 0 {
				t.Errorf("%s: cannot resynchronize after %#x", filepath.Base(file), addr)
				break
			}
			off += r.size
			continue
		}
		// tiling: Addr and Size must match the position in .text
		if in.Addr != addr || in.Size == 0 || in.Size%4 != 0 || off+int(in.Size) > len(code) {
			t.Errorf("%s: instruction at %#x has Addr %#x Size %d", filepath.Base(file), addr, in.Addr, in.Size)
			break
		}
		off += int(in.Size)
		got := in.String()
		want := symbolBranch(in, r.text, syms)
		if !ok {
			want = "<no objdump instruction at this address>"
		} else if r.size != int(in.Size) {
			want += fmt.Sprintf(" [size %d, decoded %d]", r.size, in.Size)
		}
		if f := strings.Fields(want); len(f) > 0 {
			st.opcodes[f[0]] = true
		}
		if got != want {
			st.bad++
			if shown < 40 {
				shown++
				t.Errorf("%s %#x [%s]:\n  got  %s\n  want %s", filepath.Base(file), in.Addr, r.bytes, got, want)
			}
		}
	}
	if len(ref) != st.n {
		t.Errorf("%s: objdump shows %d instructions, decoded %d", filepath.Base(file), len(ref), st.n)
	}
	// DecodeAll must agree and tile the section exactly.
	all, err := DecodeAll(code, base)
	if err == nil {
		next := base
		for _, in := range all {
			if in.Addr != next {
				t.Errorf("%s: DecodeAll: instruction at %#x, expected %#x", filepath.Base(file), in.Addr, next)
				break
			}
			next += uint64(in.Size)
		}
		if next != base+uint64(len(code)) {
			t.Errorf("%s: DecodeAll ends at %#x, .text ends at %#x", filepath.Base(file), next, base+uint64(len(code)))
		}
	} else if st.bad == 0 {
		t.Errorf("%s: DecodeAll: %v", filepath.Base(file), err)
	}
	return st
}

func assembleSynthetic(t *testing.T) string {
	t.Helper()
	mc := testenv.Tool(t, "llvm-mc-22")
	out := filepath.Join(t.TempDir(), "gfx950_ops.o")
	cmd := exec.Command(mc, "--triple=amdgcn-amd-amdhsa", "--mcpu=gfx950", "-filetype=obj",
		filepath.Join("testdata", "gfx950_ops.s"), "-o", out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, b)
	}
	return out
}

func TestDecodeMatchesLLVM(t *testing.T) {
	tool := testenv.Tool(t, "llvm-objdump-22")
	t.Run("seed", func(t *testing.T) {
		path, _ := testenv.Seed(t)
		st := compareWithObjdump(t, tool, path)
		t.Logf("seed: %v", st)
	})
	t.Run("generated", func(t *testing.T) {
		files, _ := filepath.Glob(filepath.Join("..", "generated", "*.hsaco"))
		sort.Strings(files)
		if len(files) == 0 {
			// generated/ is committed: none found is a wrong path, not an absence.
			t.Fatal("no ../generated/*.hsaco")
		}
		total := compareStats{opcodes: map[string]bool{}}
		for _, f := range files {
			st := compareWithObjdump(t, tool, f)
			t.Logf("%s: %v", filepath.Base(f), st)
			total.n += st.n
			total.bad += st.bad
			for k := range st.opcodes {
				total.opcodes[k] = true
			}
		}
		t.Logf("generated (%d code objects): %v", len(files), total)
	})
	t.Run("aiter", func(t *testing.T) {
		for _, f := range []string{testenv.AITERFile, testenv.AITERPSFile} {
			path, _ := testenv.AITERCodeObject(t, f)
			st := compareWithObjdump(t, tool, path)
			t.Logf("%s: %v", f, st)
		}
	})
	t.Run("mx", func(t *testing.T) {
		_, path := mxCodeObject(t)
		st := compareWithObjdump(t, tool, path)
		t.Logf("mx_ops.hip: %v", st)
	})
	t.Run("synthetic", func(t *testing.T) {
		st := compareWithObjdump(t, tool, assembleSynthetic(t))
		t.Logf("synthetic: %v", st)
	})
	t.Run("variants", func(t *testing.T) {
		// Kernels of a KV format generated/ does not hold (it has the plain
		// kernels alone), compiled now: MXFP4's scaled MFMAs, fp4 conversions,
		// byte permutes and dword LDS-DMA loads, with one split and lse
		// (direct output, a 96-token tile's transpose) and with several (the
		// workspace).
		for _, c := range []mla.Config{
			{Splits: 1, Stages: 1, Tile: 96, Dims: mla.Dims{KV: mla.KVMXFP4, LSE: true}},
			{Splits: 4, Stages: 3, Tile: 32, Dims: mla.Dims{KV: mla.KVMXFP4}},
		} {
			k, err := gen.Build(context.Background(), gentest.Compiler(t), c, gen.OnDemandCommand)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), c.Name()+".hsaco")
			if err := os.WriteFile(path, k.CodeObject, 0o644); err != nil {
				t.Fatal(err)
			}
			st := compareWithObjdump(t, tool, path)
			t.Logf("%s: %v", c.Name(), st)
			if st.bad != 0 {
				t.Errorf("%s: %d of %d instructions differ from llvm-objdump", c.Name(), st.bad, st.n)
			}
		}
	})
}

// TestSyntheticCoversTables checks that testdata/gfx950_ops.s exercises every
// opcode of the tables (every entry, in its 32- and 64-bit forms for VALU).
func TestSyntheticCoversTables(t *testing.T) {
	_, code := textSection(t, assembleSynthetic(t))
	insts, err := DecodeAll(code, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[[2]int]bool{}
	for _, in := range insts {
		seen[[2]int{int(in.Format), int(in.Opcode)}] = true
	}
	missing := []string{}
	check := func(f Format, tbl []OpInfo, e64base int) {
		for op := range tbl {
			p := &tbl[op]
			if p.Name == "" {
				continue
			}
			if !seen[[2]int{int(f), op}] {
				missing = append(missing, fmt.Sprintf("%s (%d %#x)", p.Name, f, op))
			}
			if e64base >= 0 && p.Flags&FlagNoE64 == 0 && !seen[[2]int{int(FmtVOP3), e64base + op}] {
				missing = append(missing, p.Name+"_e64")
			}
		}
	}
	check(FmtSOP2, sop2Ops[:], -1)
	check(FmtSOPK, sopkOps[:], -1)
	check(FmtSOP1, sop1Ops[:], -1)
	check(FmtSOPC, sopcOps[:], -1)
	check(FmtSOPP, soppOps[:], -1)
	check(FmtSMEM, smemOps[:], -1)
	check(FmtVOPC, vopcOps[:], 0)
	check(FmtVOP2, vop2Ops[:], 0x100)
	check(FmtVOP1, vop1Ops[:], 0x140)
	check(FmtVOP3, vop3Ops[:], -1)
	check(FmtVOP3P, vop3pOps[:], -1)
	check(FmtDS, dsOps[:], -1)
	check(FmtMUBUF, mubufOps[:], -1)
	check(FmtFLAT, flatOps[:], -1)
	check(FmtGLOBAL, globalOps[:], -1)
	check(FmtSCRATCH, scratchOps[:], -1)
	if len(missing) > 0 {
		t.Errorf("%d table entries not exercised by testdata/gfx950_ops.s: %v", len(missing), missing)
	}
}
