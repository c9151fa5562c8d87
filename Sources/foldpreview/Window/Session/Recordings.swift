import Media

/// Ctrl-R's recording under way, and the ones stopped whose files are still being finished
/// off the frame thread.
struct Recordings {
    private(set) var current: WindowRecorder?
    private var finishing: [WindowRecorder] = []

    var isRecording: Bool { current != nil }
    /// True while a stopped recording's file is being finished.
    var isFinishing: Bool { !finishing.isEmpty }

    mutating func start(_ recorder: WindowRecorder) { current = recorder }

    /// Stops the current recording; it finishes off the frame thread.
    mutating func stop(_ body: (WindowRecorder) -> Void) {
        guard let current else { return }
        body(current)
        finishing.append(current)
        self.current = nil
    }

    /// Returns once every stopped recording's file is finished (the session's end).
    func waitForFinishing() {
        for recorder in finishing { recorder.waitUntilFinished() }
    }

    /// The recordings finished since the last call, with their results.
    mutating func takeFinished() -> [(recorder: WindowRecorder, result: Result<String, MediaError>)] {
        var done: [(WindowRecorder, Result<String, MediaError>)] = []
        finishing.removeAll { recorder in
            guard let result = recorder.result else { return false }
            done.append((recorder, result))
            return true
        }
        return done
    }
}
