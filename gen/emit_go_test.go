package gen

import (
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// TestRegistryPackage checks --package: the registry is emitted in the named
// package and records the name, and a name that is not a Go identifier is
// refused with one message.
func TestRegistryPackage(t *testing.T) {
	r := fakeResult()
	r.Package = "mlakernels"
	files, err := render(r, "mlagen --shape 64x1024 --package mlakernels")
	if err != nil {
		t.Fatal(err)
	}
	src := files[RegistryFile]
	f, err := parser.ParseFile(token.NewFileSet(), RegistryFile, src, parser.ImportsOnly)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	if f.Name.Name != "mlakernels" {
		t.Errorf("package %s, want mlakernels", f.Name.Name)
	}
	for _, want := range []string{`Package: "mlakernels",`, `Command: "mlagen --shape 64x1024 --package mlakernels",`} {
		if !strings.Contains(string(src), want) {
			t.Errorf("registry lacks %s", want)
		}
	}
	var imports []string
	for _, im := range f.Imports {
		imports = append(imports, im.Path.Value)
	}
	if got := strings.Join(imports, " "); got != `"embed" "github.com/mlagen/mlagen/registry"` {
		t.Errorf("imports %s: a registry may import only embed and the registry types", got)
	}

	for _, bad := range []string{"my-kernels", "func", "_", "9lives", "a.b"} {
		r.Package = bad
		_, err := render(r, "mlagen")
		if err == nil || !strings.Contains(err.Error(), "is not a Go identifier") {
			t.Errorf("package %q: err = %v", bad, err)
		}
	}
}
