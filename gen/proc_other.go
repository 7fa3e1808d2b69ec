//go:build !unix

package gen

import "os/exec"

// Without process groups, cancellation kills the compiler itself only
// (exec.CommandContext's default).
func ownProcessGroup(cmd *exec.Cmd) {}

func killProcessGroup(pid int) {}
