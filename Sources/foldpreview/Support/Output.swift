import Foundation
import Media
import Raster


/// Writing results: PNGs and text through Media's `OutputFile` (all or nothing), fresh names
/// for the window's files, a progress bar.
enum Output {
    /// Writes a PNG, turning Media's error into a one-line CLI error.
    static func png(_ bitmap: Bitmap, to path: String) throws {
        do { try ImageFile.savePNG(bitmap, to: path) } catch { throw CLIError(error.description) }
    }

    /// Writes text to `path` all or nothing, through `OutputFile` (a device, FIFO, socket
    /// or directory there is refused and left alone; a link is written through).
    static func text(_ text: String, to path: String) throws {
        do { try OutputFile(path).write(text) } catch { throw CLIError(error.description) }
    }

    /// `foldpreview-YYYYMMDD-HHMMSS.EXT` in `directory` for the local time of `date`, `-2`,
    /// `-3`… when that second is taken (by anything, a dangling link too): the window's
    /// screenshots and recordings.
    static func freshName(in directory: String, extension ext: String, date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "foldpreview-" + formatter.string(from: date)
        var path = (directory as NSString).appendingPathComponent("\(stem).\(ext)")
        var n = 2
        while FileSystem.exists(path, followingLinks: false) {
            path = (directory as NSString).appendingPathComponent("\(stem)-\(n).\(ext)")
            n += 1
        }
        return path
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
