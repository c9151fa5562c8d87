/// How many threads draw the window's next frame when the person did not say
/// (`--threads`): one while frames are cheap, all of them (`most`) once they are not.
///
/// A second thread saves little on a cheap frame, and on a small machine it takes the core
/// the display server needs to show the frame on time: on two cores under Xvfb, a slider
/// drag at 1280×800 (0.6 ms frames) had a p99 frame interval of 17.5–18.7 ms with two
/// threads and 16.8–17.2 ms with one. A 2560×1600 frame (about 6 ms on one thread) wants
/// both.
struct RenderThreads {
    /// Above this cost on one thread a frame is drawn on `most` threads, seconds…
    static let parallelAbove = 0.004
    /// …and below this one it goes back to one (apart, so it does not flip every frame).
    static let serialBelow = 0.0025

    let most: Int
    /// A frame's cost on one thread, smoothed over the last few frames, seconds.
    private(set) var singleThreadCost = 0.0

    init(most: Int) { self.most = max(1, most) }

    /// The threads for the next frame, after one that took `seconds` on `threads`.
    mutating func next(after seconds: Double, on threads: Int) -> Int {
        guard seconds.isFinite, seconds >= 0 else { return threads }
        let single = seconds * Double(max(1, threads))
        singleThreadCost = singleThreadCost == 0 ? single : 0.8 * singleThreadCost + 0.2 * single
        if threads <= 1 { return singleThreadCost > Self.parallelAbove ? most : 1 }
        return singleThreadCost < Self.serialBelow ? 1 : threads
    }
}
