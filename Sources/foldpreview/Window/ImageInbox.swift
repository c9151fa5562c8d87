import Dispatch
import Foundation
import Media
import Scenes
import Synchronization

/// Dropped pictures decoded away from the frame thread: `load` starts reading a dropped
/// file (one picture) or folder (its pictures in name order, for the cards), each picture
/// by `decode` (`ImageLoader`'s child process in the window, in-process in a test); `take`
/// hands over those that have finished, in the order they were dropped (several files
/// dragged at once arrive as several drops, and the cards keep their order).
final class ImageInbox: Sendable {
    /// A drop: what was dropped, the slot it fills and when (session time, for `--stats`).
    struct Drop: Sendable {
        let path: String
        let part: ContentSlot.Part
        let droppedAt: Double
        /// True for a folder (its pictures), false for one file.
        let isFolder: Bool
    }

    struct Delivery: Sendable {
        let drop: Drop
        /// The pictures read (one for a file, the folder's in name order), or why not.
        let result: Result<[LoadedImage], CLIError>
        /// The files they were read from, in the same order (empty when refused).
        let files: [String]

        var path: String { drop.path }
        var droppedAt: Double { drop.droppedAt }
    }

    private struct State {
        /// The next drop's number, and the number of the next one to hand over.
        var issued = 0
        var handed = 0
        /// Finished drops by number, waiting for the ones dropped before them.
        var finished: [Int: Delivery] = [:]
    }

    private let decode: @Sendable (String, ContentSlot.Part) throws -> LoadedImage
    private let state = Mutex(State())
    /// The reads under way (a test waits on it).
    private let reading = DispatchGroup()

    /// An inbox decoding with `decode` (by default the isolated decoder, `ImageLoader`,
    /// each picture kept no larger than its slot is drawn in the largest window).
    init(decode: @escaping @Sendable (String, ContentSlot.Part) throws -> LoadedImage = ImageInbox.isolated) {
        self.decode = decode
    }

    /// The picture at `path` for `part`, by the isolated decoder, kept no larger than the
    /// slot is drawn in the largest window (`PictureSizes.windowFrame`).
    @Sendable static func isolated(path: String, part: ContentSlot.Part) throws -> LoadedImage {
        try ImageLoader.load(path: path, covering: PictureSizes.box(for: part, frame: PictureSizes.windowFrame))
    }

    /// True while a drop is being read or waits to be taken.
    var isBusy: Bool { state.withLock { $0.handed < $0.issued } }

    /// Starts reading `drop` on a background queue.
    func load(_ drop: Drop) {
        let number = state.withLock { state -> Int in
            defer { state.issued += 1 }
            return state.issued
        }
        DispatchQueue.global(qos: .userInitiated).async(group: reading) { [self] in
            let result: Result<[LoadedImage], CLIError>
            var paths: [String] = []
            do {
                paths = drop.isFolder ? try PictureFolder.imagePaths(in: drop.path) : [drop.path]
                result = .success(try paths.map { try decode($0, drop.part) })
            } catch let error as CLIError {
                result = .failure(error)
            } catch {
                result = .failure(CLIError(ErrorWords.line(error)))
            }
            let files = (try? result.get()) == nil ? [] : paths
            state.withLock { $0.finished[number] = Delivery(drop: drop, result: result, files: files) }
        }
    }

    /// Returns once every drop started is read (a test's wait on the inbox's own work).
    func waitUntilIdle() { reading.wait() }

    /// The drops read since the last call, in the order they were dropped (one still being
    /// read holds back those dropped after it).
    func take() -> [Delivery] {
        state.withLock { state in
            var ready: [Delivery] = []
            while let next = state.finished.removeValue(forKey: state.handed) {
                ready.append(next)
                state.handed += 1
            }
            return ready
        }
    }
}
