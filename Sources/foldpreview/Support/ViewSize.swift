import ArgumentParser

/// A `WxH` size in pixels from the command line, each side 1...16384.
struct ViewSize: ExpressibleByArgument, Sendable, CustomStringConvertible {
    let width: Int, height: Int

    static let maximumSide = 16384

    init(width: Int, height: Int) { self.width = width; self.height = height }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...ViewSize.maximumSide).contains(w), (1...ViewSize.maximumSide).contains(h)
        else { return nil }
        self.init(width: w, height: h)
    }

    static var defaultValueDescription: String { "1280x800" }
    var description: String { "\(width)x\(height)" }
}
