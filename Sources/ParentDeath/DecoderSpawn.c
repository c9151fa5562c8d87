#define _GNU_SOURCE
#include "DecoderSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

int pd_pipe_above_standard(int ends[2]) {
    if (pipe2(ends, O_CLOEXEC) != 0) return errno;
    for (int i = 0; i < 2; i++) {
        if (ends[i] >= 3) continue;
        int moved = fcntl(ends[i], F_DUPFD_CLOEXEC, 3);
        int code = errno;
        close(ends[i]);
        if (moved < 0) {
            // The other end: moved already, or still where it was.
            close(ends[1 - i]);
            return code;
        }
        ends[i] = moved;
    }
    return 0;
}

int pd_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}
