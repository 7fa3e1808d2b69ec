package verify

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
)

// ArgValue is the value of one explicit kernel argument.
type ArgValue struct {
	ptr  bool
	size int
	bits uint64
}

// PtrArg is a device pointer argument (global_buffer, 8 bytes).
func PtrArg(p device.DevPtr) ArgValue { return ArgValue{ptr: true, size: 8, bits: uint64(p)} }

// F32Arg is a by-value f32 argument.
func F32Arg(f float32) ArgValue { return ArgValue{size: 4, bits: uint64(math.Float32bits(f))} }

// I32Arg is a by-value int32 argument.
func I32Arg(v int32) ArgValue { return ArgValue{size: 4, bits: uint64(uint32(v))} }

func (v ArgValue) String() string {
	if v.ptr {
		return fmt.Sprintf("pointer %#x", v.bits)
	}
	return fmt.Sprintf("%d-byte value %#x", v.size, v.bits)
}

// PackArgs lays out a kernel's argument segment from its code-object
// metadata: the explicit arguments get values, in order, at the offsets and
// sizes the metadata gives, and the hidden arguments (AMDHSA code object v5)
// the values the runtime would give for a launch of grid workgroups of block
// work-items: hidden_block_count_{x,y,z} = grid, hidden_group_size_{x,y,z} =
// block, hidden_remainder_{x,y,z} = 0 (the grid is whole workgroups),
// hidden_global_offset_{x,y,z} = 0, hidden_grid_dims = the number of
// dimensions in use (3 if grid.Z or block.Z > 1, else 2 if Y > 1, else 1);
// every other hidden argument and all padding is zero. The result is
// meta.KernargSize bytes. It fails when the number of explicit arguments, a
// size or a kind (pointer or by-value) does not match the metadata.
func PackArgs(meta *codeobj.Kernel, grid, block device.Dim3, values ...ArgValue) ([]byte, error) {
	buf := make([]byte, meta.KernargSize)
	put := func(a codeobj.Arg, size int, x uint64) error {
		if int(a.Size) != size {
			return fmt.Errorf("kernel %s: argument %s (%s) has %d bytes in the metadata, want %d", meta.Name, argName(a), a.ValueKind, a.Size, size)
		}
		end := uint64(a.Offset) + uint64(a.Size)
		if end > uint64(len(buf)) {
			return fmt.Errorf("kernel %s: argument %s at offset %d+%d lies past the %d-byte kernarg segment", meta.Name, argName(a), a.Offset, a.Size, len(buf))
		}
		b := buf[a.Offset:end]
		switch size {
		case 2:
			binary.LittleEndian.PutUint16(b, uint16(x))
		case 4:
			binary.LittleEndian.PutUint32(b, uint32(x))
		case 8:
			binary.LittleEndian.PutUint64(b, x)
		default:
			return fmt.Errorf("kernel %s: argument %s: unsupported size %d", meta.Name, argName(a), size)
		}
		return nil
	}
	n := 0
	for _, a := range meta.Args {
		if !a.Hidden() {
			n++
		}
	}
	if n != len(values) {
		return nil, fmt.Errorf("kernel %s takes %d explicit arguments, got %d values", meta.Name, n, len(values))
	}
	dims := uint64(1)
	switch {
	case grid.Z > 1 || block.Z > 1:
		dims = 3
	case grid.Y > 1 || block.Y > 1:
		dims = 2
	}
	i := 0
	for _, a := range meta.Args {
		var err error
		if !a.Hidden() {
			v := values[i]
			i++
			isPtr := a.ValueKind == "global_buffer"
			if isPtr != v.ptr || (!isPtr && a.ValueKind != "by_value") {
				return nil, fmt.Errorf("kernel %s: argument %d (%s) is %s in the metadata, got a %s", meta.Name, i-1, argName(a), a.ValueKind, v)
			}
			if err := put(a, v.size, v.bits); err != nil {
				return nil, err
			}
			continue
		}
		switch a.ValueKind {
		case "hidden_block_count_x":
			err = put(a, 4, uint64(grid.X))
		case "hidden_block_count_y":
			err = put(a, 4, uint64(grid.Y))
		case "hidden_block_count_z":
			err = put(a, 4, uint64(grid.Z))
		case "hidden_group_size_x":
			err = put(a, 2, uint64(block.X))
		case "hidden_group_size_y":
			err = put(a, 2, uint64(block.Y))
		case "hidden_group_size_z":
			err = put(a, 2, uint64(block.Z))
		case "hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z":
			err = put(a, 2, 0)
		case "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z":
			err = put(a, 8, 0)
		case "hidden_grid_dims":
			err = put(a, 2, dims)
		default: // zero; still it must lie inside the segment
			if uint64(a.Offset)+uint64(a.Size) > uint64(len(buf)) {
				err = fmt.Errorf("kernel %s: argument %s at offset %d+%d lies past the %d-byte kernarg segment", meta.Name, a.ValueKind, a.Offset, a.Size, len(buf))
			}
		}
		if err != nil {
			return nil, err
		}
	}
	return buf, nil
}

func argName(a codeobj.Arg) string {
	if a.Name != "" {
		return a.Name
	}
	return "(unnamed)"
}
