package verify

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/mlagen/mlagen/internal/atomicfile"
	"github.com/mlagen/mlagen/mla"
)

// Element names output element i ([batch, 16, 512] order), e.g. "sequence 3
// head 7 dim 100"; for sampled inputs the sequence is its index in the full
// batch.
func (in *Inputs) Element(i int) string {
	if i < 0 {
		return "none"
	}
	H := in.heads()
	per := in.qlen() * H * mla.VDim // elements per sequence
	b, e := i/per, i%per
	seq := b
	if b < len(in.Seqs) {
		seq = in.Seqs[b]
	}
	at := fmt.Sprintf("sequence %d head %d dim %d", seq, e/mla.VDim%H, e%mla.VDim)
	if in.qlen() > 1 {
		at += fmt.Sprintf(" of query token %d", e/(H*mla.VDim))
	}
	return at
}

// Dump writes the inputs, the kernels' output and workspace (if o is not
// nil) and both references as .npy files to dir (created if needed), with a
// README.txt saying what each file holds, and the tensors of cfg's
// dimensions the run used (dimTensors): the lse output and both references'
// lse (exactLSE, f.LSE), q_scale, the paged cache with its kv_indices or
// block_table, the plan. bf16 arrays are stored as raw bits ('<u2'), fp8 as
// its codes ('|u1'); see npy.go for loading them into PyTorch.
func Dump(dir string, cfg mla.Config, in *Inputs, o *Output, exact, exactLSE []float64, f *FaithfulOut) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	// With --heads/--qlen the q, out and reference arrays are
	// [batch*q_len, heads, dim] (B rows of H heads); the indptrs keep batch+1.
	nb := in.Batch()
	B, H, D, V := nb*in.qlen(), in.heads(), mla.QKDim, mla.VDim
	seqs := make([]int32, len(in.Seqs))
	for i, s := range in.Seqs {
		seqs[i] = int32(s)
	}
	files := []dumpFile{
		{"q", "bf16 bits [batch, 16, 576]: the query", in.Q, []int{B, H, D}},
		{"kv", "fp8 e4m3fn codes [total_kv, 1, 576]: the KV cache (V = the first 512 dims)", in.KV, []int{in.TotalKV(), 1, D}},
		{"kv_scale", "f32 [1]: kv = fp8 * kv_scale", []float32{in.KVScale}, []int{1}},
		{"qo_indptr", "int32 [batch+1]", in.QOIndptr, []int{nb + 1}},
		{"kv_indptr", "int32 [batch+1]", in.KVIndptr, []int{nb + 1}},
		{"sm_scale", "f32 [1]", []float32{in.SMScale}, []int{1}},
		{"sequences", "int32 [batch]: each sequence's index in the shape the data was drawn for", seqs, []int{len(seqs)}},
		{"out", "bf16 bits [batch, 16, 512]: the kernel's output", nil, []int{B, H, V}},
		{"ref_exact", "f64 [batch, 16, 512]: exact reference (float64 attention on the dequantized inputs)", exact, []int{B, H, V}},
		{"ref_faithful", "bf16 bits [batch, 16, 512]: faithful reference (the kernel's arithmetic)", nil, []int{B, H, V}},
		{"ref_faithful_f32", "f32 [batch, 16, 512]: the faithful reference before its bf16 rounding", nil, []int{B, H, V}},
		{"bound", "f64 [batch, 16, 512]: strict bound on |out - ref_faithful_f32| (verify/BOUND.md)", nil, []int{B, H, V}},
		{"workspace", "f32 [batch*16*splits, 516]: the decode kernel's split partials, row (seq*16+head)*splits+split: m, l, 2 pad, acc[512] (mla/abi.go)", nil, nil},
		{"ref_workspace", "f32, as workspace: the faithful reference's partials (unwritten values hold the poison 0x7FBDBDBD)", nil, nil},
	}
	// The cache as the run uploaded it, in its format (kv was left empty for a
	// bf16 or MXFP4 cache, and the dump failed).
	switch in.Format {
	case mla.KVBF16:
		files[1] = dumpFile{"kv", "bf16 bits [total_kv, 1, 576]: the KV cache (V = the first 512 dims)", in.KVBF16, []int{in.TotalKV(), 1, D}}
		files[2].doc = "f32 [1]: 0 (a bf16 kernel never reads kv_scale)"
	case mla.KVMXFP4:
		files[1] = dumpFile{"kv", "e2m1 pairs [total_kv, 1, 288]: the KV cache, dim 2n in the low nibble of byte n (V = the first 256 bytes)", in.KVFP4, []int{in.TotalKV(), 1, MXFP4RowBytes}}
		files[2].doc = "f32 [1]: 0 (an MXFP4 kernel never reads kv_scale)"
		files = append(files, dumpFile{"kv_scales", "e8m0 [total_kv, 1, 18]: kv's block scales, dims 32b..32b+31 of a row scaled by 2^(byte b - 127)", in.KVScales, []int{in.TotalKV(), 1, MXFP4RowScales}})
	}
	if o != nil {
		files[7].data = o.Out
		if o.Workspace != nil {
			files[12].data, files[12].shape = o.Workspace, []int{len(o.Workspace) / mla.WorkspaceRowFloats, mla.WorkspaceRowFloats}
		}
	}
	if f != nil {
		files[9].data, files[10].data, files[11].data = f.Out, f.Pre, f.Bound
		if f.Parts != nil {
			ws := f.Parts.Workspace()
			files[13].data, files[13].shape = ws, []int{len(ws) / mla.WorkspaceRowFloats, mla.WorkspaceRowFloats}
		}
	}
	dims, err := dimTensors(cfg, in, o, exactLSE, f)
	if err != nil {
		return err
	}
	files = append(files, dims...)
	var readme strings.Builder
	fmt.Fprintf(&readme, "mlagen verify dump: inputs %s (seed %d)", in, in.Seed)
	if f != nil {
		fmt.Fprintf(&readme, ", config %s", f.Config.Name())
	}
	readme.WriteString("\n\nFiles (NumPy .npy, C order; bf16 is stored as its raw bits, dtype <u2):\n")
	for _, fl := range files {
		if fl.data == nil || isNilSlice(fl.data) {
			continue
		}
		if err := SaveNpy(filepath.Join(dir, fl.name+".npy"), fl.data, fl.shape...); err != nil {
			return err
		}
		fmt.Fprintf(&readme, "  %-22s %s\n", fl.name+".npy", fl.doc)
	}
	readme.WriteString(`
In PyTorch:
  import numpy as np, torch
  bf16 = lambda f: torch.from_numpy(np.load(f).view(np.int16)).view(torch.bfloat16)
  fp8  = lambda f: torch.from_numpy(np.load(f)).view(torch.float8_e4m3fn)
  q, out = bf16("q.npy"), bf16("out.npy")
  kv = fp8("kv.npy").float() * torch.from_numpy(np.load("kv_scale.npy"))
  (a bf16 cache: kv = bf16("kv.npy"); an MXFP4 cache: kv.npy holds e2m1 pairs and
  kv_scales.npy their e8m0 block scales, as kv.npy's description says)
`)
	return atomicfile.WriteFile(filepath.Join(dir, "README.txt"), []byte(readme.String()), 0o644)
}

