//go:build unix

package gen

import (
	"os"
	"syscall"
)

// lockDir takes an exclusive advisory lock on the folder dir itself (flock
// on its descriptor: no lock file is left in it), waiting for a holder to
// let go. The system drops it when the process ends, however it ends, so a
// killed run never leaves the folder locked.
func lockDir(dir string) (unlock func(), err error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		return nil, &os.PathError{Op: "lock", Path: dir, Err: err}
	}
	return func() { f.Close() }, nil // closing the descriptor drops the lock
}

// syncDir makes dir's entries (renames, removals in it) durable.
func syncDir(dir string) error {
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Sync()
}
