import Dispatch
import Foundation
import Media
import Raster
import Synchronization

/// F12's screenshots, encoded and written off the frame thread: the first PNG loads
/// FFmpeg's libraries, and encoding a large frame takes from a hundred milliseconds to
/// over a second on a busy machine, which the window must not stop for.
///
/// One serial queue writes them in the order asked, and names each file only once the one
/// before is on disk, so two in the same second still get `-2`, `-3`… The frame thread
/// takes the outcomes with `take()` and says them.
final class ScreenshotWriter: Sendable {
    /// A finished screenshot: the path written (or why not), and the frame's checksum
    /// when one was asked for.
    typealias Delivery = (result: Result<String, MediaError>, checksum: UInt64?)

    private let done = Mutex<[Delivery]>([])
    private let running = Atomic<Int>(0)
    private let queue: DispatchQueue

    /// A writer on `queue`, which must be serial (tests pass one they can suspend).
    init(queue: DispatchQueue = DispatchQueue(label: "foldpreview.screenshots", qos: .userInitiated)) {
        self.queue = queue
    }

    /// True while a screenshot is being written or its outcome waits to be taken.
    var isBusy: Bool { running.load(ordering: .acquiring) > 0 || done.withLock { !$0.isEmpty } }

    /// Writes `frame` as `foldpreview-YYYYMMDD-HHMMSS.png` in `directory`, named for `date`
    /// (the frame is a value: the window goes on drawing into its own); with `checksum`, its
    /// `Bitmap.checksum` comes with the outcome.
    func save(_ frame: Bitmap, in directory: String, date: Date, checksum: Bool) {
        running.add(1, ordering: .releasing)
        queue.async { [self] in
            let path = Output.freshName(in: directory, extension: "png", date: date)
            let result = Result { () throws(MediaError) in
                try ImageFile.savePNG(frame, to: path)
                return path
            }
            let delivery = (result, checksum ? frame.checksum : nil)
            done.withLock { $0.append(delivery) }
            running.subtract(1, ordering: .releasing)
        }
    }

    /// The outcomes since the last call, in the order the screenshots were asked for.
    func take() -> [Delivery] {
        done.withLock { deliveries in
            defer { deliveries.removeAll() }
            return deliveries
        }
    }

    /// Blocks until every screenshot asked for is written (the window's end).
    func finish() { queue.sync {} }
}
