package emu

import (
	"strings"
	"testing"
)

// With interleaved waits an LDS load's registers change at its return on the
// wave's clock (dsLatencyInsts after issue, in order, lgkmcnt waits moving
// the clock on); before that they hold their old value. Without, at issue.
func TestLDSLoadLatency(t *testing.T) {
	nops := strings.Repeat("  s_nop 0\n", dsLatencyInsts)
	body := `
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, 0x77
  ds_write_b32 v1, v2
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v3, 5
  ds_read_b32 v3, v1
  v_mov_b32 v40, v3                       ; old (5) with interleaved waits
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v41, v3                       ; 0x77
  v_mov_b32 v4, 6
  ds_read_b32 v4, v1
` + nops + `
  v_mov_b32 v42, v4                       ; 0x77: landed by time
  v_mov_b32 v5, 8
  v_mov_b32 v6, 9
  ds_read_b32 v5, v1
  ds_read_b32 v6, v1
  s_waitcnt lgkmcnt(1)                    ; the first is back, the second right after
  s_nop 0
  v_mov_b32 v43, v6                       ; 0x77
  v_mov_b32 v7, 10
  ds_read_b32 v7, v1
  v_mov_b32 v44, v7                       ; old (10) with interleaved waits: no wait
  v_lshlrev_b32 v1, 2, v0
`
	for _, il := range []bool{false, true} {
		got := runLanes(t, kopt{lds: 256}, nil, 5, body, WithInterleavedWaits(il))
		want := []uint32{0x77, 0x77, 0x77, 0x77, 0x77}
		if il {
			want[0], want[4] = 5, 10
		}
		for k, w := range want {
			if got[k][7] != w {
				t.Errorf("interleaved %v: output %d = %#x, want %#x", il, k, got[k][7], w)
			}
		}
	}
}
