#include "EarlyRoom.h"

#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

bool pd_has_address_room(size_t bytes) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return true;
    void *probe = mmap(NULL, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (probe == MAP_FAILED) return false;
    munmap(probe, bytes);
    return true;
}

// Appends `text` to `line` at `*used` (of `size`), as far as it fits.
static void append(char *line, size_t size, size_t *used, const char *text) {
    while (*text != 0 && *used + 1 < size) line[(*used)++] = *text++;
    line[*used] = 0;
}

// `value` in decimal, without the C library's formatting (which may allocate).
static void append_number(char *line, size_t size, size_t *used, unsigned long long value) {
    char digits[24];
    int count = 0;
    do { digits[count++] = (char)('0' + value % 10); value /= 10; } while (value > 0 && count < 24);
    char text[25];
    for (int i = 0; i < count; i++) text[i] = digits[count - 1 - i];
    text[count] = 0;
    append(line, size, used, text);
}

static void check_room_before_libraries(int argc, char **argv, char **envp) {
    (void)argc;
    (void)argv;
    (void)envp;
    if (pd_has_address_room(PD_EARLY_ROOM)) return;
    struct rlimit limit;
    getrlimit(RLIMIT_AS, &limit);
    char line[256];
    size_t used = 0;
    line[0] = 0;
    append(line, sizeof line, &used, "foldpreview: out of memory: its libraries leave less than ");
    append_number(line, sizeof line, &used, PD_EARLY_ROOM >> 20);
    append(line, sizeof line, &used, " MB to run in; the address space limit (ulimit -v) is ");
    append_number(line, sizeof line, &used, (unsigned long long)(limit.rlim_cur / 1024));
    append(line, sizeof line, &used, " KB\n");
    ssize_t ignored = write(2, line, used);
    (void)ignored;
    _exit(1);
}

// After the standard streams are filled (StandardStreams.c's entry, linked first or not,
// writes only to descriptor 2, which is then either the parent's or /dev/null).
__attribute__((section(".preinit_array"), used))
static void (*const early_room)(int, char **, char **) = check_room_before_libraries;
