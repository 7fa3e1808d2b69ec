package verify

// A small .npy reader and writer (NumPy's format, NEP 1): enough to hand
// inputs, outputs and references to PyTorch.
//
// Files are written as version 1.0: the magic "\x93NUMPY", bytes 1 and 0,
// a little-endian uint16 header length, then the header, a Python dict
// literal {'descr': ..., 'fortran_order': False, 'shape': (...), } padded
// with spaces and ended by '\n' so that the data starts at a multiple of 64
// bytes, then the data in C order. bf16 has no NumPy dtype: bf16 arrays are
// stored as their raw bits with descr '<u2'; in PyTorch,
//
//	torch.from_numpy(np.load("out.npy").view(np.int16)).view(torch.bfloat16)
//
// recovers them. fp8 e4m3fn codes are stored as '|u1'
// (torch.from_numpy(a).view(torch.float8_e4m3fn)).

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/mlagen/mlagen/internal/atomicfile"
)

const npyMagic = "\x93NUMPY"

// NpyArray is an array read from a .npy file: its dtype descriptor, shape
// and raw little-endian data in C order.
type NpyArray struct {
	Descr string
	Shape []int
	Data  []byte
}

// npyItemSize is the item size of the descriptors this package handles.
var npyItemSize = map[string]int{"|u1": 1, "|i1": 1, "<u2": 2, "<i2": 2, "<i4": 4, "<u4": 4, "<f4": 4, "<f8": 8}

// npyHeader is the header (after the 10-byte preamble) for descr and shape.
func npyHeader(descr string, shape []int) []byte {
	var sh strings.Builder
	sh.WriteByte('(')
	for i, d := range shape {
		if i > 0 {
			sh.WriteString(", ")
		}
		sh.WriteString(strconv.Itoa(d))
	}
	if len(shape) == 1 {
		sh.WriteByte(',')
	}
	sh.WriteByte(')')
	h := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': %s, }", descr, sh.String())
	total := 10 + len(h) + 1
	pad := (64 - total%64) % 64
	return []byte(h + strings.Repeat(" ", pad) + "\n")
}

// WriteNpy writes data (raw little-endian items of dtype descr) as a .npy
// array of the given shape.
func WriteNpy(w io.Writer, descr string, shape []int, data []byte) error {
	size, ok := npyItemSize[descr]
	if !ok {
		return fmt.Errorf("npy: unsupported dtype %q", descr)
	}
	n := 1
	for _, d := range shape {
		if d < 0 {
			return fmt.Errorf("npy: negative dimension in shape %v", shape)
		}
		n *= d
	}
	if n*size != len(data) {
		return fmt.Errorf("npy: shape %v of %s needs %d bytes, have %d", shape, descr, n*size, len(data))
	}
	h := npyHeader(descr, shape)
	if len(h) > math.MaxUint16 {
		return errors.New("npy: header too long for format 1.0")
	}
	pre := []byte(npyMagic + "\x01\x00\x00\x00")
	binary.LittleEndian.PutUint16(pre[8:], uint16(len(h)))
	for _, b := range [][]byte{pre, h, data} {
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	return nil
}

// SaveNpy writes a typed slice ([]uint8, []uint16, []int32, []float32 or
// []float64) to a .npy file with the given shape.
func SaveNpy(path string, data any, shape ...int) error {
	var descr string
	var raw []byte
	switch v := data.(type) {
	case []uint8:
		descr, raw = "|u1", v
	case []uint16:
		descr, raw = "<u2", U16Bytes(v)
	case []int32:
		descr, raw = "<i4", I32Bytes(v)
	case []float32:
		descr, raw = "<f4", F32Bytes(v)
	case []float64:
		descr = "<f8"
		raw = make([]byte, 8*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint64(raw[8*i:], math.Float64bits(x))
		}
	default:
		return fmt.Errorf("npy: cannot save %T", data)
	}
	var buf bytes.Buffer
	if err := WriteNpy(&buf, descr, shape, raw); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return atomicfile.WriteFile(path, buf.Bytes(), 0o644)
}

// ReadNpy reads a .npy array of format 1.0, 2.0 or 3.0 in C order, parsing
// its header as NumPy does: a dict literal with exactly the keys descr,
// fortran_order and shape.
func ReadNpy(r io.Reader) (*NpyArray, error) {
	var pre [8]byte
	if _, err := io.ReadFull(r, pre[:]); err != nil {
		return nil, fmt.Errorf("npy: %w", err)
	}
	if string(pre[:6]) != npyMagic {
		return nil, errors.New("npy: not a .npy file (bad magic)")
	}
	var hlen int
	switch pre[6] {
	case 1:
		var b [2]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return nil, fmt.Errorf("npy: %w", err)
		}
		hlen = int(binary.LittleEndian.Uint16(b[:]))
	case 2, 3:
		var b [4]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return nil, fmt.Errorf("npy: %w", err)
		}
		hlen = int(binary.LittleEndian.Uint32(b[:]))
		if hlen > 1<<20 {
			return nil, fmt.Errorf("npy: header of %d bytes", hlen)
		}
	default:
		return nil, fmt.Errorf("npy: unsupported format version %d.%d", pre[6], pre[7])
	}
	h := make([]byte, hlen)
	if _, err := io.ReadFull(r, h); err != nil {
		return nil, fmt.Errorf("npy: header: %w", err)
	}
	a, err := parseNpyHeader(string(h))
	if err != nil {
		return nil, err
	}
	size, ok := npyItemSize[a.Descr]
	if !ok {
		return nil, fmt.Errorf("npy: unsupported dtype %q", a.Descr)
	}
	n := size
	for _, d := range a.Shape {
		if d < 0 || (d > 0 && n > math.MaxInt/d) {
			return nil, fmt.Errorf("npy: bad shape %v", a.Shape)
		}
		n *= d
	}
	a.Data = make([]byte, n)
	if _, err := io.ReadFull(r, a.Data); err != nil {
		return nil, fmt.Errorf("npy: data: %w", err)
	}
	return a, nil
}

