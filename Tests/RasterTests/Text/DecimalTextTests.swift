import Raster
import Testing

/// The one number formatter: its documented forms, and no trap for any value or number of
/// places (issue 13, item 5).
@Suite struct DecimalTextTests {
    @Test("fixed: exactly `places` digits, halves away from zero, no -0")
    func fixedDigits() {
        #expect(DecimalText.fixed(0.25, places: 3) == "0.250")
        #expect(DecimalText.fixed(-1.5708, places: 2) == "-1.57")
        #expect(DecimalText.fixed(2.5, places: 0) == "3")
        #expect(DecimalText.fixed(-0.004, places: 2) == "0.00")
        #expect(DecimalText.fixed(12.0625, places: 6) == "12.062500")
    }

    @Test("fixed: values or places past 19 digits print as Swift prints the value")
    func fixedOutOfDigits() {
        #expect(DecimalText.fixed(1e300, places: 2) == "1e+300")
        #expect(DecimalText.fixed(.nan, places: 2) == "nan")
        #expect(DecimalText.fixed(-.infinity, places: 0) == "-inf")
        // 10^20 does not fit the UInt64 the digits are counted in.
        #expect(DecimalText.fixed(1e-30, places: 20) == "1e-30")
        #expect(DecimalText.fixed(0.25, places: 400) == "0.25")
        #expect(DecimalText.fixed(0, places: 1000) == "0.0")
        #expect(DecimalText.fixed(1, places: .max) == "1.0")
        #expect(DecimalText.fixed(0.5, places: 19) == "0.5000000000000000000")
    }

    @Test("shortest: round-trip digits, whole numbers without .0, 0 for non-finite values")
    func shortest() {
        #expect(DecimalText.shortest(0.3) == "0.3")
        #expect(DecimalText.shortest(4) == "4")
        #expect(DecimalText.shortest(-0.314) == "-0.314")
        #expect(DecimalText.shortest(1e300) == "1e+300")
        #expect(DecimalText.shortest(-1e16) == "-1e+16")
        #expect(DecimalText.shortest(.nan) == "0")
    }
}
