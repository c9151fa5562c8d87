#include "EarlySignals.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>

static atomic_int received = 0;
static atomic_bool watching = 0;

static void note(int number) {
    atomic_store_explicit(&received, number, memory_order_relaxed);
}

void pd_watch_signals(void) {
    static const int numbers[] = { SIGINT, SIGTERM, SIGHUP };
    sigset_t set;
    sigemptyset(&set);
    for (unsigned i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = note;
        // Interrupted system calls resume: the program checks the note between its steps.
        action.sa_flags = SA_RESTART;
        sigemptyset(&action.sa_mask);
        sigaction(numbers[i], &action, NULL);
        sigaddset(&set, numbers[i]);
    }
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    atomic_store_explicit(&watching, 1, memory_order_relaxed);
}

int pd_received_signal(void) {
    return atomic_load_explicit(&received, memory_order_relaxed);
}

_Bool pd_watching_signals(void) {
    return atomic_load_explicit(&watching, memory_order_relaxed);
}

// The same rule as `main`'s: only `render` (the first argument) notes signals; the window
// keeps the default (SDL makes SIGINT a quit) and so does the image decoder, a child its
// parent stops with a signal at once.
static void watch_before_libraries(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc > 1 && argv != NULL && argv[1] != NULL && strcmp(argv[1], "render") == 0) pd_watch_signals();
}

__attribute__((section(".preinit_array"), used))
static void (*const early_watch)(int, char **, char **) = watch_before_libraries;
