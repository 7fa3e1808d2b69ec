// Package hazard is a static checker of the gfx950 wait-state hazards that
// the hardware does not interlock and software must cover with independent
// instructions or s_nop (CDNA4 ISA tables 11 and 38; rules.go). It follows
// the control flow of a kernel from its entry, and for each instruction
// finds, over every path that reaches it, the fewest wait states issued
// since each earlier instruction it depends on; a rule whose required wait
// is more than that is a Finding. Across branches this is conservative in
// the way LLVM's hazard recognizer is: the worst path counts.
package hazard

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"sort"
	"strings"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/gen/codeobj"
)

// Finding is one missing wait state.
type Finding struct {
	Rule     string
	Producer emu.Inst // the earlier instruction
	Consumer emu.Inst // the instruction that comes too soon after it
	Need     int      // wait states the rule requires between them
	Have     int      // wait states on the worst path
}

func (f Finding) String() string {
	if f.Rule == RuleUndecodable {
		return fmt.Sprintf("%s: %#x: cannot decode the instruction; nothing around it is checked", f.Rule, f.Consumer.Addr)
	}
	return fmt.Sprintf("%s: %#x %s -> %#x %s: needs %d wait states, has %d",
		f.Rule, f.Producer.Addr, f.Producer, f.Consumer.Addr, f.Consumer, f.Need, f.Have)
}

// Register units: SGPR encodings 0..127 (VCC 106/107, M0 124, EXEC 126/127),
// VGPRs from 256, AGPRs from 512.
const (
	unitV  = 256
	unitA  = 512
	regVCC = 106
	regM0  = 124
	regEXE = 126
)

type rng struct{ lo, n uint16 }

func (r rng) overlaps(o rng) bool { return r.n > 0 && o.n > 0 && r.lo < o.lo+o.n && o.lo < r.lo+r.n }
func (r rng) covers(o rng) bool   { return r.lo <= o.lo && o.lo+o.n <= r.lo+r.n }

func opRange(o emu.Operand) (rng, bool) {
	n := uint16(max(o.N, 1))
	switch o.Kind {
	case emu.OpndSReg:
		return rng{o.Reg, n}, true
	case emu.OpndVGPR:
		return rng{unitV + o.Reg, n}, true
	case emu.OpndAGPR:
		return rng{unitA + o.Reg, n}, true
	}
	return rng{}, false
}

func anyOverlap(a []rng, b rng) bool {
	for _, r := range a {
		if r.overlaps(b) {
			return true
		}
	}
	return false
}

func overlapsAny(a, b []rng) bool {
	for _, r := range b {
		if anyOverlap(a, r) {
			return true
		}
	}
	return false
}

var (
	vccR  = rng{regVCC, 2}
	execR = rng{regEXE, 2}
	m0R   = rng{regM0, 1}
)

// node is one instruction with the facts the rules need.
type node struct {
	in    emu.Inst
	bad   bool // undecodable
	waits int  // wait states it issues

	valu, mfma, trans, salu, vmem, ds bool
	permlane, rwlane, readlane        bool
	divFmas, cmpx, dstSel, dpp        bool

	reads, writes []rng
	vgprWrites    []rng // VGPR/AGPR part of writes
	sgprWrites    []rng // SGPR part of writes (including VCC, EXEC)
	sgprConst     []rng // VALU: SGPRs read as data ("as constant")
	laneSel       rng   // v_readlane/v_writelane lane select SGPR
	permDst       rng   // v_permlane*: vdst
	rlSrc         rng   // v_readlane/v_readfirstlane VGPR source
	execzVccz     bool  // reads EXECZ or VCCZ as a data source

	passes         int // MFMA
	dst, a, b, c   rng // MFMA D, SrcA, SrcB, SrcC
	storeData      rng // wide store write data (RuleStoreData)
	m0Reader       bool
	setreg, getreg bool
	hwreg          uint16
	branch, uncond bool // control flow
	end            bool
	target         uint64
	next           uint64
}

