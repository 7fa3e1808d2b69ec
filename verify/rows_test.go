package verify

import (
	"math"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// The exact reference of a --heads/--qlen problem (Exact on RowsView) is
// attention computed directly from the definition: query token i of a
// sequence of L rows, head h, attends to rows [0, L - Q + i] of its own
// sequence; a token that sees no row gets zeros and lse -inf.
func TestRowsViewExactIsCausalAttention(t *testing.T) {
	const H, Q = 32, 4
	lens := []int{0, 2, 37, 5}
	in, err := NewRaggedInputs(11, lens).WithRows(H, Q)
	if err != nil {
		t.Fatal(err)
	}
	out, lse := ExactQLSE(in.RowsView(), nil, &RefOptions{})
	if len(out) != in.OutLen() || len(out) != len(lens)*Q*H*mla.VDim || len(lse) != len(lens)*Q*H {
		t.Fatalf("sizes: out %d, lse %d", len(out), len(lse))
	}
	D, V := mla.QKDim, mla.VDim
	kv := func(row, d int) float64 { return e4m3F64[in.KV[row*D+d]] * float64(in.KVScale) }
	for b, L := range lens {
		for tok := 0; tok < Q; tok++ {
			qr := int(in.QOIndptr[b]) + tok
			n := max(0, L-Q+1+tok)
			for h := 0; h < H; h++ {
				q := in.Q[(qr*H+h)*D:][:D]
				s := make([]float64, n)
				mx := math.Inf(-1)
				for t := range s {
					for d := 0; d < D; d++ {
						s[t] += float64(num.BF16ToF32(q[d])) * kv(int(in.KVIndptr[b])+t, d)
					}
					s[t] *= float64(in.SMScale)
					mx = math.Max(mx, s[t])
				}
				var sum float64
				want := make([]float64, V)
				for t := range s {
					w := math.Exp(s[t] - mx)
					sum += w
					for d := 0; d < V; d++ {
						want[d] += w * kv(int(in.KVIndptr[b])+t, d)
					}
				}
				got := out[(qr*H+h)*V:][:V]
				for d := 0; d < V; d++ {
					if n > 0 {
						want[d] /= sum
					}
					if math.Abs(got[d]-want[d]) > 1e-9*(1+math.Abs(want[d])) {
						t.Fatalf("seq %d token %d head %d dim %d: exact %g, direct %g", b, tok, h, d, got[d], want[d])
					}
				}
				wantLSE := math.Inf(-1)
				if n > 0 {
					wantLSE = mx + math.Log(sum)
				}
				if g := lse[qr*H+h]; !(g == wantLSE || math.Abs(g-wantLSE) < 1e-9) {
					t.Fatalf("seq %d token %d head %d: lse %g, direct %g", b, tok, h, g, wantLSE)
				}
			}
		}
	}
}

// WithRows keeps the KV cache and lengths, draws each sequence's q from its
// own stream (the plain inputs' q is its first 16 x 576 values), and steps
// qo_indptr by q_len; a config's inputs must match its heads and q_len.
func TestWithRowsLayout(t *testing.T) {
	plain := NewRaggedInputs(2, []int{3, 0, 9})
	in, err := plain.WithRows(64, 2)
	if err != nil {
		t.Fatal(err)
	}
	per := 2 * 64 * mla.QKDim
	if len(in.Q) != 3*per || &in.KV[0] != &plain.KV[0] {
		t.Fatalf("q %d values (want %d), cache shared %v", len(in.Q), 3*per, &in.KV[0] == &plain.KV[0])
	}
	for b := 0; b < 3; b++ {
		if in.QOIndptr[b+1] != int32(2*(b+1)) {
			t.Fatalf("qo_indptr %v", in.QOIndptr)
		}
		row := mla.NumHeads * mla.QKDim
		for j := 0; j < row; j++ {
			if in.Q[b*per+j] != plain.Q[b*row+j] {
				t.Fatalf("sequence %d: q value %d differs from the plain inputs'", b, j)
			}
		}
	}
	if same, _ := plain.WithRows(16, 1); same != plain {
		t.Errorf("WithRows(16, 1) is not the inputs themselves")
	}
	for _, bad := range [][2]int{{24, 1}, {0, 1}, {16, 0}} {
		if _, err := plain.WithRows(bad[0], bad[1]); err == nil {
			t.Errorf("WithRows(%d, %d) accepted", bad[0], bad[1])
		}
	}
	if _, err := in.WithRows(32, 1); err == nil {
		t.Errorf("WithRows of inputs that already have rows accepted")
	}
	if got, want := in.Element((2*64+64+5)*mla.VDim+7), "sequence 1 head 5 dim 7 of query token 1"; got != want {
		t.Errorf("Element: %q, want %q", got, want)
	}
	v := in.RowsView()
	// 3 sequences x 2 tokens x 4 groups; token 0 of a 3-row sequence sees 2.
	if v.Batch() != 24 || v.KVLens[0] != 2 || v.KVLens[4] != 3 || v.KVLens[8] != 0 || v.KVLens[16] != 8 || v.KVBeg[16] != 3 {
		t.Errorf("row blocks: lens %v, starts %v", v.KVLens, v.KVBeg)
	}
}

// Prepare refuses inputs whose heads or q_len are not the config's, before
// it touches the backend.
func TestPrepareRefusesOtherRows(t *testing.T) {
	cfg := mla.Config{Splits: 2, Stages: 2, Tile: 32, Dims: mla.Dims{Heads: mla.Heads64}}
	plain := NewRaggedInputs(1, []int{5})
	q2, err := plain.WithRows(64, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []*Inputs{plain, q2} {
		if _, err := Prepare(nil, nil, cfg, in, 1); err == nil || !strings.Contains(err.Error(), "ForConfig") {
			t.Errorf("inputs with %d heads, q_len %d: Prepare = %v", in.heads(), in.qlen(), err)
		}
	}
}
