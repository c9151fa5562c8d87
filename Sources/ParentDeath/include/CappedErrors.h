// The image decoder's own standard error, capped: a hostile PNG makes libpng warn without
// bound (500,000 lines, 16 MB, in 0.7 s), and a person who runs `decode-image` by hand
// should see the start and the end of that, not all of it.
//
// fopencookie(3) is a GNU C interface taking C function pointers and replacing the C
// library's `stderr` stream, which every library in the process (libpng, libjpeg, SDL)
// writes its warnings to; it is done here, in C.
#ifndef FOLDPREVIEW_CAPPED_ERRORS_H
#define FOLDPREVIEW_CAPPED_ERRORS_H

#include <stdbool.h>

/// Replaces the C `stderr` stream with one that passes the first 20 lines (at most 4 KB)
/// to file descriptor 2 as they come, then keeps only the last 20 lines (at most 4 KB) of
/// the rest; at exit it writes one line counting what was left out, then those last lines.
/// Writes straight to descriptor 2 are not seen. False (and nothing changed) when the
/// stream cannot be made.
bool pd_cap_standard_error(void);

#endif
