// Standard input, output and error that a parent left closed (`foldpreview render … >&-`).
// With descriptor 1 closed, the first file the program opens gets it: the temporary a
// render writes, or a font. Then "wrote o.png" would be written into whatever that is,
// and a print that finds it closed fails after the work is done.
#ifndef FOLDPREVIEW_STANDARD_STREAMS_H
#define FOLDPREVIEW_STANDARD_STREAMS_H

/// Opens /dev/null on each of descriptors 0, 1 and 2 that is closed (input read-only,
/// output and error write-only), so nothing else can take their numbers. Runs from the
/// executable's pre-initialisation, before any library opens a file; calling it again
/// changes nothing.
void pd_fill_standard_streams(void);

/// The descriptors among 0, 1 and 2 that were closed when the process started and now
/// hold /dev/null, as bits (1 << fd).
int pd_closed_standard_streams(void);

#endif
