package twin

import (
	"strings"
	"testing"
)

// A small function prints as the Go and C it means: casts, renamed
// constants and functions, loops, else-if chains.
func TestPrint(t *testing.T) {
	f := &File{
		Consts: []Const{Constant("Lim", "X_LIM", 9, "")},
		CNames: map[string]string{"sum": "x_sum"},
		Funcs: []Func{{Name: "sum", Doc: "sum adds.", Params: []Param{P("a", I32In), P("n", I32)}, Body: []Stmt{
			Var("s", I64, "0"),
			Var("m", I64, "i64(n)"),
			For("i", "0", "m", Add("s", "i64(a[i])")),
			While("s > Lim", Set("s", "s - 1"), If("s == 3", Break())),
			If("s < 0", Return("-1")).Else(If("s == 0", Return("0")).Else(Return("i32(s)"))),
		}}},
	}
	goSrc, err := f.GoFuncs()
	if err != nil {
		t.Fatal(err)
	}
	cSrc, err := f.CFuncs()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"func sum(a []int32, n int32) int32 {", "s := int64(0)", "m := int64(n)",
		"for i := int64(0); i < m; i++ {", "s += int64(a[i])", "for s > Lim {", "} else if s == 0 {", "return int32(s)"} {
		if !strings.Contains(goSrc, want) {
			t.Errorf("Go lacks %q:\n%s", want, goSrc)
		}
	}
	for _, want := range []string{"static int32_t x_sum(const int32_t* a, int32_t n) {", "int64_t s = 0;", "int64_t m = (int64_t)(n);",
		"for (int64_t i = 0; i < m; i++) {", "s += (int64_t)(a[i]);", "while (s > X_LIM) {", "break;", "} else if (s == 0) {", "return (int32_t)(s);"} {
		if !strings.Contains(cSrc, want) {
			t.Errorf("C lacks %q:\n%s", want, cSrc)
		}
	}
}

// Expressions outside the subset whose meaning Go and C share are refused.
func TestExprSubset(t *testing.T) {
	for _, e := range []string{"a << 2", "a & b", "a ^ b", "010", "1u", "x.y", "len(a)", "a = b", "'c'", "sizeof(a)", "a ? b : c", "a | b"} {
		f := &File{Funcs: []Func{{Name: "f", Body: []Stmt{Return(e)}}}}
		if _, err := f.GoFuncs(); err == nil {
			t.Errorf("%q: accepted", e)
		}
	}
	for _, e := range []string{"(a+b)*c/d%e", "!(a <= b) || c != d && e >= 0", "i32(i64(a) - 1)", "p[k+1]"} {
		f := &File{Funcs: []Func{{Name: "f", Body: []Stmt{Return(e)}}}}
		if _, err := f.GoFuncs(); err != nil {
			t.Errorf("%q: %v", e, err)
		}
	}
}
