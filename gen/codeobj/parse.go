package codeobj

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/mlagen/mlagen/internal/safefile"
)

// osabiAMDGPUHSA is ELFOSABI_AMDGPU_HSA; e_ident[EI_ABIVERSION] is then the
// code object version minus 2 (2 = v4, 3 = v5, 4 = v6).
const osabiAMDGPUHSA = 64

// MaxImageSize bounds the loadable image Parse builds (highest PT_LOAD
// vaddr+memsz), so that a corrupt header cannot make it allocate gigabytes.
// Raise it for code objects with very large zero-initialized device globals.
var MaxImageSize uint64 = 256 << 20

// ReadFile reads the code object file at path: a regular file (a fifo or a
// device is refused, not read) of at most MaxImageSize bytes, the same bound
// Parse puts on the image, read within safefile.DefaultTimeout.
func ReadFile(path string) ([]byte, error) {
	b, err := safefile.Read(path, int64(MaxImageSize))
	if err != nil {
		return nil, fmt.Errorf("codeobj: %w", err)
	}
	return b, nil
}

// ParseFile reads (ReadFile) and parses the code object at path.
func ParseFile(path string) (*CodeObject, error) {
	b, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	c, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// Parse parses an AMDGPU code object: a linked (ET_DYN) 64-bit little-endian
// ELF with machine EM_AMDGPU, an NT_AMDGPU_METADATA note and one NAME.kd
// kernel descriptor symbol per kernel. It never panics on malformed input; it
// returns an error naming what is wrong.
func Parse(b []byte) (c *CodeObject, err error) {
	defer func() {
		// debug/elf and the msgpack decoder are meant to return errors on bad
		// input; this is a last line of defence for a loader fed arbitrary bytes.
		if r := recover(); r != nil {
			c, err = nil, fmt.Errorf("codeobj: malformed code object: %v", r)
		}
	}()
	if len(b) < len(elf.ELFMAG) || string(b[:len(elf.ELFMAG)]) != elf.ELFMAG {
		return nil, errors.New("codeobj: not an ELF file (bad magic)")
	}
	if len(b) < 64 {
		return nil, fmt.Errorf("codeobj: truncated ELF header (%d bytes, need 64)", len(b))
	}
	if cl := elf.Class(b[elf.EI_CLASS]); cl != elf.ELFCLASS64 {
		return nil, fmt.Errorf("codeobj: not an AMDGPU code object (%v, want ELFCLASS64)", cl)
	}
	if d := elf.Data(b[elf.EI_DATA]); d != elf.ELFDATA2LSB {
		return nil, fmt.Errorf("codeobj: not an AMDGPU code object (%v, want ELFDATA2LSB)", d)
	}
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("codeobj: malformed ELF: %w", err)
	}
	if f.Machine != elf.EM_AMDGPU {
		return nil, fmt.Errorf("codeobj: not an AMDGPU code object (machine %v)", f.Machine)
	}
	if f.Type == elf.ET_REL {
		return nil, errors.New("codeobj: relocatable object (ET_REL), not a linked code object (link it with ld.lld -shared)")
	}
	c = &CodeObject{Flags: binary.LittleEndian.Uint32(b[48:])} // e_flags (ELF64 header offset 48)
	if f.OSABI == osabiAMDGPUHSA {
		c.CodeObjectVersion = int(f.ABIVersion) + 2
	}

	if c.Image, err = loadImage(f, b); err != nil {
		return nil, err
	}
	payload, err := metadataNote(f, b)
	if err != nil {
		return nil, err
	}
	if c.Target, c.Version, c.Kernels, err = decodeMetadata(payload); err != nil {
		return nil, err
	}
	if len(c.Kernels) == 0 {
		return c, nil
	}

	syms, err := symbolAddrs(f, c.Kernels)
	if err != nil {
		return nil, err
	}
	for i := range c.Kernels {
		k := &c.Kernels[i]
		addr, ok := syms[k.Symbol]
		if !ok {
			return nil, fmt.Errorf("codeobj: kernel descriptor %s not found in the symbol table", k.Symbol)
		}
		if addr > uint64(len(c.Image)) || uint64(len(c.Image))-addr < DescriptorSize {
			return nil, fmt.Errorf("codeobj: kernel descriptor %s at 0x%x lies outside the loadable image (0x%x bytes)",
				k.Symbol, addr, len(c.Image))
		}
		if k.Descriptor, err = DecodeDescriptor(c.Image[addr : addr+DescriptorSize]); err != nil {
			return nil, err
		}
		k.DescriptorAddr = addr
		k.EntryAddr = addr + uint64(k.Descriptor.KernelCodeEntryByteOffset)
		if k.EntryAddr >= uint64(len(c.Image)) {
			return nil, fmt.Errorf("codeobj: kernel %s: entry 0x%x (descriptor 0x%x %+d) lies outside the loadable image (0x%x bytes)",
				k.Name, k.EntryAddr, addr, k.Descriptor.KernelCodeEntryByteOffset, len(c.Image))
		}
	}
	return c, nil
}

// fileRange returns b[off:off+n] or an error if it does not fit.
func fileRange(b []byte, off, n uint64, what string) ([]byte, error) {
	if off > uint64(len(b)) || uint64(len(b))-off < n {
		return nil, fmt.Errorf("codeobj: truncated file: %s at offset 0x%x size 0x%x, file is 0x%x bytes", what, off, n, len(b))
	}
	return b[off : off+n], nil
}