// dumpFile is one .npy file of a dump: name, what it holds, data, shape.
type dumpFile = struct {
	name, doc string
	data      any
	shape     []int
}

// dimTensors are the dump's files for cfg's optional dimensions, each only
// when cfg has the dimension: they are what the run added to the plain
// kernel's arguments (or, for the references' lse, what it was checked
// against). The paged cache and its indices are rebuilt exactly as the run
// laid them out (Inputs.Paged is deterministic for the inputs' seed), the
// plan as the run built it (BuildPlan).
func dimTensors(cfg mla.Config, in *Inputs, o *Output, exactLSE []float64, f *FaithfulOut) ([]dumpFile, error) {
	B, H := in.Batch()*in.qlen(), in.heads()
	rows := func(n int) []int { // [batch*q_len, heads] when it has that many values
		if n == B*H {
			return []int{B, H}
		}
		return []int{n}
	}
	var files []dumpFile
	if cfg.LSE {
		if o != nil && o.LSE != nil {
			files = append(files, dumpFile{"lse", "f32 [batch, 16]: the kernel's log-sum-exp output (natural log, -inf for a sequence without KV rows)", o.LSE, rows(len(o.LSE))})
		}
		if exactLSE != nil {
			files = append(files, dumpFile{"ref_exact_lse", "f64 [batch, 16]: the exact reference's lse", exactLSE, rows(len(exactLSE))})
		}
		if f != nil && f.LSE != nil {
			files = append(files, dumpFile{"ref_faithful_lse", "f32 [batch, 16]: the faithful reference's lse", f.LSE, rows(len(f.LSE))})
			if f.LSEBound != nil {
				files = append(files, dumpFile{"lse_bound", "f64 [batch, 16]: strict bound on |lse - ref_faithful_lse| (verify/BOUND.md, \"The LSE\")", f.LSEBound, rows(len(f.LSEBound))})
			}
		}
	}
	if cfg.Q == mla.QFP8Scaled {
		files = append(files, dumpFile{"q_scale", "f32 [1]: the query's per-tensor scale (q to fp8 as q * (1/q_scale))", []float32{in.QScale}, []int{1}})
	}
	if page := cfg.Page.PageSize(); page > 0 {
		p, err := in.Paged(page)
		if err != nil {
			return nil, err
		}
		files = append(files, dumpFile{"kv_paged", fmt.Sprintf("fp8 e4m3fn codes [%d pages * %d, 1, 576]: the paged cache the kernel read (kv.npy is its rows in sequence order; rows no sequence owns hold the NaN code 0x7F)", p.Pages, page), p.Cache, []int{p.Pages * page, 1, mla.QKDim}})
		if p.KVIndices != nil {
			files = append(files, dumpFile{"kv_indices", "int32 [kv_indptr[batch] + 1]: the cache row of each token, then one poison entry no kernel may read", p.KVIndices, []int{len(p.KVIndices)}})
		} else {
			files = append(files, dumpFile{"block_table", fmt.Sprintf("int32 [batch, %d]: each sequence's pages (entries past them are the poison %d)", p.Stride, PoisonIndex), p.BlockTable, []int{in.Batch(), p.Stride}})
		}
	}
	if cfg.PS {
		pl, err := BuildPlan(cfg, in.KVIndptr)
		if err != nil {
			return nil, err
		}
		used := pl.Buf[:pl.Used()]
		files = append(files, dumpFile{"plan", "int32: the split planner's buffer as uploaded (its used prefix; package plan, `mlagen plan` decodes one)", used, []int{len(used)}})
	}
	return files, nil
}

func isNilSlice(v any) bool {
	switch s := v.(type) {
	case []uint16:
		return s == nil
	case []float64:
		return s == nil
	case []float32:
		return s == nil
	}
	return false
}
