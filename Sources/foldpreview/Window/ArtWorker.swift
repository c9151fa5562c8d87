import Dispatch
import Raster
import Scenes
import Synchronization

/// Builds scenes and their art away from the frame thread, one at a time on one thread
/// (the frame thread keeps the other core): a mode the window has not shown yet, a mode
/// at a new window size, new art settings (the cell's panel count, pop's blur) or a new
/// picture. The window keeps drawing what it has meanwhile and takes each finished scene
/// with `take()` (whole, or its art through `Scene.adoptArt`).
///
/// The queue keeps one request per mode (a newer one replaces it) and starts the most
/// urgent first: the mode on screen or asked for before the ones made ahead of time.
final class ArtWorker: Sendable {
    /// What a scene is built for.
    struct Request: Sendable, Equatable {
        var mode: Mode
        var width: Int
        var height: Int
        var settings: SettingValues
        /// Which pictures (`resources.content`) it shows: the session counts their changes.
        var picture: Int
        /// Built before the others (the mode on screen, or the one just asked for).
        var urgent: Bool
        /// A/B's reference scene (A, `Comparison`), queued apart from the mode's own.
        var reference = false

        /// True when `other` asks for the same scene (urgency aside).
        func builds(_ other: Request) -> Bool {
            mode == other.mode && reference == other.reference && width == other.width && height == other.height && picture == other.picture
                && settings == other.settings
        }
    }

    /// A finished scene; only the frame thread touches it once taken.
    struct Built: @unchecked Sendable {
        let request: Request
        let scene: any Scene
        /// Seconds it took, off the frame thread.
        let seconds: Double
    }

    /// What the worker draws with; the resources' text renderer is thread-safe.
    private struct Resources: @unchecked Sendable { let value: SceneResources }

    private struct State {
        var queued: [(request: Request, resources: Resources)] = []
        var running: Request?
        var done: [Built] = []
    }
    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "foldpreview.art", qos: .userInitiated)
    /// Reads the seconds a build takes (the window's clock; a test's own).
    private let stopwatch: @Sendable () -> Double

    /// A worker timing its builds with `stopwatch`.
    init(stopwatch: @escaping @Sendable () -> Double) {
        self.stopwatch = stopwatch
    }

    /// True while a scene is being built, waits to be, or waits to be taken.
    var isBusy: Bool { state.withLock { !$0.queued.isEmpty || $0.running != nil || !$0.done.isEmpty } }

    /// True when a scene for `mode` (A's reference scene with `reference`) is queued or
    /// being built.
    func isBuilding(_ mode: Mode, reference: Bool = false) -> Bool {
        func same(_ request: Request) -> Bool { request.mode == mode && request.reference == reference }
        return state.withLock { state in state.running.map(same) == true || state.queued.contains { same($0.request) } }
    }

    /// Asks for `request` with `resources`, replacing a queued request for the same mode
    /// (and role: B's scene or A's); nothing when the same scene is already being built.
    func request(_ request: Request, resources: SceneResources) {
        let start = state.withLock { state -> Bool in
            if let running = state.running, running.builds(request) { return false }
            state.queued.removeAll { $0.request.mode == request.mode && $0.request.reference == request.reference }
            state.queued.append((request, Resources(value: resources)))
            return state.running == nil
        }
        if start { queue.async { self.work() } }
    }

    /// Forgets queued requests for `mode`, B's or A's (a running one finishes and is judged
    /// on taking).
    func cancel(_ mode: Mode, reference: Bool = false) {
        state.withLock { $0.queued.removeAll { $0.request.mode == mode && $0.request.reference == reference } }
    }

    /// Returns once every scene asked for is built (a test's wait on the worker's own work).
    func waitUntilIdle() { queue.sync {} }

    /// The scenes finished since the last call, in the order they finished.
    func take() -> [Built] {
        state.withLock { state in
            defer { state.done.removeAll() }
            return state.done
        }
    }

    /// Builds queued scenes, most urgent first, until none is left.
    private func work() {
        while let (request, resources) = next() {
            let start = stopwatch()
            let scene = SceneCatalog.make(mode: request.mode, viewSize: [Double(request.width), Double(request.height)],
                                          resources: resources.value, settings: request.settings)
            // Every image any frame may show (every card, every cell open), so that the
            // frame thread never draws one.
            scene.drawArt()
            let built = Built(request: request, scene: scene, seconds: stopwatch() - start)
            state.withLock { state in
                state.running = nil
                state.done.append(built)
            }
        }
    }

    private func next() -> (Request, Resources)? {
        state.withLock { state in
            guard !state.queued.isEmpty else { return nil }
            let index = state.queued.firstIndex { $0.request.urgent } ?? 0
            let (request, resources) = state.queued.remove(at: index)
            state.running = request
            return (request, resources)
        }
    }
}
