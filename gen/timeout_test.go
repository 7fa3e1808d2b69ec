//go:build linux

package gen

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// fakeCompiler writes a shell script standing in for the compiler; its
// processes record their pids in dir/pids.
func fakeCompiler(t *testing.T, dir, body string) *Compiler {
	t.Helper()
	path := filepath.Join(dir, "fake-clang")
	script := "#!/bin/sh\necho $$ >> " + filepath.Join(dir, "pids") + "\n" + body + "\n"
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return &Compiler{Path: path, Kind: "clang"}
}

// alive reports whether pid is a live process (a zombie is dead).
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	return len(fields) > 0 && fields[0] != "Z"
}

// waitPids returns the pids the fake compiler recorded, once there are n.
func waitPids(t *testing.T, dir string, n int) []int {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		b, _ := os.ReadFile(filepath.Join(dir, "pids"))
		if f := strings.Fields(string(b)); len(f) >= n {
			var pids []int
			for _, s := range f {
				p, _ := strconv.Atoi(s)
				pids = append(pids, p)
			}
			return pids
		}
	}
	t.Fatalf("the fake compiler did not record %d pids", n)
	return nil
}

// A hung compiler, a wrapper whose background child keeps the output pipe
// open, and a cancelled run all end Compile promptly, with every process of
// the compiler's group killed and its temporary folder removed.
func TestCompileTimeoutKillsProcessGroup(t *testing.T) {
	cases := []struct {
		name, body string
		pids       int
		timeout    time.Duration
		cancel     bool
		want       string
	}{
		// sleep is a child of the script, as a compiler driver's cc1 is.
		{"hung", "sleep 1000 &\necho $! >> $(dirname $0)/pids\nwait", 2, time.Second, false, "no result after 1s"},
		// The wrapper fails at once, but its child holds stdout and stderr.
		{"child holds the pipe", "sleep 1000 &\necho $! >> $(dirname $0)/pids\nexit 1", 2, time.Minute, false, "exit status 1"},
		{"child holds the pipe, wrapper succeeds", "sleep 1000 &\necho $! >> $(dirname $0)/pids\nexit 0", 2, time.Minute, false, "no such file"},
		{"cancelled", "sleep 1000 &\necho $! >> $(dirname $0)/pids\nwait", 2, time.Minute, true, context.Canceled.Error()},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			tmp := filepath.Join(dir, "tmp")
			os.Mkdir(tmp, 0o755)
			t.Setenv("TMPDIR", tmp)
			cc := fakeCompiler(t, dir, c.body)
			cc.Timeout = c.timeout
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if c.cancel {
				go func() { waitPids(t, dir, c.pids); cancel() }()
			}
			done := make(chan error, 1)
			go func() {
				_, err := cc.Compile(ctx, "mla_decode_s1_p1_t32", []byte("// source\n"))
				done <- err
			}()
			var err error
			select {
			case err = <-done:
			case <-time.After(30 * time.Second):
				t.Fatal("Compile still running after 30s: the compiler's processes were not killed")
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err = %v, want one containing %q", err, c.want)
			}
			if c.cancel && !errors.Is(err, context.Canceled) {
				t.Fatalf("cancelled: err = %v, want context.Canceled", err)
			}
			for _, pid := range waitPids(t, dir, c.pids) {
				// The kill is delivered before Compile returns; give the
				// kernel a moment to reap the orphan.
				for i := 0; i < 100 && alive(pid); i++ {
					time.Sleep(10 * time.Millisecond)
				}
				if alive(pid) {
					t.Errorf("process %d of the fake compiler is still running", pid)
				}
			}
			if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
				t.Errorf("temporary folders left behind: %v", ents)
			}
		})
	}
}
