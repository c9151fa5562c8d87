// Under an address space limit (`ulimit -v`) just above what the dynamic loader needs to
// map the program's libraries, the first allocation of the Swift runtime fails and traps
// (a 40-line crash report, exit 134). The executable's pre-initialisation, which runs once
// the libraries are mapped and before anything allocates, checks that the limit leaves
// `PD_EARLY_ROOM` bytes beside them, and otherwise ends the run with one line.
#ifndef FOLDPREVIEW_EARLY_ROOM_H
#define FOLDPREVIEW_EARLY_ROOM_H

#include <stdbool.h>
#include <stddef.h>

/// Address space a run needs beside its libraries before it can say anything, bytes.
#define PD_EARLY_ROOM ((size_t)32 << 20)

/// True when `bytes` of address space can still be mapped (always, without a limit).
bool pd_has_address_room(size_t bytes);

#endif
