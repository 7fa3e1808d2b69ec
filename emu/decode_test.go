package emu

import (
	"errors"
	"strings"
	"testing"
)

// b is a little-endian byte string from llvm-mc -show-encoding's list.
func b(x ...byte) []byte { return x }

func mustDecode(t *testing.T, code []byte) Inst {
	t.Helper()
	in, err := Decode(code, 0x100)
	if err != nil {
		t.Fatalf("Decode(% x): %v", code, err)
	}
	if int(in.Size) != len(code) {
		t.Fatalf("Decode(% x): Size %d, want %d", code, in.Size, len(code))
	}
	if in.Addr != 0x100 {
		t.Fatalf("Addr %#x", in.Addr)
	}
	return in
}

func wantOp(t *testing.T, what string, got Operand, kind OperandKind, reg uint16, n uint8) {
	t.Helper()
	if got.Kind != kind || got.Reg != reg || got.N != n {
		t.Errorf("%s = {Kind %d Reg %d N %d}, want {Kind %d Reg %d N %d}", what, got.Kind, got.Reg, got.N, kind, reg, n)
	}
}

// Encodings from llvm-mc-22 -show-encoding --mcpu=gfx950, with the operand
// layout the executor relies on (see the comment at the top of decode.go).
func TestDecodeOperandConventions(t *testing.T) {
	type check func(t *testing.T, in Inst)
	cases := []struct {
		text string
		code []byte
		chk  check
	}{
		{"v_add_co_u32_e32 v4, vcc, v6, v8", b(0x06, 0x11, 0x08, 0x32), func(t *testing.T, in Inst) {
			wantOp(t, "Dst[0]", in.Dst[0], OpndVGPR, 4, 1)
			wantOp(t, "Dst[1]", in.Dst[1], OpndSReg, 106, 2)
			wantOp(t, "Src[0]", in.Src[0], OpndVGPR, 6, 1)
			wantOp(t, "Src[1]", in.Src[1], OpndVGPR, 8, 1)
			if in.NumDst != 2 || in.NumSrc != 2 || in.Format != FmtVOP2 || in.Name != "v_add_co_u32" {
				t.Errorf("NumDst %d NumSrc %d Format %d Name %q", in.NumDst, in.NumSrc, in.Format, in.Name)
			}
		}},
		{"v_add_co_u32_e64 v4, s[10:11], v6, v8", b(0x04, 0x0a, 0x19, 0xd1, 0x06, 0x11, 0x02, 0x00), func(t *testing.T, in Inst) {
			wantOp(t, "Dst[1]", in.Dst[1], OpndSReg, 10, 2)
			if in.Format != FmtVOP3 || in.Opcode != 0x119 {
				t.Errorf("Format %d Opcode %#x", in.Format, in.Opcode)
			}
		}},
		{"v_addc_co_u32_e32 v4, vcc, v6, v8, vcc", b(0x06, 0x11, 0x08, 0x38), func(t *testing.T, in Inst) {
			wantOp(t, "Src[2]", in.Src[2], OpndSReg, 106, 2)
			wantOp(t, "Dst[1]", in.Dst[1], OpndSReg, 106, 2)
		}},
		{"v_cmp_lt_f32_e32 vcc, v6, v8", b(0x06, 0x11, 0x82, 0x7c), func(t *testing.T, in Inst) {
			wantOp(t, "Dst[0]", in.Dst[0], OpndSReg, 106, 2)
		}},
		{"v_cmp_lt_f32_e64 s[4:5], -v6, 1.0", b(0x04, 0x00, 0x41, 0xd0, 0x06, 0xe5, 0x01, 0x20), func(t *testing.T, in Inst) {
			wantOp(t, "Dst[0]", in.Dst[0], OpndSReg, 4, 2)
			wantOp(t, "Src[1]", in.Src[1], OpndInline, 242, 1)
			if in.Neg != 1 || InlineValue(in.Src[1].Reg, in.Src[1].Type) != 0x3f800000 {
				t.Errorf("Neg %d, 1.0 = %#x", in.Neg, InlineValue(in.Src[1].Reg, in.Src[1].Type))
			}
		}},
		{"v_cndmask_b32_e32 v0, v1, v2, vcc", b(0x01, 0x05, 0x00, 0x00), func(t *testing.T, in Inst) {
			wantOp(t, "Src[2]", in.Src[2], OpndSReg, 106, 2)
		}},
		{"v_div_scale_f32 v4, vcc, v6, v8, v10", b(0x04, 0x6a, 0xe0, 0xd1, 0x06, 0x11, 0x2a, 0x04), func(t *testing.T, in Inst) {
			wantOp(t, "Dst[1]", in.Dst[1], OpndSReg, 106, 2)
			wantOp(t, "Src[2]", in.Src[2], OpndVGPR, 10, 1)
		}},
		{"v_mad_u64_u32 v[2:3], s[4:5], v6, v7, v[2:3]", b(0x02, 0x04, 0xe8, 0xd1, 0x06, 0x0f, 0x0a, 0x04), func(t *testing.T, in Inst) {
			wantOp(t, "Dst[0]", in.Dst[0], OpndVGPR, 2, 2)
			wantOp(t, "Dst[1]", in.Dst[1], OpndSReg, 4, 2)
			wantOp(t, "Src[2]", in.Src[2], OpndVGPR, 2, 2)
		}},
		{"v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]", b(0x00, 0x00, 0xad, 0xd3, 0x04, 0x19, 0x02, 0x04), func(t *testing.T, in Inst) {
			wantOp(t, "D", in.Dst[0], OpndVGPR, 0, 4)
			wantOp(t, "A", in.Src[0], OpndVGPR, 4, 8)
			wantOp(t, "B", in.Src[1], OpndVGPR, 12, 8)
			wantOp(t, "C", in.Src[2], OpndVGPR, 0, 4)
		}},
		{"v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:15], v[0:3] cbsz:2 blgp:4", b(0x00, 0x02, 0xad, 0xd3, 0x04, 0x19, 0x02, 0x84), func(t *testing.T, in Inst) {
			wantOp(t, "A", in.Src[0], OpndVGPR, 4, 6)
			wantOp(t, "B", in.Src[1], OpndVGPR, 12, 4)
			if in.Cbsz != 2 || in.Blgp != 4 {
				t.Errorf("cbsz %d blgp %d", in.Cbsz, in.Blgp)
			}
		}},
		{"v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[4:5], v[6:7], a[0:3]", b(0x00, 0x80, 0xf3, 0xd3, 0x04, 0x0d, 0x02, 0x04), func(t *testing.T, in Inst) {
			wantOp(t, "D", in.Dst[0], OpndAGPR, 0, 4)
			wantOp(t, "A", in.Src[0], OpndVGPR, 4, 2)
			wantOp(t, "B", in.Src[1], OpndVGPR, 6, 2)
			wantOp(t, "C", in.Src[2], OpndAGPR, 0, 4)
		}},
		{"v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[6:7], 0", b(0x00, 0x00, 0xf3, 0xd3, 0x04, 0x0d, 0x02, 0x02), func(t *testing.T, in Inst) {
			wantOp(t, "C", in.Src[2], OpndInline, 128, 4)
		}},
		{"buffer_load_dwordx4 v126, s[12:15], 0 offen nt lds", b(0x00, 0x10, 0x5f, 0xe0, 0x7e, 0x00, 0x03, 0x80), func(t *testing.T, in Inst) {
			if !in.LDS || !in.Offen || !in.NT || in.NumDst != 0 {
				t.Errorf("LDS %v Offen %v NT %v NumDst %d", in.LDS, in.Offen, in.NT, in.NumDst)
			}
			wantOp(t, "vaddr", in.Src[0], OpndVGPR, 126, 1)
			wantOp(t, "srsrc", in.Src[1], OpndSReg, 12, 4)
			wantOp(t, "soffset", in.Src[2], OpndInline, 128, 1)
		}},
		{"buffer_store_dword v1, v2, s[4:7], s3 offen offset:16 sc0", b(0x10, 0x50, 0x70, 0xe0, 0x02, 0x01, 0x01, 0x03), func(t *testing.T, in Inst) {
			wantOp(t, "vaddr", in.Src[0], OpndVGPR, 2, 1)
			wantOp(t, "soffset", in.Src[2], OpndSReg, 3, 1)
			wantOp(t, "vdata", in.Src[3], OpndVGPR, 1, 1)
			if in.Offset != 16 || !in.SC0 || in.NumDst != 0 {
				t.Errorf("Offset %d SC0 %v NumDst %d", in.Offset, in.SC0, in.NumDst)
			}
		}},
		{"global_load_dword v4, v6, s[2:3] offset:-16", b(0xf0, 0x9f, 0x50, 0xdc, 0x06, 0x00, 0x02, 0x04), func(t *testing.T, in Inst) {
			wantOp(t, "vdst", in.Dst[0], OpndVGPR, 4, 1)
			wantOp(t, "vaddr", in.Src[0], OpndVGPR, 6, 1)
			wantOp(t, "saddr", in.Src[1], OpndSReg, 2, 2)
			if in.Offset != -16 || in.Format != FmtGLOBAL {
				t.Errorf("Offset %d Format %d", in.Offset, in.Format)
			}
		}},
		{"global_store_short_d16_hi v[2:3], v5, off", b(0x00, 0x80, 0x6c, 0xdc, 0x02, 0x05, 0x7f, 0x00), func(t *testing.T, in Inst) {
			wantOp(t, "vaddr", in.Src[0], OpndVGPR, 2, 2)
			wantOp(t, "saddr", in.Src[1], OpndNone, 0, 0)
			wantOp(t, "vdata", in.Src[2], OpndVGPR, 5, 1)
		}},
		{"scratch_load_dword v4, off, s2 offset:8", b(0x08, 0x40, 0x50, 0xdc, 0x00, 0x00, 0x02, 0x04), func(t *testing.T, in Inst) {
			wantOp(t, "vaddr", in.Src[0], OpndNone, 0, 0)
			wantOp(t, "saddr", in.Src[1], OpndSReg, 2, 1)
		}},
		{"s_cbranch_execz 15", b(0x0f, 0x00, 0x88, 0xbf), func(t *testing.T, in Inst) {
			if in.Simm16 != 15 || in.Info().Flags&FlagBranch == 0 {
				t.Errorf("Simm16 %d flags %#x", in.Simm16, in.Info().Flags)
			}
		}},
		{"s_load_dwordx2 s[4:5], s[0:1], 0x38", b(0x00, 0x01, 0x06, 0xc0, 0x38, 0x00, 0x00, 0x00), func(t *testing.T, in Inst) {
			wantOp(t, "sdata", in.Dst[0], OpndSReg, 4, 2)
			wantOp(t, "sbase", in.Src[0], OpndSReg, 0, 2)
			wantOp(t, "soffset", in.Src[1], OpndNone, 0, 0)
			if in.Offset != 0x38 {
				t.Errorf("Offset %#x", in.Offset)
			}
		}},
		{"ds_read2_b32 v[10:11], v4 offset1:4", b(0x00, 0x04, 0x6e, 0xd8, 0x04, 0x00, 0x00, 0x0a), func(t *testing.T, in Inst) {
			wantOp(t, "vdst", in.Dst[0], OpndVGPR, 10, 2)
			wantOp(t, "addr", in.Src[0], OpndVGPR, 4, 1)
			if in.Offset0 != 0 || in.Offset1 != 4 || in.NumSrc != 1 {
				t.Errorf("offsets %d %d NumSrc %d", in.Offset0, in.Offset1, in.NumSrc)
			}
		}},
		{"v_cvt_pk_fp8_f32 v10, v7, v8 op_sel:[0,0,1]", b(0x0a, 0x40, 0xa2, 0xd2, 0x07, 0x11, 0x02, 0x00), func(t *testing.T, in Inst) {
			if in.OpSel != 8 || in.Info().Flags&FlagTied == 0 {
				t.Errorf("OpSel %#x", in.OpSel)
			}
		}},
		{"v_fmamk_f32 v1, v2, 0x40490fdb, v3", b(0x02, 0x07, 0x02, 0x2e, 0xdb, 0x0f, 0x49, 0x40), func(t *testing.T, in Inst) {
			wantOp(t, "K", in.Src[1], OpndLiteral, 0, 1)
			wantOp(t, "Src[2]", in.Src[2], OpndVGPR, 3, 1)
			if in.Src[1].Value != 0x40490fdb {
				t.Errorf("K %#x", in.Src[1].Value)
			}
		}},
		{"v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel_hi:[1,0,1] neg_lo:[1,0,0]", b(0x00, 0x40, 0xb0, 0xd3, 0x02, 0x09, 0x1a, 0x2c), func(t *testing.T, in Inst) {
			if in.OpSelHi != 5 || in.Neg != 1 || in.Src[0].Type != TypeV2F32 {
				t.Errorf("OpSelHi %#x Neg %#x type %v", in.OpSelHi, in.Neg, in.Src[0].Type)
			}
		}},
		{"s_waitcnt vmcnt(3) lgkmcnt(0)", b(0x73, 0x00, 0x8c, 0xbf), nil},
		{"s_mov_b64 exec, -1", b(0xc1, 0x01, 0xfe, 0xbe), func(t *testing.T, in Inst) {
			wantOp(t, "Dst[0]", in.Dst[0], OpndSReg, 126, 2)
			if InlineValue64(in.Src[0].Reg, in.Src[0].Type) != ^uint64(0) {
				t.Errorf("-1 as b64 = %#x", InlineValue64(in.Src[0].Reg, in.Src[0].Type))
			}
		}},
		{"v_mov_b32_e32 v1, 0x4f7ffffe", b(0xff, 0x02, 0x02, 0x7e, 0xfe, 0xff, 0x7f, 0x4f), func(t *testing.T, in Inst) {
			if in.Src[0].Kind != OpndLiteral || in.Src[0].Value != 0x4f7ffffe {
				t.Errorf("literal %+v", in.Src[0])
			}
		}},
		{"v_lshl_add_u64 v[2:3], v[4:5], 2, s[6:7]", b(0x02, 0x00, 0x08, 0xd2, 0x04, 0x05, 0x19, 0x00), func(t *testing.T, in Inst) {
			wantOp(t, "Src[1]", in.Src[1], OpndInline, 130, 1)
			wantOp(t, "Src[2]", in.Src[2], OpndSReg, 6, 2)
		}},
		{"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 15", b(0x01, 0x18, 0x00, 0xba, 0x0f, 0x00, 0x00, 0x00), func(t *testing.T, in Inst) {
			if in.Simm16 != 0x1801 || in.Src[0].Value != 15 {
				t.Errorf("Simm16 %#x literal %d", in.Simm16, in.Src[0].Value)
			}
		}},
		{"v_accvgpr_write_b32 a3, v7", b(0x03, 0x40, 0xd9, 0xd3, 0x07, 0x01, 0x00, 0x18), func(t *testing.T, in Inst) {
			wantOp(t, "Dst[0]", in.Dst[0], OpndAGPR, 3, 1)
			wantOp(t, "Src[0]", in.Src[0], OpndVGPR, 7, 1)
		}},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			in := mustDecode(t, c.code)
			if got := in.String(); got != c.text {
				t.Errorf("String() = %q, want %q", got, c.text)
			}
			if c.chk != nil {
				c.chk(t, in)
			}
		})
	}
}

func TestDecodeErrors(t *testing.T) {
	cases := []struct {
		code []byte
		want string
	}{
		// VOP3P opcode 0x1f does not exist on gfx950
		{b(0x00, 0x00, 0x9f, 0xd3, 0x00, 0x00, 0x00, 0x00), "unknown VOP3P opcode 0x1f at 0x1c40"},
		{b(0x00, 0x00, 0x9f, 0xd3), "truncated"},
		{b(0xf9, 0x02, 0x02, 0x7e, 0x00, 0x06, 0x06, 0x06), "SDWA"},
		{b(0xfa, 0x04, 0x84, 0x7c, 0x02, 0x00, 0x00, 0xff), "DPP"},              // VOPC has no DPP form in LLVM
		{b(0xfa, 0x02, 0x02, 0x7e, 0x02, 0x00, 0x01, 0xff), "invalid dpp_ctrl"}, // dpp_ctrl 0x100 is reserved
		{b(0xfa, 0x02, 0x02, 0x7e), "truncated"},                                // DPP dword missing
		{b(0x01, 0x02, 0x03), "truncated"},
		{b(0xff, 0x02, 0x02, 0x7e), "truncated"}, // literal missing
		{b(0x00, 0x00, 0x00, 0xe8, 0, 0, 0, 0), "MTBUF"},
	}
	for _, c := range cases {
		in, err := Decode(c.code, 0x1c40)
		if err == nil {
			t.Errorf("Decode(% x) = %v, want error %q", c.code, in, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("Decode(% x): error %q, want %q", c.code, err, c.want)
		}
		if in.Size != 0 {
			t.Errorf("Decode(% x): Size %d on error", c.code, in.Size)
		}
	}
	_, err := Decode(b(0x00, 0x00, 0x9f, 0xd3), 0)
	if !errors.Is(err, ErrTruncated) {
		t.Errorf("truncated VOP3P: %v does not wrap ErrTruncated", err)
	}
	var de *DecodeError
	_, err = Decode(b(0x00, 0x00, 0x9f, 0xd3, 0, 0, 0, 0), 0)
	if !errors.As(err, &de) || de.Encoding != "VOP3P" || de.Opcode != 0x1f {
		t.Errorf("error %v is not a *DecodeError{VOP3P, 0x1f}", err)
	}
}

func TestInlineValue(t *testing.T) {
	cases := []struct {
		code uint16
		t    OperandType
		want uint64
	}{
		{128, TypeB32, 0}, {129, TypeB32, 1}, {192, TypeB32, 64}, {193, TypeB32, 0xffffffff}, {208, TypeB32, 0xfffffff0},
		{240, TypeB32, 0x3f000000}, {242, TypeB32, 0x3f800000}, {243, TypeB32, 0xbf800000}, {247, TypeB32, 0xc0800000},
		{248, TypeB32, 0x3e22f983},
		{193, TypeB16, 0xffff}, {242, TypeB16, 0x3c00}, {248, TypeF16, 0x3118}, {245, TypeF16, 0xc000},
		{242, TypeBF16, 0x3f80}, {248, TypeBF16, 0x3e22},
		{193, TypeB64, 0xffffffffffffffff}, {242, TypeB64, 0x3ff0000000000000}, {248, TypeF64, 0x3fc45f306dc9c882},
		{241, TypeF64, 0xbfe0000000000000},
		{242, TypeV2F16, 0x3c00}, {242, TypeV2BF16, 0x3f80}, {193, TypeV2B16, 0xffff},
		{242, TypeV2F32, 0x3f800000}, {193, TypeV2F32, 0xffffffff},
		{1, TypeB32, 0}, {255, TypeB32, 0}, {300, TypeB32, 0},
	}
	for _, c := range cases {
		if got := InlineValue64(c.code, c.t); got != c.want {
			t.Errorf("InlineValue64(%d, %v) = %#x, want %#x", c.code, c.t, got, c.want)
		}
		if got := InlineValue(c.code, c.t); got != uint32(c.want) {
			t.Errorf("InlineValue(%d, %v) = %#x, want %#x", c.code, c.t, got, uint32(c.want))
		}
	}
}

func TestDecodeAllTiles(t *testing.T) {
	var code []byte
	for _, c := range [][]byte{
		b(0x00, 0x01, 0x06, 0xc0, 0x38, 0x00, 0x00, 0x00), // s_load_dwordx2
		b(0xff, 0x02, 0x02, 0x7e, 0xfe, 0xff, 0x7f, 0x4f), // v_mov_b32 literal
		b(0x73, 0x00, 0x8c, 0xbf),                         // s_waitcnt
		b(0x00, 0x00, 0x00, 0x00),                         // v_cndmask_b32_e32 v0, s0, v0, vcc (zero padding)
		b(0x00, 0x00, 0x81, 0xbf),                         // s_endpgm
	} {
		code = append(code, c...)
	}
	insts, err := DecodeAll(code, 0x1000)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"s_load_dwordx2 s[4:5], s[0:1], 0x38", "v_mov_b32_e32 v1, 0x4f7ffffe", "s_waitcnt vmcnt(3) lgkmcnt(0)",
		"v_cndmask_b32_e32 v0, s0, v0, vcc", "s_endpgm"}
	addr := uint64(0x1000)
	for i, in := range insts {
		if i >= len(want) || in.String() != want[i] || in.Addr != addr {
			t.Fatalf("inst %d at %#x = %q, want %q at %#x", i, in.Addr, in, want[i], addr)
		}
		addr += uint64(in.Size)
	}
	if len(insts) != len(want) || addr != 0x1000+uint64(len(code)) {
		t.Fatalf("%d instructions end at %#x", len(insts), addr)
	}
	// an error mid-way returns what was decoded before it
	insts, err = DecodeAll(append(append([]byte{}, code[:8]...), 0x00, 0x00, 0x9f, 0xd3, 0, 0, 0, 0), 0)
	if err == nil || len(insts) != 1 {
		t.Fatalf("DecodeAll with a bad instruction: %d insts, err %v", len(insts), err)
	}
}

func TestDecodeNoAllocs(t *testing.T) {
	code := b(0x00, 0x00, 0xad, 0xd3, 0x04, 0x19, 0x02, 0x04)
	n := testing.AllocsPerRun(100, func() {
		in, err := Decode(code, 0)
		if err != nil || in.Size != 8 {
			t.Fatal(err)
		}
	})
	if n != 0 {
		t.Errorf("Decode allocates %v times per instruction", n)
	}
}

// FuzzDecode: Decode never panics, and what it accepts is self-consistent.
func FuzzDecode(f *testing.F) {
	for _, s := range [][]byte{
		b(0x00, 0x00, 0xad, 0xd3, 0x04, 0x19, 0x02, 0x04),
		b(0x00, 0x10, 0x5f, 0xe0, 0x7e, 0x00, 0x03, 0x80),
		b(0xff, 0x02, 0x02, 0x7e, 0xfe, 0xff, 0x7f, 0x4f),
		b(0x00, 0x01, 0x06, 0xc0, 0x38, 0x00, 0x00, 0x00),
		b(0x00, 0x04, 0x6e, 0xd8, 0x04, 0x00, 0x00, 0x0a),
		b(0xf0, 0x9f, 0x50, 0xdc, 0x06, 0x00, 0x02, 0x04),
		b(0x01, 0x18, 0x00, 0xba, 0x0f, 0x00, 0x00, 0x00),
		b(0x04, 0x6a, 0xe0, 0xd1, 0xff, 0x11, 0x2a, 0x04, 1, 2, 3, 4),
		{}, {0xff}, b(0xff, 0xff, 0xff, 0xff),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code []byte) {
		in, err := Decode(code, 0x40)
		if err != nil {
			if in.Size != 0 {
				t.Fatalf("error with Size %d", in.Size)
			}
			_ = err.Error()
			return
		}
		if in.Size < 4 || in.Size > 12 || in.Size%4 != 0 || int(in.Size) > len(code) {
			t.Fatalf("Size %d for %d bytes", in.Size, len(code))
		}
		if in.NumDst > 2 || in.NumSrc > 4 || in.Name == "" || in.Info() == nil {
			t.Fatalf("bad inst %+v", in)
		}
		for _, o := range append(in.Dst[:in.NumDst:in.NumDst], in.Src[:in.NumSrc]...) {
			if o.Kind != OpndNone && o.N == 0 {
				t.Fatalf("operand without width in %q: %+v", in, o)
			}
		}
		if s := in.String(); s == "" || strings.Contains(s, "<unknown>") {
			t.Fatalf("String() = %q", s)
		}
		_, _ = DecodeAll(code, 0)
	})
}

func BenchmarkDecodeAll(b *testing.B) {
	var code []byte
	for _, c := range [][]byte{
		{0x00, 0x01, 0x06, 0xc0, 0x38, 0x00, 0x00, 0x00},
		{0xff, 0x02, 0x02, 0x7e, 0xfe, 0xff, 0x7f, 0x4f},
		{0x00, 0x00, 0xad, 0xd3, 0x04, 0x19, 0x02, 0x04},
		{0x00, 0x10, 0x5f, 0xe0, 0x7e, 0x00, 0x03, 0x80},
		{0x06, 0x11, 0x08, 0x32},
		{0x73, 0x00, 0x8c, 0xbf},
	} {
		code = append(code, c...)
	}
	for len(code) < 1<<16 {
		code = append(code, code...)
	}
	b.SetBytes(int64(len(code)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := DecodeAll(code, 0); err != nil {
			b.Fatal(err)
		}
	}
}
