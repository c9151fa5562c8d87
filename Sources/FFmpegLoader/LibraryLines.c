#define _GNU_SOURCE
#include "LibraryLines.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const char prefix[] = "x264 [";
enum { prefix_length = sizeof prefix - 1, line_limit = 512 };

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static bool installed;
// The line being written: its first bytes, while they may still turn out to be a held
// line's, and whether it is one (then it is kept, not passed).
static char current[line_limit];
static size_t current_length;
static bool at_line_start = true, holding;
// The last two held lines, newest last.
static char held[2][line_limit];
static int held_count;

static void put(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t wrote = write(2, bytes, count);
        if (wrote < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += wrote;
        count -= (size_t)wrote;
    }
}

static void keep_line(void) {
    if (held_count == 2) {
        memcpy(held[0], held[1], line_limit);
        held_count = 1;
    }
    size_t n = current_length < line_limit - 1 ? current_length : line_limit - 1;
    memcpy(held[held_count], current, n);
    held[held_count][n] = 0;
    held_count++;
}

static ssize_t sorting_write(void *cookie, const char *bytes, size_t count) {
    (void)cookie;
    pthread_mutex_lock(&lock);
    size_t i = 0;
    while (i < count) {
        if (holding) {
            char byte = bytes[i++];
            if (current_length < line_limit - 1) current[current_length++] = byte;
            if (byte == '\n') {
                keep_line();
                current_length = 0;
                holding = false;
                at_line_start = true;
            }
        } else if (at_line_start) {
            // Deciding: gather the line's first bytes while they may still be the prefix.
            char byte = bytes[i++];
            current[current_length++] = byte;
            if (memcmp(current, prefix, current_length) != 0 || byte == '\n') {
                put(current, current_length);
                current_length = 0;
                at_line_start = byte == '\n';
            } else if (current_length == prefix_length) {
                holding = true;
                at_line_start = false;
            }
        } else {
            // The rest of a line passed through, up to and including its newline, at once.
            const char *newline = memchr(bytes + i, '\n', count - i);
            size_t run = newline ? (size_t)(newline - (bytes + i)) + 1 : count - i;
            put(bytes + i, run);
            i += run;
            at_line_start = newline != NULL;
        }
    }
    pthread_mutex_unlock(&lock);
    return (ssize_t)count;
}

bool ffl_hold_library_lines(void) {
    pthread_mutex_lock(&lock);
    bool done = installed;
    pthread_mutex_unlock(&lock);
    if (done) return true;
    cookie_io_functions_t functions = { .read = NULL, .write = sorting_write, .seek = NULL, .close = NULL };
    FILE *stream = fopencookie(NULL, "w", functions);
    if (stream == NULL) return false;
    setvbuf(stream, NULL, _IONBF, 0);
    fflush(stderr);
    pthread_mutex_lock(&lock);
    if (!installed) {
        stderr = stream;
        installed = true;
    } else {
        fclose(stream);
    }
    pthread_mutex_unlock(&lock);
    return true;
}

void ffl_library_lines(char *buffer, size_t size) {
    if (size == 0) return;
    buffer[0] = 0;
    pthread_mutex_lock(&lock);
    size_t used = 0;
    for (int i = 0; i < held_count; i++) {
        size_t n = strlen(held[i]);
        if (used + n + 1 > size) break;
        memcpy(buffer + used, held[i], n);
        used += n;
        buffer[used] = 0;
    }
    held_count = 0;
    pthread_mutex_unlock(&lock);
}