func newNode(in emu.Inst, bad bool) *node {
	n := &node{in: in, bad: bad, waits: 1, next: in.Addr + uint64(max(in.Size, 4))}
	if bad {
		return n
	}
	n.dpp = in.Format == emu.FmtDPP // the emulator's decoder reads DPP forms itself
	info := in.Info()
	var flags emu.OpFlags
	if info != nil {
		flags = info.Flags
	}
	name := in.Name
	switch in.Format {
	case emu.FmtVOP1, emu.FmtVOP2, emu.FmtVOPC, emu.FmtVOP3, emu.FmtVOP3P, emu.FmtDPP, emu.FmtSDWA:
		n.valu = true
	case emu.FmtSOP1, emu.FmtSOP2, emu.FmtSOPK, emu.FmtSOPC, emu.FmtSOPP:
		n.salu = true
	case emu.FmtMUBUF, emu.FmtFLAT, emu.FmtGLOBAL, emu.FmtSCRATCH:
		n.vmem = true
	case emu.FmtDS:
		n.ds = true
	}
	n.mfma = flags&emu.FlagMAI != 0 && (strings.HasPrefix(name, "v_mfma") || strings.HasPrefix(name, "v_smfmac")) && name != "v_mfma_ld_scale_b32"
	n.trans = transOps[name]
	n.permlane = strings.HasPrefix(name, "v_permlane")
	n.readlane = name == "v_readlane_b32" || name == "v_readfirstlane_b32"
	n.rwlane = n.readlane || name == "v_writelane_b32"
	n.divFmas = strings.HasPrefix(name, "v_div_fmas")
	n.cmpx = flags&emu.FlagCmpx != 0
	n.dstSel = n.valu && in.OpSel&8 != 0
	if n.permlane {
		n.permDst, _ = opRange(in.Dst[0])
	}

	for i := 0; i < int(in.NumSrc); i++ {
		r, ok := opRange(in.Src[i])
		if !ok {
			if in.Src[i].Kind == emu.OpndSpecial && (in.Src[i].Reg == 251 || in.Src[i].Reg == 252) {
				n.execzVccz = true
			}
			continue
		}
		n.reads = append(n.reads, r)
		mask := flags&emu.FlagVCCIn != 0 && i == 2
		laneSel := n.rwlane && i == 1 && name != "v_readfirstlane_b32"
		if in.Src[i].Kind == emu.OpndSReg && n.valu && !mask && !laneSel {
			n.sgprConst = append(n.sgprConst, r)
		}
		if laneSel && in.Src[i].Kind == emu.OpndSReg {
			n.laneSel = r
		}
		if n.readlane && i == 0 {
			n.rlSrc = r
		}
		if flags&emu.FlagSwap != 0 && i == 0 {
			n.writes = append(n.writes, r)
		}
	}
	for i := 0; i < int(in.NumDst); i++ {
		r, ok := opRange(in.Dst[i])
		if !ok {
			continue
		}
		n.writes = append(n.writes, r)
		if i == 0 && flags&emu.FlagTied != 0 {
			n.reads = append(n.reads, r)
		}
	}
	if n.cmpx {
		n.writes = append(n.writes, execR)
	}
	if n.divFmas {
		n.reads = append(n.reads, vccR) // implicit
	}
	for _, r := range n.writes {
		if r.lo >= unitV {
			n.vgprWrites = append(n.vgprWrites, r)
		} else {
			n.sgprWrites = append(n.sgprWrites, r)
		}
	}
	if n.mfma {
		n.passes, _ = mfmaPasses(&in)
		n.dst, _ = opRange(in.Dst[0])
		n.a, _ = opRange(in.Src[0])
		n.b, _ = opRange(in.Src[1])
		if flags&emu.FlagSMFMAC != 0 {
			n.c = n.dst // C is D itself
		} else {
			n.c, _ = opRange(in.Src[2])
		}
	}
	// wide stores: data of more than 64 bits, unless a MUBUF store has an
	// SGPR soffset
	if n.vmem && flags&(emu.FlagStore|emu.FlagAtomic) != 0 {
		data := in.Src[2]
		if in.Format == emu.FmtMUBUF {
			data = in.Src[3]
		}
		if r, ok := opRange(data); ok && r.n > 2 && !(in.Format == emu.FmtMUBUF && in.Src[2].Kind == emu.OpndSReg) {
			n.storeData = r
		}
	}
	n.m0Reader = flags&emu.FlagLDSLoad != 0 || (in.Format == emu.FmtMUBUF && in.LDS) ||
		strings.Contains(name, "_addtid_") || strings.HasPrefix(name, "s_movrel") || strings.HasPrefix(name, "s_sendmsg")
	switch name {
	case "s_nop":
		n.waits = int(in.Simm16&0xf) + 1
	case "s_setreg_b32", "s_setreg_imm32_b32":
		n.setreg, n.hwreg = true, in.Simm16&0x3f
	case "s_getreg_b32":
		n.getreg, n.hwreg = true, in.Simm16&0x3f
	case "s_endpgm", "s_endpgm_saved", "s_setpc_b64", "s_rfe_b64":
		n.end = true // no successor the checker can follow
	}
	if flags&emu.FlagBranch != 0 {
		n.branch = true
		n.target = uint64(int64(in.Addr) + 4 + int64(int16(in.Simm16))*4)
		n.uncond = name == "s_branch"
	}
	return n
}

