package emu

import (
	"fmt"
	"strings"
	"testing"
)

// A "last ticket" reduction, the pattern of the one-launch kernels: each of N
// workgroups stores its value (workgroup id + 1) to data[id], takes a ticket
// from an atomic counter that wraps at N - 1, and the one that draws N - 1
// sums data[0..N-1] into out[0]. rel and acq are the memory-model sequences
// around the atomic (LLVM's agent-scope release and acquire on gfx950, or a
// mutation of them).
func ticketKernel(name, rel, acq string) string {
	return fmt.Sprintf(`
  s_load_dwordx8 s[4:11], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_mov_b64 exec, 1
  s_lshl_b32 s12, s2, 2
  v_mov_b32 v1, s12
  s_add_u32 s13, s2, 1
  v_mov_b32 v2, s13
  global_store_dword v1, v2, s[4:5]
%[2]s
  v_mov_b32 v3, 0
  v_mov_b32 v4, s10
  global_atomic_inc v5, v3, v4, s[6:7] sc0
%[3]s
  v_readfirstlane_b32 s14, v5
  s_cmp_eq_u32 s14, s10
  s_cbranch_scc0 .Lend_sum_%[1]s
  s_mov_b32 s15, 0
  v_mov_b32 v6, 0
.Lloop_%[1]s:
  s_lshl_b32 s16, s15, 2
  v_mov_b32 v7, s16
  global_load_dword v8, v7, s[4:5]
  s_waitcnt vmcnt(0)
  v_add_u32 v6, v6, v8
  s_add_u32 s15, s15, 1
  s_cmp_le_u32 s15, s10
  s_cbranch_scc1 .Lloop_%[1]s
  v_mov_b32 v9, 0
  global_store_dword v9, v6, s[8:9]
.Lend_sum_%[1]s:`, name, rel, acq)
}

// LLVM's agent-scope acq_rel sequences for gfx950 (what clang emits around
// __builtin_amdgcn_atomic_inc32(..., __ATOMIC_ACQ_REL, "agent")).
const (
	release = "  buffer_wbl2 sc1\n  s_waitcnt vmcnt(0)"
	acquire = "  s_waitcnt vmcnt(0)\n  buffer_inv sc1"
)

// TestTicketOrdering runs the ticket reduction with the right release and
// acquire and with each mutation of them: only the full sequences sum every
// workgroup's value; a missing write-back, a write-back not waited for, a
// missing invalidate or one issued before the atomic returned leave the
// last workgroup reading the other XCDs' values from before the launch.
func TestTicketOrdering(t *testing.T) {
	type variant struct {
		name, rel, acq string
		xcds           int
		ok             bool
	}
	const retireOnly = "  s_waitcnt vmcnt(0)" // stores in the L2, none written back
	vs := []variant{
		{"full", release, acquire, 8, true},
		{"norelease", "", acquire, 8, false},
		{"wbnowait", "  buffer_wbl2 sc1", acquire, 8, false},
		{"wbnosc1", "  buffer_wbl2\n  s_waitcnt vmcnt(0)", acquire, 8, false},
		{"noacquire", release, "  s_waitcnt vmcnt(0)", 8, false},
		{"invearly", release, "  buffer_inv sc1\n  s_waitcnt vmcnt(0)", 8, false},
		{"invsc0", release, "  s_waitcnt vmcnt(0)\n  buffer_inv sc0", 8, false},
		// one L2: stores retired before the atomic are in it, no write-back needed
		{"onel2", retireOnly, acquire, 1, true},
		{"eightl2", retireOnly, acquire, 8, false},
		{"onel2noretire", "", acquire, 1, false},
	}
	var opts []kopt
	var bodies []string
	for _, v := range vs {
		opts = append(opts, kopt{name: v.name, vgprs: 16, sgprs: 24})
		bodies = append(bodies, ticketKernel(v.name, v.rel, v.acq))
	}
	co := asmKernels(t, opts, bodies)
	for _, n := range []uint32{2, 5, 24} {
		for _, v := range vs {
			for _, workers := range []int{1, 3} {
				e, err := New(WithXCDs(v.xcds), WithWorkers(workers))
				if err != nil {
					t.Fatal(err)
				}
				m, err := e.Load(co)
				if err != nil {
					t.Fatal(err)
				}
				r := &rig{t: t, e: e, m: m}
				data := r.u32buf(make([]uint32, n))
				cnt := r.u32buf([]uint32{0})
				out := r.u32buf([]uint32{0xdead})
				for launch := 0; launch < 2; launch++ {
					// data from before the launch is 0: a stale read shows
					if err := e.CopyIn(data, make([]byte, 4*n)); err != nil {
						t.Fatal(err)
					}
					r.mustRun(v.name, d1(n), d1(64), uint64(data), uint64(cnt), uint64(out), uint64(n-1))
					got, want := r.readU32(out, 1)[0], n*(n+1)/2
					if (got == want) != v.ok {
						t.Errorf("%s, %d workgroups, %d workers, launch %d: sum %d (all: %d); want it %v", v.name, n, workers, launch, got, want, map[bool]string{true: "complete", false: "missing values"}[v.ok])
					}
					if c := r.readU32(cnt, 1)[0]; c != 0 {
						t.Errorf("%s: counter %d after the launch, want 0 (the last ticket wraps it)", v.name, c)
					}
				}
			}
		}
	}
}

