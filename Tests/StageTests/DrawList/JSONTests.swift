import Foundation
import Raster
import Stage
import Testing

/// The `--dump` format (the README's `--dump`), parsed back with JSONSerialization.
@Suite("Draw list JSON")
struct JSONTests {
    /// "B" (frame (20, 30, 100, 50), opacity 0.8) with a fused shadow at 0.5, then "C".
    /// The overlay follows B with B's corners and opacity 0.8 × 0.5 = 0.4.
    @Test func formatAndOrder() throws {
        let root = Layer(name: "root")
        let b = solidLayer("B", Rect(x: 20, y: 30, width: 100, height: 50))
        b.opacity = 0.8
        b.addSublayer(OverlayTests.gradientLayer("B-shadow", Rect(x: 0, y: 0, width: 100, height: 50)))
        root.addSublayer(b)
        root.addSublayer(solidLayer("C \"quoted\"", Rect(x: 0, y: 0, width: 10, height: 10)))
        let text = DrawList(root: root, width: 320, height: 240).json()

        #expect(text.hasPrefix("{\"size\": [320, 240], \"layers\": [{\"name\": \"B\", \"corners\": "))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["size"] as? [Int] == [320, 240])
        let layers = try #require(object["layers"] as? [[String: Any]])
        #expect(layers.map { $0["name"] as? String } == ["B", "B-shadow", "C \"quoted\""])
        #expect((layers.map { $0["opacity"] as? Double }).elementsEqual([0.8, 0.4, 1.0]) { close($0 ?? -1, $1 ?? -2) })
        let expected: [[Double]] = [[20, 30, 1], [120, 30, 1], [120, 80, 1], [20, 80, 1]]
        for layer in layers.prefix(2) {
            let corners = try #require(layer["corners"] as? [[Double]])
            #expect(corners.count == 4)
            #expect(zip(corners, expected).allSatisfy { zip($0, $1).allSatisfy { close($0, $1) } })
        }
        // Key order inside each entry: name, corners, opacity.
        let range = try #require(text.range(of: "\"name\": \"C"))
        let tail = text[range.lowerBound...]
        #expect(tail.range(of: "\"corners\"")!.lowerBound < tail.range(of: "\"opacity\"")!.lowerBound)
    }

    /// Corners behind the eye keep finite numbers (raw X, Y and a negative w); NaN and
    /// infinities never reach the text.
    @Test func finiteEvenBehindTheEye() throws {
        let layer = solidLayer("L", Rect(x: 0, y: 0, width: 100, height: 100), anchor: [0.5, 1])
        layer.transform = Matrix4.rotationX(-80 * .pi / 180) * Matrix4.perspective(m34: -1.0 / 30)
        let text = DrawList(root: layer, width: 100, height: 100).json()
        #expect(!text.contains("nan") && !text.contains("inf"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let corners = try #require((object["layers"] as? [[String: Any]])?.first?["corners"] as? [[Double]])
        #expect(corners[0][2] < 0 && corners[2][2] == 1)
    }

    /// 6-decimal fixed notation, sign only when non-zero, never NaN.
    @Test func numberFormatting() {
        let list = DrawList(size: [1, 1], items: [
            DrawItem(name: "n", primitive: Primitive(
                transform: .translation(-0.0000001, 1.0 / 3), size: [2.5, 1e-7],
                paint: .solid(Color(r: 0, g: 0, b: 0)), opacity: .nan)),
        ])
        let text = list.json()
        #expect(text.contains("[0.000000, 0.333333, 1.000000]"))
        #expect(text.contains("[2.500000, 0.333333, 1.000000]"))
        #expect(text.contains("\"opacity\": 0.000000"))
    }
}
