// Command mkoptable writes emu/optable_data.go, the decoder's opcode tables,
// from the data file emu/optable.txt, with the names declared in
// emu/optable.go. It runs from go generate in emu/ (the directive is in
// emu/optable.go) and rewrites the output, atomically, only when its bytes
// change.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/mlagen/mlagen/emu/internal/optable"
	"github.com/mlagen/mlagen/internal/atomicfile"
)

func main() {
	data := flag.String("data", "optable.txt", "the opcode data file")
	decls := flag.String("decls", "optable.go", "the Go file declaring the names the data file uses")
	out := flag.String("o", "optable_data.go", "the Go file to write")
	flag.Parse()
	if err := run(*data, *decls, *out); err != nil {
		fmt.Fprintln(os.Stderr, "mkoptable:", err)
		os.Exit(1)
	}
}

func run(dataPath, declsPath, outPath string) error {
	decls, err := os.ReadFile(declsPath)
	if err != nil {
		return err
	}
	names, err := optable.ReadNames(declsPath, decls)
	if err != nil {
		return err
	}
	data, err := os.ReadFile(dataPath)
	if err != nil {
		return err
	}
	src, err := optable.Generate(filepath.Base(dataPath), data, names)
	if err != nil {
		return err
	}
	if old, err := os.ReadFile(outPath); err == nil && bytes.Equal(old, src) {
		return nil
	}
	if err := atomicfile.WriteFile(outPath, src, 0o644); err != nil {
		return err
	}
	fmt.Println("mkoptable: wrote", outPath)
	return nil
}
