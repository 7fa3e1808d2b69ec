package verify

import (
	"slices"
	"sort"
	"strings"
	"testing"
)

// The named distributions give what their specs say, deterministically.
func TestDistLens(t *testing.T) {
	u, err := DistLens("uniform:64:8192")
	if err != nil || len(u) != 64 || slices.Max(u) != 8192 || slices.Min(u) != 8192 {
		t.Errorf("uniform:64:8192: %v %v", u, err)
	}
	o, err := DistLens("onelong:64:65536:1024")
	if err != nil || len(o) != 64 || o[0] != 65536 || slices.Max(o[1:]) != 1024 || slices.Min(o[1:]) != 1024 {
		t.Errorf("onelong:64:65536:1024: %v %v", o, err)
	}
	for _, spec := range []string{"short:300:5", "longtail:256:1"} {
		a, err := DistLens(spec)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := DistLens(spec)
		c, _ := DistLens(spec[:strings.LastIndex(spec, ":")] + ":6")
		if !slices.Equal(a, b) || slices.Equal(a, c) {
			t.Errorf("%s: not deterministic or not seeded: %v %v %v", spec, a, b, c)
		}
	}
	for _, spec := range IssueDists {
		if _, err := DistLens(spec); err != nil {
			t.Errorf("%s: %v", spec, err)
		}
	}
}

// The draws follow their stated laws: short uniform on 1..ShortMax (mean
// 256.5); the Pareto's median 912 and its 99th percentile 23.8k tokens.
func TestDistLaws(t *testing.T) {
	s := ShortLens(3, 20000)
	sum := 0
	for _, l := range s {
		sum += l
	}
	if slices.Min(s) != 1 || slices.Max(s) != ShortMax || sum/len(s) < 250 || sum/len(s) > 263 {
		t.Errorf("short: min %d max %d mean %d, want 1, %d, ~256", slices.Min(s), slices.Max(s), sum/len(s), ShortMax)
	}
	l := LongTailLens(3, 20000)
	sort.Ints(l)
	if l[0] < LongTailMin || l[len(l)-1] > LongTailCap {
		t.Errorf("longtail: range %d..%d outside %d..%d", l[0], l[len(l)-1], LongTailMin, LongTailCap)
	}
	if med := l[len(l)/2]; med < 870 || med > 955 {
		t.Errorf("longtail: median %d, want ~912", med)
	}
	if p99 := l[len(l)*99/100]; p99 < 20000 || p99 > 28000 {
		t.Errorf("longtail: 99th percentile %d, want ~23800", p99)
	}
}

// Bad specs and lists: one message that says what is wrong.
func TestDistLensErrors(t *testing.T) {
	for spec, want := range map[string]string{
		"":                        "want uniform:B:L",
		"gauss:4:1":               "want uniform:B:L",
		"uniform:4":               "want uniform:B:L",
		"onelong:4:5":             "want uniform:B:L",
		"uniform:0:5":             "batch 0, want 1..65536",
		"uniform:65537:5":         "batch 65537",
		"uniform:4:-5":            `"-5" is not a non-negative integer`,
		"longtail:x:1":            `"x" is not`,
		"onelong:4:1048577:1":     "length 1048577, want 0..1048576",
		"uniform:4:9999999999999": "length 9999999999999",
	} {
		if _, err := DistLens(spec); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", spec, err, want)
		}
	}
	if l, err := ParseLengthList(" 65536,0 ,7"); err != nil || !slices.Equal(l, []int{65536, 0, 7}) {
		t.Errorf("ParseLengthList: %v %v", l, err)
	}
	for s, want := range map[string]string{"": "no KV lengths", "1,,2": `KV length ""`, "1,-2": `"-2"`,
		"1048577": "0..1048576", strings.Repeat("1,", MaxDistBatch) + "1": "at most 65536"} {
		if _, err := ParseLengthList(s); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseLengthList(%.20q): %v, want %q", s, err, want)
		}
	}
	// A batch of 4096, beyond what verify's CPU references take.
	if l, err := ParseLengthList(strings.TrimSuffix(strings.Repeat("8192,", 4096), ",")); err != nil || len(l) != 4096 {
		t.Errorf("4096 lengths: %d %v", len(l), err)
	}
}
