package emu

// ds_read_b64_tr_b8 and ds_read_b64_tr_b16 (gfx950 "MFMA transpose load from
// LDS", CDNA4 ISA 11.4): each lane reads 8 bytes at its own address + offset,
// as ds_read_b64 would, and the wave then exchanges the elements within each
// group of 16 lanes so that a lane ends up holding a column of the block the
// group read.
//
// Exact lane/element mapping (E = elements per lane: 8 for tr_b8, 4 for
// tr_b16; R = 16/E source lanes per row of the block): within the group of
// lanes 16g..16g+15, the source lanes' 8-byte reads form an E x 16 block of
// elements, row-major by source lane: source lane 16g+s holds row s/R,
// columns (s%R)*E .. (s%R)*E+E-1. After the instruction, lane 16g+i holds
// column i: its element e (byte e of the 64-bit result for tr_b8, half e for
// tr_b16) is row e, column i, i.e.
//
//	dst[16g+i].elem[e] = src[16g + R*e + i/E].elem[i%E]
//
// For tr_b8: dst[16g+i].byte[e] = src[16g + 2e + i/8].byte[i%8].
//
// Sources: the ISA manual describes the purpose (the first of two reads loads
// K = 0..7, 16..23, 32..39, 48..55 of an 8-bit operand) but not the lane
// mapping. The mapping is the one Triton's AMD backend relies on to lower
// local loads to ds_read_b64_tr_* on gfx950 (triton-lang/triton,
// lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp,
// chooseDotDsReadB64TrLayout: register bases along the non-K dimension, lane
// bases {kWidthTransRead,0} for 16/kWidthTransRead lanes then {0,1},{0,2},...
// along K), and the one AMD AITER's hardware-proven asm MLA kernel addresses
// (lanes 2r and 2r+1 read bytes 0-7 and 8-15 of one 16-byte row r); that
// kernel's output matches the CPU references in the emulator only with this
// mapping (verify/anchors).
//
// The ISA requires EXEC to be all ones and the address aligned to the data
// size; the emulator faults otherwise.
func bindDSReadTr(elemBytes int) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.imm = int64(uint16(b.in.Offset))
		e := 8 / elemBytes // elements per lane
		r := 16 / e        // source lanes per block row
		return func(w *wave, x *xinst) {
			if w.exec() != ^uint64(0) {
				w.faultf(x, -1, "%s with EXEC %#x: the ISA requires all 64 lanes", x.in.Name, w.exec())
				return
			}
			a := &w.v[x.src[0].reg]
			var raw [64][8]byte
			for l := 0; l < 64; l++ {
				addr := a[l] + uint32(x.imm)
				if addr%8 != 0 {
					w.faultAddr(x, l, uint64(addr), "%s address %#x is not 8-byte aligned", x.in.Name, addr)
					return
				}
				p := w.ldsAt(x, l, addr, 8)
				if p == nil {
					return
				}
				copy(raw[l][:], p)
			}
			lo, hi := &w.res[0], &w.res[1]
			for l := 0; l < 64; l++ {
				g, i := l&^15, l&15
				var out [8]byte
				for el := 0; el < e; el++ {
					src := &raw[g+r*el+i/e]
					c := (i % e) * elemBytes
					copy(out[el*elemBytes:(el+1)*elemBytes], src[c:c+elemBytes])
				}
				lo[l] = le32(out[0:])
				hi[l] = le32(out[4:])
			}
			d := x.dst[0].reg
			w.v[d] = *lo
			w.v[d+1] = *hi
		}
	}
}

func init() {
	reg(bindDSReadTr(1), "ds_read_b64_tr_b8")
	reg(bindDSReadTr(2), "ds_read_b64_tr_b16")
}
