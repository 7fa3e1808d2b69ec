package emu

import "testing"

// A kernel whose code object declares no LDS but uses it (HIP's extern
// __shared__) faults unless launched with enough dynamic LDS.
func TestDynamicLDS(t *testing.T) {
	r := newRig(t, kopt{nargs: 1}, `
  s_load_dwordx2 s[2:3], s[0:1], 0
  v_lshlrev_b32 v1, 2, v0
  ds_write_b32 v1, v0 offset:1024
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v2, v1 offset:1024
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v2, s[2:3]`)
	out := r.u32buf(make([]uint32, 64))
	if err := r.run("k", d1(1), d1(64), uint64(out)); err == nil {
		t.Fatal("LDS access with no LDS allocated: no fault")
	}
	k, err := r.m.Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := k.(*Kernel).WithDynamicLDS(160*1024 + 4); err == nil {
		t.Error("more than 160 KiB of LDS accepted")
	}
	dk, err := k.(*Kernel).WithDynamicLDS(1024 + 256)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.e.Launch(dk, d1(1), d1(64), u32bytes([]uint32{uint32(out), uint32(out >> 32)})); err != nil {
		t.Fatal(err)
	}
	for i, v := range r.readU32(out, 64) {
		if v != uint32(i) {
			t.Fatalf("lane %d read %d", i, v)
		}
	}
	if err := r.run("k", d1(1), d1(64), uint64(out)); err == nil {
		t.Fatal("the original kernel gained the dynamic LDS")
	}
}
