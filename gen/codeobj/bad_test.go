package codeobj

import (
	"bytes"
	"encoding/binary"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/internal/testenv"
)

// mustFail parses b and requires an error (Parse must not panic either; a
// panic fails the test by itself).
func mustFail(t *testing.T, what string, b []byte, want string) {
	t.Helper()
	c, err := Parse(b)
	if err == nil {
		t.Errorf("%s: Parse succeeded (%d kernels), want an error", what, len(c.Kernels))
		return
	}
	if want != "" && !strings.Contains(err.Error(), want) {
		t.Errorf("%s: error %q does not contain %q", what, err, want)
	}
}

func TestBadInputBasic(t *testing.T) {
	mustFail(t, "nil", nil, "not an ELF file")
	mustFail(t, "empty", []byte{}, "not an ELF file")
	r := rand.New(rand.NewSource(1))
	for _, n := range []int{1, 3, 4, 63, 64, 100, 4096} {
		b := make([]byte, n)
		r.Read(b)
		mustFail(t, "random bytes", b, "not an ELF file")
		copy(b, "\x7fELF\x02\x01\x01")
		mustFail(t, "random bytes after an ELF64 ident", b, "")
	}
}

// TestBadInputHostELF: an ELF for another machine (this test binary).
func TestBadInputHostELF(t *testing.T) {
	b, err := os.ReadFile("/proc/self/exe")
	if err != nil {
		t.Skipf("cannot read /proc/self/exe: %v", err)
	}
	mustFail(t, "/proc/self/exe", b, "not an AMDGPU code object (machine ")
}

// TestBadInputSeedTruncated: every truncation of the seed object fails (its
// section headers sit at the end of the file).
func TestBadInputSeedTruncated(t *testing.T) {
	_, b := testenv.Seed(t)
	step := max(1, len(b)/257)
	for n := 0; n < len(b); n += step {
		mustFail(t, "seed truncated", b[:n], "")
	}
	mustFail(t, "seed minus one byte", b[:len(b)-1], "")
}

// TestBadInputSeedCorruptNote overwrites the seed's msgpack payload.
func TestBadInputSeedCorruptNote(t *testing.T) {
	_, b := testenv.Seed(t)
	payload := seedPayloadOffset(t, b)
	for _, garbage := range [][]byte{{0xc1}, {0x91, 0xc1}, {0xdf, 0xff, 0xff, 0xff, 0xff}} {
		c := bytes.Clone(b)
		copy(c[payload:], garbage)
		mustFail(t, "corrupt msgpack", c, "msgpack")
	}
	// A payload cut short: shrink descsz, so the map ends in the middle.
	c := bytes.Clone(b)
	descsz := binary.LittleEndian.Uint32(c[payload-16:])
	binary.LittleEndian.PutUint32(c[payload-16:], descsz/2)
	mustFail(t, "msgpack cut short", c, "msgpack")
}

// seedPayloadOffset finds the file offset of the NT_AMDGPU_METADATA payload
// (header: namesz, descsz, type; name "AMDGPU\0" padded to 8).
func seedPayloadOffset(t *testing.T, b []byte) int {
	t.Helper()
	var hdr [20]byte
	binary.LittleEndian.PutUint32(hdr[0:], 7)
	binary.LittleEndian.PutUint32(hdr[8:], NoteTypeAMDGPUMetadata)
	copy(hdr[12:], "AMDGPU\x00")
	for i := 0; i+20 <= len(b); i += 4 {
		if bytes.Equal(b[i:i+4], hdr[0:4]) && bytes.Equal(b[i+8:i+19], hdr[8:19]) {
			return i + 20
		}
	}
	t.Fatal("NT_AMDGPU_METADATA note not found in the seed")
	return 0
}

// TestBadInputSeedMutations flips random bytes of the seed: Parse may succeed
// or fail, but must neither panic nor return a half-built object with an error.
func TestBadInputSeedMutations(t *testing.T) {
	_, b := testenv.Seed(t)
	r := rand.New(rand.NewSource(2))
	n := 3000
	if testing.Short() {
		n = 300
	}
	for i := 0; i < n; i++ {
		c := bytes.Clone(b)
		for j := r.Intn(8); j >= 0; j-- {
			c[r.Intn(len(c))] = byte(r.Intn(256))
		}
		co, err := Parse(c)
		if err != nil && co != nil {
			t.Fatalf("error %v with a non-nil code object", err)
		}
	}
}

// FuzzParse: Parse never panics, and a successful parse is self-consistent.
func FuzzParse(f *testing.F) {
	if testenv.HaveSeed() {
		_, b := testenv.Seed(f)
		f.Add(b)
	}
	f.Add(twoKernelELF(f).build())
	f.Add([]byte{})
	f.Add([]byte("\x7fELF\x02\x01\x01"))
	// Corrupt program headers easily ask for a huge image; keep each
	// execution's allocation small.
	old := MaxImageSize
	MaxImageSize = 1 << 20
	f.Cleanup(func() { MaxImageSize = old })
	f.Fuzz(func(t *testing.T, b []byte) {
		c, err := Parse(b)
		if err != nil {
			if c != nil {
				t.Fatalf("error %v with a non-nil code object", err)
			}
			return
		}
		for _, k := range c.Kernels {
			if k.DescriptorAddr+DescriptorSize > uint64(len(c.Image)) || k.EntryAddr >= uint64(len(c.Image)) {
				t.Fatalf("%s: descriptor %#x entry %#x outside a %#x-byte image", k.Name, k.DescriptorAddr, k.EntryAddr, len(c.Image))
			}
			if _, err := c.Kernel(k.Name); err != nil {
				t.Fatal(err)
			}
		}
	})
}
