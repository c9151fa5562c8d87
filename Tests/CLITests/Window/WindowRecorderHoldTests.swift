@testable import foldpreview
import Raster
import Testing

/// Ctrl-R's holds (`--record-hold-start`, `--record-hold-end`): the first frame keeps the
/// screen for its hold before the rest follow, and the last is written once more at the
/// end of its own.
@Suite struct WindowRecorderHoldTests {
    /// Frames shown at slots 0, 1 and 2 and the last at 5, with holds of 3 and 4 slots:
    /// the first is held to slot 3 (the others 3 slots later), the last written again 4
    /// slots after its own.
    @Test func theFirstFrameIsHeldAndTheLastWrittenAgainAtTheEnd() throws {
        let sink = WindowRecorderTests.GatedSink()
        let recorder = WindowRecorder(sink: sink, path: "/nowhere/recording.mp4", format: .mp4, width: 4, height: 2,
                                      at: 0, capacity: 10, holds: (start: 3, end: 4))
        let frame = Bitmap(width: 4, height: 2, fill: .opaque(0, 0, 0))
        for k in 0..<3 { #expect(recorder.add(frame, at: Double(k) / 60) == .queued) }
        recorder.stop(holding: frame, at: 5.0 / 60)
        sink.open(1_000)
        try #require(WindowRecorderTests.wait { recorder.result != nil }, "the recording never finished")
        #expect(sink.slots == [0, 4, 5, 8, 12], "\(sink.slots)")
    }

    /// The holds are seconds at the recording's rate, checked as `render`'s are.
    @Test func holdsAreSecondsAtTheRecordingsRate() throws {
        let gif = try PreviewOptions(Preview.parse(["--no-remember", "--record-format", "gif", "--record-hold-start", "0.1",
                                                    "--record-hold-end", "0.5"]))
        #expect(gif.recordHolds == (5, 25))
        #expect(throws: CLIError.self) {
            try PreviewOptions(Preview.parse(["--no-remember", "--record-hold-end", "-1"]))
        }
    }
}
