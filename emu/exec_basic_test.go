package emu

import (
	"strings"
	"testing"
)

// A first end-to-end kernel: out[tid] = in[tid] * 3 + tid.
func TestAsmSmoke(t *testing.T) {
	body := loadArgs4 + laneAddr(2, 4) + laneAddr(4, 6) + `
  global_load_dword v6, v[2:3], off
  s_waitcnt vmcnt(0)
  v_mul_lo_u32 v6, v6, 3
  v_add_u32 v6, v6, v0
  global_store_dword v[4:5], v6, off
`
	r := newRig(t, kopt{}, body)
	in := make([]uint32, 128)
	for i := range in {
		in[i] = uint32(1000 + i)
	}
	pin := r.u32buf(in)
	pout := r.u32buf(make([]uint32, 128))
	r.mustRun("k", d1(1), d1(128), uint64(pin), uint64(pout))
	got := r.readU32(pout, 128)
	for i := range got {
		if want := in[i]*3 + uint32(i); got[i] != want {
			t.Fatalf("out[%d] = %d, want %d", i, got[i], want)
		}
	}
	st := r.e.Stats()
	if st.WaveInstructions == 0 || st.LaneInstructions != 64*st.WaveInstructions || st.Waves != 2 {
		t.Fatalf("stats %+v", st)
	}
}

// An out-of-bounds global store is caught with kernel, address, lane and PC.
func TestOOBStoreFaults(t *testing.T) {
	// lanes store at out + 4*tid; the buffer holds 16 dwords; lane 16 is out.
	body := loadArgs4 + laneAddr(4, 6) + `
  global_store_dword v[4:5], v0, off
`
	r := newRig(t, kopt{name: "oob_store"}, body)
	pin := r.u32buf(make([]uint32, 4))
	pout := r.u32buf(make([]uint32, 16))
	err := r.run("oob_store", d1(1), d1(64), uint64(pin), uint64(pout))
	if err == nil {
		t.Fatal("out-of-bounds store was not caught")
	}
	f, ok := err.(*Fault)
	if !ok {
		t.Fatalf("error %T %v, want *Fault", err, err)
	}
	if f.Kernel != "oob_store" || f.Lane != 16 || !f.HasAddr || f.Addr != uint64(pout)+64 || f.PC == 0 {
		t.Fatalf("fault %+v", f)
	}
	msg := err.Error()
	for _, want := range []string{"oob_store", "lane 16", "global_store_dword", "address 0x"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q lacks %q", msg, want)
		}
	}
	if r.e.Sync() == nil {
		t.Error("Sync did not report the fault")
	}
	if r.e.Sync() != nil {
		t.Error("Sync reported the fault twice")
	}
}

// An instruction the executor does not implement stops the launch with an
// error naming it and its address.
func TestUnimplementedFaults(t *testing.T) {
	body := `
  v_mov_b32 v1, 1
  v_sin_f32 v1, v1
`
	r := newRig(t, kopt{name: "unimpl"}, body)
	err := r.run("unimpl", d1(1), d1(64), 0, 0)
	if err == nil {
		t.Fatal("unimplemented instruction ran")
	}
	f, ok := err.(*Fault)
	if !ok || !strings.Contains(f.Msg, "v_sin_f32") || !strings.Contains(f.Msg, "0x") || f.PC == 0 {
		t.Fatalf("error %v", err)
	}
}

// Machine code the decoder rejects (an SDWA-encoded instruction) stops the
// launch with an error naming its address, when it executes - not earlier:
// a module may hold instructions no kernel reaches.
func TestUndecodableFaults(t *testing.T) {
	body := `
  s_branch .Lrun
  v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
.Lrun:
  v_mov_b32 v1, 1
  v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
`
	r := newRig(t, kopt{name: "undecodable"}, body)
	err := r.run("undecodable", d1(1), d1(64), 0, 0)
	f, ok := err.(*Fault)
	if !ok || !strings.Contains(f.Msg, "decode") || f.PC == 0 {
		t.Fatalf("want a decode fault, got %v", err)
	}
	t.Log(err)
}
