package gen

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/internal/atomicfile"
	"github.com/mlagen/mlagen/internal/safefile"
)

// CacheEnv names the environment variable that moves the compile cache.
const CacheEnv = "MLAGEN_CACHE"

// CompilerEnv names the environment variable that picks the compiler when
// no --compiler is given, in every command that compiles.
const CompilerEnv = "MLAGEN_COMPILER"

// cacheSubdir holds the entries inside the cache folder; Clean removes only
// entries in it (and in the older layouts' folders, legacySubdirs), so a
// cache folder set by mistake to a folder of other files loses none of them.
// The version changes when the key's recipe or the entry format does.
const cacheSubdir = "codeobj-v2"

// legacySubdirs are the folders of earlier entry formats: never read, but
// counted and removed by Stat and Clean.
var legacySubdirs = []string{"codeobj-v1"}

// Cache keeps compiled code objects on disk, keyed by everything that
// decides their bytes: the source, the compile flags and unit id, and the
// compiler (path, version line, and the size and time of its file, so a
// compiler replaced in place misses).
//
// An entry is a header line naming its key and the sha256 and size of the
// code object after it. Entries are written atomically, and only once the
// compiler's output has been checked (it parses and holds the kernels asked
// for). Every read checks the entry again: a file that is not a regular
// file, is too large, has a damaged header, a wrong key, checksum or size,
// or a code object without the expected kernels is a miss. The build then
// compiles the kernel again and replaces the entry, and the cache says so
// on Notes (one line per bad entry).
type Cache struct {
	dir string
	// Notes receives one line for each entry found bad (os.Stderr from
	// OpenCache; nil: none).
	Notes io.Writer
}

// DefaultCacheDir is $MLAGEN_CACHE if set, else os.UserCacheDir()/mlagen.
func DefaultCacheDir() (string, error) {
	if d := os.Getenv(CacheEnv); d != "" {
		return d, nil
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache folder (%v); set %s or --cache-dir", err, CacheEnv)
	}
	return filepath.Join(d, "mlagen"), nil
}

// OpenCache opens (creating it if needed) the compile cache in dir.
func OpenCache(dir string) (*Cache, error) {
	if dir == "" {
		return nil, errors.New("empty cache folder name")
	}
	if err := os.MkdirAll(filepath.Join(dir, cacheSubdir), 0o755); err != nil {
		return nil, fmt.Errorf("compile cache: %w", err)
	}
	return &Cache{dir: dir, Notes: os.Stderr}, nil
}

// Dir is the cache folder.
func (c *Cache) Dir() string { return c.dir }

// cacheKey is "" when the compiler's file cannot be read: then nothing is cached.
func (cc *Compiler) cacheKey(name string, src []byte) string {
	st, err := os.Stat(cc.Path)
	if err != nil {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "mlagen code object cache %s\ncompiler %q %q %d %d\nargs %q\nsource %d\n",
		cacheSubdir, cc.Path, cc.Version, st.Size(), st.ModTime().UnixNano(),
		append(append([]string(nil), CompileFlags...), "-cuid="+name), len(src))
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil))
}

func (c *Cache) path(key string) string {
	return filepath.Join(c.dir, cacheSubdir, key[:2], key+cacheEntrySuffix)
}

const cacheEntrySuffix = ".entry"

// entryMagic starts every entry's header line:
// "mlagen-cache-entry v2 key=HEX sha256=HEX size=N\n".
const entryMagic = "mlagen-cache-entry v2"

func entryHeader(key string, obj []byte) string {
	return fmt.Sprintf("%s key=%s sha256=%s size=%d\n", entryMagic, key, sha(obj), len(obj))
}

// maxEntryHeader bounds the header line.
const maxEntryHeader = 256

