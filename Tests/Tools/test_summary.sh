#!/bin/sh
# Counts what a Swift Testing run's log (its console lines) says of each test and prints, last,
# the tests skipped with their reasons and one line of counts, so the end of `make test` says
# what ran even when the runner's own summary line is missing from the log.
# Usage: test_summary.sh LOG
set -eu
log=$1
skipped=$(grep -E '^➜ Test .* skipped' "$log" || true)
if [ -n "$skipped" ]; then
    echo "test: skipped here:"
    echo "$skipped" | sed 's/^➜ Test /  /'
fi
passed=$(grep -cE '^✔ Test .*\) (with [0-9]+ test cases )?passed after' "$log" || true)
failed=$(grep -cE '^✘ Test .*\) (with [0-9]+ test cases )?failed after' "$log" || true)
count=$(printf '%s\n' "$skipped" | grep -c . || true)
summary=$(grep -E '^. Test run with [0-9]+ tests' "$log" | tail -n 1 || true)
echo "test: $passed tests passed, $failed failed, $count skipped${summary:+ (the runner: ${summary#* })}"
