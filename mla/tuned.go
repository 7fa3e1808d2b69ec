package mla

// TunedEntry is one row of the tuned table that `mlagen tune --write`
// writes (tuned.json): the config ranked fastest for a shape, with what
// ranked it, so a later reader knows whether the entry is still current.
// An entry is keyed by (Shape, Config.Dims): a plain entry (zero Dims) is
// what Select picks; a variant entry (`mlagen tune --page 1 ...`) is what
// SelectWith picks for those dimensions.
type TunedEntry struct {
	Shape  Shape
	Config Config
	// Backend is what timed the candidates: "model" (the gfx950 timing
	// model, package perf) or "hip" (an MI355X, mlagen bench's timing).
	Backend string
	// TotalUs is the winner's time in microseconds: modeled for "model",
	// measured for "hip".
	TotalUs float64
	// Fingerprint identifies the timing: for "model" the model's parameter
	// set (perf.Params.Fingerprint), for "hip" the device's name.
	Fingerprint string
}

// TunedEntries returns a copy of the tuned table, in its order (by batch,
// then KV length, then the variant's name suffix: the plain entry first).
func TunedEntries() []TunedEntry { return append([]TunedEntry(nil), tunedEntries()...) }

// TunedFor returns the tuned table's plain entry for s, if it has one.
func TunedFor(s Shape) (TunedEntry, bool) { return TunedForDims(s, Dims{}) }

// TunedForDims returns the tuned table's entry for s with dimensions d (the
// plain entry for zero d), if it has one. The row fold is the tuner's choice
// for the query rows (tune.Folds): d with the default fold (16 rows) takes
// the entry of its rows whatever fold the tuner picked; d with a fold, only an
// entry of that fold. It does not fall back: SelectWith does.
func TunedForDims(s Shape, d Dims) (TunedEntry, bool) {
	for _, e := range tunedEntries() {
		ed := e.Config.Dims
		if !d.Folded() {
			ed.Fold = Fold16
		}
		if e.Shape == s && ed == d {
			return e, true
		}
	}
	return TunedEntry{}, false
}
