@testable import Raster
import Testing

/// `TextFit.block`: one line as the one-line rule sets it, else wrapped at word
/// boundaries at the largest step that fits, else cut with "…" at the smallest step; never
/// below the smallest size. The rasterizer is `FixedWidthText`: a character is 0.5·size
/// wide and a line ⌈size⌉ tall.
@Suite struct TextFitBlockTests {
    typealias FixedWidthText = PathBoundsAndTextFitTests.FixedWidthText

    /// The sizes the rule steps through from 20: 20·0.92ⁿ.
    static func step(_ n: Int) -> Double { (0..<n).reduce(20.0) { s, _ in s * TextFit.step } }

    @Test func textThatFitsOnOneLineIsSetAsTheOneLineRuleSetsIt() throws {
        let text = FixedWidthText()
        for (string, width) in [("0123456789", 100.0), ("0123456789", 80), ("AB CD EF GH", 60)] {
            let size = try #require(TextFit.pointSize(of: [string], from: 20, bold: true, width: width, smallest: 10,
                                                      in: text))
            let block = try #require(TextFit.block(of: string, from: 20, bold: true, width: width, maximumLines: 2,
                                                   smallest: 10, in: text))
            #expect(block == TextFit.Block(pointSize: size, lines: [string]))
        }
        // A start below the smallest size is nil (the caller draws the placeholder).
        #expect(TextFit.block(of: "x", from: 9, bold: true, width: 100, maximumLines: 2, smallest: 10, in: text) == nil)
    }

    @Test func aLineThatWouldGoBelowTheSmallestSizeWrapsAtSpacesAtTheLargestStepThatFits() throws {
        let text = FixedWidthText()
        // 14 characters: one line would need 100/7 = 14.3 px, below 15. Two lines fit at
        // 20 px already: "AAAA BBBB" is 90 px.
        var block = try #require(TextFit.block(of: "AAAA BBBB CCCC", from: 20, bold: true, width: 100,
                                               maximumLines: 2, smallest: 15, in: text))
        #expect(block == TextFit.Block(pointSize: 20, lines: ["AAAA BBBB", "CCCC"]))
        // Three words of 8 in 113 px: a line holds 11 to 15 characters from 20 to 14.3 px
        // (one word, and 17 left over); at 20·0.92⁵ = 13.18 px it holds 17 (112.04 px):
        // two words and the third.
        block = try #require(TextFit.block(of: "AAAAAAAA BBBBBBBB CCCCCCCC", from: 20, bold: true, width: 113,
                                           maximumLines: 2, smallest: 10, in: text))
        #expect(block.lines == ["AAAAAAAA BBBBBBBB", "CCCCCCCC"])
        #expect(close(block.pointSize, Self.step(5)))
        // A line may also end after a hyphen or a slash (the mark stays), and runs of
        // spaces at a break are dropped.
        block = try #require(TextFit.block(of: "T2-10/T2-11/T2-12", from: 20, bold: true, width: 60,
                                           maximumLines: 2, smallest: 12, in: text))
        #expect(block.lines == ["T2-10/T2-", "11/T2-12"])
        block = try #require(TextFit.block(of: "AAAA   BBBB  CCCC", from: 20, bold: true, width: 100,
                                           maximumLines: 2, smallest: 15, in: text))
        #expect(block == TextFit.Block(pointSize: 20, lines: ["AAAA", "BBBB  CCCC"]))
    }

    @Test func theStackedLinesKeepToTheHeightUntilTheSmallestSize() throws {
        let text = FixedWidthText()
        // 2 lines are 2·⌈size⌉ tall: in 36 px the first size is 16.93 (17 px lines).
        var block = try #require(TextFit.block(of: "AAAA BBBB CCCC", from: 20, bold: true, width: 100, height: 36,
                                               maximumLines: 2, smallest: 15, in: text))
        #expect(close(block.pointSize, Self.step(2)) && block.lines == ["AAAA BBBB", "CCCC"])
        // In 30 px no step ≥ 15 fits: legibility wins, the lines are set at the smallest
        // step (15.57) and overflow the height.
        block = try #require(TextFit.block(of: "AAAA BBBB CCCC", from: 20, bold: true, width: 100, height: 30,
                                           maximumLines: 2, smallest: 15, in: text))
        #expect(close(block.pointSize, Self.step(3)) && block.lines == ["AAAA BBBB", "CCCC"])
    }

    @Test func aWordIsBrokenOnlyWhenWholeWordsCannotFitAtAnyLegibleSize() throws {
        let text = FixedWidthText()
        // 16 letters and 3 in 100 px: breaking the long word would fit at 20 px
        // ("ABCDEFGHIJ" / "KLMNOP QRS"), but whole words fit from 20·0.92⁶ = 12.13 px on
        // (16 letters, 98 px), and whole words come first.
        var block = try #require(TextFit.block(of: "ABCDEFGHIJKLMNOP QRS", from: 20, bold: true, width: 100,
                                               maximumLines: 2, smallest: 10, in: text))
        #expect(close(block.pointSize, Self.step(6)) && block.lines == ["ABCDEFGHIJKLMNOP", "QRS"])
        // 30 letters, no space: the word is broken, as late as fits, at the first step
        // whose lines hold 15 letters, 20·0.92⁵ = 13.18 px (99 px).
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcd"
        block = try #require(TextFit.block(of: letters, from: 20, bold: true, width: 100, maximumLines: 2,
                                           smallest: 10, in: text))
        #expect(close(block.pointSize, Self.step(5)))
        #expect(block.lines == [String(letters.prefix(15)), String(letters.suffix(15))])
    }

    @Test func fortyCharactersThatCannotFitEndTheirLastLineInAnEllipsisAtTheSmallestStep() throws {
        let text = FixedWidthText()
        // 40 letters, no spaces, in 100 px: two lines need 10 px; the last step ≥ 10 is
        // 20·0.92⁸ = 10.26 px, whose lines hold 19 characters (97.5 px): the first 19,
        // then 18 and "…".
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmn"
        #expect(letters.count == 40)
        var block = try #require(TextFit.block(of: letters, from: 20, bold: true, width: 100, maximumLines: 2,
                                               smallest: 10, in: text))
        #expect(close(block.pointSize, Self.step(8)) && block.pointSize >= 10)
        #expect(block.lines == [String(letters.prefix(19)), String(letters.dropFirst(19).prefix(18)) + "…"])
        // With words the first line ends at a space, and the cut line drops the space
        // before the "…" when it falls there.
        let words = "SAN FRANCISCO INTERNATIONAL AIRPORT SFO1"
        #expect(words.count == 40)
        block = try #require(TextFit.block(of: words, from: 20, bold: true, width: 100, maximumLines: 2,
                                           smallest: 10, in: text))
        #expect(block.lines == ["SAN FRANCISCO", "INTERNATIONAL AIRP…"])
        let a18 = String(repeating: "A", count: 18), b17 = String(repeating: "B", count: 17)
        block = try #require(TextFit.block(of: a18 + " " + b17 + " CCCCCC", from: 20, bold: true, width: 100,
                                           maximumLines: 2, smallest: 10, in: text))
        #expect(block.lines == [a18, b17 + "…"])
        // One line allowed: the one line is cut.
        block = try #require(TextFit.block(of: letters, from: 20, bold: true, width: 100, maximumLines: 1,
                                           smallest: 10, in: text))
        #expect(block.lines == [String(letters.prefix(18)) + "…"])
        #expect(Double(text.size(of: block.lines[0], pointSize: block.pointSize, bold: true).width) <= 100)
    }

    @Test func aBlockIsDrawnAsItsLinesStackedOneLineHeightApart() throws {
        let text = FixedWidthText()
        let one = TextFit.Block(pointSize: 20, lines: ["0123456789"])
        #expect(text.image(of: one, bold: true, centred: true, color: .white) ==
                text.image(of: "0123456789", pointSize: 20, bold: true, color: .white))
        let two = TextFit.Block(pointSize: 20, lines: ["0123456789", "0123"])   // 100 and 40 px wide
        for centred in [false, true] {
            let image = text.image(of: two, bold: true, centred: centred, color: .white)
            #expect(image.width == 100 && image.height == 40)
            // The second line's ink: 40 px at the left, or from x = 30 when centred.
            let ink = (0..<100).filter { image[$0, 30].a == 255 }
            #expect(ink == Array(centred ? 30..<70 : 0..<40), "centred \(centred)")
            #expect((0..<100).allSatisfy { image[$0, 10].a == 255 })
        }
    }
}

/// |a − b| ≤ 1e-9.
private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }
