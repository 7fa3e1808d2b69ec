package perf

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// The compute of one 32-token group of a wave (16 heads: QK over 576 dims and
// P.V over 512) for each KV format's arithmetic in docs/kernel.md ("KV
// formats"), as microkernels: MFMAs and, for MXFP4, V's dequantization
// (v_cvt_scalef32_pk_bf16_fp4, v_perm_b32 and the scale shift of each token).
// Softmax, loads and LDS reads are left out: the figures compare the formats'
// matrix and conversion work, not kernels.

// kvGroup returns one group's instructions for format f.
func kvGroup(f string) string {
	var b strings.Builder
	acc := func(j int) string { return fmt.Sprintf("v[%d:%d]", 64+4*j, 67+4*j) }
	switch f {
	case "fp8":
		for k := 0; k < 10; k++ {
			fmt.Fprintf(&b, "  v_mfma_f32_16x16x128_f8f6f4 v[%d:%d], v[0:7], v[8:15], v[%[1]d:%[2]d]\n", 40+4*(k%2), 43+4*(k%2))
		}
		for j := 0; j < 32; j++ {
			fmt.Fprintf(&b, "  v_mfma_f32_16x16x32_fp8_fp8 %s, v[16:17], v[18:19], %[1]s\n", acc(j))
		}
	case "bf16":
		for k := 0; k < 36; k++ {
			fmt.Fprintf(&b, "  v_mfma_f32_16x16x32_bf16 v[%d:%d], v[0:3], v[4:7], v[%[1]d:%[2]d]\n", 40+4*(k%2), 43+4*(k%2))
		}
		for j := 0; j < 32; j++ {
			fmt.Fprintf(&b, "  v_mfma_f32_16x16x32_bf16 %s, v[8:11], v[12:15], %[1]s\n", acc(j))
		}
	case "mxfp4":
		for k := 0; k < 10; k++ {
			fmt.Fprintf(&b, "  v_mfma_scale_f32_16x16x128_f8f6f4 v[%d:%d], v[0:3], v[4:11], v[%[1]d:%[2]d], v12, v13 op_sel:[%d,0,0] op_sel_hi:[%d,0,0] cbsz:4\n",
				40+4*(k%2), 43+4*(k%2), k%4&1, k%4>>1)
		}
		for bb := 0; bb < 16; bb++ {
			for k := 0; k < 8; k++ { // each token's scale byte into an f32 exponent field
				fmt.Fprintf(&b, "  v_lshlrev_b32 v%d, %d, v%d\n", 48+k, 7+8*(k%3), 14+k/4)
			}
			for k := 0; k < 8; k++ { // fp4 pair (dims 2i, 2i+1 of token k) to bf16
				fmt.Fprintf(&b, "  v_cvt_scalef32_pk_bf16_fp4 v%d, v%d, v%d op_sel:[%d,%d,0]\n", 56+k, 16+k/4, 48+k, k%4&1, k%4>>1)
			}
			for m := 0; m < 4; m++ { // tokens (2m, 2m+1) of the even and the odd dim
				fmt.Fprintf(&b, "  v_perm_b32 v%d, v%d, v%d, v18\n  v_perm_b32 v%d, v%d, v%d, v19\n", 20+m, 57+2*m, 56+2*m, 24+m, 57+2*m, 56+2*m)
			}
			fmt.Fprintf(&b, "  v_mfma_f32_16x16x32_bf16 %s, v[20:23], v[28:31], %[1]s\n", acc(2*bb))
			fmt.Fprintf(&b, "  v_mfma_f32_16x16x32_bf16 %s, v[24:27], v[28:31], %[1]s\n", acc(2*bb+1))
		}
	}
	return b.String()
}

// kvMicro is `groups` groups of format f on each of the workgroup's 4 waves.
// Operands and accumulators start as zeros; the scale registers as 127 (2^0)
// and v18, v19 as the v_perm_b32 selectors.
func kvMicro(f string, groups int) micro {
	var b strings.Builder
	b.WriteString("  v_mov_b32 v200, 0\n")
	for r := 0; r < 192; r++ {
		switch r {
		case 12, 13, 14, 15:
			fmt.Fprintf(&b, "  v_mov_b32 v%d, 0x7f7f7f7f\n", r)
		case 18:
			b.WriteString("  v_mov_b32 v18, 0x05040100\n")
		case 19:
			b.WriteString("  v_mov_b32 v19, 0x07060302\n")
		default:
			fmt.Fprintf(&b, "  v_mov_b32 v%d, v200\n", r)
		}
	}
	b.WriteString(strings.Repeat(kvGroup(f), groups))
	b.WriteString("  s_nop 15\n  s_nop 15\n")
	return micro{body: b.String(), vgprs: 256, block: 256}
}

// TestKVFormatCompute prints the modeled clocks of a group per wave and per
// token per CU for each format (4 waves, one per SIMD). Set
// MLAGEN_VERIFY_STATS=1 to run it.
func TestKVFormatCompute(t *testing.T) {
	if os.Getenv("MLAGEN_VERIFY_STATS") == "" {
		t.Skip("a measurement: set MLAGEN_VERIFY_STATS=1")
	}
	p := Default()
	fmt.Printf("%-6s %14s %16s %18s\n", "format", "clk/group/wave", "clk/token per CU", "HBM floor clk/token")
	for _, f := range []struct {
		name  string
		bytes float64
	}{{"fp8", 576}, {"bf16", 1152}, {"mxfp4", 306}} {
		a := kvMicro(f.name, 2).run(t, 1, p)
		b := kvMicro(f.name, 6).run(t, 1, p)
		per := (b.Cycles - a.Cycles) / 4
		floor := f.bytes / (p.HBMBytesPerS / (p.ClockGHz * 1e9) / p.CUs)
		fmt.Printf("%-6s %14.0f %16.1f %18.1f   (modeled)\n", f.name, per, per/(4*32), floor)
	}
}
