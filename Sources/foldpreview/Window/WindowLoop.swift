import CSDL2
import Foundation
import Media
import Scenes

/// The window's loop: the one place that reads the clock. It takes SDL's events, hands
/// them to the session with the time each happened, asks for a frame when one is wanted,
/// presents it, and paces itself: vsync, or its own 60 Hz where vsync does not hold back.
/// A frame is drawn only when something changed or an animation runs; otherwise the loop
/// sleeps in SDL's wait, so an idle window costs almost nothing.
///
/// A scripted run (`--script`) is driven on a fixed step instead: each turn is 1/60 s of
/// session time after the last, whatever the real time, and that clock stands while the
/// picture waits for its art or a dropped image, so the frames a script gives are the same
/// on a loaded machine as on an idle one.
final class WindowLoop {
    /// The clock, for the work off the frame thread that times itself (`ArtWorker`).
    static let stopwatch: @Sendable () -> Double = Clock.now

    /// The frame period: a scripted run's step, and the pace without vsync.
    static let framePeriod = InputScript.framePeriod

    let session: PreviewSession
    let display: Display
    var stats = FrameStats()
    /// How many threads draw the next frame (without `--threads`, as frames need).
    var threadPolicy: RenderThreads?
    /// True when the loop paces itself at 60 Hz (no vsync, or vsync that does not block).
    var selfPaced: Bool
    /// Consecutive presents that returned within 5 ms of the previous one.
    var fastPresents = 0
    var nextFrameTime = 0.0
    /// A scripted run's session time (nil: the session's time is the clock's).
    var scriptTime: Double?

    init(session: PreviewSession, display: Display) {
        self.session = session
        self.display = display
        let options = session.options
        threadPolicy = options.adaptsThreads ? RenderThreads(most: options.threads) : nil
        selfPaced = !display.hasVSync
        scriptTime = options.script != nil ? Clock.now() : nil
    }

    /// The session's time now: the clock's, or the scripted run's own.
    func now() -> Double { scriptTime ?? Clock.now() }

    /// Runs until Esc / Q / window close (or `--frames` counted frames).
    func run() {
        let options = session.options
        if options.verbose {
            let drawable = session.viewport.drawable
            emit("video driver: \(display.driver), renderer: \(display.rendererName)"
                 + (display.hasVSync ? " (vsync)" : " (paced at 60 Hz)")
                 + ", drawable \(drawable.width)x\(drawable.height), threads "
                 + (options.adaptsThreads ? "1…\(options.threads) (as frames need)" : "\(options.threads)"))
        }
        // The one read of the calendar: the session names its files from it.
        session.start(at: now(), date: Date())
        nextFrameTime = Clock.now()
        while !session.requests.quit {
            takeEvents()
            let time = now()
            timed(.art) { session.collectArt(at: time) }
            timed(.script) { session.replayScript(at: time) }
            timed(.picture) { session.showDropped(at: time) }
            session.settle(at: time)
            guard !session.requests.quit else { break }
            let due: Bool
            if scriptTime != nil {
                // While a scripted run's clock stands, a frame would be the last one again:
                // only a change is drawn.
                due = session.scriptWaits ? session.requests.frame && !session.viewport.minimized : session.wantsFrame(at: time)
            } else {
                due = session.wantsFrame(at: time) && (!selfPaced || Clock.now() >= nextFrameTime - 0.0005)
            }
            if due { drawAndPresent(at: time) }
            if let limit = options.frames, session.book.counted >= limit { break }
            stepScript()
        }
        session.finish(at: now())
        if options.stats { emit(stats.report()) }
    }

    /// A scripted run moves on by one step, unless its clock stands (art, a decode); with
    /// no frame wanted until the next step (or message end), straight to it.
    func stepScript() {
        guard var time = scriptTime, !session.scriptWaits else { return }
        time += Self.framePeriod
        if !session.wantsFrame(at: time), let next = session.nextDue, next > time { time = next }
        scriptTime = time
    }

