package plan

import (
	"encoding/binary"
	"testing"
)

// FuzzBuild: whatever the parameters and lengths, Build either refuses with
// a status code or gives a plan with every property of checkPlan. The
// input's first 5 bytes pick the parameters (CUs, workgroups per CU, tile,
// overhead, a length scale); then every 2 bytes are one length, scaled.
func FuzzBuild(f *testing.F) {
	f.Add([]byte{})                                       // no sequence
	f.Add([]byte{255, 0, 7, 3, 0, 0, 0, 0, 0})            // empty sequences only
	f.Add([]byte{0, 0, 0, 0, 0, 1, 0})                    // one workgroup, tile 1, one token
	f.Add([]byte{3, 1, 7, 2, 9, 255, 255, 4, 0, 4, 0, 4}) // one long among short
	f.Add([]byte{255, 3, 1, 5, 0, 1, 0, 2, 0, 0, 0, 3})   // more workgroups than tiles
	f.Add([]byte{1, 0, 6, 0, 16, 255, 127, 255, 127, 1})  // the token limit
	f.Fuzz(func(t *testing.T, in []byte) {
		var hdr [5]byte
		copy(hdr[:], in)
		in = in[min(len(in), 5):]
		p := Defaults(1 + len(in)/2)
		p.CUs = 1 + int(hdr[0])
		p.WGPerCU = 1 + int(hdr[1]%4)
		p.Tile = []int{1, 2, 3, 16, 32, 64, 128, 129}[hdr[2]%8]
		p.Overhead = []int{0, 1, 7, 188, 1000, 100000}[hdr[3]%6]
		shift := hdr[4] % 17 // lengths up to 65535 << 16: past the token limit
		lens := make([]int32, len(in)/2)
		for i := range lens {
			lens[i] = int32(int64(binary.LittleEndian.Uint16(in[2*i:])) << shift >> 1)
		}
		pl, err := Build(p, lens)
		if err != nil {
			var tokens int64
			for _, l := range lens {
				tokens += int64(l)
			}
			if tokens <= LimitTokens {
				t.Fatalf("%+v %v: %v", p, lens, err)
			}
			return
		}
		if err := checkPlan(p, lens, pl); err != nil {
			t.Fatalf("%+v %v: %v", p, lens, err)
		}
	})
}
