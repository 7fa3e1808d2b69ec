package emu

import (
	"encoding/binary"
	"sync"
	"testing"

	"github.com/mlagen/mlagen/device"
)

// recTracer records, per (workgroup, wave), the events it is given.
type recTracer struct {
	mu  sync.Mutex
	evs map[[2]int][]TraceEvent
}

func (r *recTracer) Event(wg, wave int, ev *TraceEvent) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.evs == nil {
		r.evs = map[[2]int][]TraceEvent{}
	}
	r.evs[[2]int{wg, wave}] = append(r.evs[[2]int{wg, wave}], *ev)
}

// TestTraceSubsetAndAddresses traces two of a grid's four workgroups and
// checks that only they run (their stores land, the others' do not), that
// every instruction is reported with EXEC at issue, and the per-lane
// addresses of a global load, a global store, an LDS-DMA buffer load and
// DS reads (one- and two-address forms).
func TestTraceSubsetAndAddresses(t *testing.T) {
	body := loadArgs4 + `
  s_lshl_b32 s12, s2, 8           // workgroup x * 256 bytes
  v_lshlrev_b32 v1, 2, v0         // 4 * lane
  v_add_u32 v2, s12, v1
  global_load_dword v3, v2, s[4:5] offset:16
  s_mov_b32 s16, s4               // V# over in[] (256 records)
  s_and_b32 s17, s5, 0xffff
  s_mov_b32 s18, 256
  s_mov_b32 s19, 0x110000
  s_mov_b32 m0, 0x100
  s_nop 0
  buffer_load_dword v1, s[16:19], 0 offen lds
  s_waitcnt vmcnt(0)
  v_mov_b32 v5, 0x100
  ds_read_b32 v6, v1 offset:0x100
  ds_read2_b32 v[8:9], v1 offset0:64 offset1:65
  s_waitcnt lgkmcnt(0)
  s_mov_b64 exec, 0xffff
  global_store_dword v2, v3, s[6:7]
`
	r := newRig(t, kopt{lds: 1024}, body)
	in := make([]uint32, 256)
	for i := range in {
		in[i] = uint32(i + 1)
	}
	pin := r.u32buf(in)
	pout := r.u32buf(make([]uint32, 256))
	k, err := r.m.Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	ka := make([]byte, 32)
	binary.LittleEndian.PutUint64(ka[0:], uint64(pin))
	binary.LittleEndian.PutUint64(ka[8:], uint64(pout))
	tr := &recTracer{}
	sel := [][3]uint32{{2, 0, 0}, {0, 0, 0}}
	if err := r.e.Trace(k, d1(4), d1(64), ka, sel, tr); err != nil {
		t.Fatal(err)
	}
	out := r.readU32(pout, 256)
	for wg := 0; wg < 4; wg++ {
		ran := wg == 0 || wg == 2
		for l := 0; l < 64; l++ {
			got := out[wg*64+l]
			want := uint32(0) // not stored
			if ran && l < 16 {
				want = in[wg*64+l+4]
			}
			if got != want {
				t.Fatalf("out[%d] (workgroup %d lane %d) = %#x, want %#x", wg*64+l, wg, l, got, want)
			}
		}
	}
	if len(tr.evs) != 2 {
		t.Fatalf("traced %d waves, want 2", len(tr.evs))
	}
	evs := tr.evs[[2]int{0, 0}] // selection 0 = workgroup (2,0,0)
	prog := k.(*Kernel).Program()
	seen := map[string]bool{}
	for i, ev := range evs {
		if ev.Inst != &prog[ev.Index] {
			t.Fatalf("event %d: Inst is not Program()[Index]", i)
		}
		name := ev.Inst.Name
		seen[name] = true
		switch name {
		case "global_load_dword":
			if ev.Mem != MemLoad || ev.Size != 4 || ev.Exec != ^uint64(0) {
				t.Fatalf("%s: mem %v size %d exec %#x", name, ev.Mem, ev.Size, ev.Exec)
			}
			for l := 0; l < 64; l++ {
				if want := uint64(pin) + 2*256 + 4*uint64(l) + 16; ev.Addr[l] != want {
					t.Fatalf("%s lane %d: address %#x, want %#x", name, l, ev.Addr[l], want)
				}
			}
		case "buffer_load_dword":
			if ev.Mem != MemLDSDMA || ev.InRange != ^uint64(0) {
				t.Fatalf("%s: mem %v in-range %#x", name, ev.Mem, ev.InRange)
			}
			for l := 0; l < 64; l++ {
				if ev.Addr[l] != uint64(pin)+4*uint64(l) || ev.LDS[l] != 0x100+4*uint32(l) {
					t.Fatalf("%s lane %d: %#x -> LDS %#x", name, l, ev.Addr[l], ev.LDS[l])
				}
			}
		case "ds_read_b32":
			if ev.Mem != MemDS || ev.Write || ev.LDS[5] != 0x100+20 {
				t.Fatalf("%s: %v write=%v lane 5 at %#x", name, ev.Mem, ev.Write, ev.LDS[5])
			}
		case "ds_read2_b32":
			if !ev.Two || ev.LDS[1] != 4+256 || ev.LDS2[1] != 4+260 {
				t.Fatalf("%s: two=%v lane 1 at %#x, %#x", name, ev.Two, ev.LDS[1], ev.LDS2[1])
			}
		case "global_store_dword":
			if ev.Mem != MemStore || ev.Exec != 0xffff {
				t.Fatalf("%s: mem %v exec %#x", name, ev.Mem, ev.Exec)
			}
		case "s_load_dwordx8":
			if ev.Mem != MemSMEM || ev.Size != 32 || ev.InRange != 1 || ev.Addr[0] == 0 {
				t.Fatalf("%s: mem %v size %d in range %#x address %#x", name, ev.Mem, ev.Size, ev.InRange, ev.Addr[0])
			}
		}
	}
	for _, n := range []string{"global_load_dword", "buffer_load_dword", "ds_read_b32", "ds_read2_b32", "global_store_dword", "s_endpgm"} {
		if !seen[n] {
			t.Errorf("no event for %s", n)
		}
	}
	if last := evs[len(evs)-1].Inst.Name; last != "s_endpgm" {
		t.Errorf("last event %s, want s_endpgm", last)
	}

	// Bad selections are refused.
	if err := r.e.Trace(k, d1(4), d1(64), ka, [][3]uint32{{4, 0, 0}}, tr); err == nil {
		t.Error("a workgroup outside the grid was accepted")
	}
	if err := r.e.Trace(k, d1(4), d1(64), ka, [][3]uint32{{1, 0, 0}, {1, 0, 0}}, tr); err == nil {
		t.Error("a workgroup selected twice was accepted")
	}
	var _ device.Kernel = k
}
