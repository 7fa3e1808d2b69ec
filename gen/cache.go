package gen

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/internal/atomicfile"
)

// CacheEnv names the environment variable that moves the compile cache.
const CacheEnv = "MLAGEN_CACHE"

// CompilerEnv names the environment variable that picks the compiler when
// no --compiler is given, in every command that compiles.
const CompilerEnv = "MLAGEN_COMPILER"

// cacheSubdir holds the entries inside the cache folder; Clean removes only
// entries in it, so a cache folder set by mistake to a folder of other files
// loses none of them. The version changes when the key's recipe does.
const cacheSubdir = "codeobj-v1"

// Cache keeps compiled code objects on disk, keyed by everything that
// decides their bytes: the source, the compile flags and unit id, and the
// compiler (path, version line, and the size and time of its file, so a
// compiler replaced in place misses). Entries are written atomically; one
// that is not a readable code object is ignored and rebuilt.
type Cache struct{ dir string }

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
	return &Cache{dir: dir}, nil
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
	return filepath.Join(c.dir, cacheSubdir, key[:2], key+".hsaco")
}

// get returns the entry for key, or nil when there is none or it is not a
// readable code object (a torn or corrupted entry is a miss, rebuilt by put).
func (c *Cache) get(key string) []byte {
	if key == "" {
		return nil
	}
	b, err := os.ReadFile(c.path(key))
	if err != nil || len(b) == 0 {
		return nil
	}
	if _, err := codeobj.Parse(b); err != nil {
		return nil
	}
	return b
}

func (c *Cache) put(key string, obj []byte) error {
	if key == "" {
		return nil
	}
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return atomicfile.WriteFile(p, obj, 0o644)
}

// cacheEntryRE matches entries and the temporary files of interrupted writes.
var cacheEntryRE = regexp.MustCompile(`^\.?[0-9a-f]{64}\.hsaco(\.tmp-[0-9]+)?$`)

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
	sub := filepath.Join(c.dir, cacheSubdir)
	ents, _ := os.ReadDir(sub)
	for _, e := range ents {
		os.Remove(filepath.Join(sub, e.Name())) // only if empty
	}
	os.Remove(sub)
	return removed, nil
}

// walk calls f for each entry file: a regular file named like an entry, in a
// two-hex-digit folder of the cache's subfolder.
func (c *Cache) walk(f func(path string, info fs.FileInfo) error) error {
	sub := filepath.Join(c.dir, cacheSubdir)
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
