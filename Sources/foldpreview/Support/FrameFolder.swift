import Foundation
@preconcurrency import Glibc
import Media

/// The folder a sequence's frames go to (`frame-NNNN.png`), held by one run from its check
/// to its end:
///
/// - made when missing (with its parents), and removed again by `abandon()` when the run
///   fails or is interrupted, so a sequence that cannot finish leaves no empty folder;
/// - locked (an advisory `flock` on the folder itself, no lock file), so a second run
///   writing frames there at the same time is refused in one line instead of mixing frames;
/// - never mixing runs: frames of an earlier run are refused, or with `overwrite` removed;
/// - never touching what is not ours: a device, FIFO, socket, folder or link that stands
///   where a frame goes is refused and left alone, before anything is removed or drawn.
final class FrameFolder {
    /// The folder as given.
    let path: String
    /// The folders this run made, deepest last.
    private var created: [String] = []
    /// The folder's descriptor holding the lock (closed, and the lock released, in deinit).
    private var descriptor: Int32 = -1

    /// `frame-0000.png`, `frame-0001.png`, …
    static func frameName(_ index: Int) -> String { "frame-" + String(format: "%04d", index) + ".png" }

    /// True for the names a sequence writes.
    static func isFrameName(_ name: String) -> Bool { name.hasPrefix("frame-") && name.hasSuffix(".png") }

    /// Takes `path` for a run's frames (see the type's notes); throws a one-line error.
    init(_ path: String, overwrite: Bool) throws {
        self.path = path
        do {
            try make()
            try lock()
            try clear(overwrite: overwrite)
        } catch {
            abandon()
            throw error
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Where frame `index` goes.
    func path(ofFrame index: Int) -> String {
        (path as NSString).appendingPathComponent(Self.frameName(index))
    }

    /// Removes the folders this run made (each only if empty: frames are removed first by
    /// whoever wrote them), deepest first, and lets go of the lock.
    func abandon() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        for folder in created.reversed() { FileSystem.removeDirectory(folder) }
        created = []
    }

    // MARK: Steps

    private func make() throws {
        if FileSystem.exists(path) {
            guard FileSystem.isDirectory(path) else { throw CLIError("--out '\(path)' is a file; a sequence needs a directory") }
            return
        }
        // The missing folders, outermost first, made one by one so each is known.
        var missing: [String] = []
        var folder = (path as NSString).standardizingPath
        while !folder.isEmpty, folder != "/", !FileSystem.exists(folder) {
            missing.insert(folder, at: 0)
            folder = Self.parent(of: folder)
        }
        for folder in missing {
            if let code = FileSystem.makeDirectory(folder), code != EEXIST {
                let reason = FileSystem.message(for: code)
                throw CLIError("cannot create directory '\(folder)': \(reason)")
            }
            created.append(folder)
        }
    }

    /// The folder holding `path` (a standardized path, no trailing slash): "" for a name in
    /// the working directory, "/" for one at the root. Foundation's
    /// `deletingLastPathComponent` traps on a bare relative name here.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func lock() throws {
        descriptor = FileSystem.openDescriptor(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CLIError("cannot use '\(path)' for frames: " + FileSystem.message(for: errno))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            if code == EWOULDBLOCK {
                throw CLIError("'\(path)' is being written by another foldpreview run; wait for it to finish "
                               + "or choose another folder")
            }
            throw CLIError("cannot lock '\(path)' for frames: " + FileSystem.message(for: code))
        }
    }

    private func clear(overwrite: Bool) throws {
        let names = FileSystem.names(in: path)
            .filter(Self.isFrameName).sorted()
        for name in names {
            let full = (path as NSString).appendingPathComponent(name)
            if let kind = FileSystem.specialKind(at: full) {
                throw CLIError("'\(full)' is \(kind), not a frame file; it is left alone (choose another folder)")
            }
        }
        guard !names.isEmpty else { return }
        guard overwrite else {
            throw CLIError("'\(path)' already holds \(names.count) frame files; add --overwrite to replace them"
                           + " (all of them), or choose an empty folder")
        }
        for name in names {
            if let code = FileSystem.remove((path as NSString).appendingPathComponent(name)), code != ENOENT {
                throw CLIError("cannot remove the earlier frame '\(name)' in '\(path)': " + FileSystem.message(for: code))
            }
        }
    }
}
