import CTestSupport
import Glibc

/// File permissions as another user sees them, for tests of unreadable files and unwritable
/// folders, which root would read and write anyway.
public enum AnotherUser {
    /// `nobody`'s user id, whose permissions are a file's "others" bits.
    static let nobody: uid_t = 65534

    /// True when this process can check permissions as another user: it is not root (its
    /// own permissions already apply), or it is root and the kernel lets this thread's
    /// filesystem user id move (the tests that need it are skipped, with this reason, if not).
    public static let canCheckPermissions: Bool = {
        guard geteuid() == 0 else { return true }
        defer { _ = ts_access_files_as(0) }
        return ts_access_files_as(nobody)
    }()

    /// Runs `body` with this thread's file accesses those of `nobody` when the process is
    /// root (as its own user otherwise), and gives root's back afterwards. `body` must be
    /// synchronous: the permissions belong to the thread.
    public static func accessingFiles<T>(_ body: () throws -> T) rethrows -> T {
        guard geteuid() == 0 else { return try body() }
        precondition(ts_access_files_as(nobody), "the filesystem user id did not move")
        defer { precondition(ts_access_files_as(0), "root's filesystem user id did not come back") }
        return try body()
    }
}
