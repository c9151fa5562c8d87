import Foundation
import Media
import Raster
import Testing

/// Headless Chromium (Debian's `chromium`, in the Makefile's DEPS) as an independent 3D
/// renderer for the web pages: many moments of many pages in ONE launch. A harness page
/// holds a grid of iframes, a row per page and a cell per moment, each loading the page at
/// `#t=SECONDS` (which holds that moment paused); one screenshot of the harness is cut
/// back into the cells.
///
/// Tests that need it are enabled with `Browser.available` (a trait), never skipped silently.
enum Browser {
    /// `chromium` on PATH, nil when absent.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/chromium"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Enables a test only where Chromium is installed.
    static let available = Testing.ConditionTrait.enabled(if: executable != nil, "needs chromium on PATH (make deps)")

    /// One page shown at several moments, each cell `width`×`height` CSS pixels.
    struct Row {
        var page: URL
        var width: Int
        var height: Int
        /// Seconds on the page's timeline (its `#t=`).
        var times: [Double]
    }

    /// The cells of every row, in order: `result[r][i]` is row r's page at `times[i]`. One
    /// Chromium launch (its own profile in `folder`, which also holds the harness and the
    /// screenshot). Throws when Chromium fails or writes no picture.
    static func shots(_ rows: [Row], in folder: URL) throws -> [[Bitmap]] {
        guard let executable else { throw BrowserError("chromium is not on PATH") }
        var html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>"
            + "html,body{margin:0;padding:0;overflow:hidden;background:#fff}"
            + "iframe{position:absolute;border:0;margin:0;padding:0;overflow:hidden}</style></head><body>\n"
        var top = 0, width = 1
        var cells: [[(x: Int, y: Int)]] = []
        for row in rows {
            var x = 0
            var placed: [(x: Int, y: Int)] = []
            for t in row.times {
                let src = row.page.absoluteString + "#t=" + String(format: "%.6f", t)
                html += "<iframe scrolling=\"no\" src=\"\(src)\" style=\"left:\(x)px;top:\(top)px;"
                    + "width:\(row.width)px;height:\(row.height)px\"></iframe>\n"
                placed.append((x, top))
                x += row.width
            }
            width = max(width, x)
            top += row.height
            cells.append(placed)
        }
        html += "</body></html>\n"
        let harness = folder.appendingPathComponent("harness.html")
        try html.write(to: harness, atomically: true, encoding: .utf8)
        let shot = folder.appendingPathComponent("harness.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--disable-extensions", "--force-device-scale-factor=1", "--allow-file-access-from-files",
            // Every frame drawn in full (pictures decoded) before the screenshot, however busy the machine.
            "--run-all-compositor-stages-before-draw", "--virtual-time-budget=5000",
            "--user-data-dir=" + folder.appendingPathComponent("profile").path,
            "--window-size=\(width),\(max(top, 1))", "--screenshot=" + shot.path, harness.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // A watchdog only: a hung browser must not hang the suite (on an idle machine it takes
        // seconds; on one building beside the tests, it has needed over a minute).
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        guard FileManager.default.fileExists(atPath: shot.path) else {
            let ended = process.terminationReason == .uncaughtSignal ? " (stopped after 120 s)" : ""
            throw BrowserError("chromium wrote no screenshot\(ended): " + String(decoding: said, as: UTF8.self).suffix(400))
        }
        let picture = try ImageFile.load(path: shot.path).bitmap
        return zip(rows, cells).map { row, placed in
            placed.map { picture.cropped(x: $0.x, y: $0.y, width: row.width, height: row.height) }
        }
    }
}

/// Why the browser gave no pictures.
struct BrowserError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
