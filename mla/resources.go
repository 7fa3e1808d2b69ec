package mla

import (
	"fmt"

	"github.com/mlagen/mlagen/gen/codeobj"
)

// gfx950 per-CU limits used for occupancy.
const (
	SIMDsPerCU      = 4
	regsPerSIMDLane = 512 // unified ArchVGPR + AGPR file per lane
	maxWavesPerSIMD = 8
	vgprGranule     = 8
	sgprsPerSIMD    = 800
	sgprGranule     = 16
	maxWorkgroupsCU = 16
)

// Resources is what the compiler gave one kernel, read from its code object,
// and the occupancy that follows on gfx950.
type Resources struct {
	Kernel string `json:"kernel"`
	// VGPRs is the metadata's vgpr_count: on gfx90a and later the unified
	// file's total per lane, ArchVGPRs (rounded up to 4) plus AGPRs.
	VGPRs           int    `json:"vgprs"`
	AGPRs           int    `json:"agprs"` // of VGPRs, the AGPRs
	SGPRs           int    `json:"sgprs"`
	LDSBytes        int    `json:"lds_bytes"`
	ScratchBytes    int    `json:"scratch_bytes"`
	VGPRSpills      int    `json:"vgpr_spills"`
	SGPRSpills      int    `json:"sgpr_spills"`
	BlockSize       int    `json:"block_size"`
	WavesPerSIMD    int    `json:"waves_per_simd"`    // resident waves of this kernel per SIMD
	WorkgroupsPerCU int    `json:"workgroups_per_cu"` // resident workgroups per CU
	Limiter         string `json:"limiter"`           // what bounds WorkgroupsPerCU
}

// ResourcesOf derives a kernel's resources from its metadata. blockSize is the
// launch's workgroup size.
func ResourcesOf(k *codeobj.Kernel, blockSize int) Resources {
	r := Resources{
		Kernel: k.Name, VGPRs: k.VGPRCount, AGPRs: k.AGPRCount, SGPRs: k.SGPRCount,
		LDSBytes: int(k.GroupSegmentFixedSize), ScratchBytes: int(k.PrivateSegmentFixedSize),
		VGPRSpills: k.VGPRSpillCount, SGPRSpills: k.SGPRSpillCount, BlockSize: blockSize,
	}
	// vgpr_count already holds the AGPRs (LLVM's total for the unified file);
	// it is allocated in granules of 8.
	regs := roundUp(max(r.VGPRs, 1), vgprGranule)
	waves := min(maxWavesPerSIMD, regsPerSIMDLane/regs)
	limiter := "VGPRs"
	if waves == maxWavesPerSIMD {
		limiter = "waves"
	}
	if sw := sgprsPerSIMD / roundUp(max(r.SGPRs, 1), sgprGranule); sw < waves {
		waves, limiter = sw, "SGPRs"
	}
	wavesPerWG := (blockSize + WaveSize - 1) / WaveSize
	wgs := waves * SIMDsPerCU / wavesPerWG
	if r.LDSBytes > 0 {
		if byLDS := LDSBytesPerCU / r.LDSBytes; byLDS < wgs {
			wgs, limiter = byLDS, "LDS"
		}
	}
	if wgs > maxWorkgroupsCU {
		wgs, limiter = maxWorkgroupsCU, "workgroup slots"
	}
	r.WavesPerSIMD = min(waves, (wgs*wavesPerWG+SIMDsPerCU-1)/SIMDsPerCU)
	r.WorkgroupsPerCU = wgs
	r.Limiter = limiter
	return r
}

func roundUp(v, g int) int { return (v + g - 1) / g * g }

// Check rejects a kernel that spills or uses scratch: both mean the generated
// code left registers, which these kernels must never do.
func (r Resources) Check() error {
	switch {
	case r.VGPRSpills > 0 || r.SGPRSpills > 0:
		return fmt.Errorf("%s spills registers (%d VGPRs, %d SGPRs)", r.Kernel, r.VGPRSpills, r.SGPRSpills)
	case r.ScratchBytes > 0:
		return fmt.Errorf("%s uses %d bytes of scratch per work-item", r.Kernel, r.ScratchBytes)
	}
	return nil
}
