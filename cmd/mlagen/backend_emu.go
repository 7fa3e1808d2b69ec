package main

import (
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/emu"
)

// The gfx950 emulator backend ("--backend emu").
func init() {
	backends["emu"] = func() (verify.Backend, error) { return emu.New() }
}
