import Dispatch
import Media
import Synchronization

/// Dropped images decoded away from the frame thread: `load` starts a decode (through
/// `ImageLoader`, in a child process), `take` hands over those that have finished, in the
/// order they finished.
final class ImageInbox: Sendable {
    typealias Delivery = (path: String, result: Result<LoadedImage, CLIError>)

    private let done = Mutex<[Delivery]>([])
    private let running = Atomic<Int>(0)

    /// True while a decode runs or its result waits to be taken.
    var isBusy: Bool { running.load(ordering: .acquiring) > 0 || done.withLock { !$0.isEmpty } }

    /// Starts decoding `path` on a background queue.
    func load(_ path: String) {
        running.add(1, ordering: .releasing)
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let result: Result<LoadedImage, CLIError>
            do { result = .success(try ImageLoader.load(path: path)) } catch let error as CLIError {
                result = .failure(error)
            } catch {
                result = .failure(CLIError("\(error)"))
            }
            done.withLock { $0.append((path, result)) }
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
