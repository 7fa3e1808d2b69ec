//go:build !unix

package gen

// Without flock, concurrent runs into one folder are not serialized.
func lockDir(dir string) (unlock func(), err error) { return func() {}, nil }

// Folders cannot be synced on every system; renames are durable as the
// system makes them.
func syncDir(dir string) error { return nil }
