package verify

import (
	"math"
	"math/rand/v2"

	"github.com/mlagen/mlagen/mla"
)

// Kernels as Go functions: variants of the faithful reference that a correct
// kernel could be (perturbed within the error model) or that are broken.

// skipTileKernel never processes tile `tile` of split `split` of sequence `seq`.
func skipTileKernel(seq, split, tile int) *variant {
	return &variant{skipTile: func(b, s, t int) bool { return b == seq && s == split && t == tile }}
}

// offByOneKernel masks a split's partial last tile one token too late: the
// token past the split's end counts, with score 0 (its rows read as zero).
func offByOneKernel() *variant { return &variant{extraToken: true} }

// dropRopeKernel leaves the 64 rope dims out of the QK dot.
func dropRopeKernel() *variant { return &variant{qkDims: mla.VDim} }

// mfmaKernel is a correct kernel with another summation order and a
// different exp2: the QK dot as 18 groups of 32 products, each summed
// sequentially in f32 from a random starting lane and the groups chained in
// f32 in a random order (every add rounded: far more roundings than an MFMA
// makes); exp2 off by one ULP at random; every other sum (a tile's P.V, l,
// the reduce) in f32 in a random order.
func mfmaKernel(seed uint64) *variant {
	return &variant{
		seed: seed,
		dot: func(r *rand.Rand, q, k []float64, dims int) float32 {
			const g = 32
			groups := r.Perm(dims / g)
			var acc float32
			for _, gi := range groups {
				off := r.IntN(g)
				var s float32
				for i := 0; i < g; i++ {
					d := gi*g + (off+i)%g
					s += float32(q[d] * k[d]) // exact: fp8 x fp8 fits f32
				}
				acc += s
			}
			return acc
		},
		exp2: ulpNoiseExp2,
		sum:  shuffledSum,
	}
}

// extremeKernel is a correct kernel at the edge of the error model: each QK
// dot off by a uniform random fraction of the largest error the model
// allows (DotRoundings * 2^-24 * sum |q_d k_d|), exp2 off by one ULP.
func extremeKernel(seed uint64) *variant {
	k := DefaultErrorModel.DotRoundings * u32
	return &variant{
		seed: seed,
		dot: func(r *rand.Rand, q, kv []float64, dims int) float32 {
			var d, a float64
			for i := 0; i < dims; i++ {
				d += q[i] * kv[i]
				a += math.Abs(q[i] * kv[i])
			}
			return float32(d + (2*r.Float64()-1)*k*a)
		},
		exp2: ulpNoiseExp2,
		sum:  shuffledSum,
	}
}

func ulpNoiseExp2(r *rand.Rand, x float32) float32 {
	v := exp2f32(x)
	if v == 0 || v == 1 { // exp2(0) = 1 exactly on any implementation worth the name
		return v
	}
	switch r.IntN(3) {
	case 0:
		v = math.Nextafter32(v, 0)
	case 2:
		v = math.Nextafter32(v, 2)
	}
	return v
}

func shuffledSum(r *rand.Rand, terms []float64) float32 {
	r.Shuffle(len(terms), func(i, j int) { terms[i], terms[j] = terms[j], terms[i] })
	var s float32
	for _, t := range terms {
		s += float32(t)
	}
	return s
}
