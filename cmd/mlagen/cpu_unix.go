//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTimes returns the CPU time (user + system) of this process and of its
// waited-for children (the compiler runs), or false where unknown.
func cpuTimes() (self, children time.Duration, ok bool) {
	var s, c syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &s) != nil || syscall.Getrusage(syscall.RUSAGE_CHILDREN, &c) != nil {
		return 0, 0, false
	}
	d := func(u syscall.Rusage) time.Duration {
		return time.Duration(u.Utime.Nano() + u.Stime.Nano())
	}
	return d(s), d(c), true
}