// get returns the entry for key, checked by check, or nil. bad, when not
// empty, says why an entry that is there was not used.
func (c *Cache) get(key string, check func(obj []byte) error) (obj []byte, bad string) {
	if key == "" {
		return nil, ""
	}
	b, err := safefile.Read(c.path(key), int64(codeobj.MaxImageSize)+maxEntryHeader)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ""
	}
	if err != nil {
		return nil, err.Error()
	}
	nl := bytes.IndexByte(b[:min(len(b), maxEntryHeader)], '\n')
	if nl < 0 {
		return nil, "no entry header"
	}
	hdr, obj := b[:nl], b[nl+1:]
	if !strings.HasPrefix(string(hdr), entryMagic+" ") {
		return nil, "not an entry of this mlagen (no header)"
	}
	if want := entryHeader(key, obj); string(hdr)+"\n" != want {
		return nil, "checksum mismatch (the header does not match the key and the code object's sha256 and size)"
	}
	if check != nil {
		if err := check(obj); err != nil {
			return nil, err.Error()
		}
	}
	return obj, ""
}

// note reports a bad entry on Notes.
func (c *Cache) note(key, name, why string) {
	if c.Notes != nil {
		fmt.Fprintf(c.Notes, "mlagen: compile cache entry %s (%s) is bad: %s; compiling it again\n", c.path(key), name, firstLine(why))
	}
}

// put stores obj (already checked by the caller) under key.
func (c *Cache) put(key string, obj []byte) error {
	if key == "" {
		return nil
	}
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return atomicfile.WriteFile(p, append([]byte(entryHeader(key, obj)), obj...), 0o644)
}

// cacheEntryRE matches entries and the temporary files of interrupted writes.
// (.hsaco: the legacy folders' entries.)
var cacheEntryRE = regexp.MustCompile(`^\.?[0-9a-f]{64}\.(entry|hsaco)(\.tmp-[0-9]+)?$`)

// Stat counts the entries and their bytes.
func (c *Cache) Stat() (entries int, size int64, err error) {
	err = c.walk(func(path string, info fs.FileInfo) error {
		if !strings.HasPrefix(info.Name(), ".") {
			entries++
			size += info.Size()
		}
		return nil
	})
	return entries, size, err
}

// Clean removes every entry (and leftover temporary file) and the folders
// that held them; anything else in the cache folder stays.
func (c *Cache) Clean() (removed int, err error) {
	err = c.walk(func(path string, info fs.FileInfo) error {
		if err := os.Remove(path); err != nil {
			return err
		}
		removed++
		return nil
	})
	if err != nil {
		return removed, err
	}
	for _, name := range append([]string{cacheSubdir}, legacySubdirs...) {
		sub := filepath.Join(c.dir, name)
		ents, _ := os.ReadDir(sub)
		for _, e := range ents {
			os.Remove(filepath.Join(sub, e.Name())) // only if empty
		}
		os.Remove(sub)
	}
	return removed, nil
}

// walk calls f for each entry file: a regular file named like an entry, in a
// two-hex-digit folder of the cache's subfolder or a legacy one.
func (c *Cache) walk(f func(path string, info fs.FileInfo) error) error {
	for _, name := range append([]string{cacheSubdir}, legacySubdirs...) {
		if err := c.walkSub(filepath.Join(c.dir, name), f); err != nil {
			return err
		}
	}
	return nil
}

func (c *Cache) walkSub(sub string, f func(path string, info fs.FileInfo) error) error {
	dirs, err := os.ReadDir(sub)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	for _, d := range dirs {
		if !d.IsDir() || len(d.Name()) != 2 {
			continue
		}
		ents, err := os.ReadDir(filepath.Join(sub, d.Name()))
		if err != nil {
			return err
		}
		for _, e := range ents {
			info, err := e.Info()
			if err != nil || !info.Mode().IsRegular() || !cacheEntryRE.MatchString(e.Name()) {
				continue
			}
			if err := f(filepath.Join(sub, d.Name(), e.Name()), info); err != nil {
				return err
			}
		}
	}
	return nil
}
