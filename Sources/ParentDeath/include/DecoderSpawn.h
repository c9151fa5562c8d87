// The two calls starting the image decoder needs that Swift's Glibc module leaves out
// (they are GNU extensions, declared only under _GNU_SOURCE): pipe2(2) and
// posix_spawn_file_actions_addclosefrom_np(3).
#ifndef FOLDPREVIEW_DECODER_SPAWN_H
#define FOLDPREVIEW_DECODER_SPAWN_H

#include <spawn.h>

/// Makes a pipe whose two ends are close-on-exec and numbered 3 or above (a process whose
/// standard output is closed would otherwise get 1, which is then taken for standard
/// output). 0, or the errno.
int pd_pipe_above_standard(int ends[2]);

/// Adds "close every descriptor from `lowest` on" to `actions`. 0, or the errno.
int pd_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

#endif
