package emu

import (
	"crypto/sha256"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/verify"
)

// Tests of the MXFP4 and bf16 instructions on kernels clang-22 compiles for
// gfx950 (testdata/mx_ops.hip): the expectations come from the format
// definitions (e2m1 and e4m3 from their bit fields, bf16 as the top half of
// an f32) and the ISA's layouts, summed exactly with big.Float and rounded
// once.

var mxObj struct {
	once sync.Once
	co   []byte
	path string
	err  error
}

// mxCodeObject compiles testdata/mx_ops.hip once per test binary, into a
// file of the temporary directory named by a hash of the source and the
// compiler (reused across runs, as testenv caches the seed build).
func mxCodeObject(t *testing.T) ([]byte, string) {
	t.Helper()
	clang := testenv.Clang(t)
	version := testenv.ClangVersion(t)
	mxObj.once.Do(func() {
		src := filepath.Join("testdata", "mx_ops.hip")
		text, err := os.ReadFile(src)
		if err != nil {
			mxObj.err = err
			return
		}
		h := sha256.Sum256(append(append(text, 0), version...))
		mxObj.path = filepath.Join(os.TempDir(), fmt.Sprintf("mlagen-mx-%x.hsaco", h[:12]))
		if b, err := os.ReadFile(mxObj.path); err == nil {
			mxObj.co = b
			return
		}
		tmp := fmt.Sprintf("%s.%d.tmp", mxObj.path, os.Getpid())
		cmd := exec.Command(clang, "-x", "hip", "--offload-arch=gfx950", "--offload-device-only", "--no-gpu-bundle-output",
			"-nogpuinc", "-nogpulib", "-O2", src, "-o", tmp)
		if out, err := cmd.CombinedOutput(); err != nil {
			mxObj.err = fmt.Errorf("%s: %v\n%s", cmd, err, out)
			return
		}
		if mxObj.err = os.Rename(tmp, mxObj.path); mxObj.err == nil {
			mxObj.co, mxObj.err = os.ReadFile(mxObj.path)
		}
	})
	if mxObj.err != nil {
		t.Fatalf("compiling testdata/mx_ops.hip: %v", mxObj.err)
	}
	return mxObj.co, mxObj.path
}

// runMX runs kernel name of mx_ops.hip on one wave with registers in and
// returns nout registers.
func runMX(t *testing.T, name string, in [][64]uint32, nout int) [][64]uint32 {
	t.Helper()
	co, _ := mxCodeObject(t)
	e, err := New()
	if err != nil {
		t.Fatal(err)
	}
	m, err := e.Load(co)
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{t: t, e: e, m: m}
	flat := make([]uint32, 64*len(in))
	for i := range in {
		copy(flat[64*i:], in[i][:])
	}
	pin, pout := r.u32buf(flat), r.u32buf(make([]uint32, 64*nout))
	r.mustRun(name, d1(1), d1(64), uint64(pin), uint64(pout))
	got := r.readU32(pout, 64*nout)
	out := make([][64]uint32, nout)
	for i := range out {
		copy(out[i][:], got[64*i:])
	}
	return out
}

// e2m1Def decodes an fp4 code from its fields: sign bit 3, exponent bits 2-1
// (bias 1), mantissa bit 0; exponent 0 is subnormal (0 or 0.5).
func e2m1Def(c uint8) float64 {
	s := 1.0
	if c&8 != 0 {
		s = -1
	}
	e, m := int(c>>1&3), float64(c&1)
	if e == 0 {
		return s * m / 2
	}
	return s * (1 + m/2) * math.Ldexp(1, e-1)
}

// mxOperand is one lane-set operand: 32 elements per lane in format code (0
// e4m3, 4 e2m1), packed into registers as the ISA lays them out.
type mxOperand struct {
	code  uint8
	elems [64][32]uint8
}

func (o *mxOperand) regs() [][64]uint32 {
	n := 8
	if o.code == 4 {
		n = 4
	}
	r := make([][64]uint32, n)
	for l := 0; l < 64; l++ {
		for t, c := range o.elems[l] {
			if o.code == 4 {
				r[t/8][l] |= uint32(c&15) << (4 * (t % 8))
			} else {
				r[t/4][l] |= uint32(c) << (8 * (t % 4))
			}
		}
	}
	return r
}

func (o *mxOperand) val(l, t int) float64 {
	if o.code == 4 {
		return e2m1Def(o.elems[l][t])
	}
	return e4m3Val(o.elems[l][t])
}

