package gen

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"text/template"
	"text/template/parse"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/templates"
)

// A branch of the templates is one list of an {{if}}, {{with}} or {{range}}:
// the body (taken when the condition holds, or for a range with elements)
// and the {{else}} list if there is one. The templates are parsed again with
// a marker action put first in every such list, then expanded for a sample
// of valid configs (branchSample) and the header for a few runs; a list
// whose marker never runs is a branch no config of the sample takes.
//
// The sample holds, for every combination of dimension values the generator
// accepts, configs with one split and with more, on (stages, tile) pairs
// that rotate across the combinations so that each is taken by many, and
// the plain kernels' every (stages, tile) pair. So a branch the test reports
// is dead for all valid configs unless some rarer config takes it: then put
// that config in the sample.

type branch struct {
	id       string // "file:line: {{if ...}}" and the like
	wasTaken bool
}

// instrument returns the templates parsed again with a marker action put
// first in each branch, and the branches by marker id.
func instrument(t *testing.T) (*template.Template, map[string]*branch) {
	t.Helper()
	branches := map[string]*branch{}
	var funcs template.FuncMap
	set := template.New("branches").Option("missingkey=error")
	// tmpl's functions and mark.
	funcs = template.FuncMap{"mark": func(id string) string { branches[id].wasTaken = true; return "" }}
	for k, f := range tmplFuncs {
		funcs[k] = f
	}
	set = set.Funcs(funcs)
	set = template.Must(set.ParseFS(templates.FS, "*.tmpl"))
	marker := func(id string) parse.Node {
		m := template.Must(template.New("m").Funcs(funcs).Parse(fmt.Sprintf("{{mark %q}}", id)))
		return m.Tree.Root.Nodes[0]
	}
	for _, tt := range set.Templates() {
		if tt.Tree == nil {
			continue
		}
		tr := tt.Tree
		add := func(list *parse.ListNode, what string, cond parse.Node) {
			// (A nil list: no {{else}}.)
			if list == nil {
				return
			}
			id := fmt.Sprintf("%s:%d: %s", tr.ParseName, lineOf(tr, cond), what)
			for branches[id] != nil {
				id += "'"
			}
			branches[id] = &branch{id: id}
			list.Nodes = append([]parse.Node{marker(id)}, list.Nodes...)
		}
		var walk func(n parse.Node)
		walk = func(n parse.Node) {
			switch n := n.(type) {
			case *parse.ListNode:
				if n == nil {
					return
				}
				for _, c := range append([]parse.Node(nil), n.Nodes...) {
					walk(c)
				}
			case *parse.IfNode:
				walk(n.List)
				walk(n.ElseList)
				add(n.List, "{{if "+n.Pipe.String()+"}}", n.Pipe)
				add(n.ElseList, "{{else}} of {{if "+n.Pipe.String()+"}}", n.Pipe)
			case *parse.WithNode:
				walk(n.List)
				walk(n.ElseList)
				add(n.List, "{{with "+n.Pipe.String()+"}}", n.Pipe)
				add(n.ElseList, "{{else}} of {{with "+n.Pipe.String()+"}}", n.Pipe)
			case *parse.RangeNode:
				walk(n.List)
				walk(n.ElseList)
				add(n.List, "{{range "+n.Pipe.String()+"}}", n.Pipe)
				add(n.ElseList, "{{else}} of {{range "+n.Pipe.String()+"}}", n.Pipe)
			}
		}
		walk(tr.Root)
	}
	return set, branches
}

// lineOf is the line of a branch's condition in its template file.
func lineOf(tr *parse.Tree, cond parse.Node) int {
	loc, _ := tr.ErrorContext(cond) // "file:line:col"
	var line int
	if _, rest, ok := strings.Cut(loc, ":"); ok {
		fmt.Sscanf(rest, "%d", &line)
	}
	return line
}

