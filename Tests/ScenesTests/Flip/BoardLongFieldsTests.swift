import Raster
@testable import Scenes
import Testing

/// Issue 13, item 16: flight fields at the allowed 40 characters keep a readable size.
/// A label shrinks only down to `BoardLayout.smallestFontSize` (never under
/// `TextFit.smallestLegibleSize` pixels), then wraps to two lines, then ends the second in
/// "…"; the seed's words are set as before, on one line.
@Suite struct BoardLongFieldsTests {
    /// Two flights with every field at the limit: words, one 40-letter word, slashes.
    static let longFlights = [
        Flight(sourcePlace: "SAN FRANCISCO INTERNATIONAL AIRPORT SFO1",
               targetPlace: "LLANFAIRPWLLGWYNGYLLGOGERYCHWYRNDROBWLLL",
               terminalGate: "TERMINAL 2 INTERNATIONAL DEPARTURES G-14",
               flightNo: "HK0007 OPERATED BY CATHAY DRAGON AIRWAYS",
               departureTime: "WEDNESDAY 11 JULY 2015 AT 9:45 AM (CEST)",
               landTime: "WEDNESDAY 11 JULY 2015 AT 11:45 AM (CST)", status: .landed, background: .dusk),
        Flight(sourcePlace: "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
               targetPlace: "XI'AN XIANYANG INTERNATIONAL AIRPORT XIY",
               terminalGate: "T2-10/T2-11/T2-12/T2-13/T2-14/T2-15/T2-1",
               flightNo: "KJ0003KJ0003KJ0003KJ0003KJ0003KJ0003KJ00",
               departureTime: "11 JUN 2015 6:45 AM, DELAYED TO 11:15 AM",
               landTime: "11 JUN 2015 9:45 AM, DELAYED TO 14:15 PM", status: .departure, background: .snow),
    ]

    /// Every field of a flight with the label that shows it.
    static func labels(of flight: Flight) -> [(String, BoardLayout.Label)] {
        [(flight.sourcePlace, BoardLayout.sourcePlace), (flight.targetPlace, BoardLayout.targetPlace),
         (flight.terminalGate, BoardLayout.gate), (flight.flightNo, BoardLayout.flightNo),
         (flight.topTime, BoardLayout.timeTop), (flight.bottomText, BoardLayout.timeBottom)]
    }

    static let viewSizes: [SIMD2<Double>] = [[1280, 800], [420, 900], [240, 400]]

    @Test func theLongFlightsAreAtTheLimit() {
        for flight in Self.longFlights {
            for name in Flight.fieldNames.prefix(6) {
                let value = Mirror(reflecting: flight).children.first { $0.label == name }?.value as? String
                #expect(value?.count == Flight.maximumFieldLength, "\(name): \(value ?? "nil")")
            }
        }
    }

    @Test(arguments: viewSizes)
    func fortyCharacterFieldsWrapToTwoLinesAtALegibleSize(viewSize: SIMD2<Double>) throws {
        let text = try RecordingText(#require(sharedText, "the board's words need DejaVu Sans"))
        let scene = FlipScene(viewSize: viewSize, flights: Self.longFlights, text: text)
        let textures = scene.textures
        let floor = textures.smallestTextSize
        #expect(floor == max(6, 11 * scene.scale))
        var cut = 0
        for flight in Self.longFlights {
            for (field, style) in Self.labels(of: flight) {
                text.calls = []
                let label = textures.text(field, style: style)
                let lines = text.calls
                // Two lines (the 40-character fields; "LANDS " and 40 may fit the bottom
                // label's 330 pt on one), at one size no smaller than the floor, each
                // within the width.
                let mayFit = field == Self.longFlights[1].bottomText
                try #require(lines.count == 2 || mayFit && lines.count == 1,
                             "\(field) at \(viewSize): \(lines.map(\.text))")
                #expect(Set(lines.map(\.size)).count == 1 && lines[0].size >= floor,
                        "\(field) at \(viewSize): \(lines[0].size) px, floor \(floor) px")
                for line in lines {
                    let width = text.size(of: line.text, pointSize: line.size, bold: true).width
                    #expect(Double(width) <= style.maxWidth * scene.scale, "\(line.text) at \(viewSize)")
                }
                let height = text.size(of: "", pointSize: lines[0].size, bold: true).height
                #expect(label.height == lines.count * height)
                // The lines are the field's start, in order; a cut one ends in "…".
                var shown = lines.map(\.text).joined(separator: " ")
                if shown.hasSuffix(TextFit.ellipsis) {
                    cut += 1
                    shown.removeLast()
                }
                func squeezed(_ s: String) -> String { s.filter { $0 != " " } }
                #expect(squeezed(field).hasPrefix(squeezed(shown)), "\(field) shown as \(lines.map(\.text))")
            }
        }
        // Forty Ws do not fit two lines in 136 pt at 11 pt.
        #expect(cut >= 1)
    }

    @Test(arguments: viewSizes)
    func noBoardTextIsSetBelowTheSmallestSize(viewSize: SIMD2<Double>) throws {
        let text = try RecordingText(#require(sharedText, "the board's words need DejaVu Sans"))
        let scene = FlipScene(viewSize: viewSize, flights: Self.longFlights, text: text)
        for progress in [0, 0.25, 0.5, 0.75, 1] {
            scene.progress = progress
            _ = render(scene)
        }
        let floor = scene.textures.smallestTextSize
        #expect(text.calls.count > 20)
        for call in text.calls { #expect(call.size >= floor, "\(call.text) at \(call.size) px, floor \(floor) px") }
    }

    @Test func theSeedFlightsStayOnOneLine() throws {
        let text = try RecordingText(#require(sharedText, "the board's words need DejaVu Sans"))
        for viewSize in Self.viewSizes {
            let scene = FlipScene(viewSize: viewSize, text: text)
            for flight in Flight.seedFlights {
                for (field, style) in Self.labels(of: flight) {
                    text.calls = []
                    _ = scene.textures.text(field, style: style)
                    #expect(text.calls.map(\.text) == [field], "\(field) at \(viewSize)")
                }
            }
        }
    }

    /// Below 6 px the design's own size cannot be read: the placeholder bar stands in, as
    /// in the other modes (a 200×300 view: the captions at 5.85 px, the bottom line at 4.95).
    @Test func aBoardTooSmallToReadDrawsBarsForItsSmallestWords() throws {
        let text = try RecordingText(#require(sharedText, "the board's words need DejaVu Sans"))
        let scene = FlipScene(viewSize: [200, 300], text: text)
        _ = render(scene)
        let drawn = Set(text.calls.map(\.text))
        #expect(!drawn.contains("FLIGHT") && !drawn.contains(Flight.seedFlights[0].bottomText))
        #expect(drawn.contains("BEIJING") && text.calls.allSatisfy { $0.size >= TextFit.smallestLegibleSize })
    }
}

/// A text rasterizer that records each line it draws and passes it on.
final class RecordingText: TextRasterizing {
    struct Call { let text: String; let size: Double }
    let base: any TextRasterizing
    var calls: [Call] = []

    init(_ base: any TextRasterizing) { self.base = base }

    func image(of text: String, pointSize: Double, bold: Bool, color: Color) -> Bitmap {
        calls.append(Call(text: text, size: pointSize))
        return base.image(of: text, pointSize: pointSize, bold: bold, color: color)
    }

    func size(of text: String, pointSize: Double, bold: Bool) -> (width: Int, height: Int) {
        base.size(of: text, pointSize: pointSize, bold: bold)
    }
}
