package codeobj

import (
	"bytes"
	"encoding/binary"
	"os"
	"reflect"
	"strings"
	"testing"
)

// fullMetadata encodes two kernels: k0 with every key the parser reads (its
// integers in every msgpack width and signedness, plus keys the parser does
// not know), and k1 with only .name.
func fullMetadata(t testing.TB) []byte {
	m := newMP(t).mapLen(4)
	m.str("amdhsa.printf").arrLen(1).str("1:1:4:%d\\n") // unknown to the parser: ignored
	m.str("amdhsa.target").str("amdgcn-amd-amdhsa--gfx950")
	m.str("amdhsa.version").arrLen(2).u8(1).i64(2)
	m.str("amdhsa.kernels").arrLen(2)

	m.mapLen(18)
	m.str(".name").str("k0")
	m.str(".symbol").str("k0.kd")
	m.str(".args").arrLen(3)
	m.mapLen(7).
		str(".name").str("a").
		str(".type_name").str("float*").
		str(".offset").fixint(0).
		str(".size").u8(8).
		str(".value_kind").str("global_buffer").
		str(".address_space").str("global").
		str(".actual_access").str("read_only")
	m.mapLen(3).str(".offset").i16(8).str(".size").i8(4).str(".value_kind").str("by_value")
	m.mapLen(3).str(".offset").u32(16).str(".size").u64(8).str(".value_kind").str("hidden_block_count_x")
	m.str(".kernarg_segment_size").u16(280)
	m.str(".kernarg_segment_align").i32(8)
	m.str(".group_segment_fixed_size").u32(65536)
	m.str(".private_segment_fixed_size").i64(16)
	m.str(".vgpr_count").u64(128)
	m.str(".agpr_count").i8(64)
	m.str(".sgpr_count").i16(100)
	m.str(".vgpr_spill_count").fixint(3)
	m.str(".sgpr_spill_count").u8(1)
	m.str(".wavefront_size").fixint(64)
	m.str(".max_flat_workgroup_size").u16(1024)
	m.str(".uses_dynamic_stack").boolean(true)
	m.str(".uniform_work_group_size").fixint(1)                           // unknown: ignored
	m.str(".reqd_workgroup_size").arrLen(3).fixint(1).fixint(1).fixint(1) // unknown: ignored
	m.str(".language").str("OpenCL C")                                    // unknown: ignored

	m.mapLen(1).str(".name").str("k1")
	return m.bytes()
}

func twoKernelELF(t testing.TB) synthELF {
	return synthELF{
		note: fullMetadata(t),
		kds: []Descriptor{
			{GroupSegmentFixedSize: 65536, PrivateSegmentFixedSize: 16, KernargSize: 280,
				KernelCodeEntryByteOffset: synthText - synthRodata, Rsrc1: 0x00af0313, Rsrc2: 0x184, Rsrc3: 0x27,
				KernelCodeProperties: 0x0808},
			{KernelCodeEntryByteOffset: synthText + 0x80 - (synthRodata + 64)},
		},
		syms: []synthSym{{"k0.kd", synthRodata}, {"k1.kd", synthRodata + 64}},
	}
}

