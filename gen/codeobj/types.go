// Package codeobj reads AMDGPU code objects (ELF, AMDHSA code object v5): the
// NT_AMDGPU_METADATA note, kernel descriptors and the loadable image. The
// generator's resource report and the emulator's loader both use it.
package codeobj

// CodeObject is a parsed code object.
type CodeObject struct {
	// Target is amdhsa.target, e.g. "amdgcn-amd-amdhsa--gfx950".
	Target string
	// Version is amdhsa.version (major, minor).
	Version [2]int
	// CodeObjectVersion is the code object version from e_ident[EI_ABIVERSION]
	// (ABI version + 2) when EI_OSABI is ELFOSABI_AMDGPU_HSA, else 0.
	CodeObjectVersion int
	// Flags is e_flags: EF_AMDGPU_MACH in bits 7:0 (0x4f = gfx950), the
	// xnack setting in bits 9:8 and the sramecc setting in bits 11:10.
	Flags   uint32
	Kernels []Kernel
	// Image is the loadable image: the PT_LOAD segments laid out at their virtual
	// addresses (offset 0 = vaddr 0); bytes beyond a segment's file size are zero.
	Image []byte
}

// Kernel is one kernel: its metadata-note entry plus its kernel descriptor.
type Kernel struct {
	Name   string // .name
	Symbol string // .symbol (NAME.kd)

	Args         []Arg
	KernargSize  uint32 // .kernarg_segment_size
	KernargAlign uint32 // .kernarg_segment_align

	GroupSegmentFixedSize   uint32 // LDS bytes (.group_segment_fixed_size)
	PrivateSegmentFixedSize uint32 // scratch bytes per work-item
	VGPRCount               int    // .vgpr_count (ArchVGPRs)
	AGPRCount               int    // .agpr_count
	SGPRCount               int    // .sgpr_count
	VGPRSpillCount          int
	SGPRSpillCount          int
	WavefrontSize           int
	MaxFlatWorkgroupSize    int
	UsesDynamicStack        bool

	// DescriptorAddr is the virtual address of NAME.kd; EntryAddr that of the
	// first instruction (DescriptorAddr + Descriptor.KernelCodeEntryByteOffset).
	DescriptorAddr uint64
	EntryAddr      uint64
	Descriptor     Descriptor
}

// Arg is one kernel argument from the metadata note.
type Arg struct {
	Name         string // .name (absent in optimized builds: "")
	TypeName     string // .type_name
	Offset       uint32
	Size         uint32
	ValueKind    string // by_value, global_buffer, hidden_block_count_x, ...
	AddressSpace string // global, ... ("" for by_value)
	ActualAccess string // read_only, write_only, read_write or ""
}

// Hidden reports whether the argument is one the runtime fills (value kind hidden_*).
func (a Arg) Hidden() bool { return len(a.ValueKind) > 7 && a.ValueKind[:7] == "hidden_" }

// Descriptor is the 64-byte AMDHSA kernel descriptor (llvm AMDHSAKernelDescriptor.h).
type Descriptor struct {
	GroupSegmentFixedSize     uint32 // byte 0
	PrivateSegmentFixedSize   uint32 // byte 4
	KernargSize               uint32 // byte 8
	KernelCodeEntryByteOffset int64  // byte 16, relative to the descriptor
	Rsrc3                     uint32 // byte 44
	Rsrc1                     uint32 // byte 48
	Rsrc2                     uint32 // byte 52
	KernelCodeProperties      uint16 // byte 56
	KernargPreload            uint16 // byte 58
}
