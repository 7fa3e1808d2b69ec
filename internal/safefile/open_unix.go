//go:build unix

package safefile

import (
	"os"
	"syscall"
)

// openNonblocking opens path for reading with O_NONBLOCK, so that opening a
// fifo without a writer returns at once instead of waiting for one (read
// rejects it after). For a regular file the flag changes nothing.
func openNonblocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
