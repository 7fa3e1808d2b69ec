package codeobj

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

func TestDecodeDescriptor(t *testing.T) {
	b := make([]byte, DescriptorSize)
	for i := range b {
		b[i] = byte(i) // every byte distinct: a wrong offset shows
	}
	d, err := DecodeDescriptor(b)
	if err != nil {
		t.Fatal(err)
	}
	want := Descriptor{
		GroupSegmentFixedSize:     0x03020100,
		PrivateSegmentFixedSize:   0x07060504,
		KernargSize:               0x0b0a0908,
		KernelCodeEntryByteOffset: 0x1716151413121110,
		Rsrc3:                     0x2f2e2d2c,
		Rsrc1:                     0x33323130,
		Rsrc2:                     0x37363534,
		KernelCodeProperties:      0x3938,
		KernargPreload:            0x3b3a,
	}
	if d != want {
		t.Errorf("got %+v\nwant %+v", d, want)
	}
	enc := make([]byte, DescriptorSize)
	encodeDescriptor(enc, want)
	if d2, _ := DecodeDescriptor(enc); d2 != want {
		t.Errorf("round trip: %+v", d2)
	}

	// A negative entry offset (code placed before the descriptor).
	encodeDescriptor(enc, Descriptor{KernelCodeEntryByteOffset: -256})
	if d, _ := DecodeDescriptor(enc); d.KernelCodeEntryByteOffset != -256 {
		t.Errorf("entry offset %d, want -256", d.KernelCodeEntryByteOffset)
	}

	if _, err := DecodeDescriptor(b[:63]); err == nil || !strings.Contains(err.Error(), "truncated kernel descriptor") {
		t.Errorf("63 bytes: %v", err)
	}
}

// accessors reads every accessor of d into a name -> value map.
func accessors(d Descriptor) map[string]int {
	b := func(v bool) int {
		if v {
			return 1
		}
		return 0
	}
	x, y, z := d.WorkgroupIDEnabled()
	return map[string]int{
		"VGPRGranules":            d.VGPRGranules(),
		"SGPRGranules":            d.SGPRGranules(),
		"FloatRoundMode32":        d.FloatRoundMode32(),
		"FloatRoundMode1664":      d.FloatRoundMode1664(),
		"FloatDenormMode32":       d.FloatDenormMode32(),
		"FloatDenormMode1664":     d.FloatDenormMode1664(),
		"DX10Clamp":               b(d.DX10Clamp()),
		"IEEEMode":                b(d.IEEEMode()),
		"FP16Overflow":            b(d.FP16Overflow()),
		"PrivateSegment":          b(d.PrivateSegment()),
		"UserSGPRCount":           d.UserSGPRCount(),
		"WorkgroupIDX":            b(x),
		"WorkgroupIDY":            b(y),
		"WorkgroupIDZ":            b(z),
		"WorkgroupInfoEnabled":    b(d.WorkgroupInfoEnabled()),
		"WorkitemIDEnable":        d.WorkitemIDEnable(),
		"LDSSize":                 d.LDSSize(),
		"AccumOffset":             d.AccumOffset() - 4, // (field+1)*4: subtract the zero-field value
		"TGSplit":                 b(d.TGSplit()),
		"HasPrivateSegmentBuffer": b(d.HasPrivateSegmentBuffer()),
		"HasDispatchPtr":          b(d.HasDispatchPtr()),
		"HasQueuePtr":             b(d.HasQueuePtr()),
		"HasKernargSegmentPtr":    b(d.HasKernargSegmentPtr()),
		"HasDispatchID":           b(d.HasDispatchID()),
		"HasFlatScratchInit":      b(d.HasFlatScratchInit()),
		"HasPrivateSegmentSize":   b(d.HasPrivateSegmentSize()),
		"WavefrontSize32":         b(d.WavefrontSize32()),
		"UsesDynamicStack":        b(d.UsesDynamicStack()),
		"KernargPreloadLength":    d.KernargPreloadLength(),
		"KernargPreloadOffset":    d.KernargPreloadOffset(),
	}
}

