// A child process that must not outlive the process that started it (the image decoder).
//
// prctl(2) is a variadic C function, which Swift cannot call, and <sys/prctl.h> is not in
// Swift's Glibc module; this is the one call, in C.
#ifndef FOLDPREVIEW_PARENT_DEATH_H
#define FOLDPREVIEW_PARENT_DEATH_H

#include <stdbool.h>
#include <sys/types.h>

// The decoder's other C helpers, and what the program sets up before `main`: the signals
// `render` notes, the standard streams a parent closed, and the address space it needs
// to run at all (this header is the module's umbrella).
#include "CappedErrors.h"
#include "DecoderSpawn.h"
#include "EarlySignals.h"
#include "StandardStreams.h"
#include "EarlyRoom.h"

/// Asks the kernel to send this process SIGKILL when the thread that started it ends
/// (PR_SET_PDEATHSIG), then checks that `parent` is still its parent: a parent that died
/// before the request was made left this process adopted by another (init or a
/// subreaper), and no signal will ever come. False when the request failed or the parent
/// is gone; the caller then exits at once.
bool pd_die_with_parent(pid_t parent);

#endif
