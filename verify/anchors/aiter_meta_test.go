package anchors

import (
	"fmt"
	"strings"
	"testing"
)

func indptrOf(lens ...int) []int32 {
	out := []int32{0}
	for _, l := range lens {
		out = append(out, out[len(out)-1]+int32(l))
	}
	return out
}

func uniform(batch, kv int) []int32 {
	lens := make([]int, batch)
	for i := range lens {
		lens[i] = kv
	}
	return indptrOf(lens...)
}

// checkMetaInvariants checks what any correct metadata must satisfy, for
// p's sequences: each batch's visible KV rows are covered by its works
// exactly once, in order; the works are dealt to the workgroups in
// contiguous runs whose sizes differ by at most one, the larger first (AITER's
// balance); the reduce map lists each batch's works, a split batch's partial
// rows are distinct and an unsplit one writes the output itself.
func checkMetaInvariants(t *testing.T, p AITERMetaParams, md *AITERMetadata) {
	t.Helper()
	if err := metaInvariants(p, md); err != nil {
		t.Fatal(err)
	}
}

func metaInvariants(p AITERMetaParams, md *AITERMetadata) error {
	ratio, perToken := 1, false
	switch {
	case p.Heads == 128:
		ratio, perToken = p.QLen, true
	case p.Heads > 16:
		ratio = p.Heads / 16
	}
	seqs := len(p.KVIndptr) - 1
	if md.Batches != seqs*ratio {
		return fmt.Errorf("%d batches for %d sequences x %d", md.Batches, seqs, ratio)
	}
	// coverage, through the reduce map's runs
	if len(md.ReduceIndptr) < md.Batches+1 || md.ReduceIndptr[0] != 0 {
		return fmt.Errorf("reduce_indptr %v", md.ReduceIndptr)
	}
	partials := map[int32]bool{}
	for b := 0; b < md.Batches; b++ {
		s := b / ratio
		begin, end := p.KVIndptr[s], p.KVIndptr[s+1]
		if perToken {
			end -= int32(p.QLen - 1 - b%p.QLen)
		}
		lo, hi := md.ReduceIndptr[b], md.ReduceIndptr[b+1]
		if hi <= lo {
			return fmt.Errorf("batch %d has no work", b)
		}
		next := begin
		for i := lo; i < hi; i++ {
			w := md.Works[i]
			if w.Batch != int32(b) || w.KVStart != next || w.KVEnd <= w.KVStart || w.KVOffset != end-w.KVEnd {
				return fmt.Errorf("batch %d (rows %d..%d) work %d: %+v (want it to start at %d)", b, begin, end, i, w, next)
			}
			if w.QOStart != int32(b*md.QRows) || w.QOEnd != w.QOStart+int32(md.QRows) {
				return fmt.Errorf("batch %d work %d: query rows %d..%d", b, i, w.QOStart, w.QOEnd)
			}
			next = w.KVEnd
			split := hi-lo > 1
			if (w.PartialLoc >= 0) != split || md.ReducePartial[i] != w.PartialLoc {
				return fmt.Errorf("batch %d work %d: partial row %d (map %d) with %d splits", b, i, w.PartialLoc, md.ReducePartial[i], hi-lo)
			}
			if split {
				if partials[w.PartialLoc] || int(w.PartialLoc)+md.QRows > md.PartialRows {
					return fmt.Errorf("partial row %d reused or past %d", w.PartialLoc, md.PartialRows)
				}
				partials[w.PartialLoc] = true
			}
		}
		if next != end {
			return fmt.Errorf("batch %d: works end at %d, its rows at %d", b, next, end)
		}
		if f := md.ReduceFinal[b]; f != [2]int32{int32(b * md.QRows), int32((b + 1) * md.QRows)} {
			return fmt.Errorf("batch %d: final map %v", b, f)
		}
	}
	for t2 := md.Batches + 1; t2 < len(md.ReduceIndptr); t2++ {
		if md.ReduceIndptr[t2] != int32(len(md.Works)) {
			return fmt.Errorf("reduce tile %d past the batches: %d", t2-1, md.ReduceIndptr[t2])
		}
	}
	// balance
	if len(md.WorkIndptr) != p.CUs+1 || md.WorkIndptr[0] != 0 || md.WorkIndptr[p.CUs] != int32(len(md.Works)) {
		return fmt.Errorf("work_indptr: %d entries, ends %d and %d, %d works", len(md.WorkIndptr), md.WorkIndptr[0], md.WorkIndptr[len(md.WorkIndptr)-1], len(md.Works))
	}
	per := len(md.Works) / p.CUs
	for g := 0; g < p.CUs; g++ {
		n := int(md.WorkIndptr[g+1] - md.WorkIndptr[g])
		want := per
		if g < len(md.Works)%p.CUs {
			want++
		}
		if n != want {
			return fmt.Errorf("workgroup %d runs %d works, want %d", g, n, want)
		}
	}
	return nil
}

