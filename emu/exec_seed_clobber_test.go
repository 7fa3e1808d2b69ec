package emu

import (
	"strings"
	"testing"

	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// TestSeedLDSDMAClobber runs the seed with the CDNA behaviour of out-of-range
// LDS-DMA lanes (zeros are written to LDS). The seed's last DMA round of a
// full 32-token tile (18,432 bytes; 5 rounds of 256 lanes x 16 bytes) has
// lanes 128..255 past num_records; their LDS destinations lie past the end of
// the tile's stage buffer: in the other stage buffer (which holds the tile
// being processed) or in s_W. With zero writes the seed reads clobbered data.
func TestSeedLDSDMAClobber(t *testing.T) {
	_, co := testenv.Seed(t)
	in := newSeedInputs(4*131+1024, 4, 1024)
	ref := in.reference(1)
	// With the race check (the default) the clobber is a race: the DMA's zero
	// writes land in LDS that other waves read in the same barrier interval.
	e, _ := New()
	if err := runSeedErr(e, co, in, 1); err == nil || !strings.Contains(err.Error(), "LDS race") {
		t.Fatalf("want an LDS race fault, got %v", err)
	} else {
		t.Logf("race check: %v", err)
	}
	// Without it, the emulator's wave order decides what the seed reads.
	e, _ = New(WithLDSRaceCheck(false)) // LDSDMAWriteZero
	out := runSeed(t, e, co, in, 1)
	st := compareOut(out, ref)
	rep := verify.Compare(out, verify.Exact(in.Inputs, nil), verify.Faithful(mla.Config{Splits: 1, Stages: 2, Tile: 32}, in.Inputs, &verify.RefOptions{Waves: 1, ExactMax: true}))
	t.Logf("zero-writing OOB LDS-DMA lanes: seed model: %s", st)
	t.Logf("verify: max|err| vs exact %.3g (%.3g x RMS), benchmark rule pass %v (mismatch %.2f%%); worst err/bound %.1f, %d elements past the bound",
		rep.MaxAbsExact, rep.RelExact(), rep.BenchmarkPass, 100*rep.Mismatch, rep.WorstRatio, rep.Violations)
	if st.maxRel <= seedTolRel {
		t.Fatalf("expected the seed to read clobbered LDS under the zero-write behaviour, but it matches: %s", st)
	}
}
