/// What a JPEG file says about itself beyond its pixels: whether it ends (a file cut short
/// decodes to grey where data is missing) and how the camera held it (EXIF orientation).
enum JPEGFacts {
    /// True for a JPEG (the SOI marker).
    static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 }

    /// True when the end-of-image marker (FF D9) is among the last bytes (some writers pad
    /// a little after it).
    static func hasEnd(_ tail: [UInt8]) -> Bool {
        guard tail.count >= 2 else { return false }
        for i in stride(from: tail.count - 2, through: 0, by: -1) where tail[i] == 0xFF && tail[i + 1] == 0xD9 {
            return true
        }
        return false
    }

    /// The EXIF orientation (1…8) in the APP1 segment of `bytes` (the file's start), 1 when
    /// there is none: 1 as stored, 3 turned 180°, 6 turned 90° clockwise to view, 8 90°
    /// counter-clockwise, 2/4/5/7 the same mirrored.
    static func orientation(_ bytes: [UInt8]) -> Int {
        var i = 2
        while i + 4 <= bytes.count, bytes[i] == 0xFF {
            let marker = bytes[i + 1]
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if marker == 0xDA || length < 2 { break }   // start of scan: no more headers
            if marker == 0xE1, i + 10 <= bytes.count, Array(bytes[(i + 4)..<(i + 10)]) == Array("Exif\0\0".utf8) {
                return exifOrientation(bytes, tiff: i + 10, end: Swift.min(bytes.count, i + 2 + length))
            }
            i += 2 + length
        }
        return 1
    }

    /// The orientation tag (0x0112) of IFD0 in the TIFF structure at `tiff`.
    private static func exifOrientation(_ b: [UInt8], tiff: Int, end: Int) -> Int {
        guard tiff + 8 <= end else { return 1 }
        let little = b[tiff] == 0x49   // "II"
        func u16(_ at: Int) -> Int? {
            guard at + 2 <= end else { return nil }
            return little ? Int(b[at]) | Int(b[at + 1]) << 8 : Int(b[at]) << 8 | Int(b[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let lo = u16(little ? at : at + 2), let hi = u16(little ? at + 2 : at) else { return nil }
            return hi << 16 | lo
        }
        guard let first = u32(tiff + 4), let count = u16(tiff + first) else { return 1 }
        for k in 0..<Swift.min(count, 256) {
            let entry = tiff + first + 2 + k * 12
            guard let tag = u16(entry) else { return 1 }
            if tag == 0x0112, let value = u16(entry + 8), (1...8).contains(value) { return value }
        }
        return 1
    }
}