func TestParseSynthetic(t *testing.T) {
	s := twoKernelELF(t)
	s.extraMem = 0x40
	c, err := Parse(s.build())
	if err != nil {
		t.Fatal(err)
	}
	if c.Target != "amdgcn-amd-amdhsa--gfx950" || c.Version != [2]int{1, 2} {
		t.Errorf("target %q version %v", c.Target, c.Version)
	}
	if c.CodeObjectVersion != 5 || c.Flags != 0x54f {
		t.Errorf("code object version %d flags %#x, want 5 0x54f", c.CodeObjectVersion, c.Flags)
	}
	if len(c.Kernels) != 2 {
		t.Fatalf("%d kernels, want 2", len(c.Kernels))
	}
	k0 := c.Kernels[0]
	want := Kernel{
		Name: "k0", Symbol: "k0.kd",
		Args: []Arg{
			{Name: "a", TypeName: "float*", Offset: 0, Size: 8, ValueKind: "global_buffer", AddressSpace: "global", ActualAccess: "read_only"},
			{Offset: 8, Size: 4, ValueKind: "by_value"},
			{Offset: 16, Size: 8, ValueKind: "hidden_block_count_x"},
		},
		KernargSize: 280, KernargAlign: 8,
		GroupSegmentFixedSize: 65536, PrivateSegmentFixedSize: 16,
		VGPRCount: 128, AGPRCount: 64, SGPRCount: 100, VGPRSpillCount: 3, SGPRSpillCount: 1,
		WavefrontSize: 64, MaxFlatWorkgroupSize: 1024, UsesDynamicStack: true,
		DescriptorAddr: synthRodata, EntryAddr: synthText,
		Descriptor: s.kds[0],
	}
	if !reflect.DeepEqual(k0, want) {
		t.Errorf("k0 =\n%+v\nwant\n%+v", k0, want)
	}
	if !k0.Descriptor.UsesDynamicStack() || !k0.Descriptor.HasKernargSegmentPtr() {
		t.Errorf("k0 kernel code properties %#x: want kernarg segment ptr and dynamic stack", k0.Descriptor.KernelCodeProperties)
	}
	ex := k0.ExplicitArgs()
	if len(ex) != 2 || ex[0].Name != "a" || ex[1].ValueKind != "by_value" {
		t.Errorf("ExplicitArgs = %+v", ex)
	}

	k1 := c.Kernels[1]
	if k1.Name != "k1" || k1.Symbol != "k1.kd" || k1.Args != nil || k1.VGPRCount != 0 || k1.UsesDynamicStack {
		t.Errorf("k1 (only .name in the note) = %+v", k1)
	}
	if k1.DescriptorAddr != synthRodata+64 || k1.EntryAddr != synthText+0x80 {
		t.Errorf("k1 descriptor %#x entry %#x", k1.DescriptorAddr, k1.EntryAddr)
	}
	if len(k1.ExplicitArgs()) != 0 {
		t.Errorf("k1 ExplicitArgs = %v", k1.ExplicitArgs())
	}

	// Image: PT_LOAD [0, 0x300) plus 0x40 zero bytes of memsz beyond filesz.
	if len(c.Image) != synthLoad+0x40 {
		t.Fatalf("image is %#x bytes, want %#x", len(c.Image), synthLoad+0x40)
	}
	if string(c.Image[:4]) != "\x7fELF" || binary.LittleEndian.Uint32(c.Image[synthText:]) != 0xbf810000 {
		t.Errorf("image does not hold the file's bytes at their vaddrs")
	}
	if !bytes.Equal(c.Image[synthLoad:], make([]byte, 0x40)) {
		t.Errorf("bytes beyond filesz are not zero")
	}

	// Lookup.
	if k, err := c.Kernel("k1"); err != nil || k != &c.Kernels[1] {
		t.Errorf("Kernel(k1) = %p, %v", k, err)
	}
	_, err = c.Kernel("nope")
	if err == nil || !strings.Contains(err.Error(), "available: k0, k1") {
		t.Errorf("Kernel(nope) error %v: want the available names listed", err)
	}
	if _, err := (&CodeObject{}).Kernel("x"); err == nil || !strings.Contains(err.Error(), "no kernels") {
		t.Errorf("Kernel on an empty code object: %v", err)
	}
}