// Hand-evaluated cases of kn_get_mla_metadata_v1_0 (256 CUs, 32 splits,
// granularity 16): splits = min(L/196, ceil(256/batches), 32), payload =
// ceil(ceil(L/16)/splits) blocks.
func TestAITERMetadataCases(t *testing.T) {
	type split struct{ begin, end int32 }
	cases := []struct {
		name        string
		p           AITERMetaParams
		splits      []int   // per batch
		first       []split // batch 0's works
		busiest     int     // works of workgroup 0
		busyWGs     int     // workgroups with that many
		partialRows int
	}{
		{"4x1024", AITERBenchMeta(uniform(4, 1024), 16, 1), []int{5, 5, 5, 5},
			[]split{{0, 208}, {208, 416}, {416, 624}, {624, 832}, {832, 1024}}, 1, 20, 20},
		{"4x8192", AITERBenchMeta(uniform(4, 8192), 16, 1), []int{32, 32, 32, 32}, nil, 1, 128, 128},
		// ceil(256/32) = 8 splits of 64 blocks each
		{"32x8192", AITERBenchMeta(uniform(32, 8192), 16, 1), []int{8}, []split{{0, 1024}, {1024, 2048}, {2048, 3072}, {3072, 4096}, {4096, 5120}, {5120, 6144}, {6144, 7168}, {7168, 8192}}, 1, 256, 256},
		{"64x1024", AITERBenchMeta(uniform(64, 1024), 16, 1), []int{4}, []split{{0, 256}, {256, 512}, {512, 768}, {768, 1024}}, 1, 256, 256},
		// one split each: the kernel writes the output, no reduce
		{"256x8192", AITERBenchMeta(uniform(256, 8192), 16, 1), []int{1}, []split{{0, 8192}}, 1, 256, 0},
		// the measured shape of ../shared/notes/measurements.md: 5 splits
		// of 205 blocks, 260 works: workgroups 0-3 run two
		{"52x16384", AITERBenchMeta(uniform(52, 16384), 16, 1), []int{5}, []split{{0, 3280}, {3280, 6560}, {6560, 9840}, {9840, 13120}, {13120, 16384}}, 2, 4, 260},
		// 14 splits of 14 blocks; the 14th would hold 3 rows: 13 splits,
		// the last one 227 rows
		{"1x2915 tail", AITERBenchMeta(indptrOf(2915), 16, 1), []int{13}, []split{
			{0, 224}, {224, 448}, {448, 672}, {672, 896}, {896, 1120}, {1120, 1344}, {1344, 1568},
			{1568, 1792}, {1792, 2016}, {2016, 2240}, {2240, 2464}, {2464, 2688}, {2688, 2915}}, 1, 13, 13},
		// ragged: 300 rows 1 split (300/196), 1000 rows 5 splits of 13 blocks
		{"ragged", AITERBenchMeta(indptrOf(300, 1000, 4000), 16, 1), []int{1, 5, 20}, []split{{0, 300}}, 1, 26, 26}, // partial row = work index: row 0 unused
		// 32 heads: two 16-head batches per sequence, both on its rows
		{"h32", AITERBenchMeta(uniform(2, 1024), 32, 1), []int{5, 5, 5, 5}, []split{{0, 208}, {208, 416}, {416, 624}, {624, 832}, {832, 1024}}, 1, 20, 20},
		// 128 heads, q_len 2: a batch per token; token 0 sees 999 rows
		{"h128q2", AITERBenchMeta(uniform(1, 1000), 128, 2), []int{5, 5}, []split{{0, 208}, {208, 416}, {416, 624}, {624, 832}, {832, 999}}, 1, 10, 10},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			md, err := AITERMetadataV1(c.p)
			if err != nil {
				t.Fatal(err)
			}
			checkMetaInvariants(t, c.p, md)
			for b := 0; b < md.Batches; b++ {
				want := c.splits[min(b, len(c.splits)-1)]
				if got := int(md.ReduceIndptr[b+1] - md.ReduceIndptr[b]); got != want {
					t.Errorf("batch %d: %d splits, want %d", b, got, want)
				}
			}
			if c.first != nil {
				var got []split
				for _, w := range md.Works[:md.ReduceIndptr[1]] {
					got = append(got, split{w.KVStart, w.KVEnd})
				}
				if fmt.Sprint(got) != fmt.Sprint(c.first) {
					t.Errorf("batch 0's works %v, want %v", got, c.first)
				}
			}
			busy := 0
			for g := 0; g < c.p.CUs; g++ {
				if int(md.WorkIndptr[g+1]-md.WorkIndptr[g]) == c.busiest {
					busy++
				}
			}
			if md.MaxWorksPerWG() != c.busiest || busy != c.busyWGs {
				t.Errorf("busiest workgroup runs %d works (%d such), want %d (%d)", md.MaxWorksPerWG(), busy, c.busiest, c.busyWGs)
			}
			if md.PartialRows != c.partialRows {
				t.Errorf("%d partial rows, want %d", md.PartialRows, c.partialRows)
			}
		})
	}
}

