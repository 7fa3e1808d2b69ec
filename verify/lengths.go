package verify

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Realistic ragged batches for the split planner (package plan) and, later,
// the persistent kernels: each is named by a spec "kind:batch:args" so that a
// table of results can say exactly which batch it used.
//
//	uniform:B:L           B sequences of L tokens (the benchmark's shapes)
//	onelong:B:LONG:SHORT  sequence 0 has LONG tokens, the other B-1 SHORT
//	short:B:SEED          B lengths drawn uniformly from 1..ShortMax
//	longtail:B:SEED       B lengths drawn from a Pareto distribution (LongTail*)
//
// The issue's three batches (IssueDists) are uniform:64:8192,
// onelong:64:65536:1024 and longtail:256:1.

// Limits of a length distribution: a batch the planner handles (its
// max_batch may be larger) of lengths the kernels index with int32.
const (
	MaxDistBatch = 1 << 16
	ShortMax     = 512 // all short: at most four 128-token tiles

	// The heavy tail: a Pareto (type I) draw, ceil(LongTailMin / U^(1/LongTailShape))
	// for U uniform in (0, 1], capped at LongTailCap. Its median is
	// 512 * 2^(1/1.2) = 912 tokens, one sequence in 100 exceeds 512 * 100^(1/1.2)
	// = 23.8k, and the cap is a 128k context.
	LongTailMin   = 512
	LongTailShape = 1.2
	LongTailCap   = 1 << 17

	// keyLengths seeds the draws' PCG stream, far from inputs.go's keys so
	// that keys added there do not collide with it.
	keyLengths = 0x4c
)

// IssueDists are the three batches of issue 11's table.
var IssueDists = []string{"uniform:64:8192", "onelong:64:65536:1024", "longtail:256:1"}

// DistLens returns the lengths a spec names (see above), or one error that
// says what was wrong and what a spec looks like.
func DistLens(spec string) ([]int, error) {
	const usage = "want uniform:B:L, onelong:B:LONG:SHORT, short:B:SEED or longtail:B:SEED"
	f := strings.Split(spec, ":")
	want := map[string]int{"uniform": 3, "onelong": 4, "short": 3, "longtail": 3}[f[0]]
	if want == 0 || len(f) != want {
		return nil, fmt.Errorf("length distribution %q: %s", spec, usage)
	}
	args := make([]uint64, len(f)-1)
	for i, s := range f[1:] {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("length distribution %q: %q is not a non-negative integer (%s)", spec, s, usage)
		}
		args[i] = v
	}
	b := args[0]
	if b < 1 || b > MaxDistBatch {
		return nil, fmt.Errorf("length distribution %q: batch %d, want 1..%d", spec, b, MaxDistBatch)
	}
	for i, v := range args[1:] {
		if (f[0] == "uniform" || f[0] == "onelong") && v > MaxKVLen {
			return nil, fmt.Errorf("length distribution %q: length %s, want 0..%d", spec, f[2+i], MaxKVLen)
		}
	}
	switch f[0] {
	case "uniform":
		return OneLongLens(int(b), int(args[1]), int(args[1])), nil
	case "onelong":
		return OneLongLens(int(b), int(args[1]), int(args[2])), nil
	case "short":
		return ShortLens(args[1], int(b)), nil
	default:
		return LongTailLens(args[1], int(b)), nil
	}
}

// OneLongLens is b sequences: the first of long tokens, the others of short.
func OneLongLens(b, long, short int) []int {
	lens := make([]int, b)
	for i := range lens {
		lens[i] = short
	}
	lens[0] = long
	return lens
}

// ShortLens draws b lengths uniformly from 1..ShortMax.
func ShortLens(seed uint64, b int) []int {
	r := rand.New(rand.NewPCG(seed, streamKey(keyLengths, 1, 0)))
	lens := make([]int, b)
	for i := range lens {
		lens[i] = 1 + r.IntN(ShortMax)
	}
	return lens
}

// LongTailLens draws b lengths from the capped Pareto distribution above.
func LongTailLens(seed uint64, b int) []int {
	r := rand.New(rand.NewPCG(seed, streamKey(keyLengths, 2, 0)))
	lens := make([]int, b)
	for i := range lens {
		u := 1 - r.Float64() // (0, 1]
		lens[i] = int(min(LongTailCap, math.Ceil(LongTailMin/math.Pow(u, 1/LongTailShape))))
	}
	return lens
}

// ParseLengthList parses a comma-separated list of KV lengths for the
// planner: as ParseKVLens, but up to MaxDistBatch sequences, since a plan
// needs no CPU reference.
func ParseLengthList(s string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, fmt.Errorf("no KV lengths (want e.g. 65536,1024,0)")
	}
	fields := strings.Split(s, ",")
	if len(fields) > MaxDistBatch {
		return nil, fmt.Errorf("%d KV lengths: at most %d sequences", len(fields), MaxDistBatch)
	}
	lens := make([]int, len(fields))
	for i, f := range fields {
		f = strings.TrimSpace(f)
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > MaxKVLen {
			return nil, fmt.Errorf("KV length %q: want an integer in 0..%d", f, MaxKVLen)
		}
		lens[i] = n
	}
	return lens, nil
}
