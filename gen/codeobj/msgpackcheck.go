package codeobj

import (
	"encoding/binary"
	"fmt"
)

// MaxMetadataSize bounds the NT_AMDGPU_METADATA payload Parse accepts. A
// compiled note is about 1.7 KiB per kernel (generated/*.hsaco), so 1 MiB
// leaves room for about 600 kernels; raise it for larger code objects.
var MaxMetadataSize uint64 = 1 << 20

// maxMsgpackDepth bounds the nesting of containers in a metadata note. The
// deepest path the parser reads is 5 levels (map, kernels, kernel, args,
// arg); the limit leaves room for keys it skips.
const maxMsgpackDepth = 64

// checkMsgpack walks the first msgpack value in b without allocating and
// rejects what would make a decoder allocate or recurse without bound: a
// length larger than the bytes that remain (every array element and map
// entry takes at least one byte each, strings, bin and ext their length),
// a container nested deeper than maxMsgpackDepth, a truncated value or the
// reserved code 0xc1. github.com/vmihailenco/msgpack/v5 sizes slices by the
// header's claimed length before reading any element, and recurses once per
// nesting level, so these checks must come before decoding.
func checkMsgpack(b []byte) error {
	pending := make([]uint64, 0, 8) // values still to read in each open container
	pos := uint64(0)
	need := uint64(1) // values still to read at the top level
	n := uint64(len(b))
	le := binary.BigEndian
	for need > 0 || len(pending) > 0 {
		if need == 0 { // the innermost container is complete
			need = pending[len(pending)-1]
			pending = pending[:len(pending)-1]
			continue
		}
		need--
		if pos >= n {
			return fmt.Errorf("truncated at byte %d", pos)
		}
		c := b[pos]
		pos++
		left := n - pos
		// fixed-size header fields: read a big-endian length of w bytes
		length := func(w uint64) (uint64, bool) {
			if left < w {
				return 0, false
			}
			var v uint64
			switch w {
			case 1:
				v = uint64(b[pos])
			case 2:
				v = uint64(le.Uint16(b[pos:]))
			case 4:
				v = uint64(le.Uint32(b[pos:]))
			}
			pos += w
			left -= w
			return v, true
		}
		var skip uint64    // payload bytes after the header
		var elems uint64   // values a container holds
		var kind string    // for messages
		container := false // elems is meaningful
		switch {
		case c <= 0x7f || c >= 0xe0 || c == 0xc0 || c == 0xc2 || c == 0xc3:
			// fixint, nil, bool: the byte is the value
		case c >= 0x80 && c <= 0x8f:
			elems, kind, container = 2*uint64(c&0x0f), "map", true
		case c >= 0x90 && c <= 0x9f:
			elems, kind, container = uint64(c&0x0f), "array", true
		case c >= 0xa0 && c <= 0xbf:
			skip, kind = uint64(c&0x1f), "str"
		case c == 0xc1:
			return fmt.Errorf("reserved code 0xc1 at byte %d", pos-1)
		case c >= 0xc4 && c <= 0xc6: // bin 8/16/32
			w := uint64(1) << (c - 0xc4)
			v, ok := length(w)
			if !ok {
				return fmt.Errorf("truncated bin header at byte %d", pos-1)
			}
			skip, kind = v, "bin"
		case c >= 0xc7 && c <= 0xc9: // ext 8/16/32: length, type byte, data
			w := uint64(1) << (c - 0xc7)
			v, ok := length(w)
			if !ok || left < 1 {
				return fmt.Errorf("truncated ext header at byte %d", pos-1)
			}
			pos++
			left--
			skip, kind = v, "ext"
		case c == 0xca:
			skip = 4
		case c == 0xcb:
			skip = 8
		case c >= 0xcc && c <= 0xcf: // uint 8..64
			skip = 1 << (c - 0xcc)
		case c >= 0xd0 && c <= 0xd3: // int 8..64
			skip = 1 << (c - 0xd0)
		case c >= 0xd4 && c <= 0xd8: // fixext 1..16: type byte, data
			skip = 1 + 1<<(c-0xd4)
		case c >= 0xd9 && c <= 0xdb: // str 8/16/32
			v, ok := length(uint64(1) << (c - 0xd9))
			if !ok {
				return fmt.Errorf("truncated str header at byte %d", pos-1)
			}
			skip, kind = v, "str"
		case c == 0xdc || c == 0xdd: // array 16/32
			v, ok := length(uint64(2) << (c - 0xdc))
			if !ok {
				return fmt.Errorf("truncated array header at byte %d", pos-1)
			}
			elems, kind, container = v, "array", true
		case c == 0xde || c == 0xdf: // map 16/32
			v, ok := length(uint64(2) << (c - 0xde))
			if !ok {
				return fmt.Errorf("truncated map header at byte %d", pos-1)
			}
			elems, kind, container = 2*v, "map", true
		}
		if container {
			if elems > left {
				if kind == "map" {
					return fmt.Errorf("map of %d entries at byte %d, but only %d bytes follow", elems/2, pos, left)
				}
				return fmt.Errorf("array of %d elements at byte %d, but only %d bytes follow", elems, pos, left)
			}
			if elems > 0 {
				if len(pending) >= maxMsgpackDepth {
					return fmt.Errorf("containers nested deeper than %d at byte %d", maxMsgpackDepth, pos)
				}
				pending = append(pending, need)
				need = elems
			}
			continue
		}
		if skip > left {
			if kind != "" {
				return fmt.Errorf("%s of %d bytes at byte %d, but only %d bytes follow", kind, skip, pos, left)
			}
			return fmt.Errorf("truncated value at byte %d", pos-1)
		}
		pos += skip
	}
	return nil
}
