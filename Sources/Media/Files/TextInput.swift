import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the small text files a person hands the program whole (presets, input scripts,
/// the flights file), refusing at once what is not one: a device, FIFO, socket or
/// directory is named as such (opening a FIFO would wait for a writer, a device may never
/// end), and a file over `maximumBytes` is refused by its size before a byte is read, so
/// a huge file costs neither the time to parse it nor the memory to hold it (issue 22).
public enum TextInput {
    /// 8 MB: hundreds of times any real preset, script or flights file.
    public static let maximumBytes = 8 * 1_048_576

    /// The bytes of the file at `path` (a symbolic link is followed), at most `limit` of
    /// them; every refusal is one line naming the path and what is there.
    public static func contents(of path: String, limit: Int = maximumBytes) throws(MediaError) -> Data {
        try checkRegular(path, kind: kind(at: path))
        // O_NONBLOCK: should a FIFO replace the file after the check, opening it must not
        // wait for a writer; fstat then judges what was opened, not what the path held.
        let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { throw .unreadable(path: path, reason: FileSystem.message(for: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: FileSystem.message(for: errno)) }
        try checkRegular(path, kind: info.st_mode & S_IFMT)
        guard Int(info.st_size) <= limit else { throw tooLarge(path, bytes: Int(info.st_size), limit: limit) }
        // Read to the end rather than to the size stat gave: a file that grows meanwhile is
        // refused once past the limit instead of being cut or read without end.
        var data = Data(capacity: Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw .unreadable(path: path, reason: FileSystem.message(for: errno)) }
            if n == 0 { return data }
            data.append(contentsOf: chunk[..<n])
            guard data.count <= limit else { throw tooLarge(path, bytes: nil, limit: limit) }
        }
    }

    /// The type bits (`S_IFMT`) of what `path` names, following links.
    private static func kind(at path: String) throws(MediaError) -> mode_t {
        var info = stat()
        guard PathBytes.withCString(path, { stat($0, &info) }) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: FileSystem.message(for: code))
        }
        return info.st_mode & S_IFMT
    }

    /// Throws unless `kind` is a regular file, saying what it is instead.
    private static func checkRegular(_ path: String, kind: mode_t) throws(MediaError) {
        switch kind {
        case S_IFREG: return
        case S_IFDIR: throw .unreadable(path: path, reason: "it is a directory, not a file")
        case S_IFCHR, S_IFBLK: throw .unreadable(path: path, reason: "it is a device, not a file")
        case S_IFIFO: throw .unreadable(path: path, reason: "it is a FIFO, not a file")
        case S_IFSOCK: throw .unreadable(path: path, reason: "it is a socket, not a file")
        default: throw .unreadable(path: path, reason: "it is not a regular file")
        }
    }

    /// The refusal of a file of `bytes` (nil: found to grow past the limit while read).
    private static func tooLarge(_ path: String, bytes: Int?, limit: Int) -> MediaError {
        .unreadable(path: path, reason: "it is " + (bytes.map { megabytes($0) + ", " } ?? "") + "more than the "
                    + megabytes(limit) + " allowed")
    }

    /// "8 MB", "12.5 MB": bytes in megabytes (2^20), one decimal when not whole.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (Double(bytes) / 104_857.6).rounded(.up)
        let whole = Int(tenths) / 10, fraction = Int(tenths) % 10
        return fraction == 0 ? "\(whole) MB" : "\(whole).\(fraction) MB"
    }
}