func TestParseFile(t *testing.T) {
	p := t.TempDir() + "/k.hsaco"
	if err := os.WriteFile(p, twoKernelELF(t).build(), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := ParseFile(p)
	if err != nil || len(c.Kernels) != 2 {
		t.Fatalf("ParseFile: %v", err)
	}
	if _, err := ParseFile(p + ".missing"); err == nil {
		t.Error("ParseFile of a missing file: no error")
	}
	if err := os.WriteFile(p, []byte("junk"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseFile(p); err == nil || !strings.Contains(err.Error(), p) {
		t.Errorf("ParseFile error %v should name the file", err)
	}
}

// TestParseErrors checks that each kind of bad input gives an error that
// names the problem.
func TestParseErrors(t *testing.T) {
	good := func() synthELF { return twoKernelELF(t) }
	cases := []struct {
		name string
		mod  func(s *synthELF)
		raw  func(b []byte) []byte
		want string
	}{
		{name: "valid", want: ""},
		{name: "empty", raw: func([]byte) []byte { return nil }, want: "not an ELF file"},
		{name: "text", raw: func([]byte) []byte { return []byte("hello, world\n") }, want: "not an ELF file"},
		{name: "magic only", raw: func(b []byte) []byte { return b[:4] }, want: "truncated ELF header"},
		{name: "header only", raw: func(b []byte) []byte { return b[:64] }, want: "malformed ELF"},
		{name: "truncated", raw: func(b []byte) []byte { return b[:len(b)-1] }, want: "malformed ELF"},
		{name: "elf32", mod: func(s *synthELF) { s.class = 1 }, want: "ELFCLASS32"},
		{name: "x86-64", mod: func(s *synthELF) { s.machine = 62 }, want: "not an AMDGPU code object (machine EM_X86_64)"},
		{name: "relocatable", mod: func(s *synthELF) { s.etype = 1 }, want: "relocatable object"},
		{name: "no note", mod: func(s *synthELF) { s.note = nil }, want: "no NT_AMDGPU_METADATA note"},
		{name: "other owner", mod: func(s *synthELF) { s.noteOwner = "AMD" }, want: "no NT_AMDGPU_METADATA note"},
		{name: "other type", mod: func(s *synthELF) { s.noteType = 10 }, want: "no NT_AMDGPU_METADATA note"},
		{name: "note descsz too big", mod: func(s *synthELF) { s.noteDescsz = 1 << 20 }, want: "truncated note"},
		{name: "msgpack reserved code", mod: func(s *synthELF) { s.note = []byte{0xc1} }, want: "msgpack"},
		{name: "msgpack cut short", mod: func(s *synthELF) { s.note = s.note[:len(s.note)/2] }, want: "msgpack"},
		{name: "msgpack not a map", mod: func(s *synthELF) { s.note = newMP(t).arrLen(1).fixint(1).bytes() }, want: "msgpack"},
		{name: "msgpack string for int", mod: func(s *synthELF) {
			s.note = newMP(t).mapLen(1).str("amdhsa.kernels").arrLen(1).
				mapLen(2).str(".name").str("k0").str(".vgpr_count").str("many").bytes()
		}, want: "msgpack"},
		{name: "negative size", mod: func(s *synthELF) {
			s.note = newMP(t).mapLen(1).str("amdhsa.kernels").arrLen(1).
				mapLen(2).str(".name").str("k0").str(".kernarg_segment_size").i8(-8).bytes()
		}, want: "kernarg_segment_size = -8 out of range"},
		{name: "huge size", mod: func(s *synthELF) {
			s.note = newMP(t).mapLen(1).str("amdhsa.kernels").arrLen(1).
				mapLen(2).str(".name").str("k0").str(".group_segment_fixed_size").u64(1 << 40).bytes()
		}, want: "group_segment_fixed_size = 1099511627776 out of range"},
		{name: "kernel without name", mod: func(s *synthELF) {
			s.note = newMP(t).mapLen(1).str("amdhsa.kernels").arrLen(1).mapLen(1).str(".symbol").str("k0.kd").bytes()
		}, want: "has no .name"},
		{name: "missing kd", mod: func(s *synthELF) { s.syms = s.syms[:1] }, want: "kernel descriptor k1.kd not found"},
		{name: "kd outside image", mod: func(s *synthELF) { s.syms[1].value = synthLoad - 32 }, want: "k1.kd at 0x2e0 lies outside the loadable image"},
		{name: "kd far outside image", mod: func(s *synthELF) { s.syms[1].value = 1<<64 - 8 }, want: "lies outside the loadable image"},
		{name: "entry outside image", mod: func(s *synthELF) { s.kds[1].KernelCodeEntryByteOffset = 0x1000 }, want: "kernel k1: entry 0x1140"},
		{name: "entry before image", mod: func(s *synthELF) { s.kds[1].KernelCodeEntryByteOffset = -0x1000 }, want: "lies outside the loadable image"},
		{name: "huge segment", raw: func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[64+40:], 1<<40) // PT_LOAD p_memsz
			return b
		}, want: "image limit"},
		{name: "filesz > memsz", raw: func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[64+40:], 0x10)
			return b
		}, want: "exceeds memory size"},
		{name: "segment beyond file", raw: func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[64+8:], uint64(len(b))) // PT_LOAD p_offset
			return b
		}, want: "truncated file: PT_LOAD segment 0"},
		{name: "no load segment", raw: func(b []byte) []byte {
			binary.LittleEndian.PutUint32(b[64:], 6) // PT_LOAD -> PT_PHDR
			return b
		}, want: "no PT_LOAD segments"},
		{name: "note beyond file", raw: func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[64+56+8:], uint64(len(b))-4) // PT_NOTE p_offset
			return b
		}, want: "truncated file: PT_NOTE segment 1"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := good()
			if tc.mod != nil {
				tc.mod(&s)
			}
			b := s.build()
			if tc.raw != nil {
				b = tc.raw(b)
			}
			c, err := Parse(b)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("Parse: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Parse succeeded (%d kernels), want an error containing %q", len(c.Kernels), tc.want)
			}
			if c != nil {
				t.Errorf("Parse returned a code object with error %v", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not contain %q", err, tc.want)
			}
		})
	}
}

