package emu

import (
	"bytes"
	"os"
	"testing"

	"github.com/mlagen/mlagen/emu/internal/optable"
)

// TestOptableUpToDate: optable_data.go is what the generator makes of
// optable.txt (with the names optable.go declares), so an edit of either
// that was not followed by go generate ./emu fails here.
func TestOptableUpToDate(t *testing.T) {
	decls, err := os.ReadFile("optable.go")
	if err != nil {
		t.Fatal(err)
	}
	names, err := optable.ReadNames("optable.go", decls)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("optable.txt")
	if err != nil {
		t.Fatal(err)
	}
	want, err := optable.Generate("optable.txt", data, names)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("optable_data.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
		i := 0
		for i < len(gl) && i < len(wl) && bytes.Equal(gl[i], wl[i]) {
			i++
		}
		line := func(l [][]byte) string {
			if i < len(l) {
				return string(l[i])
			}
			return "(end of file)"
		}
		t.Fatalf("optable_data.go is stale: run go generate ./emu\nfirst difference, line %d:\n have %s\n want %s", i+1, line(gl), line(wl))
	}
}
