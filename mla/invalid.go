package mla

import (
	"errors"
	"fmt"
)

// invalidf is fmt.Errorf formatted when the message is read, not when the
// error is made: AllConfigsWith validates millions of configs for
// verify.Combos and reads none of the reasons it refuses them for, and
// formatting them took most of its time. %w wraps as with fmt.Errorf.
func invalidf(format string, args ...any) error {
	return &invalidError{format: format, args: args}
}

type invalidError struct {
	format string
	args   []any
}

func (e *invalidError) Error() string { return fmt.Errorf(e.format, e.args...).Error() }

// Unwrap is what fmt.Errorf's %w would wrap.
func (e *invalidError) Unwrap() error { return errors.Unwrap(fmt.Errorf(e.format, e.args...)) }
