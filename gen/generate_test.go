package gen

import (
	"context"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// The command is recorded in // comments of every generated file: a control
// character in it (a newline ends the comment) is refused, whoever calls.
func TestGenerateRejectsControlCharacters(t *testing.T) {
	for _, cmd := range []string{"mlagen --shape 64x1024\n#error x", "mlagen --config a\rb", "mlagen \x1b[2J", "mlagen \u0085", "mlagen \xff"} {
		_, err := Generate(context.Background(), Options{Configs: []mla.Config{{Splits: 1, Stages: 1, Tile: 32}}, Command: cmd})
		if err == nil || !(strings.Contains(err.Error(), "control character") || strings.Contains(err.Error(), "UTF-8")) {
			t.Errorf("Generate(command %q) = %v, want a refusal", cmd, err)
		}
		if _, err := Build(context.Background(), nil, mla.Config{Splits: 1, Stages: 1, Tile: 32}, cmd); err == nil {
			t.Errorf("Build(command %q) accepted it", cmd)
		}
	}
	if _, err := Generate(context.Background(), Options{Configs: []mla.Config{{Splits: 1, Stages: 1, Tile: 32}}, Command: "mlagen --shape 64x1024,4x1024"}); err != nil {
		t.Errorf("a plain command: %v", err)
	}
}
