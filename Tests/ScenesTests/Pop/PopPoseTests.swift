@testable import Scenes
import Testing

/// `render --time T --after poke|release` steps the spring as the window does, so once it
/// has come to rest a later time never shows it moving again.
@Suite struct PopPoseTests {
    static func angle(after start: String, time: Double) throws -> Double {
        let scene = PopScene(viewSize: [120, 120])
        try scene.pose(for: PoseRequest(options: ["time": PoseValue(String(time)), "after": PoseValue(start)])).apply(nil)
        return scene.angle
    }

    @Test(arguments: ["poke", "release"])
    func onceAtRestAlwaysAtRest(start: String) throws {
        var rested = false
        for k in 0...80 {
            let t = 1.0 + Double(k) * 0.0125
            let angle = try Self.angle(after: start, time: t)
            if rested { #expect(angle == 0, "\(start): moving again at \(t) s (\(angle))") }
            if angle == 0 { rested = true }
        }
        #expect(rested)
    }
}
