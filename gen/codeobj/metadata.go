package codeobj

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/vmihailenco/msgpack/v5"
)

// NoteTypeAMDGPUMetadata is NT_AMDGPU_METADATA, the note type of the code
// object v3+ metadata note (owner "AMDGPU", payload msgpack).
const NoteTypeAMDGPUMetadata = 32

const noteOwnerAMDGPU = "AMDGPU"

// errNoteNotFound is returned by findNote when the notes parse but none matches.
var errNoteNotFound = errors.New("note not found")

// findNote scans a block of ELF notes (namesz, descsz, type, name, desc; the
// desc and the next note start at offsets within the block that are multiples
// of align) for the note with the given owner and type and returns its payload.
func findNote(data []byte, align uint64, owner string, typ uint32) ([]byte, error) {
	le := binary.LittleEndian
	pad := func(n uint64) uint64 { return (n + align - 1) &^ (align - 1) }
	var off uint64
	for off+12 <= uint64(len(data)) {
		namesz := uint64(le.Uint32(data[off:]))
		descsz := uint64(le.Uint32(data[off+4:]))
		ntype := le.Uint32(data[off+8:])
		nameOff := off + 12
		descOff := pad(nameOff + namesz)
		descEnd := descOff + descsz
		if descOff > uint64(len(data)) || descEnd > uint64(len(data)) {
			return nil, fmt.Errorf("truncated note at offset %d (namesz %d, descsz %d, %d bytes left)",
				off, namesz, descsz, uint64(len(data))-off)
		}
		name := string(bytes.TrimRight(data[nameOff:nameOff+namesz], "\x00"))
		if name == owner && ntype == typ {
			return data[descOff:descEnd], nil
		}
		off = pad(descEnd)
	}
	return nil, errNoteNotFound
}

// rawMetadata mirrors the msgpack map of the NT_AMDGPU_METADATA note. Integers
// are decoded as int64 whatever their msgpack width or sign and range-checked
// afterwards; absent keys stay zero.
type rawMetadata struct {
	Target  string     `msgpack:"amdhsa.target"`
	Version []int64    `msgpack:"amdhsa.version"`
	Kernels kernelList `msgpack:"amdhsa.kernels"`
}

// kernelList and argList decode element by element, growing as elements
// arrive instead of sizing the slice by the header's claimed length (the
// library allocates the claimed length up front), and reject an element
// without the key the spec requires (.name for a kernel, .value_kind for an
// argument). Together with checkMsgpack this bounds what a note can make the
// parser allocate to a small multiple of its size: a kernel costs at least 9
// bytes of msgpack, an argument 14.
type kernelList []rawKernel

type argList []rawArg

func (l *kernelList) DecodeMsgpack(d *msgpack.Decoder) error {
	return decodeList(d, (*[]rawKernel)(l), func(i int, k *rawKernel) error {
		if k.Name == "" {
			return fmt.Errorf("amdhsa.kernels[%d] has no .name", i)
		}
		return nil
	})
}

func (l *argList) DecodeMsgpack(d *msgpack.Decoder) error {
	return decodeList(d, (*[]rawArg)(l), func(i int, a *rawArg) error {
		if a.ValueKind == "" {
			return fmt.Errorf("args[%d] has no .value_kind", i)
		}
		return nil
	})
}

func decodeList[T any](d *msgpack.Decoder, l *[]T, check func(int, *T) error) error {
	n, err := d.DecodeArrayLen()
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ { // n is -1 for nil
		var v T
		if err := d.Decode(&v); err != nil {
			return err
		}
		if err := check(i, &v); err != nil {
			return err
		}
		*l = append(*l, v)
	}
	return nil
}

type rawKernel struct {
	Name                    string  `msgpack:".name"`
	Symbol                  string  `msgpack:".symbol"`
	Args                    argList `msgpack:".args"`
	KernargSegmentSize      int64   `msgpack:".kernarg_segment_size"`
	KernargSegmentAlign     int64   `msgpack:".kernarg_segment_align"`
	GroupSegmentFixedSize   int64   `msgpack:".group_segment_fixed_size"`
	PrivateSegmentFixedSize int64   `msgpack:".private_segment_fixed_size"`
	VGPRCount               int64   `msgpack:".vgpr_count"`
	AGPRCount               int64   `msgpack:".agpr_count"`
	SGPRCount               int64   `msgpack:".sgpr_count"`
	VGPRSpillCount          int64   `msgpack:".vgpr_spill_count"`
	SGPRSpillCount          int64   `msgpack:".sgpr_spill_count"`
	WavefrontSize           int64   `msgpack:".wavefront_size"`
	MaxFlatWorkgroupSize    int64   `msgpack:".max_flat_workgroup_size"`
	UsesDynamicStack        bool    `msgpack:".uses_dynamic_stack"`
}

