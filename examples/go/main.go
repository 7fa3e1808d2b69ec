// Command example runs one of mlagen's generated kernels from Go through
// package kernels over mlagen's own registry (generated.Registry): it picks
// the kernel for a shape, shows its code object and launch dimensions, then
// (built with -tags rocm, on a gfx950) uploads inputs, launches decode and
// reduce on a HIP stream and checks the output. It makes its inputs with the
// verify harness, as the benchmark does; a downstream program needs neither
// (examples/go-generate links only the launch API and the HIP runtime).
//
//	go run ./examples/go -shape 4x1024              # no HIP: stops, saying how to rebuild
//	go run -tags rocm ./examples/go -shape 4x1024   # needs libamdhip64 and an MI355X
//	go run -tags rocm ./examples/go -page 16        # a paged launch (block table, 16-token pages)
//
// With -page 16 it takes the kernel from pagedkernels (a registry generated
// with mlagen --shape 4x1024 --page 16) and lays the cache out in pages built
// on the host: each sequence's pages in a shuffled order in one cache, and a
// block table [batch, stride] of page numbers.
//
// Without a usable device it prints why and exits 1.
package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"

	"github.com/mlagen/mlagen/examples/go/pagedkernels"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/hip"
	"github.com/mlagen/mlagen/kernels"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/registry"
	"github.com/mlagen/mlagen/verify"
)

func main() {
	shapeFlag := flag.String("shape", "4x1024", "shape BATCHxKV_LEN")
	seed := flag.Uint64("seed", 1, "input seed")
	page := flag.Int("page", 0, "16: launch the paged kernel of pagedkernels (shape 4x1024) over a block table")
	flag.Parse()
	reg := generated.Registry
	switch *page {
	case 0:
	case 16:
		reg = pagedkernels.Registry
	default:
		fmt.Fprintf(os.Stderr, "example: -page %d: this example has paged kernels for -page 16 only\n", *page)
		os.Exit(2)
	}
	if err := run(reg, *shapeFlag, *page, *seed); err != nil {
		fmt.Fprintf(os.Stderr, "example: %v\n", err)
		if errors.Is(err, hip.ErrNotBuilt) {
			fmt.Fprintln(os.Stderr, "example: for this example: go run -tags rocm ./examples/go")
		}
		os.Exit(1)
	}
	fmt.Println("ok")
}