// TestParseNoKernels: a code object whose note lists no kernels parses, with
// no kernels (and needs no symbols).
func TestParseNoKernels(t *testing.T) {
	s := synthELF{note: newMP(t).mapLen(1).str("amdhsa.target").str("amdgcn-amd-amdhsa--gfx950").bytes()}
	c, err := Parse(s.build())
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Kernels) != 0 || c.Target != "amdgcn-amd-amdhsa--gfx950" || c.Version != [2]int{} {
		t.Errorf("got %+v", c)
	}
}

// TestDefaultSymbol: without .symbol the descriptor is looked up as NAME.kd.
func TestDefaultSymbol(t *testing.T) {
	s := synthELF{
		note: simpleMetadata(t, "only", ""),
		kds:  []Descriptor{{KernelCodeEntryByteOffset: synthText - synthRodata}},
		syms: []synthSym{{"only.kd", synthRodata}},
	}
	c, err := Parse(s.build())
	if err != nil {
		t.Fatal(err)
	}
	if k := c.Kernels[0]; k.Symbol != "only.kd" || k.EntryAddr != synthText {
		t.Errorf("got %+v", k)
	}
	s.note = simpleMetadata(t, "only", "other.kd")
	if _, err := Parse(s.build()); err == nil || !strings.Contains(err.Error(), "other.kd not found") {
		t.Errorf("explicit .symbol not honoured: %v", err)
	}
}

func TestFindNote(t *testing.T) {
	le := binary.LittleEndian
	note := func(owner string, typ uint32, desc string, align int) []byte {
		var b bytes.Buffer
		var h [12]byte
		le.PutUint32(h[0:], uint32(len(owner)+1))
		le.PutUint32(h[4:], uint32(len(desc)))
		le.PutUint32(h[8:], typ)
		b.Write(h[:])
		b.WriteString(owner + "\x00")
		for b.Len()%align != 0 {
			b.WriteByte(0)
		}
		b.WriteString(desc)
		for b.Len()%align != 0 {
			b.WriteByte(0)
		}
		return b.Bytes()
	}
	for _, align := range []int{4, 8} {
		data := append(note("GNU", 3, "xyz", align), note("AMDGPU", 32, "payload", align)...)
		got, err := findNote(data, uint64(align), "AMDGPU", 32)
		if err != nil || string(got) != "payload" {
			t.Errorf("align %d: got %q, %v", align, got, err)
		}
		if _, err := findNote(data, uint64(align), "AMDGPU", 33); err != errNoteNotFound {
			t.Errorf("align %d: absent note: %v", align, err)
		}
		if _, err := findNote(data[:len(data)-4], uint64(align), "AMDGPU", 32); err == nil || !strings.Contains(err.Error(), "truncated note") {
			t.Errorf("align %d: truncated note: %v", align, err)
		}
	}
	// Namesz and descsz near 2^32 must not wrap around.
	var h [12]byte
	le.PutUint32(h[0:], 0xffffffff)
	le.PutUint32(h[4:], 0xffffffff)
	if _, err := findNote(h[:], 4, "AMDGPU", 32); err == nil {
		t.Error("huge namesz/descsz: no error")
	}
}
