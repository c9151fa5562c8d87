import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One file the program is about to write, checked before anything is drawn and written all
/// or nothing. Every output goes through it: stills, videos, a sequence's frames, `--dump`,
/// the window's screenshots and recordings, remembered settings and saved presets.
///
/// - A symbolic link is written through: its final target is replaced, the link stays.
/// - A device, FIFO, socket or directory is refused with what it is, and left alone.
/// - The bytes go to a hidden temporary beside the target (`.foldpreview-PID-N.EXT`, the
///   same file system), renamed over it only once complete; a failure removes the
///   temporary, so the old file stays whole and nothing new is left.
/// - Temporaries that a killed run left in the folder (their PID gone) are removed the
///   first time this process writes there.
public struct OutputFile: Sendable, Equatable {
    /// The path as the person gave it (what messages name).
    public let requested: String
    /// Where the bytes go: `requested`, or its link's final target.
    public let path: String
    /// The folder that holds `path` (and the temporary).
    public let directory: String

    /// Checks that `requested` may be written: a new name or a regular file (through links)
    /// in an existing folder this process may write to. Throws the reason otherwise.
    public init(_ requested: String) throws(MediaError) {
        guard !requested.isEmpty else { throw .unwritable(path: requested, reason: "the path is empty") }
        guard !requested.hasSuffix("/") else {
            throw .unwritable(path: requested, reason: "the path names a directory, not a file")
        }
        self.requested = requested
        switch FileSystem.writeTarget(requested) {
        case .success(let target): path = target
        case .failure(let error): throw error
        }
        directory = FileSystem.directory(of: path)
        switch FileSystem.entry(at: directory) {
        case .directory:
            break
        case .missing, .file, .special:
            throw .missingDirectory(path: requested, directory: directory)
        case .inaccessible(let code):
            throw .unwritable(path: requested, reason: FileSystem.message(for: code))
        }
        if let code = FileSystem.writeAccessError(directory) {
            throw .unwritable(path: requested, reason: "directory '\(directory)' is not writable ("
                                + FileSystem.message(for: code) + ")")
        }
        StaleTemporaries.sweep(directory)
    }

    /// Writes `bytes` as the whole file, all or nothing.
    public func write(_ bytes: [UInt8]) throws(MediaError) {
        let temporary = try claimTemporary(extension: "tmp")
        if let code = FileSystem.writeAll(bytes, to: temporary) {
            FileSystem.removeQuietly(temporary)
            throw .unwritable(path: requested, reason: FileSystem.message(for: code))
        }
        try commit(temporary)
    }

    /// Writes `bytes` as the whole file, all or nothing, asking `proceed` once they are in
    /// the temporary and before it is renamed over the target: when `proceed` throws (a
    /// signal arrived while the bytes were written), the temporary is removed, the target
    /// left as it was, and that error thrown.
    public func write(_ bytes: [UInt8], proceed: () throws -> Void) throws {
        let temporary = try claimTemporary(extension: "tmp")
        if let code = FileSystem.writeAll(bytes, to: temporary) {
            FileSystem.removeQuietly(temporary)
            throw MediaError.unwritable(path: requested, reason: FileSystem.message(for: code))
        }
        do { try proceed() } catch {
            FileSystem.removeQuietly(temporary)
            throw error
        }
        try commit(temporary)
    }

    /// Writes `text` as UTF-8, all or nothing.
    public func write(_ text: String) throws(MediaError) {
        try write(Array(text.utf8))
    }

    /// Creates an empty temporary beside the target for a writer that fills a file itself
    /// (FFmpeg, SDL_image) and returns its path; hand it to `commit` when complete, or
    /// remove it. Claiming the name first fails early, with the system's reason, where no
    /// file can be created at all (read-only or virtual file systems, a full quota).
    public func claimTemporary(extension ext: String) throws(MediaError) -> String {
        let temporary = FileSystem.temporaryPath(in: directory, extension: ext)
        if let code = FileSystem.createExclusive(temporary) {
            throw .unwritable(path: requested, reason: "cannot create a file in '\(directory)' ("
                                + FileSystem.message(for: code) + ")")
        }
        return temporary
    }

    /// Renames a complete `temporary` over the target (atomically); on failure the
    /// temporary is removed and the target left as it was.
    public func commit(_ temporary: String) throws(MediaError) {
        if let code = FileSystem.move(temporary, over: path) {
            FileSystem.removeQuietly(temporary)
            throw .unwritable(path: requested, reason: FileSystem.message(for: code))
        }
    }
}

/// The temporaries a run killed before it could clean up (SIGKILL, a power cut) left
/// behind: `.foldpreview-PID-N.EXT` whose process is gone. A folder is swept once per
/// process, the first time something is written there; a live run's files (its PID still
/// running) are never touched.
enum StaleTemporaries {
    /// The folders swept by this process.
    private static let swept = Mutex<Set<String>>([])

    /// Removes the stale temporaries in `directory` (once per process and folder).
    static func sweep(_ directory: String) {
        guard swept.withLock({ $0.insert(directory).inserted }) else { return }
        for name in FileSystem.names(in: directory) {
            guard let pid = owner(ofTemporary: name), pid != FileSystem.processID, !isRunning(pid) else { continue }
            let path = directory == "/" ? "/" + name : directory + "/" + name
            // Only regular files: anything else of that name is not ours.
            if case .file = FileSystem.entry(at: path, followingLinks: false) { FileSystem.removeQuietly(path) }
        }
    }

    /// The PID in a temporary's name (`.foldpreview-PID-N.EXT`), nil for any other name.
    static func owner(ofTemporary name: String) -> Int32? {
        let prefix = ".foldpreview-"
        guard name.hasPrefix(prefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(separator: "-", maxSplits: 1)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0,
              let counter = parts[1].split(separator: ".", maxSplits: 1).first, Int(counter) != nil else { return nil }
        return pid
    }

    /// True while process `pid` exists (one we may not signal exists too).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