// program is a decoded code section.
type program struct {
	nodes []*node
	index map[uint64]int // address -> node
}

// decode decodes code at base; bytes that do not decode become 4-byte
// undecodable nodes.
func decode(code []byte, base uint64) *program {
	p := &program{index: map[uint64]int{}}
	for off := 0; off+4 <= len(code); {
		addr := base + uint64(off)
		in, err := emu.Decode(code[off:], addr)
		var ext extKind
		if err != nil {
			in, ext, err = decodeExt(code[off:], addr)
		}
		bad := err != nil || in.Size == 0
		if bad {
			in = emu.Inst{Addr: addr, Size: 4, Name: "<undecodable>"}
		}
		n := newNode(in, bad)
		n.dpp = n.dpp || ext == extDPP
		if ext == extSDWA && sdwaDstSel(code[off+4:]) {
			n.dstSel = true
		}
		p.index[addr] = len(p.nodes)
		p.nodes = append(p.nodes, n)
		off += int(in.Size)
	}
	return p
}

type extKind uint8

const (
	extNone extKind = iota
	extDPP
	extSDWA
)

// decodeExt decodes a VOP1/VOP2/VOPC instruction with a DPP (src0 = 0xfa)
// or SDWA (0xf9) extension dword, which the emulator's decoder rejects: the
// base instruction with src0 taken from the extension's low byte (a VGPR,
// or for SDWA an SGPR when the extension's S0 bit is set). That is all the
// hazard rules need of it: its registers and that it is DPP or SDWA.
func decodeExt(code []byte, addr uint64) (emu.Inst, extKind, error) {
	if len(code) < 8 {
		return emu.Inst{}, extNone, fmt.Errorf("truncated")
	}
	w0 := binary.LittleEndian.Uint32(code)
	ext := binary.LittleEndian.Uint32(code[4:])
	if w0>>31 != 0 || (w0&0x1ff != 0xfa && w0&0x1ff != 0xf9) {
		return emu.Inst{}, extNone, fmt.Errorf("not DPP/SDWA")
	}
	kind, src0 := extDPP, 256+ext&0xff
	if w0&0x1ff == 0xf9 {
		kind = extSDWA
		if ext>>23&1 != 0 {
			src0 = ext & 0xff
		}
	}
	var b [4]byte
	binary.LittleEndian.PutUint32(b[:], w0&^0x1ff|src0)
	in, err := emu.Decode(b[:], addr)
	if err != nil {
		return emu.Inst{}, extNone, err
	}
	in.Size = 8
	return in, kind, nil
}

// sdwaDstSel reports whether an SDWA extension writes less than the whole
// destination dword (DST_SEL, bits 10:8, not DWORD), the dst-sel forwarding
// hazard of Table 11. (For VOPC the field is part of SDST instead; VOPC has
// no VGPR result to forward.)
func sdwaDstSel(ext []byte) bool {
	return len(ext) >= 4 && binary.LittleEndian.Uint32(ext)>>8&7 != 6
}

func (p *program) succs(i int) []int {
	n := p.nodes[i]
	if n.end {
		return nil
	}
	var out []int
	if n.branch {
		if j, ok := p.index[n.target]; ok {
			out = append(out, j)
		}
		if n.uncond {
			return out
		}
	}
	if j, ok := p.index[n.next]; ok {
		out = append(out, j)
	}
	return out
}

// rec says that instruction prod issued dist wait states ago (the fewest
// over the paths merged here).
type rec struct {
	prod int32
	dist int32
}

type state []rec // sorted by prod

