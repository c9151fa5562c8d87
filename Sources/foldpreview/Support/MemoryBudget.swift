import Foundation
import Raster

/// What a frame size will need, checked before anything is drawn, so a size that does not
/// fit is refused in one line instead of thrashing the machine; the person's pictures are
/// counted beside it (`PictureSizes`), before any is decoded.
///
/// Measured at 4096×4096 (release, `/usr/bin/time`): fold 380 MB, flip 470 MB, pop 537 MB,
/// cell 320 MB, cards 253 MB, that is about 4–8.5 bitmaps of the frame's size (the frame,
/// the art at full size with its mip levels, the PNG encoder's copy). The estimate takes
/// the worst, 9, plus 64 MB for the program itself.
enum MemoryBudget {
    /// Bitmaps of the frame's size a render may hold at once.
    static let bitmapsPerFrame = 9.0
    /// The program without its pictures, bytes.
    static let base = 64.0 * 1_048_576

    /// Bytes a `width` × `height` render is expected to need.
    static func estimate(width: Int, height: Int) -> Double {
        base + bitmapsPerFrame * Double(width) * Double(height) * 4
    }

    /// The environment variable that stands in for the memory available, megabytes.
    static let limitVariable = "FOLDPREVIEW_MEMORY_LIMIT"

    /// The memory the program may plan on, bytes: `FOLDPREVIEW_MEMORY_LIMIT` (megabytes)
    /// when set, else the system's MemAvailable; nil when neither can be read. A limit set
    /// to anything but a positive, finite number is refused rather than ignored: a person
    /// who set one expects it to hold.
    static func available() throws -> Double? {
        if let limit = ProcessInfo.processInfo.environment[limitVariable] {
            guard let megabytes = Double(limit), megabytes.isFinite, megabytes > 0 else {
                throw CLIError("\(limitVariable) must be a positive number of megabytes, got '\(limit)'")
            }
            return megabytes * 1_048_576
        }
        guard let info = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
              let line = info.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return nil }
        return kilobytes * 1024
    }

    /// Throws when a `width` × `height` render would need more than is available.
    static func check(width: Int, height: Int, option: String = "--size") throws {
        let needed = estimate(width: width, height: height)
        guard let available = try available(), needed > available else { return }
        func gigabytes(_ bytes: Double) -> String { DecimalText.fixed(bytes / 1_073_741_824, places: 1) + " GB" }
        throw CLIError("\(option) \(width)x\(height) would need about \(gigabytes(needed)) of memory and "
                       + "\(gigabytes(available)) is available; choose a smaller size")
    }

    /// Throws when the pictures of `option` (`count` of them, `bytes` once kept at the size
    /// they are drawn) beside a `width` × `height` render would need more than is available.
    static func check(pictures bytes: Double, count: Int, option: String, width: Int, height: Int) throws {
        let frame = estimate(width: width, height: height)
        guard bytes > 0, let available = try available(), frame + bytes > available else { return }
        let what = count == 1 ? "its picture" : "its \(count) pictures"
        throw CLIError("\(option): \(what) would need about \(amount(bytes)) of memory beside the "
                       + "\(width)x\(height) frame's \(amount(frame)), and \(amount(available)) is available; "
                       + "give fewer or smaller pictures, or a smaller size")
    }

    /// `bytes` in gigabytes, one decimal ("1.5 GB"); under 0.1 GB in megabytes.
    private static func amount(_ bytes: Double) -> String {
        bytes < 107_374_182 ? "\(Int((bytes / 1_048_576).rounded(.up))) MB"
            : DecimalText.fixed(bytes / 1_073_741_824, places: 1) + " GB"
    }
}
