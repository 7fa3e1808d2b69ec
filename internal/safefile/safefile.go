// Package safefile reads files that mlagen did not write itself (cache
// entries, code objects named on the command line, old outputs) without
// trusting them: only a regular file is read (a fifo would block, /dev/zero
// never ends), never more than a limit, and never for longer than a timeout.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"
)

// DefaultTimeout bounds one Read: a regular file of a few hundred MiB reads
// in well under a second; a minute leaves room for a slow disk and still ends
// a read from a hung network file system.
const DefaultTimeout = time.Minute

// ErrNotRegular is wrapped by the error for a path that is not a regular file.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is wrapped by the error for a file larger than the limit.
var ErrTooLarge = errors.New("file too large")

// Read is ReadTimeout with DefaultTimeout.
func Read(path string, limit int64) ([]byte, error) {
	return ReadTimeout(path, limit, DefaultTimeout)
}

// ReadTimeout returns the contents of the regular file at path (symbolic
// links followed). It fails, without blocking, on anything else: a fifo, a
// device, a socket, a folder. It fails if the file holds more than limit
// bytes (also when it grows past limit while being read), and if the read
// takes longer than timeout. Errors name the path.
func ReadTimeout(path string, limit int64, timeout time.Duration) ([]byte, error) {
	type result struct {
		b   []byte
		err error
	}
	done := make(chan result, 1)
	go func() {
		f, err := openNonblocking(path)
		if err != nil {
			done <- result{nil, err}
			return
		}
		b, err := read(f, path, limit)
		f.Close()
		done <- result{b, err}
	}()
	t := time.NewTimer(timeout)
	defer t.Stop()
	select {
	case r := <-done:
		return r.b, r.err
	case <-t.C:
		// The reader goroutine stays blocked until the system returns; its
		// result is dropped.
		return nil, fmt.Errorf("%s: no data after %s: reading it hung", path, timeout)
	}
}

func read(f *os.File, path string, limit int64) ([]byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("%w (%s)", ErrNotRegular, kind(fi.Mode()))}
	}
	if fi.Size() > limit {
		return nil, tooLarge(path, fi.Size(), limit)
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, &fs.PathError{Op: "read", Path: path, Err: err}
	}
	if int64(len(b)) > limit {
		return nil, tooLarge(path, int64(len(b)), limit)
	}
	return b, nil
}

func tooLarge(path string, n, limit int64) error {
	return &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("%w: more than %d bytes (at least %d)", ErrTooLarge, limit, n)}
}

func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a fifo"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return m.Type().String()
}

// Tail returns the last n bytes of the file at path (all of it when shorter),
// and how many bytes came before them: a bounded view of a log of any size.
func Tail(path string, n int64) (tail []byte, skipped int64, err error) {
	f, err := openNonblocking(path)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, 0, err
	}
	if !fi.Mode().IsRegular() {
		return nil, 0, &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("%w (%s)", ErrNotRegular, kind(fi.Mode()))}
	}
	if fi.Size() > n {
		skipped = fi.Size() - n
		if _, err := f.Seek(skipped, io.SeekStart); err != nil {
			return nil, 0, err
		}
	}
	tail, err = io.ReadAll(io.LimitReader(f, n))
	return tail, skipped, err
}
