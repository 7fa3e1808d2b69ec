package emu

import "sync"

// VGPR indexing (s_set_gpr_idx_on / _off / _mode / _idx).
//
// MODE bit 27 (GPR_IDX_EN) turns indexing on; M0[7:0] holds the index and
// M0[15:12] which operands of a VALU instruction it applies to (bit 0 src0,
// 1 src1, 2 src2, 3 vdst): a VGPR operand vN of an enabled role reads or
// writes v(N + index) (LLVM's gfx9 imask operand; GCN3 and later ISA
// documents). s_set_gpr_idx_on S0, imask sets M0[7:0] = S0[7:0], M0[15:12]
// = imask and the enable bit; s_set_gpr_idx_off clears the enable bit.
//
// The emulator binds registers when it loads a kernel, so it re-binds an
// indexed instruction for each (index, mode) it meets (cached). Only the
// VALU instructions in a straight run from an s_set_gpr_idx_on to the next
// s_set_gpr_idx_off are indexed (AMD AITER's kernels use four v_add_u32 so);
// an s_set_gpr_idx_on whose run has a branch or no _off, and any other
// vector instruction in the run, fault if they execute with indexing on. An
// index that moves an operand past the kernel's VGPRs faults (hardware would
// substitute v0).

const m0IdxModeShift = 12

func init() {
	reg(func(b *binder) handler {
		b.x.src[0] = b.src(0, tB32)
		b.x.imm = int64(b.in.Simm16 & 0xf)
		if b.x.aux != 0 {
			msg := gprIdxRunErr[b.x.aux]
			return func(w *wave, x *xinst) { w.faultf(x, -1, "VGPR indexing: %s", msg) }
		}
		return func(w *wave, x *xinst) {
			m0 := w.s[regM0] &^ (0xff | 0xf<<m0IdxModeShift)
			w.s[regM0] = m0 | w.sval(&x.src[0])&0xff | uint32(x.imm)<<m0IdxModeShift
			w.gprIdx = true
		}
	}, "s_set_gpr_idx_on")
	reg(func(b *binder) handler {
		return func(w *wave, x *xinst) { w.gprIdx = false }
	}, "s_set_gpr_idx_off")
	reg(func(b *binder) handler {
		b.x.imm = int64(b.in.Simm16 & 0xf)
		return func(w *wave, x *xinst) {
			w.s[regM0] = w.s[regM0]&^(0xf<<m0IdxModeShift) | uint32(x.imm)<<m0IdxModeShift
		}
	}, "s_set_gpr_idx_mode")
	reg(func(b *binder) handler {
		b.x.src[0] = b.src(0, tB32)
		return func(w *wave, x *xinst) { w.s[regM0] = w.s[regM0]&^0xff | w.sval(&x.src[0])&0xff }
	}, "s_set_gpr_idx_idx")
}

// Why an s_set_gpr_idx_on cannot run (xinst.aux).
var gprIdxRunErr = []string{1: "an s_set_gpr_idx_on whose run reaches a branch or the end of the code before s_set_gpr_idx_off is not supported"}

// bindGPRIdx marks the runs of indexed instructions (see above) after every
// instruction is bound: their handlers take the indexed path while indexing
// is on.
func bindGPRIdx(k *kernelCode, prog *program) {
	for i := range prog.insts {
		if prog.insts[i].Name != "s_set_gpr_idx_on" {
			continue
		}
		j := i + 1
		for ; j < len(prog.insts); j++ {
			in := &prog.insts[j]
			if in.Name == "s_set_gpr_idx_off" || isBranch(in) {
				break
			}
		}
		if j == len(prog.insts) || prog.insts[j].Name != "s_set_gpr_idx_off" {
			// re-bind the s_set_gpr_idx_on to fault
			x := &k.code[i]
			x.aux = 1
			b := &binder{k: k, in: x.in, x: x}
			x.fn = specs["s_set_gpr_idx_on"](b)
			continue
		}
		if k.gprIdx == nil {
			k.gprIdx = &sync.Map{}
		}
		for r := i + 1; r < j; r++ {
			x := &k.code[r]
			orig, idx := x.fn, int32(r)
			switch x.in.Format {
			case FmtVOP1, FmtVOP2, FmtVOPC, FmtVOP3, FmtVOP3P:
				x.fn = func(w *wave, x *xinst) {
					if w.gprIdx {
						w.execIndexed(x, idx)
						return
					}
					orig(w, x)
				}
			case FmtSOP1, FmtSOP2, FmtSOPK, FmtSOPC, FmtSOPP, FmtSMEM:
			default:
				x.fn = func(w *wave, x *xinst) {
					if w.gprIdx {
						w.faultf(x, -1, "VGPR indexing of %s (not a VALU instruction) is not supported", x.in.Name)
						return
					}
					orig(w, x)
				}
			}
		}
	}
}

func isBranch(in *Inst) bool {
	switch in.Name {
	case "s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
		"s_cbranch_execz", "s_cbranch_execnz", "s_setpc_b64", "s_swappc_b64", "s_endpgm", "s_cbranch_g_fork", "s_cbranch_join":
		return true
	}
	return false
}

// execIndexed runs instruction i (x) with the index and mode in M0 applied
// to its VGPR operands, binding that form on first use.
func (w *wave) execIndexed(x *xinst, i int32) {
	m0 := w.s[regM0]
	idx, mode := uint16(m0&0xff), (m0>>m0IdxModeShift)&0xf
	key := uint64(i)<<16 | uint64(mode)<<8 | uint64(idx)
	k := w.l.k
	if v, ok := k.gprIdx.Load(key); ok {
		nx := v.(*xinst)
		nx.fn(w, nx)
		return
	}
	in := *x.in
	move := func(o *Operand) bool {
		if o.Kind != OpndVGPR {
			return true
		}
		o.Reg += idx
		return int(o.Reg)+int(o.N) <= k.accum
	}
	ok := true
	for s := 0; s < 3; s++ {
		if mode&(1<<s) != 0 {
			ok = move(&in.Src[s]) && ok
		}
	}
	if mode&8 != 0 {
		ok = move(&in.Dst[0]) && ok
	}
	if !ok {
		w.faultf(x, -1, "VGPR indexing: index %d moves an operand of %s past the kernel's %d VGPRs", idx, x.in.Name, k.accum)
		return
	}
	nx := &xinst{in: &in, target: -1}
	b := &binder{k: k, in: nx.in, x: nx}
	h := specs[in.Name](b)
	if b.err != nil || h == nil {
		w.faultf(x, -1, "VGPR indexing: %s with index %d, mode %#x cannot be bound: %v", x.in.Name, idx, mode, b.err)
		return
	}
	nx.fn = h
	v, _ := k.gprIdx.LoadOrStore(key, nx)
	nx = v.(*xinst)
	nx.fn(w, nx)
}
