//go:build linux

package gen

import (
	"bytes"
	"context"
	"debug/elf"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// cacheFixture is a compiler with a fresh cache whose notes are kept. The
// compiler is a stand-in that "compiles" a kernel by copying its code object
// from ../generated (the configs below are there), so that these tests,
// which rebuild often, cost no real compiles.
type cacheFixture struct {
	cc    *Compiler
	cache *Cache
	notes *bytes.Buffer
}

// Configs whose code objects are in ../generated: one split, and several
// with the reduce kernel (whichever the tuned table selects today: a retune
// changes them).
var cacheA, cacheB = generatedConfigs()

func generatedConfigs() (one, several mla.Config) {
	names, _ := filepath.Glob("../generated/mla_decode_*.hsaco")
	for _, n := range names {
		c, err := mla.ParseName(strings.TrimSuffix(filepath.Base(n), ".hsaco"))
		if err != nil {
			continue
		}
		if c.Splits == 1 && one.Splits == 0 {
			one = c
		}
		if c.Splits > 1 && several.Splits == 0 {
			several = c
		}
	}
	if one.Splits == 0 || several.Splits == 0 {
		panic("gen tests: ../generated holds no one-split and multi-split kernels (run make)")
	}
	return one, several
}

func copyingCompiler(t *testing.T) *Compiler {
	t.Helper()
	gen, err := filepath.Abs("../generated")
	if err != nil {
		t.Fatal(err)
	}
	return fakeCompiler(t, t.TempDir(), `name= out=
while [ $# -gt 0 ]; do
  case "$1" in -cuid=*) name="${1#-cuid=}";; -o) out="$2";; esac
  shift
done
cp "`+gen+`/$name.hsaco" "$out"`)
}

func newCacheFixture(t *testing.T) *cacheFixture {
	t.Helper()
	cc := copyingCompiler(t)
	cache, err := OpenCache(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	f := &cacheFixture{cc: cc, cache: cache, notes: &bytes.Buffer{}}
	setCacheNotes(cache, f.notes)
	cc.Cache = cache
	return f
}

func (f *cacheFixture) build(t *testing.T, cfg mla.Config) *Kernel {
	t.Helper()
	k, err := Build(context.Background(), f.cc, cfg, "mlagen test")
	if err != nil {
		t.Fatalf("%s: %v", cfg.Name(), err)
	}
	return k
}

func (f *cacheFixture) entry(k *Kernel) string {
	return f.cache.path(f.cc.cacheKey(k.Config.Name(), k.Source))
}

// textOffset is the file offset of a code object's .text section.
func textOffset(t *testing.T, obj []byte) int {
	t.Helper()
	ef, err := elf.NewFile(bytes.NewReader(obj))
	if err != nil {
		t.Fatal(err)
	}
	s := ef.Section(".text")
	if s == nil || s.Size == 0 {
		t.Fatal("no .text")
	}
	return int(s.Offset)
}

// Issue 19, item 1: a code object whose bytes changed in the cache (a flipped
// byte of its .text, or its last byte: both still parse) is a miss that is
// rebuilt, with a note naming the entry, and the rebuilt bytes replace it.
func TestCacheCorruptedEntryIsRebuilt(t *testing.T) {
	f := newCacheFixture(t)
	cfg := cacheA
	cold := f.build(t, cfg)
	entry := f.entry(cold)
	for _, where := range []string{".text", "last byte"} {
		t.Run(where, func(t *testing.T) {
			b, err := os.ReadFile(entry)
			if err != nil {
				t.Fatal(err)
			}
			at := bytes.Index(b, cold.CodeObject) // the code object inside the entry
			if at < 0 {
				t.Fatal("the entry does not hold the code object")
			}
			off := at + textOffset(t, cold.CodeObject)
			if where == "last byte" {
				off = at + len(cold.CodeObject) - 1
			}
			b[off] ^= 0x40
			if err := os.WriteFile(entry, b, 0o644); err != nil {
				t.Fatal(err)
			}
			f.notes.Reset()
			k := f.build(t, cfg)
			if k.Cached || !bytes.Equal(k.CodeObject, cold.CodeObject) {
				t.Fatalf("corrupted entry: cached %v, same bytes as compiled %v; want a rebuild", k.Cached, bytes.Equal(k.CodeObject, cold.CodeObject))
			}
			if n := strings.Count(f.notes.String(), "\n"); n != 1 || !strings.Contains(f.notes.String(), entry) {
				t.Fatalf("notes %q: want one line naming %s", f.notes.String(), entry)
			}
			if k := f.build(t, cfg); !k.Cached || !bytes.Equal(k.CodeObject, cold.CodeObject) {
				t.Fatal("the rebuilt entry was not written back")
			}
		})
	}
}

// Issue 19, item 3: an entry holding a valid code object of another kernel
// is a miss that is rebuilt (not "no kernel" on every run), whether it is a
// copy of the other kernel's entry file or was put under this key.
func TestCachePoisonedEntryIsRebuilt(t *testing.T) {
	f := newCacheFixture(t)
	a, b := cacheA, cacheB
	ka, kb := f.build(t, a), f.build(t, b)
	for _, how := range []string{"copied entry", "put under the key"} {
		t.Run(how, func(t *testing.T) {
			if how == "copied entry" {
				data, err := os.ReadFile(f.entry(kb))
				if err != nil {
					t.Fatal(err)
				}
				os.WriteFile(f.entry(ka), data, 0o644)
			} else if err := f.cache.put(f.cc.cacheKey(a.Name(), ka.Source), kb.CodeObject); err != nil {
				t.Fatal(err)
			}
			k := f.build(t, a)
			if k.Cached || !bytes.Equal(k.CodeObject, ka.CodeObject) {
				t.Fatalf("poisoned entry: cached %v; want a rebuild", k.Cached)
			}
		})
	}
}

// Compiler output is cached only once it is known to hold the kernel asked
// for: a compiler that produces a code object without it fails the build
// and leaves nothing in the cache.
func TestCacheStoresOnlyCheckedOutput(t *testing.T) {
	f := newCacheFixture(t)
	other := f.build(t, cacheB)
	dir := t.TempDir()
	obj := filepath.Join(dir, "other.hsaco")
	os.WriteFile(obj, other.CodeObject, 0o644)
	// A "compiler" that writes the other kernel's code object to -o.
	fake := fakeCompiler(t, dir, `while [ $# -gt 0 ]; do if [ "$1" = -o ]; then cp `+obj+` "$2"; fi; shift; done`)
	fake.Cache = f.cache
	n0, _, _ := f.cache.Stat()
	if _, err := Build(context.Background(), fake, cacheA, "mlagen test"); err == nil {
		t.Fatal("a code object without the kernel was accepted")
	}
	if n, _, _ := f.cache.Stat(); n != n0 {
		t.Fatalf("the cache went from %d to %d entries: unchecked output was cached", n0, n)
	}
}

// Issue 19, item 4: a fifo or a link to /dev/zero in an entry's place is a
// miss (neither blocks nor reads without end), rebuilt over.
func TestCacheEntryNotARegularFile(t *testing.T) {
	f := newCacheFixture(t)
	cfg := cacheA
	cold := f.build(t, cfg)
	entry := f.entry(cold)
	for _, what := range []string{"fifo", "/dev/zero"} {
		t.Run(what, func(t *testing.T) {
			os.Remove(entry)
			if what == "fifo" {
				if err := syscall.Mkfifo(entry, 0o644); err != nil {
					t.Fatal(err)
				}
			} else if err := os.Symlink("/dev/zero", entry); err != nil {
				t.Fatal(err)
			}
			k := f.build(t, cfg)
			if k.Cached || !bytes.Equal(k.CodeObject, cold.CodeObject) {
				t.Fatalf("cached %v; want a rebuild", k.Cached)
			}
			if fi, err := os.Lstat(entry); err != nil || !fi.Mode().IsRegular() {
				t.Fatalf("the entry was not replaced by a regular file (%v)", err)
			}
		})
	}
}

// Issue 19, item 5: a compiler's output is kept as a bounded view: 8 MiB on
// one line gives an error message of a few KiB, not 8 MiB.
func TestCompilerOutputIsBounded(t *testing.T) {
	dir := t.TempDir()
	cc := fakeCompiler(t, dir, "head -c 8388608 /dev/zero | tr '\\0' x; echo; echo 'error: the last line'; exit 1")
	_, err := cc.Compile(context.Background(), "mla_decode_s1_p1_t32", []byte("// source\n"))
	if err == nil {
		t.Fatal("a failing compiler succeeded")
	}
	if n := len(err.Error()); n > 64<<10 {
		t.Fatalf("error message of %d bytes; want a bounded one", n)
	}
	if !strings.Contains(err.Error(), "error: the last line") {
		t.Fatalf("the output's last line is not in the message: %.300q", err.Error())
	}
}

func setCacheNotes(c *Cache, w *bytes.Buffer) { c.Notes = w }
