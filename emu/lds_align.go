package emu

// LDSAlignment is the LDS alignment mode the emulator models
// (SH_MEM_CONFIG.alignment_mode; see EXECUTOR.md, "LDS alignment").
type LDSAlignment uint8

const (
	// LDSAlignUnaligned: DS loads and stores of any size may be at any byte
	// address and access exactly the bytes addressed. This is the mode ROCm
	// runs every gfx9 process in (the amdkfd driver sets alignment_mode =
	// UNALIGNED for gfx9 queues), so it is the default.
	LDSAlignUnaligned LDSAlignment = iota
	// LDSAlignStrict: every DS access must be naturally aligned (b16: 2,
	// b32: 4, b64: 8, b96 and b128: 16 bytes; read2/write2: each element);
	// a misaligned one is a memory violation, reported as a fault. This is
	// what LLVM assumes of compiled code, so compiled kernels pass it.
	LDSAlignStrict
)

// WithLDSAlignment selects the LDS alignment mode (default LDSAlignUnaligned).
func WithLDSAlignment(m LDSAlignment) Option { return func(e *Emulator) { e.ldsAlign = m } }

// naturalAlign is the natural alignment of an n-byte LDS access.
func naturalAlign(n uint32) uint32 {
	a := uint32(1)
	for a < n {
		a <<= 1
	}
	return a
}

// ldsMisaligned faults (and returns true) when an n-byte DS access at addr
// is not naturally aligned and must be: always when required (atomics;
// the ISA's transpose loads), else in LDSAlignStrict mode.
func (w *wave) ldsMisaligned(x *xinst, l int, addr, n uint32, required bool) bool {
	if !required && w.l.e.ldsAlign != LDSAlignStrict {
		return false
	}
	if a := naturalAlign(n); addr&(a-1) != 0 {
		w.faultAddr(x, l, uint64(addr), "misaligned LDS access: %d bytes at %#x, which must be %d-byte aligned", n, addr, a)
		return true
	}
	return false
}

// ldsAtAligned is ldsAt for instructions that need natural alignment in
// every mode: LDS atomics (the CDNA4 guide gives their address as a dword
// address; later guides state that atomics must be aligned even in
// UNALIGNED mode) and the transpose loads (CDNA4 ISA 11.4).
func (w *wave) ldsAtAligned(x *xinst, l int, addr uint32, n uint32) []byte {
	if w.ldsMisaligned(x, l, addr, n, true) {
		return nil
	}
	return w.ldsAt(x, l, addr, n)
}
