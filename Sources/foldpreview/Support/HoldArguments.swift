import ArgumentParser
import Raster

/// `--hold-start` and `--hold-end`: an animation's first and last frames shown longer, so a
/// clip does not start moving at once or stop the moment it comes to rest.
struct HoldArguments: ParsableArguments {
    @Option(name: .customLong("hold-start"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds to hold the animation's first frame before it moves, 0…\(Int(Self.longest)) (the nearest whole number of frames at --fps; a positive hold is one frame at least).",
        valueName: "seconds"))
    var start: GivenNumber?

    @Option(name: .customLong("hold-end"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds to hold the animation's last frame after it ends, 0…\(Int(Self.longest)) (rounded as --hold-start; with --loop, the frame it ends on).",
        valueName: "seconds"))
    var end: GivenNumber?

    /// The longest hold, seconds: a minute of one frame is more than any clip needs.
    static let longest = 60.0
    /// What a hold may be, as its refusal says it ("0…60 seconds").
    static var rangeText: String { "0…\(Int(longest)) seconds" }

    /// True when either hold is given.
    var isGiven: Bool { start != nil || end != nil }

    /// The frames each hold adds at `fps`, checked: `seconds`·fps to the nearest whole frame
    /// (halves up), and one frame at least for a hold above zero. A negative, non-finite or
    /// too long hold is one line.
    func frames(fps: Int) throws -> (start: Int, end: Int) {
        (try Self.frames(start, option: "--hold-start", fps: fps), try Self.frames(end, option: "--hold-end", fps: fps))
    }

    /// The frames a hold of `given` seconds adds at `fps` (see `frames(fps:)`); `option` names it in a refusal.
    static func frames(_ given: GivenNumber?, option: String, fps: Int) throws -> Int {
        guard let given else { return 0 }
        guard given.value >= 0, given.value <= longest else {
            throw CLIError("\(option) must be \(rangeText), got \(given.typed)")
        }
        let frames = Int((given.value * Double(fps)).rounded(.toNearestOrAwayFromZero))
        return given.value > 0 ? max(1, frames) : 0
    }

    /// `source` with its first frame shown `start` more times before it and its last `end`
    /// more times after it. A held frame is drawn once for the run of it: the frame last
    /// drawn is kept and handed again while the same one is asked for.
    static func held(_ source: FrameSource, start: Int, end: Int) -> FrameSource {
        guard start > 0 || end > 0 else { return source }
        let last = LastFrame()
        return FrameSource(count: start + source.count + end) { i in
            let index = min(max(i - start, 0), source.count - 1)
            if let kept = last.bitmap, last.index == index { return kept }
            let drawn = source.frame(index)
            (last.index, last.bitmap) = (index, drawn)
            return drawn
        }
    }

    /// The frame `held` drew last, and which one it was.
    private final class LastFrame {
        var index = -1
        var bitmap: Bitmap?
    }
}
