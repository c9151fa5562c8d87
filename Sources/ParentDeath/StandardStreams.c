#include "StandardStreams.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

static int closed_at_start;

void pd_fill_standard_streams(void) {
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        closed_at_start |= 1 << fd;
        // open(2) returns the lowest free descriptor: this one, the lower ones being open.
        int opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
        if (opened >= 0 && opened != fd) {
            dup2(opened, fd);
            close(opened);
        }
    }
}

int pd_closed_standard_streams(void) {
    return closed_at_start;
}

static void fill_before_libraries(int argc, char **argv, char **envp) {
    (void)argc;
    (void)argv;
    (void)envp;
    pd_fill_standard_streams();
}

__attribute__((section(".preinit_array"), used))
static void (*const early_fill)(int, char **, char **) = fill_before_libraries;
