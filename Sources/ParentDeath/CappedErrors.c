#define _GNU_SOURCE
#include "CappedErrors.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

enum { head_line_limit = 20, head_byte_limit = 4096, tail_line_limit = 20, tail_byte_limit = 4096 };

// The real standard error (a copy of descriptor 2 taken when the cap was set up).
static int target = -1;
// The head: what has been passed through so far, and whether more may be.
static unsigned long head_lines, head_bytes;
static bool head_open = true;
static char head_last = '\n';
// The tail: a ring of the last bytes after the head, and how much came after the head.
static char ring[tail_byte_limit];
static size_t ring_start, ring_count;
static unsigned long long after_head_lines, after_head_bytes;
// Once the tail has been written at exit, anything more goes straight through.
static bool finished;

static void put(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t wrote = write(target, bytes, count);
        if (wrote < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += wrote;
        count -= (size_t)wrote;
    }
}

// The stream's write function: the stream is unbuffered, so this sees every fprintf.
// The FILE's lock serialises calls from several threads.
static ssize_t capped_write(void *cookie, const char *bytes, size_t count) {
    (void)cookie;
    if (finished) {
        put(bytes, count);
        return (ssize_t)count;
    }
    size_t i = 0;
    if (head_open) {
        while (i < count && head_lines < head_line_limit && head_bytes < head_byte_limit) {
            if (bytes[i] == '\n') head_lines++;
            head_bytes++;
            i++;
        }
        put(bytes, i);
        if (i > 0) head_last = bytes[i - 1];
        if (head_lines >= head_line_limit || head_bytes >= head_byte_limit) head_open = false;
    }
    for (; i < count; i++) {
        ring[(ring_start + ring_count) % tail_byte_limit] = bytes[i];
        if (ring_count < tail_byte_limit) ring_count++;
        else ring_start = (ring_start + 1) % tail_byte_limit;
        if (bytes[i] == '\n') after_head_lines++;
        after_head_bytes++;
    }
    return (ssize_t)count;
}

// At exit: a line counting what was left out (when anything was), then the last lines.
static void write_tail(void) {
    if (finished) return;
    finished = true;
    static char kept[tail_byte_limit];
    for (size_t i = 0; i < ring_count; i++) kept[i] = ring[(ring_start + i) % tail_byte_limit];
    size_t end = ring_count, start = 0;
    // Back from the end (a final newline ends the last line, it starts none) to the start
    // of the last `tail_line_limit` lines.
    unsigned long lines = 0;
    bool found = false;
    for (size_t i = end > 0 ? end - 1 : 0; i > 0; i--) {
        if (kept[i - 1] == '\n' && ++lines == tail_line_limit) {
            start = i;
            found = true;
            break;
        }
    }
    // A ring that overflowed begins mid-line: drop that partial first line if there is a
    // whole one after it.
    if (!found && after_head_bytes > ring_count) {
        for (size_t i = 0; i + 1 < end; i++) {
            if (kept[i] == '\n') {
                start = i + 1;
                break;
            }
        }
    }
    unsigned long long shown_lines = 0;
    for (size_t i = start; i < end; i++) if (kept[i] == '\n') shown_lines++;
    unsigned long long left_lines = after_head_lines - shown_lines;
    unsigned long long left_bytes = after_head_bytes - (end - start);
    if (left_bytes > 0) {
        char line[160];
        int length = snprintf(line, sizeof line, "%sfoldpreview: ... %llu lines (%llu bytes) of messages left out ...\n",
                              head_last == '\n' ? "" : "\n", left_lines, left_bytes);
        if (length > 0) put(line, (size_t)length < sizeof line ? (size_t)length : sizeof line - 1);
    }
    put(kept + start, end - start);
}

bool pd_cap_standard_error(void) {
    if (target >= 0) return true;
    int copy = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (copy < 0) return false;
    cookie_io_functions_t functions = {.read = NULL, .write = capped_write, .seek = NULL, .close = NULL};
    FILE *stream = fopencookie(NULL, "w", functions);
    if (stream == NULL) {
        close(copy);
        return false;
    }
    setvbuf(stream, NULL, _IONBF, 0);
    if (atexit(write_tail) != 0) {
        fclose(stream);
        close(copy);
        return false;
    }
    target = copy;
    stderr = stream;
    return true;
}
