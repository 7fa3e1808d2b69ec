package codeobj

import (
	"encoding/binary"
	"fmt"
)

// DescriptorSize is the size in bytes of an AMDHSA kernel descriptor.
const DescriptorSize = 64

// Byte offsets of the descriptor fields (AMDGPUUsage, "Kernel Descriptor").
const (
	kdGroupSegmentFixedSize   = 0
	kdPrivateSegmentFixedSize = 4
	kdKernargSize             = 8
	kdKernelCodeEntryOffset   = 16
	kdComputePgmRsrc3         = 44
	kdComputePgmRsrc1         = 48
	kdComputePgmRsrc2         = 52
	kdKernelCodeProperties    = 56
	kdKernargPreload          = 58
)

// DecodeDescriptor decodes the 64-byte kernel descriptor at the start of b.
func DecodeDescriptor(b []byte) (Descriptor, error) {
	if len(b) < DescriptorSize {
		return Descriptor{}, fmt.Errorf("codeobj: truncated kernel descriptor: %d bytes, need %d", len(b), DescriptorSize)
	}
	le := binary.LittleEndian
	return Descriptor{
		GroupSegmentFixedSize:     le.Uint32(b[kdGroupSegmentFixedSize:]),
		PrivateSegmentFixedSize:   le.Uint32(b[kdPrivateSegmentFixedSize:]),
		KernargSize:               le.Uint32(b[kdKernargSize:]),
		KernelCodeEntryByteOffset: int64(le.Uint64(b[kdKernelCodeEntryOffset:])),
		Rsrc3:                     le.Uint32(b[kdComputePgmRsrc3:]),
		Rsrc1:                     le.Uint32(b[kdComputePgmRsrc1:]),
		Rsrc2:                     le.Uint32(b[kdComputePgmRsrc2:]),
		KernelCodeProperties:      le.Uint16(b[kdKernelCodeProperties:]),
		KernargPreload:            le.Uint16(b[kdKernargPreload:]),
	}, nil
}

// bits returns v[lo+width-1:lo].
func bits(v uint32, lo, width uint) int { return int(v>>lo) & (1<<width - 1) }

// bit returns v[n].
func bit(v uint32, n uint) bool { return v>>n&1 != 0 }

// Floating-point rounding modes (FloatRoundMode32, FloatRoundMode1664).
const (
	RoundNearEven      = 0
	RoundPlusInfinity  = 1
	RoundMinusInfinity = 2
	RoundZero          = 3
)

// Floating-point denormal modes (FloatDenormMode32, FloatDenormMode1664).
const (
	DenormFlushSrcDst = 0
	DenormFlushDst    = 1
	DenormFlushSrc    = 2
	DenormFlushNone   = 3
)

// VGPRGranules is COMPUTE_PGM_RSRC1.GRANULATED_WORKITEM_VGPR_COUNT, rsrc1[5:0]:
// allocated VGPRs / granule - 1. On gfx90a/gfx950 (wave64) the granule is 8
// registers of the unified VGPR+AGPR file.
func (d Descriptor) VGPRGranules() int { return bits(d.Rsrc1, 0, 6) }

// SGPRGranules is COMPUTE_PGM_RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT, rsrc1[9:6]:
// allocated SGPRs / granule - 1 (granule 8 on GFX9). LLVM may pad it beyond
// the SGPRs the kernel uses, up to what its occupancy allows anyway.
func (d Descriptor) SGPRGranules() int { return bits(d.Rsrc1, 6, 4) }

// FloatRoundMode32 is COMPUTE_PGM_RSRC1.FLOAT_ROUND_MODE_32, rsrc1[13:12] (Round*).
func (d Descriptor) FloatRoundMode32() int { return bits(d.Rsrc1, 12, 2) }

// FloatRoundMode1664 is COMPUTE_PGM_RSRC1.FLOAT_ROUND_MODE_16_64, rsrc1[15:14] (Round*).
func (d Descriptor) FloatRoundMode1664() int { return bits(d.Rsrc1, 14, 2) }

// FloatDenormMode32 is COMPUTE_PGM_RSRC1.FLOAT_DENORM_MODE_32, rsrc1[17:16] (Denorm*).
func (d Descriptor) FloatDenormMode32() int { return bits(d.Rsrc1, 16, 2) }

// FloatDenormMode1664 is COMPUTE_PGM_RSRC1.FLOAT_DENORM_MODE_16_64, rsrc1[19:18] (Denorm*).
func (d Descriptor) FloatDenormMode1664() int { return bits(d.Rsrc1, 18, 2) }

// DX10Clamp is COMPUTE_PGM_RSRC1.ENABLE_DX10_CLAMP, rsrc1 bit 21 (GFX6-GFX11).
func (d Descriptor) DX10Clamp() bool { return bit(d.Rsrc1, 21) }

// IEEEMode is COMPUTE_PGM_RSRC1.ENABLE_IEEE_MODE, rsrc1 bit 23 (GFX6-GFX11).
func (d Descriptor) IEEEMode() bool { return bit(d.Rsrc1, 23) }

// FP16Overflow is COMPUTE_PGM_RSRC1.FP16_OVFL, rsrc1 bit 26 (GFX9+).
func (d Descriptor) FP16Overflow() bool { return bit(d.Rsrc1, 26) }

// PrivateSegment is COMPUTE_PGM_RSRC2.ENABLE_PRIVATE_SEGMENT, rsrc2 bit 0.
func (d Descriptor) PrivateSegment() bool { return bit(d.Rsrc2, 0) }

