import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file questions Media asks before handing a path to SDL, so that errors
/// name the real problem (missing, a directory, permissions) instead of a decoder's guess.
/// Most of it is Media's own; the few public questions serve the program's checks of its
/// inputs and outputs.
public enum FileSystem {
    /// What is at a path, as far as reading it as an image is concerned.
    enum Entry: Equatable {
        case missing
        case inaccessible(errno: Int32)
        case directory
        case special
        case file(size: Int)
    }

    /// Looks at `path` with stat(2), following symbolic links, or with lstat(2) at the
    /// link itself (`.special`) when not `followingLinks`.
    static func entry(at path: String, followingLinks: Bool = true) -> Entry {
        var info = stat()
        guard PathBytes.withCString(path, { followingLinks ? stat($0, &info) : lstat($0, &info) }) == 0 else {
            let code = errno
            return code == ENOENT || code == ENOTDIR ? .missing : .inaccessible(errno: code)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file(size: Int(info.st_size))
        default: return .special
        }
    }

    /// What stands at `path` when it is not a regular file, in words for a message ("a
    /// device", "a FIFO", "a socket", "a directory", "a symbolic link"); nil for a regular
    /// file or nothing at all. `followingLinks` looks at a link's final target instead.
    public static func specialKind(at path: String, followingLinks: Bool = false) -> String? {
        var info = stat()
        guard PathBytes.withCString(path, { followingLinks ? stat($0, &info) : lstat($0, &info) }) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// The names in `directory` (not "." or ".."), each as the bytes it has (`PathBytes`),
    /// empty when it cannot be read.
    public static func names(in directory: String) -> [String] {
        (try? listing(of: directory).get()) ?? []
    }

    /// The names in `directory` (not "." or ".."), each as the bytes it has, or why the
    /// folder cannot be read (opendir's errno).
    public static func listing(of directory: String) -> Result<[String], SystemFailure> {
        guard let stream = PathBytes.withCString(directory, { opendir($0) }) else {
            return .failure(SystemFailure(code: errno))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                PathBytes.string(raw.prefix(while: { $0 != 0 }))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }

    /// True when `a` and `b` name one file: the same device and inode when both exist
    /// (through links, hard links and any spelling of the path), else the same absolute
    /// path once the folders' links are resolved.
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        let firstExists = PathBytes.withCString(a, { stat($0, &first) }) == 0
        let secondExists = PathBytes.withCString(b, { stat($0, &second) }) == 0
        if firstExists && secondExists { return first.st_dev == second.st_dev && first.st_ino == second.st_ino }
        if firstExists != secondExists { return false }
        guard let x = canonicalPath(a), let y = canonicalPath(b) else { return false }
        return x == y
    }

    /// `path` made absolute with its folder's links resolved (the last component kept as
    /// written); nil when the folder does not exist.
    static func canonicalPath(_ path: String) -> String? {
        let folder = directory(of: path), name = fileName(of: path)
        guard let resolved = PathBytes.withCString(folder, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        let base = PathBytes.string(cString: resolved)
        return (base == "/" ? "" : base) + "/" + name
    }

    /// Throws the error a person can act on unless `path` is a non-empty regular file this
    /// process may open for reading (missing, a directory, permissions, empty).
    static func checkReadableFile(_ path: String) throws(MediaError) {
        switch entry(at: path) {
        case .missing:
            throw .fileNotFound(path: path)
        case .inaccessible(let code):
            throw .unreadable(path: path, reason: message(for: code))
        case .directory, .special:
            throw .notAFile(path: path)
        case .file(let size):
            if size == 0 { throw .emptyFile(path: path) }
        }
        if let code = openForReadingError(path) {
            throw .unreadable(path: path, reason: message(for: code))
        }
    }

    /// nil when `path` can be opened for reading, else the errno of the failed open(2).
    static func openForReadingError(_ path: String) -> Int32? {
        let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return errno }
        close(fd)
        return nil
    }

    /// Where a write to `path` must go, and whether it may: a symbolic link is written
    /// through (its final target is replaced, or made when missing, not the link); an
    /// existing device, FIFO, socket or directory is refused with the reason; a new path is
    /// itself.
    static func writeTarget(_ path: String) -> Result<String, MediaError> {
        var info = stat()
        guard PathBytes.withCString(path, { lstat($0, &info) }) == 0 else { return .success(path) }   // a new file
        var target = path
        if info.st_mode & S_IFMT == S_IFLNK {
            switch linkTarget(path) {
            case .success(let resolved): target = resolved
            case .failure(let failure):
                return .failure(.unwritable(path: path, reason: "it is a symbolic link that cannot be followed ("
                                                + failure.message + ")"))
            }
            guard PathBytes.withCString(target, { stat($0, &info) }) == 0 else {
                // A link to nothing yet: the file is made where it points, if that folder exists.
                guard case .directory = entry(at: directory(of: target)) else {
                    return .failure(.unwritable(path: path, reason: "it is a symbolic link to '\(target)', "
                                                    + "whose folder does not exist"))
                }
                return .success(target)
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .success(target)
        case S_IFDIR: return .failure(.unwritable(path: path, reason: "it is a directory"))
        case S_IFCHR, S_IFBLK: return .failure(.unwritable(path: path, reason: "it is a device, not a file; it is left alone"))
        case S_IFIFO: return .failure(.unwritable(path: path, reason: "it is a FIFO, not a file; it is left alone"))
        case S_IFSOCK: return .failure(.unwritable(path: path, reason: "it is a socket, not a file; it is left alone"))
        default: return .failure(.unwritable(path: path, reason: "it is not a regular file; it is left alone"))
        }
    }

    /// The path a chain of symbolic links at `path` ends at (which may not exist), each
    /// relative link taken from its own folder; ELOOP after 40 links, as the kernel counts.
    public static func linkTarget(_ path: String) -> Result<String, SystemFailure> {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard PathBytes.withCString(current, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK else {
                // The end of the chain; its folders' own links are the kernel's to follow.
                return .success(current)
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = PathBytes.withCString(current) { readlink($0, &buffer, buffer.count - 1) }
            guard count >= 0 else { return .failure(SystemFailure(code: errno)) }
            let link = PathBytes.string(buffer[0..<count].map { UInt8(bitPattern: $0) })
            current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
        }
        return .failure(SystemFailure(code: ELOOP))
    }

    /// A system call's failure: its errno, and the system's words for it.
    public struct SystemFailure: Error, Sendable {
        public let code: Int32
        public init(code: Int32) { self.code = code }
        public var message: String { FileSystem.message(for: code) }
    }

    /// A per-process counter so concurrent writes to one folder never share a temporary.
    private static let temporaryCounter = Atomic<Int>(0)

    /// "dir/.foldpreview-<pid>-<n>.<extension>": hidden, beside the target (a rename needs
    /// the same file system), unique per process and write, and short whatever the
    /// target's name, so any legal name (up to 255 bytes) works.
    static func temporaryPath(in directory: String, extension: String) -> String {
        let n = temporaryCounter.add(1, ordering: .relaxed).newValue
        return directory + "/.foldpreview-\(processID)-\(n).\(`extension`)"
    }

    /// Bytes an unprivileged writer may still use on the file system holding `directory`,
    /// or nil when it cannot be told.
    static func freeBytes(in directory: String) -> Double? {
        var info = statvfs()
        guard PathBytes.withCString(directory, { statvfs($0, &info) }) == 0 else { return nil }
        return Double(info.f_bavail) * Double(info.f_frsize)
    }

    /// Up to `count` bytes from the start of the file at `path` (fewer when it is shorter
    /// or cannot be read).
    static func prefix(of path: String, count: Int) -> [UInt8] {
        let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, count - filled) }
            if n <= 0 { break }
            filled += n
        }
        return Array(bytes[0..<filled])
    }

