import Dispatch
import Foundation
@testable import foldpreview
import Media
import Raster
import Synchronization
import Testing

/// Ctrl-R's recorder when the encoder falls behind: the frame thread never waits, at most
/// `capacity` frames wait for the encoder, and the rest are dropped and counted, the first
/// drop said once. The encoder here is a stand-in that writes nothing until the test opens
/// its gate.
@Suite struct WindowRecorderTests {
    /// An encoder that takes each frame only when the test lets it (`open`), and remembers
    /// the slots it was given.
    final class GatedSink: RecordingSink, @unchecked Sendable {
        private let gate = DispatchSemaphore(value: 0)
        private let taken = Mutex<[Int]>([])
        private let finished = Atomic<Bool>(false)

        /// Lets `frames` more frames through (or, later, every one: a large number).
        func open(_ frames: Int) { for _ in 0..<frames { gate.signal() } }

        var slots: [Int] { taken.withLock { $0 } }
        var isFinished: Bool { finished.load(ordering: .relaxed) }

        func append(_ bitmap: Bitmap, at index: Int?) throws(MediaError) {
            gate.wait()
            taken.withLock { $0.append(index ?? -1) }
        }

        func finish() throws(MediaError) { finished.store(true, ordering: .relaxed) }
        func cancel() {}
    }

    static func recorder(into sink: GatedSink, capacity: Int) -> WindowRecorder {
        WindowRecorder(sink: sink, path: "/nowhere/recording.mp4", format: .mp4, width: 4, height: 2, at: 0,
                       capacity: capacity)
    }

    /// Waits until `done` holds (the recorder's queue at work); whether it did before the
    /// watchdog (a minute, only for a recorder that never gets there) gave up.
    static func wait(until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while !done() {
            guard Date() < deadline else { return false }
            usleep(1000)
        }
        return true
    }

    @Test func aSlowEncoderDropsAndCountsFramesInsteadOfQueueingThem() throws {
        let sink = GatedSink()
        let recorder = Self.recorder(into: sink, capacity: 3)
        let frame = Bitmap(width: 4, height: 2, fill: .opaque(200, 10, 10))
        // The encoder takes nothing: three frames wait, the other seven are dropped, and
        // only the first drop is news.
        let handovers = (0..<10).map { k in recorder.add(frame, at: Double(k) / 60) }
        #expect(handovers == [.queued, .queued, .queued, .dropped(first: true)]
                + Array(repeating: .dropped(first: false), count: 6), "\(handovers)")
        #expect(recorder.droppedFrames == 7 && recorder.framesWaiting == 3)

        // Once it catches up, frames are taken again, each at its own moment.
        sink.open(3)
        try #require(Self.wait { recorder.framesWaiting == 0 }, "the encoder never caught up")
        #expect(recorder.add(frame, at: 20.0 / 60) == .queued)
        sink.open(1_000)
        recorder.stop(holding: frame, at: 30.0 / 60)
        try #require(Self.wait { recorder.result != nil }, "the recording never finished")
        #expect(recorder.result.map { (try? $0.get()) == "/nowhere/recording.mp4" } == true)
        #expect(sink.isFinished)
        #expect(sink.slots == [0, 1, 2, 20, 30], "\(sink.slots)")
        #expect(recorder.droppedFrames == 7)
    }

    /// The last frame, held until the recording stops, is written even when the queue is
    /// full: a stop never loses the end of what was shown.
    @Test func stoppingWritesTheLastFrameEvenWithAFullQueue() throws {
        let sink = GatedSink()
        let recorder = Self.recorder(into: sink, capacity: 1)
        let frame = Bitmap(width: 4, height: 2, fill: .opaque(0, 0, 0))
        #expect(recorder.add(frame, at: 0) == .queued)
        #expect(recorder.add(frame, at: 1.0 / 60) == .dropped(first: true))
        recorder.stop(holding: frame, at: 6.0 / 60)
        #expect(recorder.add(frame, at: 7.0 / 60) == .stopped)
        sink.open(1_000)
        try #require(Self.wait { recorder.result != nil }, "the recording never finished")
        #expect(sink.slots == [0, 6] && recorder.droppedFrames == 1, "\(sink.slots)")
    }

    /// The bound follows the frame's size: a second at 60 fps for a small window, fewer
    /// for a big one (about 256 MB), never less than 2.
    @Test func theBoundKeepsTheWaitingFramesWithinAFewHundredMegabytes() {
        #expect(WindowRecorder.capacity(width: 640, height: 400) == 60)
        #expect(WindowRecorder.capacity(width: 3840, height: 2160) == 8)
        #expect(WindowRecorder.capacity(width: 16384, height: 16384) == 2)
    }

    /// An odd window records into an MP4 one column and one row larger, repeating the last
    /// (as `render` pads), instead of losing them; a frame larger than the recording is cut.
    @Test func anOddWindowIsPaddedNotCut() throws {
        var frame = Bitmap(width: 3, height: 3)
        for y in 0..<3 { for x in 0..<3 { frame[x, y] = .opaque(UInt32(x * 80), UInt32(y * 80), 9) } }
        let padded = WindowRecorder.fit(frame, width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { #expect(padded[x, y] == frame[min(x, 2), min(y, 2)], "(\(x), \(y))") } }
        let cut = WindowRecorder.fit(frame, width: 2, height: 2)
        #expect(cut == frame.cropped(x: 0, y: 0, width: 2, height: 2))
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let recorder = try WindowRecorder(directory: dir.path, format: .mp4, width: 33, height: 21, at: 0, date: Date())
        #expect(recorder.width == 34 && recorder.height == 22)
    }
}
