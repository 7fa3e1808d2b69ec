package gen

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// The cache returns the same code object for the same source, flags and
// compiler; a corrupt entry is rebuilt; a different source or compiler misses;
// Clean removes entries only.
func TestCompileCache(t *testing.T) {
	cc := needCompiler(t)
	dir := t.TempDir()
	cache, err := OpenCache(dir)
	if err != nil {
		t.Fatal(err)
	}
	cc.Cache = cache
	cfg := mla.Config{Splits: 1, Stages: 1, Tile: 32}
	build := func(command string) *Kernel {
		t.Helper()
		k, err := Build(context.Background(), cc, cfg, command)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	cold := build("mlagen test")
	if cold.Cached {
		t.Fatal("first build came from an empty cache")
	}
	warm := build("mlagen test")
	if !warm.Cached || !bytes.Equal(warm.CodeObject, cold.CodeObject) || warm.Decode != cold.Decode {
		t.Fatalf("second build: cached %v, same bytes %v; want a cache hit with the same code object", warm.Cached, bytes.Equal(warm.CodeObject, cold.CodeObject))
	}
	if n, _, err := cache.Stat(); err != nil || n != 1 {
		t.Fatalf("cache holds %d entries (%v), want 1", n, err)
	}

	// A torn entry (a crash mid-write by something other than mlagen) is a miss, and rebuilt.
	entry := cache.path(cc.cacheKey(cfg.Name(), cold.Source))
	if err := os.WriteFile(entry, cold.CodeObject[:100], 0o644); err != nil {
		t.Fatal(err)
	}
	if k := build("mlagen test"); k.Cached || !bytes.Equal(k.CodeObject, cold.CodeObject) {
		t.Fatalf("corrupt entry: cached %v; want a rebuild with the right bytes", k.Cached)
	}
	if b, _ := os.ReadFile(entry); !bytes.HasSuffix(b, cold.CodeObject) {
		t.Fatal("the corrupt entry was not replaced")
	}

	// Anything in the key changes the key.
	key := cc.cacheKey(cfg.Name(), cold.Source)
	other := *cc
	other.Version += " (patched)"
	for what, k := range map[string]string{
		"source":           cc.cacheKey(cfg.Name(), append([]byte("//\n"), cold.Source...)),
		"unit id":          cc.cacheKey("mla_decode_s2_p1_t32", cold.Source),
		"compiler version": other.cacheKey(cfg.Name(), cold.Source),
	} {
		if k == key || k == "" {
			t.Errorf("a different %s gives key %q", what, k)
		}
	}
	if build("mlagen other command").Cached {
		t.Error("a source with another header came from the cache")
	}

	foreign := filepath.Join(dir, "notes.txt")
	os.WriteFile(foreign, []byte("mine\n"), 0o644)
	if n, err := cache.Clean(); err != nil || n != 2 {
		t.Fatalf("Clean removed %d (%v), want the 2 entries", n, err)
	}
	if n, _, _ := cache.Stat(); n != 0 {
		t.Fatalf("%d entries after Clean", n)
	}
	if _, err := os.Stat(foreign); err != nil {
		t.Fatal("Clean removed a file that is not a cache entry")
	}
	if build("mlagen test").Cached {
		t.Error("hit after Clean")
	}
}