    /// Up to `count` bytes from the end of the file at `path`.
    static func suffix(of path: String, count: Int) -> [UInt8] {
        let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        let size = Int(lseek(fd, 0, SEEK_END))
        let start = Swift.max(0, size - count)
        guard lseek(fd, off_t(start), SEEK_SET) >= 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: size - start)
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, size - start) }
        return n > 0 ? Array(bytes[0..<n]) : []
    }

    /// nil when files can be created in `directory` (write and search permission).
    static func writeAccessError(_ directory: String) -> Int32? {
        PathBytes.withCString(directory) { access($0, W_OK | X_OK) } == 0 ? nil : errno
    }

    /// The system's text for an errno value, lower-cased to read well mid-sentence. A file
    /// grown past the file size limit (EFBIG, with SIGXFSZ ignored) names the limit.
    public static func message(for code: Int32) -> String {
        if code == EFBIG, let limit = fileSizeLimit {
            return "file too large: the file size limit (ulimit -f) is \(limit) bytes"
        }
        guard let text = strerror(code) else { return "error \(code)" }
        let message = String(cString: text)
        guard let first = message.first else { return "error \(code)" }
        return first.lowercased() + message.dropFirst()
    }

    /// The soft limit on a written file's size in bytes (RLIMIT_FSIZE), nil when unlimited.
    public static var fileSizeLimit: UInt64? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return UInt64(limit.rlim_cur)
    }

    /// The directory part of `path`: "." for a bare name, "/" for a file in the root.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = path[..<slash]
        return directory.isEmpty ? "/" : String(directory)
    }

    /// The last component of `path` ("photo.jpg" for "/home/me/photo.jpg").
    public static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// rename(2): atomically replaces `destination` with `source` (same file system);
    /// nil on success, else the errno.
    public static func move(_ source: String, over destination: String) -> Int32? {
        PathBytes.withCString(source) { from in PathBytes.withCString(destination) { rename(from, $0) } } == 0 ? nil : errno
    }

    /// Creates an empty file that must not exist yet (O_CREAT | O_EXCL, mode 0666 less the
    /// umask, like fopen); nil on success, else the errno.
    static func createExclusive(_ path: String) -> Int32? {
        let fd = PathBytes.withCString(path) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
        guard fd >= 0 else { return errno }
        close(fd)
        return nil
    }

    /// Writes `bytes` to the existing file at `path` from its start, every byte (short
    /// writes retried), then closes it; nil on success, else the errno of the first
    /// failure (ENOSPC on a full disk).
    static func writeAll(_ bytes: [UInt8], to path: String) -> Int32? {
        let fd = PathBytes.withCString(path) { open($0, O_WRONLY | O_TRUNC | O_CLOEXEC) }
        guard fd >= 0 else { return errno }
        var failure: Int32?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let wrote = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if wrote < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += wrote
            }
        }
        if close(fd) != 0, failure == nil { failure = errno }
        return failure
    }

    /// Removes a file, ignoring failure (used to clean up temporary files).
    static func removeQuietly(_ path: String) {
        _ = PathBytes.withCString(path) { unlink($0) }
    }

    /// This process's id, used to name temporary files uniquely.
    static var processID: Int32 { getpid() }
}
