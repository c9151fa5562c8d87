#include "ParentDeath.h"

#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

bool pd_die_with_parent(pid_t parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) return false;
    // After the request, not before: a parent that dies from here on triggers the signal.
    return getppid() == parent;
}
