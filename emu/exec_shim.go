package emu

// decodeInst is the decoder entry point the loader uses.
var decodeInst = Decode

// disasm is the text of an instruction in fault messages.
func disasm(in *Inst) string { return in.String() }