// UserSGPRCount is COMPUTE_PGM_RSRC2.USER_SGPR_COUNT, rsrc2[5:1]: the number of
// SGPRs the dispatcher preloads (s0...) before the system SGPRs.
func (d Descriptor) UserSGPRCount() int { return bits(d.Rsrc2, 1, 5) }

// WorkgroupIDEnabled reports COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_ID_X/Y/Z,
// rsrc2 bits 7, 8 and 9.
func (d Descriptor) WorkgroupIDEnabled() (x, y, z bool) {
	return bit(d.Rsrc2, 7), bit(d.Rsrc2, 8), bit(d.Rsrc2, 9)
}

// WorkgroupInfoEnabled is COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_INFO, rsrc2 bit 10.
func (d Descriptor) WorkgroupInfoEnabled() bool { return bit(d.Rsrc2, 10) }

// WorkitemIDEnable is COMPUTE_PGM_RSRC2.ENABLE_VGPR_WORKITEM_ID, rsrc2[12:11]:
// 0 = X, 1 = X and Y, 2 = X, Y and Z.
func (d Descriptor) WorkitemIDEnable() int { return bits(d.Rsrc2, 11, 2) }

// LDSSize is COMPUTE_PGM_RSRC2.GRANULATED_LDS_SIZE, rsrc2[23:15], in LDS
// allocation granules. The code object normally leaves it 0: the runtime
// derives the allocation from group_segment_fixed_size plus dynamic LDS.
func (d Descriptor) LDSSize() int { return bits(d.Rsrc2, 15, 9) }

// AccumOffset is the index of the first AGPR in the unified register file:
// (COMPUTE_PGM_RSRC3_GFX90A.ACCUM_OFFSET + 1) * 4, from rsrc3[5:0].
func (d Descriptor) AccumOffset() int { return (bits(d.Rsrc3, 0, 6) + 1) * 4 }

// TGSplit is COMPUTE_PGM_RSRC3_GFX90A.TG_SPLIT, rsrc3 bit 16.
func (d Descriptor) TGSplit() bool { return bit(d.Rsrc3, 16) }

func (d Descriptor) prop(n uint) bool { return bit(uint32(d.KernelCodeProperties), n) }

// HasPrivateSegmentBuffer is KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER, bit 0.
func (d Descriptor) HasPrivateSegmentBuffer() bool { return d.prop(0) }

// HasDispatchPtr is KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_PTR, bit 1.
func (d Descriptor) HasDispatchPtr() bool { return d.prop(1) }

// HasQueuePtr is KERNEL_CODE_PROPERTY_ENABLE_SGPR_QUEUE_PTR, bit 2.
func (d Descriptor) HasQueuePtr() bool { return d.prop(2) }

// HasKernargSegmentPtr is KERNEL_CODE_PROPERTY_ENABLE_SGPR_KERNARG_SEGMENT_PTR, bit 3.
func (d Descriptor) HasKernargSegmentPtr() bool { return d.prop(3) }

// HasDispatchID is KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_ID, bit 4.
func (d Descriptor) HasDispatchID() bool { return d.prop(4) }

// HasFlatScratchInit is KERNEL_CODE_PROPERTY_ENABLE_SGPR_FLAT_SCRATCH_INIT, bit 5.
func (d Descriptor) HasFlatScratchInit() bool { return d.prop(5) }

// HasPrivateSegmentSize is KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE, bit 6.
func (d Descriptor) HasPrivateSegmentSize() bool { return d.prop(6) }

// WavefrontSize32 is KERNEL_CODE_PROPERTY_ENABLE_WAVEFRONT_SIZE32, bit 10 (GFX10+).
func (d Descriptor) WavefrontSize32() bool { return d.prop(10) }

// UsesDynamicStack is KERNEL_CODE_PROPERTY_USES_DYNAMIC_STACK, bit 11.
func (d Descriptor) UsesDynamicStack() bool { return d.prop(11) }

// KernargPreloadLength is KERNARG_PRELOAD_SPEC_LENGTH, kernarg_preload[6:0]:
// the number of kernarg dwords preloaded into user SGPRs.
func (d Descriptor) KernargPreloadLength() int { return bits(uint32(d.KernargPreload), 0, 7) }

// KernargPreloadOffset is KERNARG_PRELOAD_SPEC_OFFSET, kernarg_preload[15:7]:
// the dword offset of the first preloaded kernarg.
func (d Descriptor) KernargPreloadOffset() int { return bits(uint32(d.KernargPreload), 7, 9) }

// UserSGPRs lists, in order, the user SGPRs the kernel code properties enable
// (AMDGPUUsage, "Initial Kernel Execution State"), with their sizes in
// dwords. Preloaded kernargs, when any, follow them.
func (d Descriptor) UserSGPRs() []UserSGPR {
	var u []UserSGPR
	add := func(on bool, name string, n int) {
		if on {
			u = append(u, UserSGPR{name, n})
		}
	}
	add(d.HasPrivateSegmentBuffer(), "private_segment_buffer", 4)
	add(d.HasDispatchPtr(), "dispatch_ptr", 2)
	add(d.HasQueuePtr(), "queue_ptr", 2)
	add(d.HasKernargSegmentPtr(), "kernarg_segment_ptr", 2)
	add(d.HasDispatchID(), "dispatch_id", 2)
	add(d.HasFlatScratchInit(), "flat_scratch_init", 2)
	add(d.HasPrivateSegmentSize(), "private_segment_size", 1)
	return u
}

// UserSGPR is one user SGPR block: its name and its size in dwords.
type UserSGPR struct {
	Name   string
	Dwords int
}
