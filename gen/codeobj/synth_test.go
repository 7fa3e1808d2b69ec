package codeobj

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"testing"

	"github.com/vmihailenco/msgpack/v5"
)

// synthELF describes a minimal hand-made code object, so that the parser can
// be tested without a compiler and with inputs a compiler never produces.
//
// Layout (file offset = vaddr inside the single PT_LOAD [0, 0x300)):
//
//	0x000 ELF header, 0x040 program headers (PT_LOAD, PT_NOTE)
//	0x100 .rodata: up to 4 kernel descriptors of 64 bytes
//	0x200 .text: s_endpgm instructions
//	0x300 .note, then .symtab, .strtab, .shstrtab (not loaded), section headers last
type synthELF struct {
	class      elf.Class   // default ELFCLASS64
	machine    elf.Machine // default EM_AMDGPU
	etype      elf.Type    // default ET_DYN
	note       []byte      // NT_AMDGPU_METADATA payload; nil: no note at all
	noteOwner  string      // default "AMDGPU"
	noteType   uint32      // default 32
	noteDescsz uint32      // if nonzero, overrides the note's descsz field
	kds        []Descriptor
	syms       []synthSym
	extraMem   uint64 // PT_LOAD memsz beyond filesz
}

type synthSym struct {
	name  string
	value uint64
}

const (
	synthRodata = 0x100
	synthText   = 0x200
	synthLoad   = 0x300
)

func (s synthELF) build() []byte {
	le := binary.LittleEndian
	img := make([]byte, synthLoad)
	copy(img, elf.ELFMAG)
	for i, d := range s.kds {
		encodeDescriptor(img[synthRodata+64*i:], d)
	}
	for a := synthText; a < synthLoad; a += 4 {
		le.PutUint32(img[a:], 0xbf810000) // s_endpgm
	}
	out := bytes.NewBuffer(img)
	align := func(n int) {
		for out.Len()%n != 0 {
			out.WriteByte(0)
		}
	}

	// Note.
	noteOff, noteLen := out.Len(), 0
	if s.note != nil {
		owner, typ := s.noteOwner, s.noteType
		if owner == "" {
			owner = noteOwnerAMDGPU
		}
		if typ == 0 {
			typ = NoteTypeAMDGPUMetadata
		}
		descsz := uint32(len(s.note))
		if s.noteDescsz != 0 {
			descsz = s.noteDescsz
		}
		var hdr [12]byte
		le.PutUint32(hdr[0:], uint32(len(owner)+1))
		le.PutUint32(hdr[4:], descsz)
		le.PutUint32(hdr[8:], typ)
		out.Write(hdr[:])
		out.WriteString(owner + "\x00")
		align(4)
		out.Write(s.note)
		align(4)
		noteLen = out.Len() - noteOff
	}

	// Symbol and string tables.
	align(8)
	strtab := []byte{0}
	symtabOff := out.Len()
	out.Write(make([]byte, 24)) // null symbol
	for _, sym := range s.syms {
		var e [24]byte
		le.PutUint32(e[0:], uint32(len(strtab)))
		e[4] = byte(elf.STB_GLOBAL)<<4 | byte(elf.STT_OBJECT)
		le.PutUint16(e[6:], 1) // .rodata
		le.PutUint64(e[8:], sym.value)
		le.PutUint64(e[16:], DescriptorSize)
		out.Write(e[:])
		strtab = append(append(strtab, sym.name...), 0)
	}
	symtabLen := out.Len() - symtabOff
	strtabOff := out.Len()
	out.Write(strtab)
	shstr := []byte{0}
	name := func(n string) uint32 {
		off := uint32(len(shstr))
		shstr = append(append(shstr, n...), 0)
		return off
	}
	type shdr struct {
		name               uint32
		typ                elf.SectionType
		flags              elf.SectionFlag
		addr, off, size    uint64
		link, info         uint32
		addralign, entsize uint64
	}
	shdrs := []shdr{
		{},
		{name(".rodata"), elf.SHT_PROGBITS, elf.SHF_ALLOC, synthRodata, synthRodata, 0x100, 0, 0, 64, 0},
		{name(".text"), elf.SHT_PROGBITS, elf.SHF_ALLOC | elf.SHF_EXECINSTR, synthText, synthText, 0x100, 0, 0, 256, 0},
		{name(".note"), elf.SHT_NOTE, elf.SHF_ALLOC, 0, uint64(noteOff), uint64(noteLen), 0, 0, 4, 0},
		{name(".symtab"), elf.SHT_SYMTAB, 0, 0, uint64(symtabOff), uint64(symtabLen), 5, 1, 8, 24},
		{name(".strtab"), elf.SHT_STRTAB, 0, 0, uint64(strtabOff), uint64(len(strtab)), 0, 0, 1, 0},
	}
	shstrNdx := len(shdrs)
	shdrs = append(shdrs, shdr{name(".shstrtab"), elf.SHT_STRTAB, 0, 0, uint64(out.Len()), 0, 0, 0, 1, 0})
	shdrs[shstrNdx].size = uint64(len(shstr))
	out.Write(shstr)
	align(8)
	shoff := out.Len()
	for _, h := range shdrs {
		var e [64]byte
		le.PutUint32(e[0:], h.name)
		le.PutUint32(e[4:], uint32(h.typ))
		le.PutUint64(e[8:], uint64(h.flags))
		le.PutUint64(e[16:], h.addr)
		le.PutUint64(e[24:], h.off)
		le.PutUint64(e[32:], h.size)
		le.PutUint32(e[40:], h.link)
		le.PutUint32(e[44:], h.info)
		le.PutUint64(e[48:], h.addralign)
		le.PutUint64(e[56:], h.entsize)
		out.Write(e[:])
	}
	b := out.Bytes()

	// ELF header.
	class, machine, etype := s.class, s.machine, s.etype
	if class == 0 {
		class = elf.ELFCLASS64
	}
	if machine == 0 {
		machine = elf.EM_AMDGPU
	}
	if etype == 0 {
		etype = elf.ET_DYN
	}
	b[elf.EI_CLASS] = byte(class)
	b[elf.EI_DATA] = byte(elf.ELFDATA2LSB)
	b[elf.EI_VERSION] = byte(elf.EV_CURRENT)
	b[elf.EI_OSABI] = osabiAMDGPUHSA
	b[elf.EI_ABIVERSION] = 3 // code object v5
	le.PutUint16(b[16:], uint16(etype))
	le.PutUint16(b[18:], uint16(machine))
	le.PutUint32(b[20:], uint32(elf.EV_CURRENT))
	le.PutUint64(b[32:], 64) // e_phoff
	le.PutUint64(b[40:], uint64(shoff))
	le.PutUint32(b[48:], 0x54f) // gfx950, xnack any, sramecc any
	le.PutUint16(b[52:], 64)    // e_ehsize
	le.PutUint16(b[54:], 56)    // e_phentsize
	le.PutUint16(b[56:], 2)     // e_phnum
	le.PutUint16(b[58:], 64)    // e_shentsize
	le.PutUint16(b[60:], uint16(len(shdrs)))
	le.PutUint16(b[62:], uint16(shstrNdx))

	// Program headers.
	phdr := func(at int, typ elf.ProgType, flags elf.ProgFlag, off, filesz, memsz, align uint64) {
		p := b[at:]
		le.PutUint32(p[0:], uint32(typ))
		le.PutUint32(p[4:], uint32(flags))
		le.PutUint64(p[8:], off)
		le.PutUint64(p[16:], off) // vaddr
		le.PutUint64(p[24:], off) // paddr
		le.PutUint64(p[32:], filesz)
		le.PutUint64(p[40:], memsz)
		le.PutUint64(p[48:], align)
	}
	phdr(64, elf.PT_LOAD, elf.PF_R|elf.PF_X, 0, synthLoad, synthLoad+s.extraMem, 0x1000)
	phdr(64+56, elf.PT_NOTE, elf.PF_R, uint64(noteOff), uint64(noteLen), uint64(noteLen), 4)
	return b
}

