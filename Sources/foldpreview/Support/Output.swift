import Foundation
import Media
import Raster


/// Writing results: PNGs through Media (atomic), JSON atomically, a progress bar.
enum Output {
    /// Writes a PNG, turning Media's error into a one-line CLI error.
    static func png(_ bitmap: Bitmap, to path: String) throws {
        do { try ImageFile.savePNG(bitmap, to: path) } catch { throw CLIError(error.description) }
    }

    /// Writes text to `path` atomically (a temporary file renamed over the target).
    static func text(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if !directory.isEmpty,
           !(FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw CLIError("cannot write '\(path)': directory '\(directory)' does not exist (create it first)")
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            // The system's own reason (no space left, a name too long, too many links…).
            let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
                ?? ((error as NSError).domain == NSPOSIXErrorDomain ? (error as NSError).code : nil)
            let reason = code.map { String(cString: strerror(Int32($0))).lowercased() }
                ?? "permission denied or read-only location"
            throw CLIError("cannot write '\(path)': \(reason)")
        }
    }

    /// `foldpreview-YYYYMMDD-HHMMSS.EXT` in `directory`, `-2`, `-3`… when that second is
    /// taken: the window's screenshots and recordings.
    static func freshName(in directory: String, extension ext: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "foldpreview-" + formatter.string(from: Date())
        var path = (directory as NSString).appendingPathComponent("\(stem).\(ext)")
        var n = 2
        while FileManager.default.fileExists(atPath: path) {
            path = (directory as NSString).appendingPathComponent("\(stem)-\(n).\(ext)")
            n += 1
        }
        return path
    }

    /// Refuses a folder that holds frame files from an earlier run (`frame-NNNN.png`), or
    /// with `overwrite` removes them all, so a sequence never mixes runs.
    static func clearFrames(in directory: String, overwrite: Bool) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let frames = names.filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }
        guard !frames.isEmpty else { return }
        guard overwrite else {
            throw CLIError("'\(directory)' already holds \(frames.count) frame files; add --overwrite to replace them"
                           + " (all of them), or choose an empty folder")
        }
        for name in frames {
            do { try FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name)) } catch {
                throw CLIError("cannot remove the earlier frame '\(name)' in '\(directory)'")
            }
        }
    }

    /// Makes sure `path` is a directory, creating it (and its parents) if missing.
    static func directory(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CLIError("--out '\(path)' is a file; a sequence needs a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot create directory '\(path)': permission denied or read-only location")
        }
    }

    /// A one-line progress bar on stderr while it is a terminal: frames done, frames per
    /// second and the time left, redrawn in place at most ten times a second and cleared
    /// when done (the result's own line follows on stdout). A log or a pipe gets nothing.
    struct ProgressBar {
        let total: Int
        let label: String
        private let start = Clock.now()
        private var lastDrawn = -1.0

        init(total: Int, label: String) { self.total = total; self.label = label }

        mutating func update(_ done: Int) {
            guard standardErrorIsTerminal else { return }
            let now = Clock.now()
            if done >= total {
                writeToStandardError("\r\u{1B}[K")
                return
            }
            guard now - lastDrawn >= 0.1 else { return }
            lastDrawn = now
            let width = 30, filled = total > 0 ? done * width / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            let elapsed = now - start, rate = elapsed > 0 ? Double(done) / elapsed : 0
            let left = rate > 0 ? DecimalText.fixed(Double(total - done) / rate, places: 1) + " s left" : ""
            writeToStandardError("\r\u{1B}[K\(label) [\(bar)] \(done)/\(total)  "
                                 + DecimalText.fixed(rate, places: 0) + " fps  " + left)
        }
    }
}
