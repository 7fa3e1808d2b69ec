// Package atomicfile writes a file so that readers see the old contents or
// the new, never a half-written file: data goes to a temporary file in the
// same folder, which is then renamed over the target.
package atomicfile

import (
	"os"
	"path/filepath"
)

// WriteFile is os.WriteFile, atomically.
func WriteFile(path string, data []byte, perm os.FileMode) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(perm)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}