// A load of a location two workgroups stored to, whose newest store the
// reader did not acquire, faults: the stale value it may see is not known.
func TestCoherenceTwoWritersFault(t *testing.T) {
	// Workgroups 0 and 1 store to data[0]; workgroup 1 then loads it back
	// through the other's store (no synchronization): one of them reads a
	// location the other wrote last.
	body := `
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_mov_b64 exec, 1
  v_mov_b32 v1, 0
  v_mov_b32 v2, s2
  global_store_dword v1, v2, s[4:5]
  s_waitcnt vmcnt(0)
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc1 .Ldone
  global_load_dword v3, v1, s[4:5]
  s_waitcnt vmcnt(0)
  global_store_dword v1, v3, s[6:7]
.Ldone:`
	r := newRig(t, kopt{vgprs: 8, sgprs: 16}, body, WithWorkers(1))
	data := r.u32buf([]uint32{7})
	out := r.u32buf([]uint32{0})
	// workers 1: workgroup 0 runs first, so workgroup 1's load finds its own
	// store newest: visible.
	r.mustRun("k", d1(2), d1(64), uint64(data), uint64(out))
	if got := r.readU32(out, 1)[0]; got != 1 {
		t.Errorf("own store: read %d, want 1", got)
	}
	// Three workgroups: workgroup 2 overwrites after 1; 1 reads... with one
	// worker the order is 0, 1, 2, so make workgroup 2 the reader of a
	// location 0 and 1 wrote.
	body3 := strings.Replace(body, "s_cmp_eq_u32 s2, 0\n  s_cbranch_scc1 .Ldone", "s_cmp_lg_u32 s2, 2\n  s_cbranch_scc1 .Ldone", 1)
	body3 = strings.Replace(body3, "  v_mov_b32 v2, s2\n  global_store_dword v1, v2, s[4:5]", "  v_mov_b32 v2, s2\n  s_cmp_eq_u32 s2, 2\n  s_cbranch_scc1 .Lskip\n  global_store_dword v1, v2, s[4:5]\n.Lskip:", 1)
	r3 := newRig(t, kopt{vgprs: 8, sgprs: 16}, body3, WithWorkers(1))
	data3 := r3.u32buf([]uint32{7})
	out3 := r3.u32buf([]uint32{0})
	err := r3.run("k", d1(3), d1(64), uint64(data3), uint64(out3))
	if err == nil || !strings.Contains(err.Error(), "two workgroups") {
		t.Fatalf("a load of a location two workgroups stored to without synchronization: %v, want a fault naming it", err)
	}
}

// One workgroup's store is invisible to another workgroup of the same launch
// without synchronization (it reads the value from before the launch), and
// visible to the next launch.
func TestCoherenceAcrossLaunches(t *testing.T) {
	body := `
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_mov_b64 exec, 1
  v_mov_b32 v1, 0
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc0 .Lread
  v_mov_b32 v2, 42
  global_store_dword v1, v2, s[4:5]
  s_branch .Ldone
.Lread:
  global_load_dword v3, v1, s[4:5]
  s_waitcnt vmcnt(0)
  global_store_dword v1, v3, s[6:7]
.Ldone:`
	r := newRig(t, kopt{vgprs: 8, sgprs: 16}, body, WithWorkers(1))
	data := r.u32buf([]uint32{7})
	out := r.u32buf([]uint32{0})
	r.mustRun("k", d1(2), d1(64), uint64(data), uint64(out))
	if got := r.readU32(out, 1)[0]; got != 7 {
		t.Errorf("same launch, no synchronization: read %d, want the value from before the launch, 7", got)
	}
	if got := r.readU32(data, 1)[0]; got != 42 {
		t.Errorf("after the launch memory holds %d, want 42", got)
	}
	r.mustRun("k", d1(2), d1(64), uint64(data), uint64(out))
	if got := r.readU32(out, 1)[0]; got != 42 {
		t.Errorf("next launch: read %d, want 42 (a kernel's end releases, a kernel's start acquires)", got)
	}
}

// The 32-bit atomics compute the ISA's operations and return the old value
// with SC0.
func TestGlobalAtomicOps(t *testing.T) {
	ops := []struct {
		name      string
		old, data uint32
		want      uint32
	}{
		{"add", 5, 3, 8}, {"sub", 5, 7, 0xfffffffe}, {"swap", 5, 9, 9},
		{"inc", 2, 3, 3}, {"inc", 3, 3, 0}, {"inc", 9, 3, 0},
		{"dec", 2, 3, 1}, {"dec", 0, 3, 3}, {"dec", 9, 3, 3},
		{"smin", 0xfffffffe, 1, 0xfffffffe}, {"umin", 0xfffffffe, 1, 1},
		{"smax", 0xfffffffe, 1, 1}, {"umax", 0xfffffffe, 1, 0xfffffffe},
		{"and", 6, 3, 2}, {"or", 6, 3, 7}, {"xor", 6, 3, 5},
	}
	var opts []kopt
	var bodies []string
	for i, op := range ops {
		opts = append(opts, kopt{name: fmt.Sprintf("k%d", i), vgprs: 8, sgprs: 16})
		bodies = append(bodies, fmt.Sprintf(`
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_mov_b64 exec, 1
  v_mov_b32 v1, 0
  v_mov_b32 v2, %d
  global_atomic_%s v3, v1, v2, s[4:5] sc0
  s_waitcnt vmcnt(0)
  global_store_dword v1, v3, s[6:7]`, op.data, op.name))
	}
	r := newRigN(t, opts, bodies)
	for i, op := range ops {
		mem := r.u32buf([]uint32{op.old})
		ret := r.u32buf([]uint32{0})
		r.mustRun(fmt.Sprintf("k%d", i), d1(1), d1(64), uint64(mem), uint64(ret))
		if got := r.readU32(mem, 1)[0]; got != op.want {
			t.Errorf("%s(%#x, %#x): memory %#x, want %#x", op.name, op.old, op.data, got, op.want)
		}
		if got := r.readU32(ret, 1)[0]; got != op.old {
			t.Errorf("%s: returned %#x, want the old value %#x", op.name, got, op.old)
		}
	}
}
