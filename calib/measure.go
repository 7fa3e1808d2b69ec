package calib

// Measurements are the raw results of one calibration run on a device:
// counter ticks (s_memrealtime, "RT"; s_memtime, "MT") and device-event
// times, before any fit. One entry per repetition; Fit takes medians.
type Measurements struct {
	Device string `json:"device"` // the backend's name, e.g. "hip:gfx950 AMD Instinct MI355X (device 0)"
	Date   string `json:"date"`   // YYYY-MM-DD
	CUs    int    `json:"cus"`    // compute units the device reports

	Spins    []Spin    `json:"spins"`    // the counters' rates
	Chases   []Chase   `json:"chases"`   // load round trips by cache level
	LDS      []LDSRun  `json:"lds"`      // LDS round trip
	Barriers []Barrier `json:"barriers"` // s_barrier
	Streams  []Stream  `json:"streams"`  // HBM bandwidth and bytes in flight
	Launches []Launch  `json:"launches"` // one launch between events
	Gaps     []Gap     `json:"gaps"`     // between two dependent launches

	// Notes say what the run could not measure that the fit does without
	// (a graph capture the runtime refused).
	Notes []string `json:"notes,omitempty"`
}

// Spin is one calib_spin launch between device events: it spun until Ticks
// realtime ticks had passed; RT and MT are the counters' advances, EventUs
// the events' time.
type Spin struct {
	Ticks   uint64  `json:"ticks"`
	RT      uint64  `json:"rt"`
	MT      uint64  `json:"mt"`
	EventUs float64 `json:"event_us"`
}

// Chase is one timed pointer chase: Steps dependent loads through a chain of
// Nodes nodes spread over SetBytes, after Warm untimed steps.
type Chase struct {
	Level    string `json:"level"` // l1, l2, mall, hbm
	SetBytes int64  `json:"set_bytes"`
	Nodes    int    `json:"nodes"`
	Warm     int    `json:"warm"`
	Steps    int    `json:"steps"`
	RT       uint64 `json:"rt"`
	MT       uint64 `json:"mt"`
}

// LDSRun is one timed chain of Steps dependent ds_read_b32.
type LDSRun struct {
	Steps int    `json:"steps"`
	RT    uint64 `json:"rt"`
	MT    uint64 `json:"mt"`
}

// Barrier is Count s_barriers of one workgroup of Waves waves, timed by wave 0.
type Barrier struct {
	Waves int    `json:"waves"`
	Count int    `json:"count"`
	RT    uint64 `json:"rt"`
	MT    uint64 `json:"mt"`
}

// Stream is one streaming read: WGs workgroups (one a compute unit) of Waves
// waves, each wave reading BytesPerWave keeping Window loads of 1 KiB in
// flight. SpanRT is the last wave's end minus the first wave's start.
type Stream struct {
	WGs          int    `json:"wgs"`
	Waves        int    `json:"waves"`
	Window       int    `json:"window"`
	BytesPerWave int64  `json:"bytes_per_wave"`
	SpanRT       uint64 `json:"span_rt"`
}

// InFlight is the bytes one compute unit asks to keep in flight.
func (s Stream) InFlight() int64 { return int64(s.Waves * s.Window * streamLoadBytes) }

// BytesPerCU is what each workgroup (compute unit) reads.
func (s Stream) BytesPerCU() int64 { return int64(s.Waves) * s.BytesPerWave }

// Launch modes.
const (
	ModeStream = "stream" // launches on one stream
	ModeGraph  = "graph"  // the same launches replayed from a HIP graph
)

// Launch is one launch of calib_empty between device events (Mode stream),
// or one replay of a graph of it (Mode graph).
type Launch struct {
	Mode    string  `json:"mode"`
	EventUs float64 `json:"event_us"`
}

// Gap is one pair of dependent launches, calib_spin then calib_stamp: RT
// is the second's first counter read minus the first's last.
type Gap struct {
	Mode string `json:"mode"`
	RT   uint64 `json:"rt"`
}