// branchSample is the configs the branch check expands: a pairwise sample
// of all valid configs. Each config has features (its value of every
// dimension, its waves, stages, tile, and splits as 1, 2 or more); the sample
// holds, for every pair of feature values some valid config has, a config
// with both. A branch's condition is nearly always one feature or two
// together; one that needs three rare ones at once would show up as a
// false "dead" branch, to be answered by adding its config here.
func branchSample() []mla.Config {
	var dims []mla.Dims
	dims = append(dims, mla.Dims{})
	for _, dm := range mla.Dimensions() {
		var next []mla.Dims
		for _, d := range dims {
			for _, v := range dm.Values {
				e := d
				if err := e.Set(dm.Key, v.Name); err != nil {
					panic(err)
				}
				next = append(next, e)
			}
		}
		dims = next
	}
	// Features as small integers: feature i's value v is key i*64 + v.
	endOf := func(c mla.Config) int {
		// How the workgroup ends: one wave or a merge of several (0, 1),
		// writing the output, the workspace or either (persistent), or the
		// workspace and then a ticket and the splits' merge (one launch,
		// with no reduce kernel): +0, 2, 4, 6.
		e := 0
		if c.Waves() == 1 {
			e = 1
		}
		switch {
		case c.PS:
			e += 4
		case c.One:
			e += 6
		case c.Splits > 1:
			e += 2
		}
		return e
	}
	features := func(c mla.Config) []int {
		f := []int{c.Waves(), c.Stages, c.Tile / 32, min(c.Splits, 3), endOf(c)}
		for _, dm := range mla.Dimensions() {
			f = append(f, dm.Index(c.Dims))
		}
		for i := range f {
			f[i] += 64 * i
		}
		return f
	}
	type cand struct {
		c     mla.Config
		pairs []int
	}
	var cands []cand
	for _, d := range dims {
		for _, tile := range mla.Tiles {
			for stages := 1; stages <= mla.MaxStages; stages++ {
				// Splits 4..63 have the features of 3 (64: the reduce's largest).
				for _, splits := range []int{1, 2, 3, mla.MaxSplits} {
					c := mla.Config{Splits: splits, Stages: stages, Tile: tile, Dims: d}
					if c.Validate() != nil {
						continue
					}
					f := features(c)
					var ps []int
					for i := range f {
						for j := i + 1; j < len(f); j++ {
							ps = append(ps, f[i]<<16|f[j])
						}
					}
					cands = append(cands, cand{c, ps})
				}
			}
		}
	}
	covered := map[int]bool{}
	// Three features at once: the persistent folded kernel's scaled-query
	// conversion (q fp8s, ps, a fold).
	out := []mla.Config{{Splits: 1, Stages: 2, Tile: 32, Dims: mla.Dims{Q: mla.QFP8Scaled, PS: true, Heads: mla.Heads32, Fold: mla.Fold32}}}
	// Greedy in passes: first the configs that cover many new pairs.
	for _, need := range []int{24, 12, 6, 3, 1} {
		for _, cd := range cands {
			n := 0
			for _, p := range cd.pairs {
				if !covered[p] {
					n++
				}
			}
			if n >= need {
				out = append(out, cd.c)
				for _, p := range cd.pairs {
					covered[p] = true
				}
			}
		}
	}
	return out
}

// Issue 19, item 19: every branch of the templates is taken by some valid
// config (a branch none takes is dead text that reads as if it mattered).
func TestTemplatesHaveNoDeadBranches(t *testing.T) {
	set, branches := instrument(t)
	saved := tmpl
	tmpl = set
	defer func() { tmpl = saved }()
	sample := branchSample()
	for _, c := range sample {
		if _, err := ExpandHIP(c, "mlagen (branch check)"); err != nil {
			t.Fatal(err)
		}
	}
	// The header: with and without dimensions, shapes and a persistent kernel.
	for _, r := range headerRuns() {
		if _, err := emitHeader(r, "mlagen (branch check)"); err != nil {
			t.Fatal(err)
		}
	}
	var dead []string
	for _, b := range branches {
		if !b.wasTaken {
			dead = append(dead, b.id)
		}
	}
	sort.Strings(dead)
	t.Logf("%d configs, %d branches", len(sample), len(branches))
	if len(dead) > 0 {
		t.Errorf("%d template branches no config of the sample takes:\n  %s", len(dead), strings.Join(dead, "\n  "))
	}
}

// headerRuns are the generation results the header is expanded for.
func headerRuns() []*Result {
	cc := &Compiler{Path: "clang++", Kind: "clang", Version: "clang version 22"}
	mk := func(shapes bool, cfgs ...mla.Config) *Result {
		r := &Result{Compiler: cc}
		for _, c := range cfgs {
			k := &Kernel{Config: c, Source: []byte("//\n"), CodeObject: []byte("\x7fELF"),
				Decode: mla.Resources{Kernel: c.Name(), BlockSize: c.DecodeBlock().X}}
			if c.HasReduce() {
				k.Reduce = &mla.Resources{Kernel: c.ReduceName(), BlockSize: mla.ReduceBlockSize}
			}
			r.Kernels = append(r.Kernels, k)
			if shapes {
				r.Shapes = append(r.Shapes, ShapeEntry{Shape: mla.Shape{Batch: 4, KVLen: 1024 * len(r.Kernels)}, Config: c})
			}
		}
		return r
	}
	plain := mla.Config{Splits: 2, Stages: 1, Tile: 32}
	one := mla.Config{Splits: 1, Stages: 1, Tile: 32}
	ps := mla.Config{Splits: 1, Stages: 1, Tile: 32, Dims: mla.Dims{PS: true, LSE: true}}
	lse := mla.Config{Splits: 1, Stages: 1, Tile: 32, Dims: mla.Dims{LSE: true}}
	oneLaunch := mla.Config{Splits: 2, Stages: 1, Tile: 32, Dims: mla.Dims{One: true}}
	return []*Result{mk(true, plain, one), mk(false, plain), mk(true, plain, ps), mk(false, ps, lse), mk(false, plain, oneLaunch)}
}
