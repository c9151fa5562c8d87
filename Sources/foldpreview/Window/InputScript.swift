import Foundation
import Media

/// A replayable list of timed input events (`--script FILE`), so the window can be driven
/// without a person:
///
///     [{"t": 0.0, "type": "down", "x": 640, "y": 300},
///      {"t": 0.1, "type": "move", "x": 640, "y": 450},
///      {"t": 0.5, "type": "up", "x": 640, "y": 450},
///      {"t": 0.6, "type": "key", "key": "2"}]
///
/// `t` is seconds from the first frame, or `frame` the frame it comes before (a whole
/// number: frame 30 is t 0.5, as a scripted run steps 1/60 s a frame); x and y are window
/// coordinates (like the mouse).
/// Types: down, move, up, leave, wheel (with "dy" notches, + away from the user), key (with "key": "2", "space", "tab", "shift+tab", "esc",
/// "f1", "f12", "left", "right", "up", "down", "home", "end", "ctrl+s", "?", "-", "=", a letter; optional "repeat": true), drop (with
/// "path", and where it lands as "x", "y": by default 0, 0, the first slot's half) and quit.
struct InputScript {
    struct Step: Equatable {
        let time: Double
        let event: InputEvent
    }

    /// A script frame's length, seconds: a scripted run's fixed step.
    static let framePeriod = 1.0 / 60

    private(set) var steps: [Step]
    private var nextIndex = 0

    init(steps: [Step]) {
        self.steps = steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// Reads and validates a script file; every problem is one line naming the entry. A
    /// file over 8 MB (some 100,000 events) is refused by its size before it is parsed.
    static func load(path: String) throws -> InputScript {
        let data = try TextInput.contents(of: path, what: "--script")
        guard let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw CLIError("--script '\(path)' must be a JSON list of objects like {\"t\": 0.1, \"type\": \"key\", \"key\": \"2\"}")
        }
        return InputScript(steps: try list.enumerated().map { index, entry in
            try step(entry, index: index, path: path)
        })
    }

    private static func step(_ entry: [String: Any], index: Int, path: String) throws -> Step {
        func bad(_ what: String) -> CLIError { CLIError("--script '\(path)' entry \(index): \(what)") }
        func number(_ name: String) throws -> Double {
            guard let value = (entry[name] as? NSNumber)?.doubleValue, value.isFinite else {
                throw bad("\"\(name)\" must be a finite number")
            }
            return value
        }
        let time: Double
        switch (entry["t"], entry["frame"]) {
        case (.some, .some): throw bad("give \"t\" (seconds) or \"frame\", not both")
        case (.none, .some):
            let frame = try number("frame")
            guard frame >= 0, frame == frame.rounded(), frame <= 1e9 else {
                throw bad("\"frame\" must be a whole number ≥ 0")
            }
            time = frame * framePeriod
        default:
            time = try number("t")
            guard time >= 0 else { throw bad("\"t\" must be ≥ 0 seconds") }
        }
        guard let type = entry["type"] as? String else { throw bad("missing \"type\"") }
        let event: InputEvent
        switch type {
        case "down": event = .pointerDown(x: try number("x"), y: try number("y"))
        case "move": event = .pointerMove(x: try number("x"), y: try number("y"))
        case "up": event = .pointerUp(x: try number("x"), y: try number("y"))
        case "leave": event = .pointerLeft
        case "wheel": event = .wheel(dx: (entry["dx"] as? Double) ?? 0, dy: try number("dy"))
        case "quit": event = .quit
        case "art": event = .waitForArt
        case "drop":
            guard let file = entry["path"] as? String else { throw bad("\"drop\" needs \"path\"") }
            event = .dropFile(file, x: try entry["x"] == nil ? 0 : number("x"), y: try entry["y"] == nil ? 0 : number("y"))
        case "key":
            guard let name = entry["key"] as? String, let (key, modifiers) = parseKey(name) else {
                throw bad("unknown \"key\" \(entry["key"].map { "\($0)" } ?? "(missing)")")
            }
            event = .key(key, modifiers, isRepeat: entry["repeat"] as? Bool ?? false)
        default:
            throw bad("unknown \"type\" '\(type)' (down, move, up, leave, key, drop, art, quit)")
        }
        return Step(time: time, event: event)
    }

    /// "shift+tab", "ctrl+s", "f12", "2", "?" … as our key and modifiers.
    static func parseKey(_ name: String) -> (Key, KeyModifiers)? {
        var parts = name.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if name.hasSuffix("+") && name.count > 1 { parts = Array(parts.dropLast(2)) + ["+"] }
        var modifiers: KeyModifiers = []
        for modifier in parts.dropLast() {
            switch modifier {
            case "shift": modifiers.insert(.shift)
            case "ctrl", "control": modifiers.insert(.control)
            default: return nil
            }
        }
        let key: Key
        switch parts.last ?? "" {
        case "tab": key = .tab
        case "space": key = .space
        case "esc", "escape": key = .escape
        case "f1": key = .f1
        case "f12": key = .f12
        case "left": key = .left
        case "right": key = .right
        case "up": key = .up
        case "down": key = .down
        case "home": key = .home
        case "end": key = .end
        case let single where single.count == 1: key = .character(single.first!)
        default: return nil
        }
        return (key, modifiers)
    }

    /// Seconds from the start of the next step not yet replayed, or nil when done.
    var nextTime: Double? { nextIndex < steps.count ? steps[nextIndex].time : nil }

    /// The steps due at `elapsed` seconds from the start, each once, with the time (from
    /// the start) each was meant for.
    mutating func due(at elapsed: Double) -> [(event: InputEvent, time: Double)] {
        var events: [(InputEvent, Double)] = []
        while nextIndex < steps.count, steps[nextIndex].time <= elapsed {
            events.append((steps[nextIndex].event, steps[nextIndex].time))
            nextIndex += 1
            // The steps after a wait for art come once it is over.
            if case .waitForArt = steps[nextIndex - 1].event { break }
        }
        return events
    }
}
