package emu

import (
	"testing"
)

// TestSeedLDSDMAClobber runs the seed with the CDNA behaviour of out-of-range
// LDS-DMA lanes (zeros are written to LDS). The seed's last DMA round of a
// full 32-token tile (18,432 bytes; 5 rounds of 256 lanes x 16 bytes) has
// lanes 128..255 past num_records; their LDS destinations lie past the end of
// the tile's stage buffer: in the other stage buffer (which holds the tile
// being processed) or in s_W. With zero writes the seed reads clobbered data.
func TestSeedLDSDMAClobber(t *testing.T) {
	co := seedCodeObject(t)
	in := newSeedInputs(4*131+1024, 4, 1024)
	ref := in.reference(1)
	e, _ := New() // default: LDSDMAWriteZero
	out := runSeed(t, e, co, in, 1)
	st := compareOut(out, ref)
	t.Logf("zero-writing OOB LDS-DMA lanes: %s", st)
	if st.maxRel <= seedTolRel {
		t.Fatalf("expected the seed to read clobbered LDS under the zero-write behaviour, but it matches: %s", st)
	}
}
