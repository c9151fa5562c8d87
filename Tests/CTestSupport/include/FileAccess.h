// The file permissions of another user, on the calling thread only, for tests that check how
// the program reports a file it may not read or a folder it may not write. Root passes every
// such check, so as root these tests would prove nothing; the kernel's filesystem user id is
// per thread, and moving it away from 0 drops root's file-permission overrides (the
// DAC capabilities) from that thread until it is moved back.
#ifndef FOLDPREVIEW_TEST_FILE_ACCESS_H
#define FOLDPREVIEW_TEST_FILE_ACCESS_H

#include <stdbool.h>
#include <sys/types.h>

/// Makes the calling thread's file accesses those of `uid` (setfsuid(2)); true when the
/// thread's filesystem user id is `uid` afterwards.
bool ts_access_files_as(uid_t uid);

#endif
