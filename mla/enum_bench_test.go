package mla

import "testing"

// BenchmarkAllConfigsWith enumerates every config of one refused and one
// accepted combination of dimensions, as verify.Combos does 13824 times.
func BenchmarkAllConfigsWith(b *testing.B) {
	for _, d := range []Dims{{PS: true, Fold: Fold32}, {LSE: true, Page: Page16}} {
		b.Run(d.String(), func(b *testing.B) {
			for b.Loop() {
				AllConfigsWith(d)
			}
		})
	}
}