// loadImage lays the PT_LOAD segments out at their virtual addresses.
func loadImage(f *elf.File, b []byte) ([]byte, error) {
	var size uint64
	var loads []*elf.Prog
	for i, p := range f.Progs {
		if p.Type != elf.PT_LOAD {
			continue
		}
		if p.Filesz > p.Memsz {
			return nil, fmt.Errorf("codeobj: program header %d: PT_LOAD file size 0x%x exceeds memory size 0x%x", i, p.Filesz, p.Memsz)
		}
		end := p.Vaddr + p.Memsz
		if end < p.Vaddr || end > MaxImageSize {
			return nil, fmt.Errorf("codeobj: program header %d: PT_LOAD at 0x%x size 0x%x exceeds the %d MiB image limit",
				i, p.Vaddr, p.Memsz, MaxImageSize>>20)
		}
		if _, err := fileRange(b, p.Off, p.Filesz, fmt.Sprintf("PT_LOAD segment %d", i)); err != nil {
			return nil, err
		}
		size = max(size, end)
		loads = append(loads, p)
	}
	if len(loads) == 0 {
		return nil, errors.New("codeobj: no PT_LOAD segments")
	}
	img := make([]byte, size)
	for _, p := range loads {
		copy(img[p.Vaddr:], b[p.Off:p.Off+p.Filesz])
	}
	return img, nil
}

// metadataNote returns the NT_AMDGPU_METADATA payload, looked for in the
// PT_NOTE segments and, failing that, in the SHT_NOTE sections.
func metadataNote(f *elf.File, b []byte) ([]byte, error) {
	type block struct {
		what             string
		off, size, align uint64
	}
	var blocks []block
	for i, p := range f.Progs {
		if p.Type == elf.PT_NOTE {
			blocks = append(blocks, block{fmt.Sprintf("PT_NOTE segment %d", i), p.Off, p.Filesz, p.Align})
		}
	}
	for _, s := range f.Sections {
		if s.Type == elf.SHT_NOTE {
			blocks = append(blocks, block{fmt.Sprintf("note section %s", s.Name), s.Offset, s.FileSize, s.Addralign})
		}
	}
	for _, bl := range blocks {
		data, err := fileRange(b, bl.off, bl.size, bl.what)
		if err != nil {
			return nil, err
		}
		align := uint64(4)
		if bl.align == 8 {
			align = 8
		}
		payload, err := findNote(data, align, noteOwnerAMDGPU, NoteTypeAMDGPUMetadata)
		if err == nil {
			return payload, nil
		}
		if err != errNoteNotFound {
			return nil, fmt.Errorf("codeobj: %s: %w", bl.what, err)
		}
	}
	if len(blocks) == 0 {
		return nil, errors.New("codeobj: no NT_AMDGPU_METADATA note (no PT_NOTE segment or SHT_NOTE section)")
	}
	return nil, errors.New("codeobj: no NT_AMDGPU_METADATA note (owner \"AMDGPU\", type 32)")
}

// symbolAddrs returns the addresses of the kernels' descriptor symbols found
// in .symtab or .dynsym (defined symbols only).
func symbolAddrs(f *elf.File, kernels []Kernel) (map[string]uint64, error) {
	want := make(map[string]bool, len(kernels))
	for _, k := range kernels {
		want[k.Symbol] = true
	}
	found := make(map[string]uint64, len(kernels))
	var errs []string
	for _, read := range []struct {
		name string
		fn   func() ([]elf.Symbol, error)
	}{{".symtab", f.Symbols}, {".dynsym", f.DynamicSymbols}} {
		syms, err := read.fn()
		if err != nil {
			if !errors.Is(err, elf.ErrNoSymbols) {
				errs = append(errs, fmt.Sprintf("%s: %v", read.name, err))
			}
			continue
		}
		for _, s := range syms {
			if !want[s.Name] || s.Section == elf.SHN_UNDEF {
				continue
			}
			if _, dup := found[s.Name]; !dup {
				found[s.Name] = s.Value
			}
		}
	}
	if len(found) < len(want) && len(errs) > 0 {
		return nil, fmt.Errorf("codeobj: reading symbols: %s", strings.Join(errs, "; "))
	}
	return found, nil
}

// Kernel returns the kernel whose metadata .name is name.
func (c *CodeObject) Kernel(name string) (*Kernel, error) {
	for i := range c.Kernels {
		if c.Kernels[i].Name == name {
			return &c.Kernels[i], nil
		}
	}
	names := make([]string, len(c.Kernels))
	for i, k := range c.Kernels {
		names[i] = k.Name
	}
	sort.Strings(names)
	if len(names) == 0 {
		return nil, fmt.Errorf("codeobj: no kernel %q: the code object has no kernels", name)
	}
	return nil, fmt.Errorf("codeobj: no kernel %q; available: %s", name, strings.Join(names, ", "))
}

// ExplicitArgs returns the arguments the caller passes, i.e. all but the
// hidden_* ones the runtime fills in.
func (k *Kernel) ExplicitArgs() []Arg {
	var out []Arg
	for _, a := range k.Args {
		if !a.Hidden() {
			out = append(out, a)
		}
	}
	return out
}
