package verify

import (
	"bytes"
	"encoding/binary"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The exact bytes NumPy writes for np.save of a (2, 3) uint16 array.
func TestNpyHeaderBytes(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteNpy(&buf, "<u2", []int{2, 3}, make([]byte, 12)); err != nil {
		t.Fatal(err)
	}
	dict := "{'descr': '<u2', 'fortran_order': False, 'shape': (2, 3), }"
	want := "\x93NUMPY\x01\x00" + "\x76\x00" + dict + strings.Repeat(" ", 128-10-len(dict)-1) + "\n" + string(make([]byte, 12))
	if got := buf.String(); got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	for _, shape := range [][]int{{}, {5}, {4, 16, 512}, {123456789, 1}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}} {
		h := npyHeader("<f8", shape)
		if (10+len(h))%64 != 0 || h[len(h)-1] != '\n' {
			t.Errorf("shape %v: header %q of %d bytes", shape, h, len(h))
		}
		if bytes.Count(h, []byte("\n")) != 1 {
			t.Errorf("shape %v: newline inside the header", shape)
		}
	}
	if h := string(npyHeader("<f4", []int{5})); !strings.HasPrefix(h, "{'descr': '<f4', 'fortran_order': False, 'shape': (5,), }") {
		t.Errorf("1-D header %q", h)
	}
	if h := string(npyHeader("<f4", nil)); !strings.HasPrefix(h, "{'descr': '<f4', 'fortran_order': False, 'shape': (), }") {
		t.Errorf("0-D header %q", h)
	}
}

func TestNpyRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		data  any
		descr string
		shape []int
	}{
		{[]uint16{1, 0x7FBD, 0xFFFF, 0, 0x3F80, 7}, "<u2", []int{2, 3}},
		{[]uint8{0, 0x7E, 0xFE, 0x80}, "|u1", []int{4, 1}},
		{[]int32{-1, 0, 1 << 30}, "<i4", []int{3}},
		{[]float32{float32(math.Inf(-1)), 0.5, float32(math.Copysign(0, -1))}, "<f4", []int{1, 3}},
		{[]float64{math.Pi, -1e300, 5e-324, 0}, "<f8", []int{2, 1, 2}},
		{[]float64{}, "<f8", []int{0, 512}},
	} {
		path := filepath.Join(dir, tc.descr[1:]+".npy")
		if err := SaveNpy(path, tc.data, tc.shape...); err != nil {
			t.Fatal(err)
		}
		a, err := LoadNpy(path)
		if err != nil {
			t.Fatal(err)
		}
		if a.Descr != tc.descr || !slices.Equal(a.Shape, tc.shape) {
			t.Errorf("%s: read %q %v", path, a.Descr, a.Shape)
		}
		var back []byte
		switch v := tc.data.(type) {
		case []uint8:
			back = v
		case []uint16:
			back = U16Bytes(v)
		case []int32:
			back = I32Bytes(v)
		case []float32:
			back = F32Bytes(v)
		case []float64:
			for _, x := range v {
				back = binary.LittleEndian.AppendUint64(back, math.Float64bits(x))
			}
		}
		if !bytes.Equal(a.Data, back) {
			t.Errorf("%s: data differs", path)
		}
	}
	if err := SaveNpy(filepath.Join(dir, "x.npy"), []uint16{1, 2, 3}, 2, 2); err == nil {
		t.Error("a shape that does not fit the data is accepted")
	}
}

// Headers as other writers produce them parse; malformed ones do not.
func TestNpyParseHeaders(t *testing.T) {
	file := func(major byte, h string, data []byte) []byte {
		b := []byte(npyMagic)
		b = append(b, major, 0)
		if major == 1 {
			b = binary.LittleEndian.AppendUint16(b, uint16(len(h)))
		} else {
			b = binary.LittleEndian.AppendUint32(b, uint32(len(h)))
		}
		return append(append(b, h...), data...)
	}
	for _, h := range []string{
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }\n",
		"{'shape': (2,), 'fortran_order': False, 'descr': '<f4'}  \n",
		"{\"descr\":\"<f4\",\"fortran_order\":False,\"shape\":(2L,)}",
		"{ 'descr' : '<f4' , 'fortran_order' : False , 'shape' : ( 2 , ) , }",
	} {
		for _, major := range []byte{1, 2} {
			a, err := ReadNpy(bytes.NewReader(file(major, h, make([]byte, 8))))
			if err != nil || a.Descr != "<f4" || !slices.Equal(a.Shape, []int{2}) {
				t.Errorf("v%d %q: %v %+v", major, h, err, a)
			}
		}
	}
	for _, h := range []string{
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2), }",          // (2) is not a tuple
		"{'descr': '<f4', 'fortran_order': True, 'shape': (2,), }",          // Fortran order
		"{'descr': '<f4', 'shape': (2,), }",                                 // missing key
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2,), 'x': 1, }", // extra key
		"{'descr': '<c8', 'fortran_order': False, 'shape': (2,), }",         // dtype
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2,), } x",
		"['descr', '<f4']",
	} {
		if _, err := ReadNpy(bytes.NewReader(file(1, h, make([]byte, 16)))); err == nil {
			t.Errorf("%q parses", h)
		}
	}
	if _, err := ReadNpy(bytes.NewReader(file(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }", make([]byte, 8)))); err == nil {
		t.Error("truncated data reads")
	}
	if _, err := ReadNpy(strings.NewReader("\x93NUMPZ\x01\x00\x00\x00")); err == nil {
		t.Error("bad magic reads")
	}
}
