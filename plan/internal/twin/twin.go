// Package twin describes integer algorithms once and prints them as Go and
// as C11, so that a Go package and a C library run the same code. The
// statements are a small structured set (variables, assignments, if, counted
// and conditional loops, return); expressions are text in the subset of
// syntax whose meaning is the same in both languages (integer arithmetic,
// comparisons, && || !, indexing, calls), which the printers check token by
// token. The only spellings that differ are the casts, written i32(x) and
// i64(x), and the names of constants and functions, which each File maps.
//
// Every local is int32 or int64 and every array int32 or int64, so division
// truncates toward zero and overflow is the description's to avoid, in both
// languages alike.
package twin

import (
	"fmt"
	"strings"
)

// Kind is the type of a variable, parameter or array.
type Kind int

const (
	I32    Kind = iota // int32 / int32_t
	I64                // int64 / int64_t
	I32In              // array of int32 the function reads: []int32 / const int32_t*
	I32Out             // array of int32 the function writes: []int32 / int32_t*
	I64Out             // array of int64 the function writes: []int64 / int64_t*
)

// Param is a function parameter.
type Param struct {
	Name string
	Kind Kind
}

// Func is a function returning int32 (a status code in the planner).
type Func struct {
	Name   string // the Go name; File.CNames maps it for C
	Doc    string
	Params []Param
	Body   []Stmt
}

// Const is an integer constant: Go and C names, value, comment.
type Const struct {
	Go, C string
	Value int64
	Doc   string
}

// File is a set of constants and functions printed together.
type File struct {
	Consts []Const
	Funcs  []Func
	// CNames maps the Go names of functions to their C names (constants carry
	// theirs). Locals and parameters keep one name in both.
	CNames map[string]string
}

// Stmt is a statement.
type Stmt interface{ isStmt() }

type (
	varStmt struct {
		name string
		kind Kind
		init string
	}
	arrStmt struct {
		name string
		kind Kind
		n    string // a constant's Go name
	}
	setStmt struct{ lhs, op, rhs string }
	ifStmt  struct {
		cond      string
		then, els []Stmt
	}
	forStmt struct {
		v, from, to string
		body        []Stmt
	}
	whileStmt struct {
		cond string
		body []Stmt
	}
	breakStmt   struct{}
	returnStmt  struct{ e string }
	commentStmt struct{ text string }
)

func (varStmt) isStmt()     {}
func (arrStmt) isStmt()     {}
func (setStmt) isStmt()     {}
func (*ifStmt) isStmt()     {}
func (forStmt) isStmt()     {}
func (whileStmt) isStmt()   {}
func (breakStmt) isStmt()   {}
func (returnStmt) isStmt()  {}
func (commentStmt) isStmt() {}

// Var declares a scalar local (I32 or I64) set to init.
func Var(name string, kind Kind, init string) Stmt { return varStmt{name, kind, init} }

// Arr declares a local array of n (a constant) zeroed elements of kind I32Out or I64Out.
func Arr(name string, kind Kind, n string) Stmt { return arrStmt{name, kind, n} }

// Set is lhs = rhs.
func Set(lhs, rhs string) Stmt { return setStmt{lhs, "=", rhs} }

// Add is lhs += rhs.
func Add(lhs, rhs string) Stmt { return setStmt{lhs, "+=", rhs} }

// If runs then when cond holds; Else adds the other branch.
func If(cond string, then ...Stmt) *ifStmt { return &ifStmt{cond: cond, then: then} }

// Else sets the statements run when the condition does not hold.
func (s *ifStmt) Else(els ...Stmt) *ifStmt { s.els = els; return s }

// For runs body with v (int64) from from up to, not including, to.
func For(v, from, to string, body ...Stmt) Stmt { return forStmt{v, from, to, body} }

// While runs body while cond holds.
func While(cond string, body ...Stmt) Stmt { return whileStmt{cond, body} }

// Break leaves the innermost loop.
func Break() Stmt { return breakStmt{} }

// Return returns e.
func Return(e string) Stmt { return returnStmt{e} }

// Note is a comment line in both outputs.
func Note(text string) Stmt { return commentStmt{text} }

// lang is what differs between the two printers.
type lang struct {
	c      bool
	rename map[string]string // Go name -> this language's name
}

