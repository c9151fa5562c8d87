// SIGINT, SIGTERM and SIGHUP noted from the first instruction of `render`, not the first
// line of `main`: between the two, the dynamic loader's library constructors and the
// Swift runtime take 10-30 ms, during which the default action would end the run with no
// line. A function in the executable's `.preinit_array` runs before any library's
// constructor (glibc passes it argc and argv), so the handler is there from then on.
#ifndef FOLDPREVIEW_EARLY_SIGNALS_H
#define FOLDPREVIEW_EARLY_SIGNALS_H

/// Notes SIGINT, SIGTERM and SIGHUP from now on (a handler that only records the number)
/// and unblocks them (a parent may have started this process with them blocked). Called
/// again it changes nothing; a signal noted earlier stays noted.
void pd_watch_signals(void);

/// The signal noted (the latest when several came), 0 while none.
int pd_received_signal(void);

/// True once `pd_watch_signals` has run in this process, however early.
_Bool pd_watching_signals(void);

#endif