func randMX(r *rand.Rand, code uint8) *mxOperand {
	o := &mxOperand{code: code}
	for l := range o.elems {
		for t := range o.elems[l] {
			if code == 4 {
				o.elems[l][t] = uint8(r.IntN(16))
			} else {
				o.elems[l][t] = randFP8(r, false)
			}
		}
	}
	return o
}

// mxBlock is the scale block of element t of lane group g (composable_kernel's
// gfx950 scale map for the 16x16x128 op; see mfma_mx.go).
func mxBlock(g, t int) int { return 2*(t/16) + g/2 }

// mxExpect is D = C + sum over blocks of 2^(ea-127) 2^(eb-127) dot, with the
// scale bytes selected by selA/selB (nil scales: unscaled).
func mxExpect(a, b *mxOperand, c [4][64]uint32, sa, sb *[64]uint32, selA, selB int) [4][64]uint32 {
	var d [4][64]uint32
	for i := 0; i < 16; i++ {
		for j := 0; j < 16; j++ {
			sum := new(big.Float).SetPrec(600)
			reg, lane := i%4, j+16*(i/4)
			sum.SetFloat64(float64(math.Float32frombits(c[reg][lane])))
			for g := 0; g < 4; g++ {
				for t := 0; t < 32; t++ {
					p := new(big.Float).SetPrec(600).SetFloat64(a.val(i+16*g, t))
					p.Mul(p, new(big.Float).SetFloat64(b.val(j+16*g, t)))
					if sa != nil {
						k := mxBlock(g, t)
						ea := int(uint8(sa[i+16*k] >> (8 * selA)))
						eb := int(uint8(sb[j+16*k] >> (8 * selB)))
						p.SetMantExp(p, ea-127+eb-127)
					}
					sum.Add(sum, p)
				}
			}
			f, _ := sum.Float32()
			d[reg][lane] = math.Float32bits(f)
		}
	}
	return d
}

func randScales(r *rand.Rand) [64]uint32 {
	var s [64]uint32
	for l := range s {
		for k := 0; k < 4; k++ {
			s[l] |= uint32(120+r.IntN(15)) << (8 * k) // 2^-7 .. 2^7, different per byte
		}
	}
	return s
}

func randC(r *rand.Rand) [4][64]uint32 {
	var c [4][64]uint32
	for i := range c {
		for l := range c[i] {
			c[i][l] = math.Float32bits(float32(r.NormFloat64()))
		}
	}
	return c
}