// expr checks e against the shared subset and spells it for l.
func (l lang) expr(e string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(e); {
		c := e[i]
		switch {
		case c == ' ':
			b.WriteByte(c)
			i++
		case isIdentStart(c):
			j := i
			for j < len(e) && (isIdentStart(e[j]) || isDigit(e[j])) {
				j++
			}
			id := e[i:j]
			call := j < len(e) && e[j] == '('
			switch {
			case call && (id == "i32" || id == "i64"):
				t := map[string]string{"i32": "int32", "i64": "int64"}[id]
				if l.c {
					b.WriteString("(" + t + "_t)")
				} else {
					b.WriteString(t)
				}
			case l.rename[id] != "":
				b.WriteString(l.rename[id])
			case isKeyword(id):
				return "", fmt.Errorf("expression %q: %q is a keyword", e, id)
			default:
				b.WriteString(id)
			}
			i = j
		case isDigit(c):
			j := i
			for j < len(e) && isDigit(e[j]) {
				j++
			}
			if j < len(e) && isIdentStart(e[j]) {
				return "", fmt.Errorf("expression %q: number with a suffix", e)
			}
			if c == '0' && j-i > 1 {
				return "", fmt.Errorf("expression %q: a leading 0 means octal in C", e)
			}
			b.WriteString(e[i:j])
			i = j
		case strings.HasPrefix(e[i:], "<<") || strings.HasPrefix(e[i:], ">>"):
			// Shifts of negative values differ (C leaves them undefined).
			return "", fmt.Errorf("expression %q: shifts are outside the subset Go and C share", e)
		default:
			op := ""
			for _, o := range []string{"<=", ">=", "==", "!=", "&&", "||", "+", "-", "*", "/", "%", "<", ">", "!", "(", ")", "[", "]", ","} {
				if strings.HasPrefix(e[i:], o) {
					op = o
					break
				}
			}
			if op == "" {
				return "", fmt.Errorf("expression %q: %q is outside the subset Go and C share", e, e[i:i+1])
			}
			b.WriteString(op)
			i += len(op)
		}
	}
	return b.String(), nil
}

// castOnly reports whether e is one cast to kind k: i64(...) or i32(...) whole.
func castOnly(e string, k Kind) bool {
	pre := map[Kind]string{I32: "i32(", I64: "i64("}[k]
	if pre == "" || !strings.HasPrefix(e, pre) || !strings.HasSuffix(e, ")") {
		return false
	}
	depth := 0
	for i := len(pre) - 1; i < len(e); i++ {
		switch e[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 && i != len(e)-1 {
				return false
			}
		}
	}
	return true
}

func isNumber(e string) bool {
	for i := 0; i < len(e); i++ {
		if !isDigit(e[i]) && !(i == 0 && e[i] == '-' && len(e) > 1) {
			return false
		}
	}
	return e != ""
}

