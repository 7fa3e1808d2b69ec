package gen

import "testing"

func TestVMCntImmediate(t *testing.T) {
	// s_waitcnt vmcnt(N) with expcnt(7) lgkmcnt(15), as llvm-mc encodes it.
	for n, want := range map[int]string{0: "0xf70", 5: "0xf75", 15: "0xf7f", 16: "0x4f70", 63: "0xcf7f"} {
		if got := vmcntImm(n); got != want {
			t.Errorf("vmcntImm(%d) = %s, want %s", n, got, want)
		}
	}
}
