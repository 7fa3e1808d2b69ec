package mla

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// The committed tables decode, and are byte for byte what their encoders
// write for their own entries: tune is the only writer.
func TestCommittedTablesAreCanonical(t *testing.T) {
	for _, c := range []struct {
		file   string
		encode func([]byte) ([]byte, error)
	}{
		{"tuned.json", func(b []byte) ([]byte, error) {
			tb, err := DecodeTuned(b)
			if err != nil {
				return nil, err
			}
			return EncodeTuned(tb.Command, tb.Entries)
		}},
		{"overhead.json", func(b []byte) ([]byte, error) {
			tb, err := DecodeOverheads(b)
			if err != nil {
				return nil, err
			}
			return EncodeOverheads(tb.Command, tb.Entries)
		}},
	} {
		src, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		again, err := c.encode(src)
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if !bytes.Equal(src, again) {
			t.Errorf("%s is not what its encoder writes for its own entries (edited by hand?)", c.file)
		}
	}
	if len(TunedEntries()) == 0 || len(PlanOverheads()) == 0 {
		t.Error("an embedded table is empty")
	}
}

// Tables that are not what the encoders write are refused with a reason.
func TestDecodeTablesRejects(t *testing.T) {
	two := TunedEntries()[:2]
	good, err := EncodeTuned("mlagen tune --shape all --write", two)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, src, want string }{
		{"not JSON", "][", "not a table mlagen tune wrote"},
		{"unknown field", strings.Replace(string(good), `"command"`, `"extra": 1, "command"`, 1), "unknown field"},
		{"comment edited", strings.Replace(string(good), "DO NOT EDIT", "edit me", 1), "comment"},
		{"other command", strings.ReplaceAll(string(good), "mlagen tune --shape", "mlagen --shape"), "command"},
		{"bad kernel", strings.Replace(string(good), "mla_decode_s", "mla_decode_x", 1), "entry 1"},
		{"twice", strings.Replace(string(good), `"shape":"`+two[1].Shape.String()+`","kernel":"`+two[1].Config.Name(),
			`"shape":"`+two[0].Shape.String()+`","kernel":"`+two[0].Config.Name(), 1), "twice"},
		{"trailing data", string(good) + "{}", "data after"},
		{"negative time", strings.Replace(string(good), `"total_us":`, `"total_us":-`, 1), "positive"},
	} {
		if _, err := DecodeTuned([]byte(c.src)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error containing %q", c.name, err, c.want)
		}
	}
	if _, err := DecodeOverheads(good); err == nil {
		t.Error("the tuned table decoded as an overhead table")
	}
	if _, err := EncodeTuned("mlagen tune\n--write", TunedEntries()[:1]); err == nil {
		t.Error("a command with a newline was accepted")
	}
}
