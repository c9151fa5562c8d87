import Dispatch
import Media
import Synchronization

/// Dropped images decoded away from the frame thread: `load` starts a decode (by
/// `decode`: `ImageLoader`'s child process in the window, in-process in a test), `take`
/// hands over those that have finished, in the order they finished.
final class ImageInbox: Sendable {
    struct Delivery: Sendable {
        let path: String
        /// When it was dropped (session time), for `--stats`.
        let droppedAt: Double
        let result: Result<LoadedImage, CLIError>
    }

    private let decode: @Sendable (String) throws -> LoadedImage
    private let done = Mutex<[Delivery]>([])
    private let running = Atomic<Int>(0)

    /// An inbox decoding with `decode` (by default the isolated decoder, `ImageLoader`).
    init(decode: @escaping @Sendable (String) throws -> LoadedImage = ImageLoader.load(path:)) {
        self.decode = decode
    }

    /// True while a decode runs or its result waits to be taken.
    var isBusy: Bool { running.load(ordering: .acquiring) > 0 || done.withLock { !$0.isEmpty } }

    /// Starts decoding `path`, dropped at `time`, on a background queue.
    func load(_ path: String, droppedAt time: Double) {
        running.add(1, ordering: .releasing)
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let result: Result<LoadedImage, CLIError>
            do { result = .success(try decode(path)) } catch let error as CLIError {
                result = .failure(error)
            } catch {
                result = .failure(CLIError("\(error)"))
            }
            done.withLock { $0.append(Delivery(path: path, droppedAt: time, result: result)) }
            running.subtract(1, ordering: .releasing)
        }
    }

    /// The decodes that have finished since the last call.
    func take() -> [Delivery] {
        done.withLock { deliveries in
            defer { deliveries.removeAll() }
            return deliveries
        }
    }
}