    /// Hands the session SDL's events: waiting for the first until the next frame is due
    /// (or, with none wanted, until the next script step or message end, or a second), the
    /// rest at once.
    func takeEvents() {
        let start = Clock.now()
        let wanted = session.wantsFrame(at: now())
        var deadline: Double
        if scriptTime != nil, session.scriptWaits {
            // A scripted run's clock stands for work off the frame thread: a short wait.
            deadline = start + 0.005
        } else if scriptTime != nil, wanted || session.nextDue != nil {
            deadline = start
        } else if wanted {
            deadline = selfPaced ? nextFrameTime : start
        } else {
            deadline = min(start + 1, session.nextDue ?? .infinity)
            if session.isBusyInBackground { deadline = min(deadline, start + 0.02) }
        }
        var waiting = true
        while true {
            let left = waiting ? deadline - Clock.now() : 0
            // max(0, NaN) is 0 (Swift.max keeps its first argument) and min caps +∞.
            let milliseconds = Int32(min(max(0, left * 1000).rounded(.up), 1_000_000))
            guard let polled = display.nextEvent(waitingUpTo: milliseconds) else { break }
            guard case .event(let event, let timestamp) = polled else {
                if Clock.now() >= deadline { waiting = false }
                continue
            }
            if waiting { stats.note(wanted ? .pacing : .idle, seconds: Clock.now() - start) }
            waiting = false
            // Under a script, a person's own input counts at the script's time.
            // SDL stamps an event with its own milliseconds when it takes it from the system.
            let age = max(0, min(Double(SDL_GetTicks() &- timestamp) / 1000, 1))
            let time = scriptTime ?? Clock.now() - age
            timed(.input) { session.handle(event, at: time) }
            if session.requests.quit { break }
        }
        if waiting { stats.note(wanted ? .pacing : .idle, seconds: Clock.now() - start) }
    }

    /// Draws the session's frame at session time `time`, presents it, and measures it.
    func drawAndPresent(at time: Double) {
        let start = Clock.now()
        timed(.advance) { session.advance(to: time) }
        timed(.panel) { session.buildPanel(at: time) }
        let rendering = Clock.now()
        let rates = PreviewSession.FrameRates(framesPerSecond: stats.framesPerSecond(now: rendering),
                                              milliseconds: stats.recentFrameMilliseconds())
        let frame = session.frame(at: time, rates: rates)
        let rendered = Clock.now()
        display.upload(frame.bitmap, panel: frame.panel, area: frame.area)
        let handOver = Clock.now() - rendered
        stats.note(.handOver, seconds: handOver)
        display.present()
        let presented = Clock.now()
        for work in session.log.takeNotes() { stats.note(work) }
        // Inputs are timed on the session's clock: the time they waited for this frame, and
        // its drawing.
        let answeredAt = time + (presented - rendering)
        let answered = session.log.takeAnswered(ready: !session.awaitingArt)
        for (kind, inputAt) in answered.inputs { stats.record(kind, inputAt: inputAt, presentedAt: answeredAt) }
        if stats.startUp == nil { stats.startUp = presented - Clock.launch }
        // Vsync that does not block (some drivers report it and return at once) falls
        // back to our own 60 Hz pace.
        if !selfPaced, let interval = stats.lastInterval {
            fastPresents = interval < 0.005 ? fastPresents + 1 : 0
        }
        if !selfPaced, fastPresents >= 8 {
            selfPaced = true
            nextFrameTime = presented + Self.framePeriod
            if session.options.verbose { emit("vsync does not pace presents here; pacing at 60 Hz") }
        }
        stats.recordWork(rendered - rendering + handOver)
        stats.record(presentedAt: presented, render: rendered - rendering, upload: presented - rendered,
                     inputAt: answered.oldest.map { $0 - time + rendering }, continues: session.keepsDrawing(at: time))
        // After the present is recorded: handing the frame over delays the next one.
        if timed(.recording, { session.recordFrame(at: time) }) { session.recordingFallsBehind(at: time) }
        if var policy = threadPolicy {
            let renderer = session.frames.renderer
            renderer.threads = policy.next(after: rendered - rendering, on: renderer.threads)
            threadPolicy = policy
        }
        // Once the first frame is up and the art asked for is drawn, FFmpeg is loaded off
        // the frame thread, so the first Ctrl-R does not stop the window for it (240 ms on a
        // 1600x900 window here).
        if !FFmpegLibraries.isLoaded, !session.art.isBusy { FFmpegLibraries.loadInBackground() }
        // After the frame, so the picture includes every input that came before; a
        // picture still waiting for its art is saved once it has it.
        timed(.screenshot) { session.screenshotIfDue(at: time) }
        if selfPaced {
            nextFrameTime += Self.framePeriod
            if nextFrameTime < start { nextFrameTime = start + Self.framePeriod }
        }
    }

    /// Runs `body`, noting its seconds as `work` for `--stats`' slowest intervals.
    func timed<Result>(_ work: FrameWork, _ body: () throws -> Result) rethrows -> Result {
        let start = Clock.now()
        defer { stats.note(work, seconds: Clock.now() - start) }
        return try body()
    }
}
