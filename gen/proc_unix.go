//go:build unix

package gen

import (
	"os/exec"
	"syscall"
)

// ownProcessGroup makes cmd the leader of a new process group and makes
// cancellation kill the whole group, so no compiler child is left running.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		killProcessGroup(cmd.Process.Pid)
		return nil
	}
}

// killProcessGroup kills every process left in the group led by pid. The
// group's id cannot be reused while any member lives, and a group already
// empty makes this a no-op.
func killProcessGroup(pid int) {
	_ = syscall.Kill(-pid, syscall.SIGKILL)
}
