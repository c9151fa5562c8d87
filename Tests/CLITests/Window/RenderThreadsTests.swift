@testable import foldpreview
import Testing

/// The window draws on one thread while frames are cheap and on all of them once not.
@Suite struct RenderThreadsTests {
    @Test func cheapFramesStayOnOneThreadAndDearOnesUseAll() {
        var policy = RenderThreads(most: 4)
        var threads = 1
        for _ in 0..<30 { threads = policy.next(after: 0.0006, on: threads) }
        #expect(threads == 1)
        for _ in 0..<30 { threads = policy.next(after: 0.008, on: threads) }
        #expect(threads == 4, "8 ms frames on one thread")
        // On four threads a 6 ms frame takes about 1.5 ms: it stays on four.
        for _ in 0..<30 { threads = policy.next(after: 0.0015, on: threads) }
        #expect(threads == 4)
        for _ in 0..<30 { threads = policy.next(after: 0.0003, on: threads) }
        #expect(threads == 1, "cheap again")
    }

    /// One slow frame (a mode's first, a resize) does not switch by itself, and odd
    /// timings change nothing.
    @Test func oneSlowFrameOrAnOddTimingDoesNotSwitch() {
        var policy = RenderThreads(most: 2)
        var threads = 1
        for _ in 0..<30 { threads = policy.next(after: 0.0005, on: threads) }
        threads = policy.next(after: 0.012, on: threads)
        #expect(threads == 1)
        #expect(policy.next(after: .nan, on: 1) == 1 && policy.next(after: -1, on: 2) == 2)
    }
}