func isIdentStart(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool      { return '0' <= c && c <= '9' }

func isKeyword(id string) bool {
	switch id {
	case "if", "else", "for", "while", "return", "break", "var", "func", "int", "long", "unsigned", "sizeof", "len", "cap", "nil", "NULL":
		return true
	}
	return false
}

// printer writes statements with indentation, remembering the first error.
type printer struct {
	l   lang
	b   strings.Builder
	err error
}

func (p *printer) line(depth int, s string) {
	p.b.WriteString(strings.Repeat("\t", depth))
	p.b.WriteString(s)
	p.b.WriteByte('\n')
}

func (p *printer) x(e string) string {
	s, err := p.l.expr(e)
	if err != nil && p.err == nil {
		p.err = err
	}
	return s
}

func (p *printer) scalar(k Kind) string {
	if k != I32 && k != I64 {
		p.err = fmt.Errorf("kind %d is not a scalar", k)
	}
	if k == I32 {
		return map[bool]string{false: "int32", true: "int32_t"}[p.l.c]
	}
	return map[bool]string{false: "int64", true: "int64_t"}[p.l.c]
}

func (p *printer) block(depth int, body []Stmt) {
	for _, s := range body {
		p.stmt(depth, s)
	}
}

func (p *printer) stmt(d int, s Stmt) {
	semi := map[bool]string{false: "", true: ";"}[p.l.c]
	switch s := s.(type) {
	case varStmt:
		if p.l.c {
			p.line(d, fmt.Sprintf("%s %s = %s;", p.scalar(s.kind), s.name, p.x(s.init)))
		} else if castOnly(s.init, s.kind) || isNumber(s.init) {
			// n := int64(batch), i := int64(0): the type is in the expression.
			init := p.x(s.init)
			if isNumber(s.init) {
				init = p.scalar(s.kind) + "(" + init + ")"
			}
			p.line(d, fmt.Sprintf("%s := %s", s.name, init))
		} else {
			p.line(d, fmt.Sprintf("var %s %s = %s", s.name, p.scalar(s.kind), p.x(s.init)))
		}
	case arrStmt:
		k := map[Kind]Kind{I32Out: I32, I64Out: I64}[s.kind]
		if s.kind != I32Out && s.kind != I64Out {
			p.err = fmt.Errorf("array %s: kind must be I32Out or I64Out", s.name)
		}
		if p.l.c {
			p.line(d, fmt.Sprintf("%s %s[%s] = {0};", p.scalar(k), s.name, p.x(s.n)))
		} else {
			p.line(d, fmt.Sprintf("%s := make([]%s, %s)", s.name, p.scalar(k), p.x(s.n)))
		}
	case setStmt:
		p.line(d, fmt.Sprintf("%s %s %s%s", p.x(s.lhs), s.op, p.x(s.rhs), semi))
	case *ifStmt:
		p.ifChain(d, s, false)
	case forStmt:
		if p.l.c {
			p.line(d, fmt.Sprintf("for (int64_t %s = %s; %s < %s; %s++) {", s.v, p.x(s.from), s.v, p.x(s.to), s.v))
		} else {
			p.line(d, fmt.Sprintf("for %s := int64(%s); %s < %s; %s++ {", s.v, p.x(s.from), s.v, p.x(s.to), s.v))
		}
		p.block(d+1, s.body)
		p.line(d, "}")
	case whileStmt:
		if p.l.c {
			p.line(d, fmt.Sprintf("while (%s) {", p.x(s.cond)))
		} else {
			p.line(d, fmt.Sprintf("for %s {", p.x(s.cond)))
		}
		p.block(d+1, s.body)
		p.line(d, "}")
	case breakStmt:
		p.line(d, "break"+semi)
	case returnStmt:
		p.line(d, fmt.Sprintf("return %s%s", p.x(s.e), semi))
	case commentStmt:
		p.line(d, "// "+s.text)
	default:
		p.err = fmt.Errorf("unknown statement %T", s)
	}
}

// ifChain prints an if, folding an else that holds one if into "else if".
func (p *printer) ifChain(d int, s *ifStmt, elseIf bool) {
	head := "if "
	if elseIf {
		head = "} else if "
	}
	if p.l.c {
		p.line(d, fmt.Sprintf("%s(%s) {", head, p.x(s.cond)))
	} else {
		p.line(d, fmt.Sprintf("%s%s {", head, p.x(s.cond)))
	}
	p.block(d+1, s.then)
	if len(s.els) == 1 {
		if next, ok := s.els[0].(*ifStmt); ok {
			p.ifChain(d, next, true)
			return
		}
	}
	if len(s.els) > 0 {
		p.line(d, "} else {")
		p.block(d+1, s.els)
	}
	p.line(d, "}")
}

func (f *File) lang(c bool) lang {
	l := lang{c: c, rename: map[string]string{}}
	if c {
		for _, k := range f.Consts {
			l.rename[k.Go] = k.C
		}
		for g, cn := range f.CNames {
			l.rename[g] = cn
		}
	}
	return l
}

// GoFuncs prints the functions as Go source (unformatted: run go/format).
func (f *File) GoFuncs() (string, error) {
	p := &printer{l: f.lang(false)}
	for _, fn := range f.Funcs {
		for _, line := range strings.Split(fn.Doc, "\n") {
			p.line(0, "// "+line)
		}
		var ps []string
		for _, a := range fn.Params {
			t := map[Kind]string{I32: "int32", I64: "int64", I32In: "[]int32", I32Out: "[]int32", I64Out: "[]int64"}[a.Kind]
			ps = append(ps, a.Name+" "+t)
		}
		p.line(0, fmt.Sprintf("func %s(%s) int32 {", fn.Name, strings.Join(ps, ", ")))
		p.block(1, fn.Body)
		p.line(0, "}")
		p.line(0, "")
	}
	return p.b.String(), p.err
}

// CFuncs prints the functions as C11 (static: the C file wraps them).
func (f *File) CFuncs() (string, error) {
	p := &printer{l: f.lang(true)}
	for _, fn := range f.Funcs {
		for _, line := range strings.Split(fn.Doc, "\n") {
			p.line(0, "// "+line)
		}
		var ps []string
		for _, a := range fn.Params {
			t := map[Kind]string{I32: "int32_t ", I64: "int64_t ", I32In: "const int32_t* ", I32Out: "int32_t* ", I64Out: "int64_t* "}[a.Kind]
			ps = append(ps, t+a.Name)
		}
		name := fn.Name
		if cn := f.CNames[fn.Name]; cn != "" {
			name = cn
		}
		p.line(0, fmt.Sprintf("static int32_t %s(%s) {", name, strings.Join(ps, ", ")))
		p.block(1, fn.Body)
		p.line(0, "}")
		p.line(0, "")
	}
	return p.b.String(), p.err
}

// Constant makes a Const.
func Constant(goName, cName string, value int64, doc string) Const {
	return Const{Go: goName, C: cName, Value: value, Doc: doc}
}

// P makes a Param.
func P(name string, kind Kind) Param { return Param{Name: name, Kind: kind} }
