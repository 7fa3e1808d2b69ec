package main

import (
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress shows a bar on stderr for runs longer than a second or so, only
// when stderr is a terminal; otherwise it prints nothing.
type progress struct {
	bar   *progressbar.ProgressBar
	start time.Time
}

func newProgress(w io.Writer, total int, what string) *progress {
	p := &progress{start: time.Now()}
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) || total < 2 {
		return p
	}
	p.bar = progressbar.NewOptions(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(what),
		progressbar.OptionShowCount(),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionThrottle(100*time.Millisecond),
		// Appear only once the run has lasted a while: short runs stay quiet.
		progressbar.OptionShowDescriptionAtLineEnd(),
	)
	return p
}

// set records that done of the total steps are finished.
func (p *progress) set(done, total int) {
	if p.bar == nil || time.Since(p.start) < time.Second {
		return
	}
	p.bar.Set(done)
}

func (p *progress) finish() {
	if p.bar != nil {
		p.bar.Finish()
	}
}
