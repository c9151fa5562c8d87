/// What the session did that `--stats` counts or times: events noted, and the inputs the
/// next frame answers (and those answered once the picture has its own art), with the
/// session time each came.
struct SessionLog {
    private(set) var notes: [FrameWork] = []
    private var nextFrame: [(FrameStats.InputKind, Double)] = []
    private var ready: [(FrameStats.InputKind, Double)] = []
    /// The oldest input the next frame answers.
    private(set) var oldestInput: Double?

    mutating func note(_ work: FrameWork) { notes.append(work) }

    /// An input of `kind` at `time`, answered by the next frame.
    mutating func input(_ kind: FrameStats.InputKind, at time: Double) {
        nextFrame.append((kind, time))
        pending(at: time)
    }

    /// An input at `time` the next frame answers, not counted by kind.
    mutating func pending(at time: Double) { oldestInput = oldestInput ?? time }

    /// An input of `kind` at `time`, answered once the picture has its own art.
    mutating func whenReady(_ kind: FrameStats.InputKind, at time: Double) { ready.append((kind, time)) }

    /// The events noted since the last call.
    mutating func takeNotes() -> [FrameWork] {
        defer { notes.removeAll(keepingCapacity: true) }
        return notes
    }

    /// The inputs answered by the frame just presented (with those waiting for the art when
    /// `ready`), and the oldest input it answers.
    mutating func takeAnswered(ready isReady: Bool) -> (inputs: [(FrameStats.InputKind, Double)], oldest: Double?) {
        var answered = nextFrame
        nextFrame.removeAll(keepingCapacity: true)
        if isReady {
            answered += ready
            ready.removeAll(keepingCapacity: true)
        }
        defer { oldestInput = nil }
        return (answered, oldestInput)
    }
}
