#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls the program makes on names outside Media, each through `PathBytes`, so
/// a name that is not UTF-8 reaches the system as the bytes it was given. Foundation's
/// `FileManager` is not used for names: it repairs such a name to U+FFFD on the way in.
extension FileSystem {
    /// True when something is at `path` (a link's target when `followingLinks`, else the
    /// link itself, dangling or not).
    public static func exists(_ path: String, followingLinks: Bool = true) -> Bool {
        var info = stat()
        return PathBytes.withCString(path) { followingLinks ? stat($0, &info) : lstat($0, &info) } == 0
    }

    /// True when `path` is a directory (through links).
    public static func isDirectory(_ path: String) -> Bool {
        entry(at: path) == .directory
    }

    /// True when `path` is a regular file (through links).
    public static func isRegularFile(_ path: String) -> Bool {
        if case .file = entry(at: path) { return true }
        return false
    }

    /// mkdir(2) with mode 0777 less the umask; nil on success, else the errno.
    public static func makeDirectory(_ path: String) -> Int32? {
        PathBytes.withCString(path) { mkdir($0, 0o777) } == 0 ? nil : errno
    }

    /// `path` and the folders above it that are missing, outermost first (mkdir -p); nil
    /// on success, else the first failure's errno.
    public static func makeDirectories(_ path: String) -> Int32? {
        if isDirectory(path) { return nil }
        let parent = directory(of: path)
        if parent != path, parent != ".", parent != "/", !exists(parent) {
            if let code = makeDirectories(parent) { return code }
        }
        guard let code = makeDirectory(path) else { return nil }
        return code == EEXIST && isDirectory(path) ? nil : code
    }

    /// Why `makeDirectories(path)` failed with `code`, in words that name the path in the
    /// way: "'/a/b' is a file, not a folder" when a part of `path` exists as something other
    /// than a folder (a setting such as `$XDG_CONFIG_HOME` naming a file), else the
    /// system's reason ("Permission denied").
    public static func makeDirectoriesProblem(_ path: String, code: Int32) -> String {
        var part = path
        while part != "/", part != "." {
            switch entry(at: part) {
            case .file: return "'\(part)' is a file, not a folder"
            case .special: return "'\(part)' is \(specialKind(at: part, followingLinks: true) ?? "not a regular file"), not a folder"
            default: break
            }
            part = directory(of: part)
        }
        return message(for: code)
    }

    /// rmdir(2) of an empty folder; nil on success, else the errno.
    @discardableResult
    public static func removeDirectory(_ path: String) -> Int32? {
        PathBytes.withCString(path) { rmdir($0) } == 0 ? nil : errno
    }

    /// unlink(2); nil on success, else the errno.
    @discardableResult
    public static func remove(_ path: String) -> Int32? {
        PathBytes.withCString(path) { unlink($0) } == 0 ? nil : errno
    }

    /// open(2) of `path` with `flags` (and `mode` when creating); the descriptor, or -1
    /// with errno set.
    public static func openDescriptor(_ path: String, _ flags: Int32, mode: mode_t = 0o666) -> Int32 {
        PathBytes.withCString(path) { open($0, flags, mode) }
    }

    /// The working directory as its bytes name it ("." when it cannot be told).
    public static var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return PathBytes.string(cString: path)
    }
}
