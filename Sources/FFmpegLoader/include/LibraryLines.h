// What a library behind FFmpeg writes on its own to the C library's standard error stream,
// past FFmpeg's log (which the program silences): libx264 reports a failed allocation as
// `x264 [error]: malloc of size N failed`, from whichever of its threads met it, and FFmpeg
// then fails with "Generic error in an external library". Held here instead of printed,
// such a line becomes part of the one line the program says.
#ifndef FOLDPREVIEW_LIBRARY_LINES_H
#define FOLDPREVIEW_LIBRARY_LINES_H

#include <stdbool.h>
#include <stddef.h>

/// Replaces the C `stderr` stream (once; later calls change nothing) with one that passes
/// everything through to descriptor 2 as before, except whole lines that begin with
/// `x264 [`: the last two of those are kept for `ffl_library_lines`. False when the
/// stream could not be made (then nothing is held). Call it while one thread runs: swapped while
/// other threads write there, their lines went missing (a test runner's, when an export
/// in one test swapped it under the others).
bool ffl_hold_library_lines(void);

/// Copies the lines held since the last call (each ending in a newline; empty when none)
/// into `buffer` of `size` bytes, NUL-terminated, and forgets them.
void ffl_library_lines(char *buffer, size_t size);

#endif