func join(a, b state) (state, bool) {
	out := make(state, 0, len(a)+len(b))
	changed := false
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i].prod < b[j].prod:
			out = append(out, a[i])
			i++
		case i == len(a) || b[j].prod < a[i].prod:
			out = append(out, b[j])
			changed = true
			j++
		default:
			r := a[i]
			if b[j].dist < r.dist {
				r.dist = b[j].dist
				changed = true
			}
			out = append(out, r)
			i++
			j++
		}
	}
	return out, changed
}

// step returns the state after instruction i: every record ages by i's wait
// states, records past every rule's window drop, and i becomes a record.
// An MFMA shadows older MFMA records whose results it overwrites entirely
// (LLVM, too, checks only the nearest MFMA writing a register).
func (p *program) step(s state, i int) state {
	n := p.nodes[i]
	out := make(state, 0, len(s)+1)
	for _, r := range s {
		if r.prod == int32(i) {
			continue // superseded by this issue (loops)
		}
		if n.mfma {
			if o := p.nodes[r.prod]; o.mfma && n.dst.covers(o.dst) {
				continue
			}
		}
		r.dist += int32(n.waits)
		if r.dist < maxWait {
			out = append(out, r)
		}
	}
	if !n.bad {
		out = append(out, rec{prod: int32(i), dist: 0})
		sort.Slice(out, func(a, b int) bool { return out[a].prod < out[b].prod })
	}
	return out
}

// Check analyses the instructions reachable from each entry address in the
// code section code (at address base) and returns the missing wait states,
// ordered by consumer address.
func Check(code []byte, base uint64, entries ...uint64) []Finding {
	return p2findings(decode(code, base), entries)
}

// CheckInsts is Check over an already decoded instruction sequence (in
// address order, as emu.DecodeAll returns it; SDWA forms, which the decoder
// rejects, cannot be in it).
func CheckInsts(insts []emu.Inst, entries ...uint64) []Finding {
	p := &program{index: map[uint64]int{}}
	for _, in := range insts {
		p.index[in.Addr] = len(p.nodes)
		p.nodes = append(p.nodes, newNode(in, in.Size == 0))
	}
	return p2findings(p, entries)
}

func p2findings(p *program, entries []uint64) []Finding {
	var fs []Finding
	bad := check(p, entries, func(prod, cons *node, h hz, have int) {
		if have < h.need {
			fs = append(fs, Finding{Rule: h.rule, Producer: prod.in, Consumer: cons.in, Need: h.need, Have: have})
		}
	})
	for _, n := range bad {
		fs = append(fs, Finding{Rule: RuleUndecodable, Consumer: n.in})
	}
	sort.SliceStable(fs, func(a, b int) bool { return fs[a].Consumer.Addr < fs[b].Consumer.Addr })
	return fs
}

// check runs the analysis and calls visit for every rule that applies to a
// producer and a later consumer, with the fewest wait states between them
// over the paths that reach the consumer. It returns the undecodable
// instructions it reached.
func check(p *program, entries []uint64, visit func(prod, cons *node, h hz, have int)) []*node {
	in := make([]state, len(p.nodes))
	seen := make([]bool, len(p.nodes))
	var work []int
	for _, e := range entries {
		if i, ok := p.index[e]; ok && !seen[i] {
			seen[i] = true
			work = append(work, i)
		}
	}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		out := p.step(in[i], i)
		for _, j := range p.succs(i) {
			if !seen[j] {
				seen[j] = true
				in[j] = out
				work = append(work, j)
				continue
			}
			if merged, changed := join(in[j], out); changed {
				in[j] = merged
				work = append(work, j)
			}
		}
	}
	var bad []*node
	for i, n := range p.nodes {
		if !seen[i] {
			continue
		}
		if n.bad {
			bad = append(bad, n)
			continue
		}
		for _, r := range in[i] {
			prod := p.nodes[r.prod]
			for _, h := range hazards(prod, n) {
				visit(prod, n, h, int(r.dist))
			}
		}
	}
	return bad
}

type hz struct {
	rule string
	need int
}