// encodeDescriptor is the inverse of DecodeDescriptor (test only).
func encodeDescriptor(b []byte, d Descriptor) {
	le := binary.LittleEndian
	le.PutUint32(b[0:], d.GroupSegmentFixedSize)
	le.PutUint32(b[4:], d.PrivateSegmentFixedSize)
	le.PutUint32(b[8:], d.KernargSize)
	le.PutUint64(b[16:], uint64(d.KernelCodeEntryByteOffset))
	le.PutUint32(b[44:], d.Rsrc3)
	le.PutUint32(b[48:], d.Rsrc1)
	le.PutUint32(b[52:], d.Rsrc2)
	le.PutUint16(b[56:], d.KernelCodeProperties)
	le.PutUint16(b[58:], d.KernargPreload)
}

// mp builds msgpack by hand, so that integer widths and signs are exactly
// those a test asks for.
type mp struct {
	t   testing.TB
	buf bytes.Buffer
	enc *msgpack.Encoder
}

func newMP(t testing.TB) *mp {
	m := &mp{t: t}
	m.enc = msgpack.NewEncoder(&m.buf)
	return m
}

func (m *mp) check(err error) *mp {
	m.t.Helper()
	if err != nil {
		m.t.Fatal(err)
	}
	return m
}

func (m *mp) mapLen(n int) *mp   { return m.check(m.enc.EncodeMapLen(n)) }
func (m *mp) arrLen(n int) *mp   { return m.check(m.enc.EncodeArrayLen(n)) }
func (m *mp) str(s string) *mp   { return m.check(m.enc.EncodeString(s)) }
func (m *mp) boolean(v bool) *mp { return m.check(m.enc.EncodeBool(v)) }
func (m *mp) fixint(v int8) *mp  { return m.check(m.enc.EncodeInt(int64(v))) } // compact: fixint for -32..127
func (m *mp) u8(v uint8) *mp     { return m.check(m.enc.EncodeUint8(v)) }
func (m *mp) u16(v uint16) *mp   { return m.check(m.enc.EncodeUint16(v)) }
func (m *mp) u32(v uint32) *mp   { return m.check(m.enc.EncodeUint32(v)) }
func (m *mp) u64(v uint64) *mp   { return m.check(m.enc.EncodeUint64(v)) }
func (m *mp) i8(v int8) *mp      { return m.check(m.enc.EncodeInt8(v)) }
func (m *mp) i16(v int16) *mp    { return m.check(m.enc.EncodeInt16(v)) }
func (m *mp) i32(v int32) *mp    { return m.check(m.enc.EncodeInt32(v)) }
func (m *mp) i64(v int64) *mp    { return m.check(m.enc.EncodeInt64(v)) }
func (m *mp) bytes() []byte      { return m.buf.Bytes() }

// simpleMetadata is a well-formed note payload for one kernel with only .name
// and, unless symbol is "", .symbol.
func simpleMetadata(t testing.TB, name, symbol string) []byte {
	m := newMP(t).mapLen(3)
	m.str("amdhsa.target").str("amdgcn-amd-amdhsa--gfx950")
	m.str("amdhsa.version").arrLen(2).fixint(1).fixint(2)
	m.str("amdhsa.kernels").arrLen(1)
	if symbol == "" {
		m.mapLen(1).str(".name").str(name)
	} else {
		m.mapLen(2).str(".name").str(name).str(".symbol").str(symbol)
	}
	return m.bytes()
}
