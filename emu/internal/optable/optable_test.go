package optable

import (
	"os"
	"strings"
	"testing"
)

func names(t *testing.T) *Names {
	t.Helper()
	src, err := os.ReadFile("../../optable.go")
	if err != nil {
		t.Fatal(err)
	}
	n, err := ReadNames("optable.go", src)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// good is a small valid data file; line 3 is the row the cases replace.
const good = `# comment
sop2 0x00 s_add_u32 SSDst:1:B32 SSrc0:1:B32,SSrc1:1:B32 - -
ds 0x1d ds_write_addtid_b32 - -,Mem:1:B32 Store -

vop3p 0x30 v_pk_fma_f32 VDst:2:B64 Src0:2:V2F32,Src1:2:V2F32,Src2:2:V2F32 - Clamp|Neg0|OpSelN=3
`

func TestGenerate(t *testing.T) {
	src, err := Generate("optable.txt", []byte(good), names(t))
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	for _, want := range []string{
		Header + "\n",
		"from optable.txt.",
		"var sop2Ops = [nSOP2]OpInfo{\n",
		`0x00: {Name: "s_add_u32", Dst: [2]Slot{{fdSSDst, 1, TypeB32}}, Src: [4]Slot{{fdSSrc0, 1, TypeB32}, {fdSSrc1, 1, TypeB32}}},`,
		`0x1d: {Name: "ds_write_addtid_b32", Src: [4]Slot{{}, {fdMem, 1, TypeB32}}, Flags: FlagStore},`,
		// Modifiers in declaration order whatever the data's order, op_sel length last.
		`Mods: modNeg0 | modClamp | 3<<modOpSelNShift},`,
		"var vop1Ops = [nVOP1]OpInfo{}\n",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	// The order of names in a column does not matter.
	again, err := Generate("optable.txt", []byte(strings.Replace(good, "Clamp|Neg0|OpSelN=3", "OpSelN=3|Neg0|Clamp", 1)), names(t))
	if err != nil || string(again) != s {
		t.Errorf("reordered modifiers changed the output (err %v)", err)
	}
}

// TestGenerateRefusesBadLines: a malformed row is refused with one error
// naming the data file and the row's line.
func TestGenerateRefusesBadLines(t *testing.T) {
	n := names(t)
	for _, c := range []struct{ row, want string }{
		{"ds 0x1d ds_write_addtid_b32 - -,Mem:1:B32 Store", "6 columns, want 7"},
		{"dx 0x1d ds_write_addtid_b32 - - Store -", `unknown table "dx"`},
		{"ds 29 ds_write_addtid_b32 - - Store -", `opcode "29": want hexadecimal`},
		{"ds 0x100 ds_write_addtid_b32 - - Store -", "opcode 0x100 out of range: table ds has opcodes 0x0-0xff"},
		{"sop2 0x00 s_sub_u32 - - - -", "sop2 opcode 0x0 again (line 2)"},
		{"ds 0x1d DS_WRITE - - Store -", `mnemonic "DS_WRITE"`},
		{"ds 0x1d ds_write_addtid_b32 - Mem:1 Store -", `slot "Mem:1": want FIELD:DWORDS:TYPE`},
		{"ds 0x1d ds_write_addtid_b32 - Mm:1:B32 Store -", `unknown field "Mm"`},
		{"ds 0x1d ds_write_addtid_b32 - Mem:0:B32 Store -", `dwords "0": want 1 to 32`},
		{"ds 0x1d ds_write_addtid_b32 - Mem:1:B33 Store -", `unknown type "B33"`},
		{"ds 0x1d ds_write_addtid_b32 - Mem:1:B32,- Store -", "ends with an absent slot"},
		{"ds 0x1d ds_write_addtid_b32 Mem:1:B32,Mem:1:B32,Mem:1:B32 - Store -", "dst: 3 slots, at most 2"},
		{"ds 0x1d ds_write_addtid_b32 - - Stor -", `flags: unknown name "Stor"`},
		{"ds 0x1d ds_write_addtid_b32 - - Store|Store -", "Store given twice"},
		{"ds 0x1d ds_write_addtid_b32 - - Store Clamp|Clmp", `mods: unknown name "Clmp"`},
		{"ds 0x1d ds_write_addtid_b32 - - Store OpSelN=5", `"OpSelN=5": want OpSelN=1 to 4`},
	} {
		data := strings.Replace(good, "ds 0x1d ds_write_addtid_b32 - -,Mem:1:B32 Store -", c.row, 1)
		_, err := Generate("optable.txt", []byte(data), n)
		if err == nil {
			t.Errorf("%q: accepted", c.row)
			continue
		}
		if want := "optable.txt:3: "; !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %q, want %q... %q", c.row, err, want, c.want)
		}
	}
	// Tables come in order and opcodes ascend within a table: the errors
	// name the row after the one out of order.
	for _, c := range []struct{ row, want string }{
		{"vop3p 0x2f v_pk_fma_f16 VDst:1:B32 - - -", "optable.txt:6: vop3p opcode 0x2f after 0x30 (line 5)"},
		{"ds 0x1e ds_add_u32 - - - -", "optable.txt:6: table ds after vop3p"},
	} {
		_, err := Generate("optable.txt", []byte(good+c.row+"\n"), n)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q after the rows: error %v, want %q...", c.row, err, c.want)
		}
	}
}

// TestReadNamesRefusesIncompleteDecls: the generator needs every kind of
// name and every table size from optable.go.
func TestReadNamesRefusesIncompleteDecls(t *testing.T) {
	src, err := os.ReadFile("../../optable.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ old, new, want string }{
		{"nVOP3P = 128", "nVOP3PX = 128", "no positive integer constant nVOP3P"},
		{"FlagVCCOut OpFlags", "VCCOutFlag OpFlags", "OpFlags constant VCCOutFlag does not start with"},
		{"modOpSelNShift = 28", "opSelNShift = 28", "no constant modOpSelNShift"},
	} {
		bad := strings.Replace(string(src), c.old, c.new, 1)
		if bad == string(src) {
			t.Fatalf("optable.go has no %q", c.old)
		}
		if _, err := ReadNames("optable.go", []byte(bad)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q for %q: error %v, want %q", c.new, c.old, err, c.want)
		}
	}
}