// hazards lists the rules that apply between producer p and a later
// consumer c, with the wait states each needs.
func hazards(p, c *node) []hz {
	var out []hz
	add := func(rule string, need int) {
		if need > 0 {
			out = append(out, hz{rule, need})
		}
	}
	if p.mfma {
		if c.mfma {
			if c.c.overlaps(p.dst) {
				if c.c == p.dst {
					if p.passes == 2 {
						add(RuleMFMASrcC, 2)
					}
				} else {
					add(RuleMFMASrcC, needXDLSrcC(p.passes))
				}
			}
			if c.a.overlaps(p.dst) || c.b.overlaps(p.dst) {
				add(RuleMFMASrcAB, needXDLRead(p.passes))
			}
		} else if c.valu || c.vmem || c.ds {
			if anyOverlap(c.reads, p.dst) {
				add(RuleMFMARead, needXDLRead(p.passes))
			}
			if anyOverlap(c.vgprWrites, p.dst) {
				add(RuleMFMAWAW, needXDLRead(p.passes))
			}
			if p.c.n > 0 && anyOverlap(c.vgprWrites, p.c) {
				add(RuleMFMAWAR, needXDLWAR(p.passes))
			}
		}
		return out
	}
	if p.valu {
		if c.mfma {
			if overlapsAny(p.vgprWrites, []rng{c.a, c.b, c.c}) {
				add(RuleVALUToMFMA, 2)
			}
			if anyOverlap(p.sgprWrites, execR) {
				add(RuleExecToMFMA, 4)
			}
		}
		if len(p.sgprWrites) > 0 {
			if c.vmem && overlapsAny(p.sgprWrites, c.reads) {
				add(RuleSGPRToVMEM, 5)
			}
			if c.valu && overlapsAny(p.sgprWrites, c.sgprConst) {
				add(RuleSGPRToVALU, 2)
			}
			if c.divFmas && anyOverlap(p.sgprWrites, vccR) {
				add(RuleVCCToDivFmas, 4)
			}
			if c.laneSel.n > 0 && anyOverlap(p.sgprWrites, c.laneSel) {
				add(RuleLaneSelect, 4)
			}
			if c.rwlane && anyOverlap(p.sgprWrites, execR) {
				add(RuleExecToRWLane, 4)
			}
			if c.valu && c.execzVccz && (anyOverlap(p.sgprWrites, execR) || anyOverlap(p.sgprWrites, vccR)) {
				add(RuleExecVCCZ, 5)
			}
		}
		if c.readlane && c.rlSrc.n > 0 && anyOverlap(p.vgprWrites, c.rlSrc) {
			add(RuleVGPRToReadlane, 1)
		}
		if p.trans && c.valu && !c.trans && overlapsAny(p.vgprWrites, c.reads) {
			add(RuleTrans, 1)
		}
		if p.dstSel && c.valu && overlapsAny(p.vgprWrites, c.reads) {
			add(RuleDstSel, 1)
		}
		if c.dpp {
			if overlapsAny(p.vgprWrites, c.reads) {
				add(RuleVGPRToDPP, 2)
			}
			if anyOverlap(p.sgprWrites, execR) {
				add(RuleExecToDPP, 5)
			}
		}
		if c.permlane {
			if c.permDst.n > 0 && anyOverlap(p.vgprWrites, c.permDst) {
				add(RuleVGPRToPermlane, 2)
			}
			if p.cmpx {
				add(RuleCmpxToPermlane, 4)
			}
		}
	}
	if p.storeData.n > 0 && anyOverlap(c.vgprWrites, p.storeData) {
		if c.valu {
			add(RuleStoreData, 2)
		} else {
			add(RuleStoreData, 1)
		}
	}
	if p.salu && c.m0Reader && anyOverlap(p.writes, m0R) {
		add(RuleM0, 1)
	}
	if p.setreg && (c.getreg || c.setreg) && p.hwreg == c.hwreg {
		add(RuleSetReg, 2)
	}
	return out
}

// CheckCodeObject checks every kernel of a code object from its entry point.
func CheckCodeObject(co []byte) ([]Finding, error) {
	c, err := codeobj.Parse(co)
	if err != nil {
		return nil, err
	}
	f, err := elf.NewFile(bytes.NewReader(co))
	if err != nil {
		return nil, fmt.Errorf("hazard: %w", err)
	}
	s := f.Section(".text")
	if s == nil {
		return nil, fmt.Errorf("hazard: code object has no .text section")
	}
	text, err := s.Data()
	if err != nil {
		return nil, fmt.Errorf("hazard: reading .text: %w", err)
	}
	var entries []uint64
	for _, k := range c.Kernels {
		entries = append(entries, k.EntryAddr)
	}
	return Check(text, s.Addr, entries...), nil
}