func run(reg *registry.Registry, shapeArg string, page int, seed uint64) error {
	s, err := mla.ParseShape(shapeArg)
	if err != nil {
		return err
	}
	// 1. The kernel: the shape table's entry, or mla.Select's config if generated.
	k, err := kernels.ForShape(reg, s)
	if err != nil {
		return err
	}
	if page > 0 && k.Config.Page.PageSize() != page {
		// A registry regenerated without --page would hand back a kernel
		// that reads contiguous rows; it must not get the paged cache.
		return fmt.Errorf("kernel %s does not read %d-token pages: regenerate pagedkernels with --page %d", k.Name, page, page)
	}
	fmt.Printf("shape %v: kernel %s", s, k.Name)
	if k.HasReduce() {
		fmt.Printf(" + %s", k.ReduceName)
	}
	fmt.Printf(" (splits %d, stages %d, tile %d)\n", k.Splits, k.Stages, k.Tile)
	fmt.Printf("code object %s: %d bytes, embedded\n", k.CodeObjectFile, len(k.CodeObject))
	fmt.Printf("decode grid %v block %v", dims(k.DecodeGrid(s.Batch)), dims(k.DecodeBlock()))
	if k.HasReduce() {
		fmt.Printf("; reduce grid %v block %v", dims(k.ReduceGrid(s.Batch)), dims(k.ReduceBlock()))
	}
	fmt.Printf("; workspace %d bytes\n", k.WorkspaceBytes(s.Batch))

	// 2. The device (a gfx950) with a stream, and device memory.
	b, err := hip.Open(0)
	if err != nil {
		return err
	}
	defer b.Close()
	fmt.Printf("device: %s\n", b.Info())

	// Random inputs made as the benchmark makes them (bf16 q, fp8 KV with a
	// per-tensor scale, uniform lengths), in the kernels' layout.
	in := verify.NewInputs(seed, s.Batch, s.KVLen)
	data := in.DeviceData()
	var stride int32
	if page > 0 {
		// The paged layout: the cache and the block table replace the
		// contiguous kv; kv_indptr now gives only the lengths.
		var cache, table []byte
		cache, table, stride = pageCache(in.KV, s.Batch, s.KVLen, page, seed)
		data["kv"], data["block_table"] = cache, table
		fmt.Printf("paged cache: %d pages of %d tokens, block table %dx%d\n", len(cache)/(page*mla.QKDim), page, s.Batch, stride)
	}
	var a kernels.Args
	for _, buf := range []struct {
		dst  *uint64
		name string
	}{
		{&a.Q, "q"}, {&a.KV, "kv"}, {&a.KVScale, "kv_scale"}, {&a.QOIndptr, "qo_indptr"}, {&a.KVIndptr, "kv_indptr"},
		{&a.BlockTable, "block_table"},
	} {
		if data[buf.name] == nil {
			continue // block_table: paged kernels only
		}
		p, err := b.Alloc(int64(len(data[buf.name])))
		if err != nil {
			return err
		}
		if err := b.CopyIn(p, data[buf.name]); err != nil {
			return err
		}
		*buf.dst = uint64(p)
	}
	ws, err := b.Alloc(k.WorkspaceBytes(s.Batch))
	if err != nil {
		return err
	}
	// Zeroed once: a one-launch (_one) kernel keeps ticket counters there,
	// and leaves them zero.
	if n := k.WorkspaceBytes(s.Batch); n > 0 {
		if err := b.Memset(ws, 0, n); err != nil {
			return err
		}
	}
	outLen := s.Batch * mla.NumHeads * mla.VDim
	out, err := b.Alloc(int64(outLen) * 2)
	if err != nil {
		return err
	}
	a.Workspace, a.Out, a.SMScale = uint64(ws), uint64(out), float32(1/math.Sqrt(mla.QKDim))
	a.BlockTableStride = stride

	// 3. Load the embedded code object and launch on the backend's stream.
	m, err := k.Load(b.Info().Index)
	if err != nil {
		return err
	}
	defer m.Unload()
	if err := m.Launch(b.Stream(), s.Batch, a); err != nil {
		return err
	}
	if err := b.Sync(); err != nil {
		return err
	}
	res := make([]byte, outLen*2)
	if err := b.CopyOut(res, out); err != nil {
		return err
	}

	// 4. A cheap check: every output is finite and, being a softmax-weighted
	// average of V rows, bounded by the largest |v| (plus fp8 rounding of the
	// weights). `mlagen verify --backend hip` does the strict comparison.
	var vmax float64
	for t := 0; t < s.Batch*s.KVLen; t++ {
		for d := 0; d < mla.VDim; d++ {
			vmax = math.Max(vmax, math.Abs(float64(num.E4M3ToF32(in.KV[t*mla.QKDim+d])*in.KVScale)))
		}
	}
	var sum, omax float64
	for i := 0; i < outLen; i++ {
		o := float64(num.BF16ToF32(binary.LittleEndian.Uint16(res[2*i:])))
		if math.IsNaN(o) || math.IsInf(o, 0) || math.Abs(o) > 1.07*vmax {
			return fmt.Errorf("output %d is %v, outside [-%.3g, %.3g]", i, o, 1.07*vmax, 1.07*vmax)
		}
		sum += o
		omax = math.Max(omax, math.Abs(o))
	}
	fmt.Printf("output: %d values, sum %.6g, max |out| %.4g (max |v| %.4g)\n", outLen, sum, omax, vmax)
	return nil
}

// pageCache lays the contiguous rows kv ([batch*kvLen, 576] fp8) out in
// pages of page tokens: each sequence's pages go to a shuffled place in one
// cache, and the block table row of sequence b lists them in order, so token
// j of b is cache row table[b*stride + j/page]*page + j%page. The last page of
// a sequence may be partly filled; the kernel never reads past kv_len.
func pageCache(kv []uint8, batch, kvLen, page int, seed uint64) (cache, table []byte, stride int32) {
	per := (kvLen + page - 1) / page
	pages := batch * per
	perm := make([]int, pages)
	for i := range perm {
		perm[i] = i
	}
	x := seed | 1
	for i := pages - 1; i > 0; i-- { // Fisher-Yates with a 64-bit LCG
		x = x*6364136223846793005 + 1442695040888963407
		j := int((x >> 33) % uint64(i+1))
		perm[i], perm[j] = perm[j], perm[i]
	}
	cache = make([]byte, pages*page*mla.QKDim)
	table = make([]byte, 4*pages)
	for b := 0; b < batch; b++ {
		for p := 0; p < per; p++ {
			dst := perm[b*per+p]
			binary.LittleEndian.PutUint32(table[4*(b*per+p):], uint32(dst))
			for j := p * page; j < min(kvLen, (p+1)*page); j++ {
				row := dst*page + j%page
				copy(cache[row*mla.QKDim:(row+1)*mla.QKDim], kv[(b*kvLen+j)*mla.QKDim:])
			}
		}
	}
	return cache, table, int32(per)
}

func dims(d hip.Dim3) string { return fmt.Sprintf("%dx%dx%d", d.X, d.Y, d.Z) }