// The invariants over many ragged batches and every supported row layout.
func TestAITERMetadataInvariants(t *testing.T) {
	for i, heads := range []int{16, 32, 64, 128} {
		for _, qlen := range []int{1, 2, 4} {
			for batch := 1; batch <= 300; batch = batch*3 + 1 {
				lens := make([]int, batch)
				for j := range lens {
					lens[j] = 200 + (j*7919+i*104729+qlen*31)%9000
				}
				p := AITERBenchMeta(indptrOf(lens...), heads, qlen)
				md, err := AITERMetadataV1(p)
				if err != nil {
					t.Fatal(err)
				}
				checkMetaInvariants(t, p, md)
			}
		}
	}
}

func TestAITERMetadataRefuses(t *testing.T) {
	for _, c := range []struct {
		p    AITERMetaParams
		want string
	}{
		{AITERBenchMeta(indptrOf(1000, 195), 16, 1), "divides by zero"},
		{AITERBenchMeta(indptrOf(1000, 0), 16, 1), "divides by zero"},
		{AITERBenchMeta(indptrOf(1000), 24, 1), "24 heads"},
		{AITERBenchMeta([]int32{0}, 16, 1), "two entries"},
		{AITERBenchMeta(indptrOf(198), 128, 4), "divides by zero"}, // token 0 sees 195 rows
	} {
		_, err := AITERMetadataV1(c.p)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.p, err, c.want)
		}
	}
}

// A work list that loses a token range is caught by the invariants (the
// check above is what the emulator tests rely on to trust their lists).
func TestAITERMetadataInvariantsCatchALostRange(t *testing.T) {
	p := AITERBenchMeta(uniform(4, 1024), 16, 1)
	md, err := AITERMetadataV1(p)
	if err != nil {
		t.Fatal(err)
	}
	md.Works[2].KVEnd -= 16
	md.Works[2].KVOffset += 16
	if err := metaInvariants(p, md); err == nil {
		t.Fatal("a work list missing 16 rows passed the invariants")
	}
}
