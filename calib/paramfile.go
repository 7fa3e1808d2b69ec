package calib

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/mlagen/mlagen/internal/atomicfile"
	"github.com/mlagen/mlagen/perf"
)

// Schema names the parameter file format (below); a reader refuses others.
const Schema = "mlagen-params/1"

// A parameter file overrides some of the timing model's parameters, each
// with its source:
//
//	{
//	  "schema": "mlagen-params/1",
//	  "generator": "mlagen calibrate",
//	  "device": "hip:gfx950 AMD Instinct MI355X (device 0)",
//	  "date": "2026-12-01",
//	  "params": [
//	    {"name": "l2_latency", "unit": "ns", "value": 84.2,
//	     "source": "measured by mlagen calibrate on ..., 2026-12-01: pointer chase ..."},
//	    ...
//	  ],
//	  "figures": [...], "notes": [...], "measurements": {...}
//	}
//
// Readers take "params" (every name a model parameter, once; a positive,
// finite value in the unit the model's table gives it; a source); figures,
// notes and the raw measurements are a record of the run.
type fileDoc struct {
	Schema       string          `json:"schema"`
	Generator    string          `json:"generator,omitempty"`
	Device       string          `json:"device,omitempty"`
	Date         string          `json:"date,omitempty"`
	Params       []fileParam     `json:"params"`
	Figures      []Figure        `json:"figures,omitempty"`
	Notes        []string        `json:"notes,omitempty"`
	Measurements json.RawMessage `json:"measurements,omitempty"`
}

type fileParam struct {
	Name   string       `json:"name"`
	Unit   string       `json:"unit"`
	Value  *json.Number `json:"value"`
	Source string       `json:"source"`
}

// ParamFile is a parameter file as read: the values it sets and their
// sources.
type ParamFile struct {
	Path   string
	Params []FileParam
}

// FileParam is one parameter a file sets.
type FileParam struct {
	Name   string
	Unit   string
	Value  float64
	Source string
}

// Encode renders res (and the raw measurements m, if not nil) as a
// parameter file: deterministic, indented JSON.
func Encode(res *Result, m *Measurements) ([]byte, error) {
	doc := fileDoc{Schema: Schema, Generator: "mlagen calibrate", Device: res.Device, Date: res.Date, Figures: res.Figures, Notes: res.Notes}
	for _, f := range res.Params {
		v := json.Number(strconv.FormatFloat(f.Value, 'g', -1, 64))
		doc.Params = append(doc.Params, fileParam{Name: f.Name, Unit: f.Unit, Value: &v, Source: res.Source(f)})
	}
	if m != nil {
		raw, err := json.Marshal(m)
		if err != nil {
			return nil, err
		}
		doc.Measurements = raw
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// WriteParamFile writes res as a parameter file at path, atomically: a
// reader sees the old file or the new one, never part of one, and a failed
// write leaves the old file as it was.
func WriteParamFile(path string, res *Result, m *Measurements) error {
	b, err := Encode(res, m)
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, b, 0o644); err != nil {
		return fmt.Errorf("writing the parameter file: %w", err)
	}
	return nil
}

// ReadParamFile reads and checks a parameter file against the model's
// parameter table: every problem in it is one error naming the file.
func ReadParamFile(path string) (*ParamFile, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("parameter file: %w", err)
	}
	f, err := ParseParamFile(b)
	if err != nil {
		return nil, fmt.Errorf("parameter file %s: %w", path, err)
	}
	f.Path = path
	return f, nil
}

// ParseParamFile parses and checks a parameter file's bytes.
func ParseParamFile(b []byte) (*ParamFile, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var doc fileDoc
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("not a parameter file (%s JSON): %v", Schema, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("not a parameter file (%s JSON): data after the JSON object", Schema)
	}
	if doc.Schema != Schema {
		return nil, fmt.Errorf("schema %q, want %q", doc.Schema, Schema)
	}
	if len(doc.Params) == 0 {
		return nil, errors.New(`no parameters ("params" is empty)`)
	}
	table := map[string]perf.Param{}
	def := perf.Default()
	for _, r := range def.Table() {
		table[r.Name] = r
	}
	seen := map[string]bool{}
	var bad []string
	f := &ParamFile{}
	for i, fp := range doc.Params {
		what := fmt.Sprintf("parameter %d (%q)", i+1, fp.Name)
		r, ok := table[fp.Name]
		switch {
		case !ok:
			bad = append(bad, fmt.Sprintf("%s is not a model parameter (have: %s)", what, strings.Join(perf.ParamNames(), ", ")))
			continue
		case seen[fp.Name]:
			bad = append(bad, what+" is set twice")
			continue
		case fp.Value == nil:
			bad = append(bad, what+" has no value")
			continue
		case fp.Unit != r.Unit:
			bad = append(bad, fmt.Sprintf("%s is in %q, the model takes it in %q", what, fp.Unit, r.Unit))
			continue
		case strings.TrimSpace(fp.Source) == "":
			bad = append(bad, what+" has no source")
			continue
		}
		seen[fp.Name] = true
		v, err := strconv.ParseFloat(string(*fp.Value), 64)
		if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
			bad = append(bad, fmt.Sprintf("%s: %s is not a finite number", what, *fp.Value))
			continue
		}
		if err := def.Set(fp.Name, v); err != nil {
			bad = append(bad, err.Error())
			continue
		}
		f.Params = append(f.Params, FileParam{Name: fp.Name, Unit: fp.Unit, Value: v, Source: fp.Source})
	}
	if len(bad) > 0 {
		return nil, errors.New(strings.Join(bad, "; "))
	}
	return f, nil
}

// Apply sets the file's parameters in p.
func (f *ParamFile) Apply(p *perf.Params) error {
	for _, fp := range f.Params {
		if err := p.Set(fp.Name, fp.Value); err != nil {
			return fmt.Errorf("parameter file %s: %w", f.Path, err)
		}
	}
	return nil
}

// Source is the source the file gives parameter name ("" if it does not set it).
func (f *ParamFile) Source(name string) string {
	if f == nil {
		return ""
	}
	for _, fp := range f.Params {
		if fp.Name == name {
			return fp.Source
		}
	}
	return ""
}
