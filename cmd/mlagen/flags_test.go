package main

import (
	"strings"
	"testing"
)

// --shape given but empty is an error naming the flag in every command (for
// generate it used to mean all, for verify and bench it was an error that
// did not name the flag).
func TestEmptyShapeIsAnErrorEverywhere(t *testing.T) {
	for _, cmd := range [][]string{{}, {"verify"}, {"bench"}, {"model"}} {
		for _, v := range []string{"", " "} {
			args := append(append([]string(nil), cmd...), "--shape", v, "--out", t.TempDir())
			if len(cmd) > 0 {
				args = args[:len(args)-2]
			}
			code, _, errOut := runCLI(args...)
			if code != 2 || !strings.Contains(errOut, "--shape is empty") || strings.Count(errOut, "\n") != 1 {
				t.Errorf("mlagen %q: exit %d, stderr %q; want exit 2 and one line saying --shape is empty", args, code, errOut)
			}
		}
	}
}
