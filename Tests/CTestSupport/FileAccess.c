#define _GNU_SOURCE
#include "FileAccess.h"

#include <sys/fsuid.h>

bool ts_access_files_as(uid_t uid) {
    setfsuid(uid);
    // setfsuid returns the previous id whether or not it changed it: asking with an id no
    // one has (-1 changes nothing) reads back the current one.
    return (uid_t)setfsuid((uid_t)-1) == uid;
}