func checkD(t *testing.T, what string, got [][64]uint32, want [4][64]uint32) {
	t.Helper()
	bad := 0
	for r := 0; r < 4; r++ {
		for l := 0; l < 64; l++ {
			if got[r][l] != want[r][l] {
				if bad < 5 {
					t.Errorf("%s: D reg %d lane %d = %v, want %v", what, r, l, math.Float32frombits(got[r][l]), math.Float32frombits(want[r][l]))
				}
				bad++
			}
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of 256 results differ", what, bad)
	}
}

// The scaled MFMA with fp4 A and fp8 B (the MXFP4 QK design: K fp4 with its
// scales, q fp8), with two byte selections of the scale registers.
func TestMFMAScaleFP4FP8(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	a, b := randMX(r, 4), randMX(r, 0)
	sa, sb := randScales(r), randScales(r)
	c := randC(r)
	in := append(append(a.regs(), b.regs()...), sa, sb)
	in = append(in, c[:]...)
	out := runMX(t, "mx_fp4_fp8", in, 8)
	checkD(t, "op_sel (0,0)", out[:4], mxExpect(a, b, c, &sa, &sb, 0, 0))
	checkD(t, "op_sel (3,1)", out[4:], mxExpect(a, b, c, &sa, &sb, 3, 1))
}

// fp8 A, fp4 B (blgp = 4), A's scale from byte 2.
func TestMFMAScaleFP8FP4(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	a, b := randMX(r, 0), randMX(r, 4)
	sa, sb := randScales(r), randScales(r)
	c := randC(r)
	in := append(append(a.regs(), b.regs()...), sa, sb)
	in = append(in, c[:]...)
	checkD(t, "fp8 x fp4", runMX(t, "mx_fp8_fp4", in, 4), mxExpect(a, b, c, &sa, &sb, 2, 0))
}

func TestMFMAScaleFP4FP4(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	a, b := randMX(r, 4), randMX(r, 4)
	sa, sb := randScales(r), randScales(r)
	in := append(append(a.regs(), b.regs()...), sa, sb)
	checkD(t, "fp4 x fp4", runMX(t, "mx_fp4_fp4", in, 4), mxExpect(a, b, [4][64]uint32{}, &sa, &sb, 0, 0))
}

// The unscaled f8f6f4 MFMA with an fp4 A operand (cbsz:4, 4 VGPRs).
func TestMFMAFP4Unscaled(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	a, b := randMX(r, 4), randMX(r, 0)
	in := append(a.regs(), b.regs()...)
	checkD(t, "fp4 x fp8 unscaled", runMX(t, "mx_fp4_noscale", in, 4), mxExpect(a, b, [4][64]uint32{}, nil, nil, 0, 0))
}

// Hand-computed cases of the scaled MFMA. (1) A = 1.0 (fp4 code 2) and B = 1.0
// (fp8 0x38) everywhere, row i's block k scaled by 2^k, B unscaled: every D is
// 32 * (1 + 2 + 4 + 8) = 480. (2) Only element 20 of lane group 1 of A set
// (1.0), B = 1.0: that element is in block 2*(20/16) + 1/2 = 2, so D[i][j] =
// 2^2 = 4 for every i, j; a mapping that put it in block 1 would give 2.
func TestMFMAScaleHandCases(t *testing.T) {
	one4, one8 := &mxOperand{code: 4}, &mxOperand{code: 0}
	for l := 0; l < 64; l++ {
		for e := 0; e < 32; e++ {
			one4.elems[l][e], one8.elems[l][e] = 2, 0x38
		}
	}
	var sa, sb [64]uint32
	for l := range sa {
		sa[l] = uint32(127 + l/16)
		sb[l] = 127
	}
	in := append(append(one4.regs(), one8.regs()...), sa, sb)
	var zero [4][64]uint32
	in = append(in, zero[:]...)
	out := runMX(t, "mx_fp4_fp8", in, 8)
	for r := 0; r < 4; r++ {
		for l := 0; l < 64; l++ {
			if f := math.Float32frombits(out[r][l]); f != 480 {
				t.Fatalf("all ones, block k scaled 2^k: D reg %d lane %d = %v, want 480", r, l, f)
			}
		}
	}
	single := &mxOperand{code: 4}
	for l := 16; l < 32; l++ {
		single.elems[l][20] = 2
	}
	in = append(append(single.regs(), one8.regs()...), sa, sb)
	in = append(in, zero[:]...)
	out = runMX(t, "mx_fp4_fp8", in, 8)
	for r := 0; r < 4; r++ {
		for l := 0; l < 64; l++ {
			if f := math.Float32frombits(out[r][l]); f != 4 {
				t.Fatalf("element 20 of lane group 1: D reg %d lane %d = %v, want 4 (block 2's scale)", r, l, f)
			}
		}
	}
}

// v_cvt_scalef32_pk_f32_fp4 over every byte value (both nibbles), each byte
// select, and scales 2^-127 (e8m0 0), 2^-1, 1, 2^127 (254) and NaN (255).
func TestCvtScalePkF32FP4(t *testing.T) {
	for _, e := range []uint32{0, 126, 127, 254, 255} {
		var x, s [64]uint32
		for l := range x {
			// lane l's four bytes cover byte values 4l .. 4l+3
			x[l] = uint32(4*l) | uint32(4*l+1)<<8 | uint32(4*l+2)<<16 | uint32(4*l+3)<<24
			s[l] = e << 23
		}
		out := runMX(t, "cvt_pk_f32_fp4", [][64]uint32{x, s}, 8)
		for l := 0; l < 64; l++ {
			for sel := 0; sel < 4; sel++ {
				c := uint8(4*l + sel)
				for h := 0; h < 2; h++ {
					got := math.Float32frombits(out[2*sel+h][l])
					// exact in f32 (2^-128 is a denormal); 6 * 2^127 overflows to +Inf
					want := float64(float32(e2m1Def(c>>(4*h)&15) * math.Ldexp(1, int(e)-127)))
					if e == 255 {
						want = math.NaN()
					}
					if !(float64(got) == want || math.IsNaN(want) && math.IsNaN(float64(got))) ||
						want == 0 && math.Signbit(want) != math.Signbit(float64(got)) {
						t.Fatalf("scale %d byte %#02x nibble %d (op_sel %d): %v, want %v", e, c, h, sel, got, want)
					}
				}
			}
		}
	}
}

// V's dequantization to fp8 (fp4 pairs with their scale to f32, then
// v_cvt_pk_fp8_f32): exact for scales 2^-8 .. 2^6, where every fp4 value
// times the scale is an e4m3 value.
func TestFP4ToFP8(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	var x, s [64]uint32
	for l := range x {
		x[l] = r.Uint32()
		s[l] = uint32(127-8+r.IntN(15)) << 23
	}
	out := runMX(t, "fp4_to_fp8", [][64]uint32{x, s}, 1)
	for l := 0; l < 64; l++ {
		for k := 0; k < 4; k++ {
			v := e2m1Def(uint8(x[l]>>(4*k))&15) * math.Ldexp(1, int(s[l]>>23)-127)
			got := e4m3Val(uint8(out[0][l] >> (8 * k)))
			if got != v {
				t.Fatalf("lane %d value %d: fp8 %v, want %v", l, k, got, v)
			}
		}
	}
}

// v_mfma_f32_16x16x32_bf16: A[i][k] is bf16 element k%8 of lane i+16*(k/8)
// (element e in bits 16*(e%2) of register e/2), B likewise, D as the other
// 16x16 MFMAs.
func TestMFMABF16(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	var in [12][64]uint32
	bf := func(v uint32) float64 { return float64(math.Float32frombits(v << 16)) }
	for i := 0; i < 8; i++ {
		for l := 0; l < 64; l++ {
			lo := math.Float32bits(float32(r.NormFloat64())) >> 16
			hi := math.Float32bits(float32(r.NormFloat64()*8)) >> 16
			in[i][l] = lo | hi<<16
		}
	}
	c := randC(r)
	copy(in[8:], c[:])
	out := runMX(t, "mfma_bf16", in[:], 4)
	var want [4][64]uint32
	for i := 0; i < 16; i++ {
		for j := 0; j < 16; j++ {
			reg, lane := i%4, j+16*(i/4)
			sum := new(big.Float).SetPrec(600).SetFloat64(float64(math.Float32frombits(c[reg][lane])))
			for k := 0; k < 32; k++ {
				e := k % 8
				av := bf(in[e/2][i+16*(k/8)] >> (16 * (e % 2)) & 0xffff)
				bv := bf(in[4+e/2][j+16*(k/8)] >> (16 * (e % 2)) & 0xffff)
				sum.Add(sum, new(big.Float).SetPrec(600).Mul(new(big.Float).SetFloat64(av), new(big.Float).SetFloat64(bv)))
			}
			f, _ := sum.Float32()
			want[reg][lane] = math.Float32bits(f)
		}
	}
	checkD(t, "bf16", out, want)
}

// v_cvt_scalef32_pk_bf16_fp4: every byte value of bytes 0 and 3 (op_sel 0,
// 3) with scales 2^-127, 2^-3, 1, 2^127 and NaN; the two values land in the
// low (low nibble) and high half as bf16.
func TestCvtScalePkBF16FP4(t *testing.T) {
	for _, e := range []uint32{0, 124, 127, 254, 255} {
		var x, s [64]uint32
		for l := range x {
			x[l] = uint32(4*l) | uint32(4*l+3)<<24
			s[l] = e<<23 | 0x80000000 | uint32(l) // sign and mantissa bits are not the scale
		}
		out := runMX(t, "cvt_pk_bf16_fp4", [][64]uint32{x, s}, 2)
		for l := 0; l < 64; l++ {
			for k, c := range []uint8{uint8(4 * l), uint8(4*l + 3)} {
				for h := 0; h < 2; h++ {
					got := float64(math.Float32frombits(out[k][l] >> (16 * h) << 16))
					want := float64(float32(e2m1Def(c>>(4*h)&15) * math.Ldexp(1, int(e)-127)))
					ok := got == want && math.Signbit(got) == math.Signbit(want)
					if e == 255 {
						ok = math.IsNaN(got)
					}
					if !ok {
						t.Fatalf("scale %d byte %#02x nibble %d: %v, want %v", e, c, h, got, want)
					}
				}
			}
		}
	}
}

// mxfp4Tile is one sequence's MXFP4 KV rows and fp8 q from verify's inputs.
type mxfp4Tile struct {
	in *verify.Inputs
}

func (m mxfp4Tile) row(t int) []uint8 {
	return m.in.KVFP4[t*verify.MXFP4RowBytes:][:verify.MXFP4RowBytes]
}
func (m mxfp4Tile) scales(t int) []uint8 {
	return m.in.KVScales[t*verify.MXFP4RowScales:][:verify.MXFP4RowScales]
}

// v is the dequantized value of dim d of token t.
func (m mxfp4Tile) v(t, d int) float64 {
	return num.MXFP4Value(m.row(t)[d/32*16:][:16], m.scales(t)[d/32], d%32)
}

// q8 is head h's fp8 q code of dim d, as the kernels convert it.
func (m mxfp4Tile) q8(h, d int) uint8 {
	return num.F32ToE4M3(num.BF16ToF32(m.in.Q[h*576+d]), true)
}

func packBytes(dst [][64]uint32, lane int, b []uint8) {
	for i, x := range b {
		dst[i/4][lane] |= uint32(x) << (8 * (i % 4))
	}
}

// The MXFP4 QK tile as docs/kernel.md lays it out, on the benchmark's data:
// the emulator's five scaled MFMAs give every score within a few f32
// roundings of the exact dot product of the fp8 q and the dequantized K.
func TestQKTileMXFP4(t *testing.T) {
	m := mxfp4Tile{verify.NewInputsFormat(3, 1, 16, mla.KVMXFP4)}
	regs := make([][64]uint32, 62)
	for l := 0; l < 64; l++ {
		i, g := l%16, l/16
		row := m.row(i)
		for c := 0; c < 5; c++ {
			var a, q []uint8
			halves := []int{4*(g/2) + c, 4*(2+g/2) + c} // the scale blocks of elements 0-15, 16-31
			if c == 4 {
				halves = []int{16 + g/2}
			}
			for _, blk := range halves {
				off := 16*blk + 8*(g%2)
				a = append(a, row[off:off+8]...)
				for d := 32*blk + 16*(g%2); d < 32*blk+16*(g%2)+16; d++ {
					q = append(q, m.q8(i, d))
				}
			}
			packBytes(regs[4*c:], l, a)
			packBytes(regs[20+8*c:], l, q)
		}
		packBytes(regs[60:], l, m.scales(i)[4*g:4*g+4])
		if g < 2 {
			regs[61][l] = uint32(m.scales(i)[16+g])
		} else {
			regs[61][l] = 127
		}
	}
	out := runMX(t, "qk_mxfp4", regs, 4)
	for tok := 0; tok < 16; tok++ {
		for h := 0; h < 16; h++ {
			var exact, mag float64
			for d := 0; d < 576; d++ {
				p := e4m3Val(m.q8(h, d)) * m.v(tok, d)
				exact += p
				mag += math.Abs(p)
			}
			got := float64(math.Float32frombits(out[tok%4][h+16*(tok/4)]))
			if math.Abs(got-exact) > 5*mag*0x1p-24 {
				t.Errorf("score token %d head %d: %v, exact %v (tolerance %.3g)", tok, h, got, exact, 5*mag*0x1p-24)
			}
		}
	}
}

// The MXFP4 P.V step as docs/kernel.md lays it out: V block bb of 32 tokens
// dequantized to bf16 with each token's scale, P in bf16; every output equals
// the exact sum of bf16(p) * v rounded once to f32 (the emulator's MFMA
// rounding) for two V blocks.
func TestPVTileMXFP4(t *testing.T) {
	m := mxfp4Tile{verify.NewInputsFormat(4, 1, 32, mla.KVMXFP4)}
	r := rand.New(rand.NewPCG(13, 14))
	var p [16][32]uint16 // bf16 p of head h, token t: exp2 of a score difference
	for h := range p {
		for tok := range p[h] {
			p[h][tok] = num.F32ToBF16(float32(math.Exp2(-8 * r.Float64())))
		}
	}
	for _, bb := range []int{0, 13} {
		regs := make([][64]uint32, 8)
		for l := 0; l < 64; l++ {
			i, g := l%16, l/16
			var data, sc []uint8
			for k := 0; k < 8; k++ {
				tok := 8*g + k
				data = append(data, m.row(tok)[16*bb+i])
				sc = append(sc, m.scales(tok)[bb])
			}
			packBytes(regs[0:], l, data)
			packBytes(regs[2:], l, sc)
			for e := 0; e < 8; e++ {
				regs[4+e/2][l] |= uint32(p[i][8*g+e]) << (16 * (e % 2))
			}
		}
		out := runMX(t, "pv_mxfp4", regs, 8)
		for i := 0; i < 16; i++ {
			for h := 0; h < 16; h++ {
				for par := 0; par < 2; par++ {
					d := 32*bb + 2*i + par
					var sum float64
					for tok := 0; tok < 32; tok++ {
						sum += float64(num.BF16ToF32(p[h][tok])) * m.v(tok, d)
					}
					got := math.Float32frombits(out[4*par+i%4][h+16*(i/4)])
					if got != float32(sum) {
						t.Errorf("block %d dim %d head %d: %v, want %v", bb, d, h, got, float32(sum))
					}
				}
			}
		}
	}
}
