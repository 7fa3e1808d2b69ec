# Helpers for the check scripts (sourced): counters, and commands that must
# succeed or fail with a message. Sets tmp (removed on exit).
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The wall time of a run or expect step, printed after its name when it
# took a second or more (steps reported by ok or bad alone print none).
step_t0=
start() { step_t0=$(date +%s%N); }
# took sets took_s to the step's time (" (1.2 s)") or "", and ends the step.
took() {
	took_s=
	[ -n "$step_t0" ] || return 0
	local ms=$((($(date +%s%N) - step_t0) / 1000000))
	step_t0=
	[ $ms -ge 1000 ] && took_s=$(printf ' (%d.%d s)' $((ms / 1000)) $((ms % 1000 / 100)))
	return 0
}

ok() {
	pass=$((pass + 1))
	took
	echo "ok   $1$took_s"
}

bad() {
	fail=$((fail + 1))
	took
	echo "FAIL $1"
}

# run NAME CMD...: the command must succeed (its output is in $tmp/out).
run() {
	local name=$1
	shift
	start
	if "$@" >"$tmp/out" 2>&1; then ok "$name"; else bad "$name"; sed 's/^/     /' "$tmp/out" | tail -40; fi
}

# expect NAME STATUS TEXT CMD...: the command must exit with STATUS and print
# TEXT (fixed string) on stdout or stderr.
expect() {
	local name=$1 want=$2 text=$3
	shift 3
	start
	"$@" >"$tmp/out" 2>&1
	local got=$?
	if [ "$got" = "$want" ] && grep -qF -- "$text" "$tmp/out"; then
		ok "$name"
	else
		bad "$name (exit $got, want $want and \"$text\")"
		sed 's/^/     /' "$tmp/out" | tail -20
	fi
}