type rawArg struct {
	Name         string `msgpack:".name"`
	TypeName     string `msgpack:".type_name"`
	Offset       int64  `msgpack:".offset"`
	Size         int64  `msgpack:".size"`
	ValueKind    string `msgpack:".value_kind"`
	AddressSpace string `msgpack:".address_space"`
	ActualAccess string `msgpack:".actual_access"`
}

// rangeChecker converts int64 metadata values, remembering the first one out
// of range.
type rangeChecker struct{ err error }

func (r *rangeChecker) u32(what string, v int64) uint32 {
	if (v < 0 || v > math.MaxUint32) && r.err == nil {
		r.err = fmt.Errorf("%s = %d out of range [0, %d]", what, v, uint32(math.MaxUint32))
	}
	return uint32(v)
}

func (r *rangeChecker) count(what string, v int64) int {
	if (v < 0 || v > math.MaxInt32) && r.err == nil {
		r.err = fmt.Errorf("%s = %d out of range [0, %d]", what, v, math.MaxInt32)
	}
	return int(v)
}

// decodeMetadata decodes the msgpack payload of NT_AMDGPU_METADATA into the
// target, version and per-kernel metadata (descriptors not yet filled in).
func decodeMetadata(payload []byte) (target string, version [2]int, kernels []Kernel, err error) {
	if uint64(len(payload)) > MaxMetadataSize {
		return "", version, nil, fmt.Errorf("codeobj: NT_AMDGPU_METADATA note of %d bytes exceeds the %d KiB limit (codeobj.MaxMetadataSize)",
			len(payload), MaxMetadataSize>>10)
	}
	if err := checkMsgpack(payload); err != nil {
		return "", version, nil, fmt.Errorf("codeobj: NT_AMDGPU_METADATA msgpack: %w", err)
	}
	var md rawMetadata
	if err := msgpack.Unmarshal(payload, &md); err != nil {
		return "", version, nil, fmt.Errorf("codeobj: decoding NT_AMDGPU_METADATA msgpack: %w", err)
	}
	var rc rangeChecker
	for i := 0; i < len(md.Version) && i < 2; i++ {
		version[i] = rc.count("amdhsa.version", md.Version[i])
	}
	for i, rk := range md.Kernels {
		where := func(f string) string { return fmt.Sprintf("amdhsa.kernels[%d].%s", i, f) }
		k := Kernel{
			Name:                    rk.Name,
			Symbol:                  rk.Symbol,
			KernargSize:             rc.u32(where("kernarg_segment_size"), rk.KernargSegmentSize),
			KernargAlign:            rc.u32(where("kernarg_segment_align"), rk.KernargSegmentAlign),
			GroupSegmentFixedSize:   rc.u32(where("group_segment_fixed_size"), rk.GroupSegmentFixedSize),
			PrivateSegmentFixedSize: rc.u32(where("private_segment_fixed_size"), rk.PrivateSegmentFixedSize),
			VGPRCount:               rc.count(where("vgpr_count"), rk.VGPRCount),
			AGPRCount:               rc.count(where("agpr_count"), rk.AGPRCount),
			SGPRCount:               rc.count(where("sgpr_count"), rk.SGPRCount),
			VGPRSpillCount:          rc.count(where("vgpr_spill_count"), rk.VGPRSpillCount),
			SGPRSpillCount:          rc.count(where("sgpr_spill_count"), rk.SGPRSpillCount),
			WavefrontSize:           rc.count(where("wavefront_size"), rk.WavefrontSize),
			MaxFlatWorkgroupSize:    rc.count(where("max_flat_workgroup_size"), rk.MaxFlatWorkgroupSize),
			UsesDynamicStack:        rk.UsesDynamicStack,
		}
		if len(rk.Args) > 0 {
			k.Args = make([]Arg, len(rk.Args))
		}
		for j, ra := range rk.Args {
			k.Args[j] = Arg{
				Name:         ra.Name,
				TypeName:     ra.TypeName,
				Offset:       rc.u32(where(fmt.Sprintf("args[%d].offset", j)), ra.Offset),
				Size:         rc.u32(where(fmt.Sprintf("args[%d].size", j)), ra.Size),
				ValueKind:    ra.ValueKind,
				AddressSpace: ra.AddressSpace,
				ActualAccess: ra.ActualAccess,
			}
		}
		if k.Name == "" {
			return "", version, nil, fmt.Errorf("codeobj: NT_AMDGPU_METADATA: amdhsa.kernels[%d] has no .name", i)
		}
		if k.Symbol == "" {
			k.Symbol = k.Name + ".kd"
		}
		kernels = append(kernels, k)
	}
	if rc.err != nil {
		return "", version, nil, fmt.Errorf("codeobj: NT_AMDGPU_METADATA: %w", rc.err)
	}
	return md.Target, version, kernels, nil
}
