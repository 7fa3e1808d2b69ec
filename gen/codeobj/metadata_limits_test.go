package codeobj

import (
	"bytes"
	"debug/elf"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// hugeArrayNote is the 21-byte note that once killed the process: a map whose
// only key, amdhsa.kernels, claims an array of 0xffffffff kernels.
var hugeArrayNote = []byte("\x81\xaeamdhsa.kernels\xdd\xff\xff\xff\xff")

// nestedNote is a note nesting depth one-element arrays under amdhsa.printf
// (a key the parser skips).
func nestedNote(depth int) []byte {
	b := []byte("\x81\xadamdhsa.printf")
	b = append(b, bytes.Repeat([]byte{0x91}, depth)...)
	return append(b, 0xc0)
}

// A metadata note that claims more than it holds, or nests without bound,
// is an error naming the problem, not an out-of-memory or a stack overflow.
func TestMetadataLengthAndDepthBounds(t *testing.T) {
	if len(hugeArrayNote) != 21 {
		t.Fatalf("the crashing note is %d bytes, want 21", len(hugeArrayNote))
	}
	for _, tc := range []struct {
		name string
		note []byte
		want string
	}{
		{"array of 2^32-1 kernels", hugeArrayNote, "array of 4294967295 elements"},
		{"map of 2^32-1 entries", []byte("\xdf\xff\xff\xff\xff"), "map of 4294967295 entries"},
		{"string of 2^32-1 bytes", []byte("\x81\xadamdhsa.target\xdb\xff\xff\xff\xff"), "str of 4294967295 bytes"},
		{"bin of 2^32-1 bytes", []byte("\x81\xadamdhsa.target\xc6\xff\xff\xff\xff"), "bin of 4294967295 bytes"},
		{"ext of 2^32-1 bytes", []byte("\x81\xadamdhsa.target\xc9\xff\xff\xff\xff\x01"), "ext of 4294967295 bytes"},
		{"args array of 2^16-1", []byte("\x81\xaeamdhsa.kernels\x91\x82\xa5.name\xa1k\xa5.args\xdc\xff\xff"), "array of 65535 elements"},
		{"nested 1e6 deep", nestedNote(1_000_000), "nested deeper than 64"},
		{"nested 65 deep", nestedNote(65), "nested deeper than 64"},
		{"too large", bytes.Repeat([]byte{0xc0}, int(MaxMetadataSize)+1), "exceeds the"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, _, err := decodeMetadata(tc.note)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
			// and through the whole loader
			s := twoKernelELF(t)
			s.note = tc.note
			if _, err := Parse(s.build()); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Parse: error %v, want one containing %q", err, tc.want)
			}
		})
	}
	// Nesting up to the limit is fine.
	if _, _, _, err := decodeMetadata(nestedNote(63)); err != nil {
		t.Errorf("63 levels under the top-level map: %v", err)
	}
}

// metadataPayload extracts the NT_AMDGPU_METADATA payload of a code object.
func metadataPayload(t testing.TB, b []byte) []byte {
	t.Helper()
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	p, err := metadataNote(f, b)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// FuzzParseMetadata: the note decoder never panics, never runs out of memory
// or stack (the fuzzer's process would die), and what it accepts is
// consistent with the bounds it promises. Seeded with the inputs that once
// crashed the parser and the real notes of the committed kernels.
func FuzzParseMetadata(f *testing.F) {
	f.Add(hugeArrayNote)
	f.Add(nestedNote(100))
	f.Add([]byte("\xdf\xff\xff\xff\xff"))
	f.Add(fullMetadata(f))
	f.Add(simpleMetadata(f, "k", ""))
	cos, _ := filepath.Glob("../../generated/*.hsaco")
	for _, p := range cos {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		note := metadataPayload(f, b)
		if _, _, _, err := decodeMetadata(note); err != nil {
			f.Fatalf("%s: %v", p, err)
		}
		f.Add(note)
	}
	f.Fuzz(func(t *testing.T, note []byte) {
		target, _, kernels, err := decodeMetadata(note)
		if err != nil {
			if kernels != nil || target != "" {
				t.Fatalf("error %v with results", err)
			}
			return
		}
		if checkMsgpack(note) != nil {
			t.Fatal("decoded a note checkMsgpack rejects")
		}
		// each kernel costs at least 9 bytes of msgpack, each argument 14
		cost := 0
		for _, k := range kernels {
			if k.Name == "" || k.Symbol == "" {
				t.Fatalf("kernel %+v without a name or symbol", k)
			}
			cost += 9 + 14*len(k.Args)
		}
		if cost > len(note) {
			t.Fatalf("%d kernels with %d bytes of minimal msgpack from a %d-byte note", len(kernels), cost, len(note))
		}
	})
}