// LoadNpy reads a .npy file.
func LoadNpy(path string) (*NpyArray, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	a, err := ReadNpy(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return a, nil
}

// parseNpyHeader parses the header dict literal.
func parseNpyHeader(h string) (*NpyArray, error) {
	p := &npyParser{s: h}
	bad := func(why string) error { return fmt.Errorf("npy: bad header %q: %s", h, why) }
	if !p.eat('{') {
		return nil, bad("not a dict")
	}
	a := &NpyArray{}
	seen := map[string]bool{}
	for !p.eat('}') {
		key, ok := p.str()
		if !ok || !p.eat(':') {
			return nil, bad("want 'key': value")
		}
		if seen[key] {
			return nil, bad("duplicate key " + key)
		}
		seen[key] = true
		switch key {
		case "descr":
			if a.Descr, ok = p.str(); !ok {
				return nil, bad("descr is not a string")
			}
		case "fortran_order":
			switch {
			case p.word("False"):
			case p.word("True"):
				return nil, errors.New("npy: Fortran-order arrays are not supported")
			default:
				return nil, bad("fortran_order is not a bool")
			}
		case "shape":
			if a.Shape, ok = p.tuple(); !ok {
				return nil, bad("shape is not a tuple of integers")
			}
		default:
			return nil, bad("unexpected key " + key)
		}
		if !p.eat(',') {
			if !p.eat('}') {
				return nil, bad("want , or }")
			}
			break
		}
	}
	if len(seen) != 3 {
		return nil, bad("want the keys descr, fortran_order and shape")
	}
	if strings.TrimSpace(p.s[p.i:]) != "" {
		return nil, bad("trailing text")
	}
	if a.Shape == nil {
		a.Shape = []int{}
	}
	return a, nil
}

type npyParser struct {
	s string
	i int
}

func (p *npyParser) skip() {
	for p.i < len(p.s) && strings.IndexByte(" \t\r\n", p.s[p.i]) >= 0 {
		p.i++
	}
}

func (p *npyParser) eat(c byte) bool {
	p.skip()
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *npyParser) word(w string) bool {
	p.skip()
	if strings.HasPrefix(p.s[p.i:], w) {
		p.i += len(w)
		return true
	}
	return false
}

func (p *npyParser) str() (string, bool) {
	p.skip()
	if p.i >= len(p.s) || (p.s[p.i] != '\'' && p.s[p.i] != '"') {
		return "", false
	}
	q := p.s[p.i]
	end := strings.IndexByte(p.s[p.i+1:], q)
	if end < 0 {
		return "", false
	}
	v := p.s[p.i+1 : p.i+1+end]
	p.i += end + 2
	return v, true
}

func (p *npyParser) tuple() ([]int, bool) {
	if !p.eat('(') {
		return nil, false
	}
	shape := []int{}
	for !p.eat(')') {
		p.skip()
		j := p.i
		for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
			j++
		}
		if j == p.i {
			return nil, false
		}
		d, err := strconv.Atoi(p.s[p.i:j])
		if err != nil {
			return nil, false
		}
		p.i = j
		p.word("L") // Python 2 long suffix, as old NumPy wrote it
		shape = append(shape, d)
		if !p.eat(',') {
			// "(3)" is an int in Python, not a tuple: one element needs its comma.
			if !p.eat(')') || len(shape) == 1 {
				return nil, false
			}
			break
		}
	}
	return shape, true
}