// TestDescriptorAccessors sets each field (per AMDHSAKernelDescriptor.h) to
// all ones in an otherwise zero descriptor and checks that exactly its
// accessor sees it, with the field's maximum value.
func TestDescriptorAccessors(t *testing.T) {
	ones := func(lo, width uint) uint32 { return (1<<width - 1) << lo }
	fields := []struct {
		name string
		d    Descriptor
		max  int
	}{
		{"VGPRGranules", Descriptor{Rsrc1: ones(0, 6)}, 63},
		{"SGPRGranules", Descriptor{Rsrc1: ones(6, 4)}, 15},
		{"FloatRoundMode32", Descriptor{Rsrc1: ones(12, 2)}, 3},
		{"FloatRoundMode1664", Descriptor{Rsrc1: ones(14, 2)}, 3},
		{"FloatDenormMode32", Descriptor{Rsrc1: ones(16, 2)}, 3},
		{"FloatDenormMode1664", Descriptor{Rsrc1: ones(18, 2)}, 3},
		{"DX10Clamp", Descriptor{Rsrc1: ones(21, 1)}, 1},
		{"IEEEMode", Descriptor{Rsrc1: ones(23, 1)}, 1},
		{"FP16Overflow", Descriptor{Rsrc1: ones(26, 1)}, 1},
		{"PrivateSegment", Descriptor{Rsrc2: ones(0, 1)}, 1},
		{"UserSGPRCount", Descriptor{Rsrc2: ones(1, 5)}, 31},
		{"WorkgroupIDX", Descriptor{Rsrc2: ones(7, 1)}, 1},
		{"WorkgroupIDY", Descriptor{Rsrc2: ones(8, 1)}, 1},
		{"WorkgroupIDZ", Descriptor{Rsrc2: ones(9, 1)}, 1},
		{"WorkgroupInfoEnabled", Descriptor{Rsrc2: ones(10, 1)}, 1},
		{"WorkitemIDEnable", Descriptor{Rsrc2: ones(11, 2)}, 3},
		{"LDSSize", Descriptor{Rsrc2: ones(15, 9)}, 511},
		{"AccumOffset", Descriptor{Rsrc3: ones(0, 6)}, 63 * 4},
		{"TGSplit", Descriptor{Rsrc3: ones(16, 1)}, 1},
		{"HasPrivateSegmentBuffer", Descriptor{KernelCodeProperties: 1 << 0}, 1},
		{"HasDispatchPtr", Descriptor{KernelCodeProperties: 1 << 1}, 1},
		{"HasQueuePtr", Descriptor{KernelCodeProperties: 1 << 2}, 1},
		{"HasKernargSegmentPtr", Descriptor{KernelCodeProperties: 1 << 3}, 1},
		{"HasDispatchID", Descriptor{KernelCodeProperties: 1 << 4}, 1},
		{"HasFlatScratchInit", Descriptor{KernelCodeProperties: 1 << 5}, 1},
		{"HasPrivateSegmentSize", Descriptor{KernelCodeProperties: 1 << 6}, 1},
		{"WavefrontSize32", Descriptor{KernelCodeProperties: 1 << 10}, 1},
		{"UsesDynamicStack", Descriptor{KernelCodeProperties: 1 << 11}, 1},
		{"KernargPreloadLength", Descriptor{KernargPreload: 0x7f}, 127},
		{"KernargPreloadOffset", Descriptor{KernargPreload: 0xff80}, 511},
	}
	zero := accessors(Descriptor{})
	for name, v := range zero {
		if v != 0 {
			t.Errorf("zero descriptor: %s = %d", name, v)
		}
	}
	if len(fields) != len(zero) {
		t.Errorf("%d fields tested, %d accessors", len(fields), len(zero))
	}
	for _, f := range fields {
		got := accessors(f.d)
		for name, v := range got {
			want := 0
			if name == f.name {
				want = f.max
			}
			if v != want {
				t.Errorf("only %s set: %s = %d, want %d", f.name, name, v, want)
			}
		}
	}
	if got := (Descriptor{Rsrc3: 0x27}).AccumOffset(); got != 160 {
		t.Errorf("AccumOffset(rsrc3=0x27) = %d, want 160", got)
	}
}

func TestUserSGPRs(t *testing.T) {
	d := Descriptor{KernelCodeProperties: 0x7f}
	want := []UserSGPR{
		{"private_segment_buffer", 4}, {"dispatch_ptr", 2}, {"queue_ptr", 2}, {"kernarg_segment_ptr", 2},
		{"dispatch_id", 2}, {"flat_scratch_init", 2}, {"private_segment_size", 1},
	}
	if got := d.UserSGPRs(); !reflect.DeepEqual(got, want) {
		t.Errorf("all enabled: %v", got)
	}
	d = Descriptor{KernelCodeProperties: 1<<1 | 1<<3}
	if got := d.UserSGPRs(); !reflect.DeepEqual(got, []UserSGPR{{"dispatch_ptr", 2}, {"kernarg_segment_ptr", 2}}) {
		t.Errorf("dispatch + kernarg: %v", got)
	}
	if got := (Descriptor{}).UserSGPRs(); got != nil {
		t.Errorf("none: %v", got)
	}
}

func TestArgHidden(t *testing.T) {
	k := Kernel{Args: []Arg{
		{ValueKind: "global_buffer"}, {ValueKind: "hidden_block_count_x"}, {ValueKind: "by_value"},
		{ValueKind: "hidden_multigrid_sync_arg"}, {ValueKind: ""},
	}}
	var kinds bytes.Buffer
	for _, a := range k.ExplicitArgs() {
		kinds.WriteString(a.ValueKind + ",")
	}
	if kinds.String() != "global_buffer,by_value,," {
		t.Errorf("explicit kinds %q", kinds.String())
	}
}
