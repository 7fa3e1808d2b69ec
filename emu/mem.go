package emu

import (
	"fmt"
	"sort"
	"sync"
)

// Device memory: a sparse 64-bit address space holding one byte slice per
// allocation. Allocation bases are aligned to allocAlign and separated by at
// least allocGap unmapped bytes, so that running off the end (or the start) of
// a buffer lands in unmapped memory and faults instead of silently touching a
// neighbour.
const (
	allocBase  = 0x0000_0010_0000_0000 // first allocation (64 GiB): far from 0 and from small integers
	allocAlign = 1 << 16
	allocGap   = 1 << 20
)

// allocation is one device buffer: [base, base+len(data)).
type allocation struct {
	base uint64
	data []byte
	ro   string // non-empty: read-only to kernels; what it is ("kernarg segment")
}

func (a *allocation) end() uint64 { return a.base + uint64(len(a.data)) }

// memory is the emulator's device memory. Alloc/Free/CopyIn/CopyOut take the
// lock; a launch takes a snapshot of the allocation table (allocations cannot
// change while a launch runs: launches are synchronous).
type memory struct {
	mu     sync.RWMutex
	allocs []*allocation // sorted by base
	next   uint64
	fill   byte
}

func newMemory(fill byte) *memory { return &memory{next: allocBase, fill: fill} }

func (m *memory) alloc(n int64) (uint64, error) {
	if n < 0 {
		return 0, fmt.Errorf("emu: Alloc(%d): negative size", n)
	}
	if n > 1<<36 {
		return 0, fmt.Errorf("emu: Alloc(%d): larger than the emulator's 64 GiB limit", n)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	size := n
	if size == 0 {
		size = 1 // a distinct, valid address even for empty buffers (nothing may be accessed: see checks)
	}
	a := &allocation{base: m.next, data: make([]byte, size)}
	if m.fill != 0 {
		fillBytes(a.data, m.fill)
	}
	if n == 0 {
		a.data = a.data[:0]
	}
	m.next = alignUp(a.base+uint64(size)+allocGap, allocAlign)
	m.allocs = append(m.allocs, a) // bases increase monotonically: stays sorted
	return a.base, nil
}

func (m *memory) free(p uint64) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	i := sort.Search(len(m.allocs), func(i int) bool { return m.allocs[i].base >= p })
	if i == len(m.allocs) || m.allocs[i].base != p {
		return fmt.Errorf("emu: Free(%#x): not the base of a live allocation", p)
	}
	m.allocs = append(m.allocs[:i], m.allocs[i+1:]...)
	return nil
}

// find returns the allocation containing [addr, addr+n), or nil.
func findAlloc(allocs []*allocation, addr uint64, n uint64) *allocation {
	a, _ := findAllocIndex(allocs, addr, n)
	return a
}

// findAllocIndex is findAlloc with the allocation's index in allocs.
func findAllocIndex(allocs []*allocation, addr uint64, n uint64) (*allocation, int) {
	i := sort.Search(len(allocs), func(i int) bool { return allocs[i].end() > addr })
	if i == len(allocs) {
		return nil, -1
	}
	a := allocs[i]
	if addr < a.base || addr+n > a.end() || addr+n < addr {
		return nil, -1
	}
	return a, i
}

func (m *memory) span(addr uint64, n int, what string) ([]byte, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	a := findAlloc(m.allocs, addr, uint64(n))
	if a == nil {
		return nil, fmt.Errorf("emu: %s of %d bytes at %#x: not inside one allocation", what, n, addr)
	}
	off := addr - a.base
	return a.data[off : off+uint64(n)], nil
}

func (m *memory) copyIn(dst uint64, src []byte) error {
	b, err := m.span(dst, len(src), "CopyIn")
	if err != nil {
		return err
	}
	copy(b, src)
	return nil
}

func (m *memory) copyOut(dst []byte, src uint64) error {
	b, err := m.span(src, len(dst), "CopyOut")
	if err != nil {
		return err
	}
	copy(dst, b)
	return nil
}

// setReadOnly marks the allocation at base read-only to kernels, as what.
func (m *memory) setReadOnly(base uint64, what string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if a := findAlloc(m.allocs, base, 1); a != nil && a.base == base {
		a.ro = what
	}
}

// storeFault reports whether the bytes get just returned for a store lie in
// a read-only allocation, and if so faults the wave naming it.
func (w *wave) storeFault(x *xinst, l int, addr uint64) bool {
	if a := w.mem.last; a != nil && a.ro != "" {
		w.faultAddr(x, l, addr, "store to the %s, which is read-only to kernels", a.ro)
		return true
	}
	return false
}

// snapshot returns the allocation table for a launch.
func (m *memory) snapshot() []*allocation {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return append([]*allocation(nil), m.allocs...)
}

func alignUp(v, a uint64) uint64 { return (v + a - 1) &^ (a - 1) }

func fillBytes(b []byte, v byte) {
	if len(b) == 0 {
		return
	}
	b[0] = v
	for n := 1; n < len(b); n *= 2 {
		copy(b[n:], b[:n])
	}
}

// memView is a launch's read-mostly view of device memory with a one-entry
// cache of the last allocation hit (per wave: each worker goroutine owns one).
type memView struct {
	allocs  []*allocation
	last    *allocation
	lastIdx int // last's index in allocs
}

// get returns the n bytes at addr, or nil when they are not inside one allocation.
func (v *memView) get(addr uint64, n uint64) []byte {
	if a := v.last; a != nil && addr >= a.base && addr+n <= a.end() && addr+n >= addr {
		off := addr - a.base
		return a.data[off : off+n : off+n]
	}
	a, i := findAllocIndex(v.allocs, addr, n)
	if a == nil {
		return nil
	}
	v.last, v.lastIdx = a, i
	off := addr - a.base
	return a.data[off : off+n : off+n]
}
