package safefile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	reg := filepath.Join(dir, "f")
	os.WriteFile(reg, []byte("0123456789"), 0o644)
	if b, err := Read(reg, 10); err != nil || string(b) != "0123456789" {
		t.Fatalf("regular file at the limit: %q, %v", b, err)
	}
	if _, err := Read(reg, 9); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("a file past the limit: %v, want ErrTooLarge", err)
	}
	link := filepath.Join(dir, "link")
	os.Symlink(reg, link)
	if b, err := Read(link, 100); err != nil || len(b) != 10 {
		t.Fatalf("a link to a regular file: %q, %v", b, err)
	}

	// Neither a fifo without a writer (open would block) nor /dev/zero (it
	// never ends) nor a folder is read: each is refused.
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero")
	os.Symlink("/dev/zero", zero)
	for _, p := range []string{fifo, zero, "/dev/zero", dir} {
		// (A blocked open or an endless read would end in the timeout's error.)
		_, err := ReadTimeout(p, 1<<20, time.Minute)
		if !errors.Is(err, ErrNotRegular) {
			t.Errorf("%s: %v, want ErrNotRegular", p, err)
		}
	}
}

func TestTail(t *testing.T) {
	p := filepath.Join(t.TempDir(), "log")
	os.WriteFile(p, bytes.Repeat([]byte("x"), 1000), 0o644)
	tail, skipped, err := Tail(p, 100)
	if err != nil || len(tail) != 100 || skipped != 900 {
		t.Fatalf("Tail: %d bytes, %d skipped, %v; want 100 and 900", len(tail), skipped, err)
	}
	tail, skipped, err = Tail(p, 5000)
	if err != nil || len(tail) != 1000 || skipped != 0 {
		t.Fatalf("Tail of a short file: %d bytes, %d skipped, %v", len(tail), skipped, err)
	}
}
