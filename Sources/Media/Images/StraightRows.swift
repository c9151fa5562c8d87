import CSDL2
import Raster

/// A borrowed view of straight (not premultiplied) RGBA8 rows, bytes R, G, B, A in memory,
/// `pitch` bytes apart: the pixels of an `SDL_PIXELFORMAT_RGBA32` surface.
struct StraightRows {
    let base: UnsafePointer<UInt8>
    let pitch: Int
    let width: Int
    let height: Int

    /// Converts any surface to RGBA32 with SDL_ConvertSurfaceFormat (palettes, colour keys,
    /// 16/24-bit and big-endian layouts all become 4 bytes R, G, B, A), locks it if SDL says
    /// it must, and lends its rows to `body`. nil when SDL cannot convert (out of memory).
    static func withRGBA32<Result>(
        of surface: UnsafeMutablePointer<SDL_Surface>,
        _ body: (StraightRows) -> Result
    ) -> Result? {
        guard let rgba = SDL_ConvertSurfaceFormat(surface, csdl_pixelformat_rgba32(), 0) else {
            return nil
        }
        defer { SDL_FreeSurface(rgba) }
        let mustLock = csdl_must_lock(rgba) == SDL_TRUE
        if mustLock, SDL_LockSurface(rgba) != 0 { return nil }
        defer { if mustLock { SDL_UnlockSurface(rgba) } }
        let width = Int(rgba.pointee.w), height = Int(rgba.pointee.h)
        guard width > 0, height > 0, let pixels = rgba.pointee.pixels else {
            let empty: [UInt8] = [0, 0, 0, 0]
            return empty.withUnsafeBufferPointer {
                body(StraightRows(base: $0.baseAddress!, pitch: 0, width: 0, height: 0))
            }
        }
        let rows = StraightRows(base: UnsafePointer(pixels.assumingMemoryBound(to: UInt8.self)),
                                pitch: Int(rgba.pointee.pitch), width: width, height: height)
        return body(rows)
    }

    /// Box-filters `surface` down to `width × height`, converting one source row at a time
    /// to RGBA32 with SDL_ConvertPixels, so no full-size RGBA copy is ever made. nil when
    /// the surface needs SDL_ConvertSurfaceFormat instead (palette, colour key, RLE) or
    /// SDL cannot convert its format.
    static func downscaledRowByRow(
        _ surface: UnsafeMutablePointer<SDL_Surface>, toWidth width: Int, height: Int
    ) -> Bitmap? {
        let s = surface.pointee
        guard let format = s.format, format.pointee.palette == nil,
              SDL_HasColorKey(surface) == SDL_FALSE, csdl_must_lock(surface) == SDL_FALSE,
              let pixels = s.pixels
        else { return nil }
        let sourceWidth = Int(s.w), sourceHeight = Int(s.h), pitch = Int(s.pitch)
        let sourceFormat = format.pointee.format
        let source = UnsafeRawPointer(pixels)
        var line = [UInt8](repeating: 0, count: 4 * sourceWidth)
        var failed = false
        let bitmap = line.withUnsafeMutableBufferPointer { line in
            BoxDownscale.downscaled(sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                    toWidth: width, height: height) { y in
                if SDL_ConvertPixels(Int32(sourceWidth), 1, sourceFormat, source + y * pitch,
                                     Int32(pitch), csdl_pixelformat_rgba32(),
                                     line.baseAddress!, Int32(4 * sourceWidth)) != 0 {
                    failed = true
                }
                return UnsafePointer(line.baseAddress!)
            }
        }
        return failed ? nil : bitmap
    }

    /// The premultiplied bitmap of these rows, with every alpha first scaled by
    /// `alphaScale / 255` (255 keeps it; text uses it for a translucent colour).
    ///
    /// Rounds as `Pixel.premultiplying` does: `c' = (c * a + 127) / 255`.
    func premultiplied(alphaScale: UInt32 = 255) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        let (width, pitch, base) = (self.width, self.pitch, self.base)
        bitmap.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = base + y * pitch
                let dst = out.baseAddress! + y * width
                for x in 0..<width {
                    let p = row + 4 * x
                    let a = (UInt32(p[3]) * alphaScale + 127) / 255
                    if a == 0 { dst[x] = 0; continue }
                    let r = (UInt32(p[0]) * a + 127) / 255
                    let g = (UInt32(p[1]) * a + 127) / 255
                    let b = (UInt32(p[2]) * a + 127) / 255
                    dst[x] = a << 24 | b << 16 | g << 8 | r
                }
            }
        }
        return bitmap
    }
}

extension Bitmap {
    /// A new RGBA32 surface holding these pixels un-premultiplied (straight alpha, what
    /// PNG stores); the caller frees it with SDL_FreeSurface. nil if SDL cannot allocate.
    func straightRGBA32Surface() -> UnsafeMutablePointer<SDL_Surface>? {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(
            0, Int32(width), Int32(height), 32, csdl_pixelformat_rgba32())
        else { return nil }
        let mustLock = csdl_must_lock(surface) == SDL_TRUE
        if mustLock, SDL_LockSurface(surface) != 0 {
            SDL_FreeSurface(surface)
            return nil
        }
        defer { if mustLock { SDL_UnlockSurface(surface) } }
        let pitch = Int(surface.pointee.pitch)
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let width = self.width
        pixels.withUnsafeBufferPointer { src in
            for y in 0..<height {
                let row = base + y * pitch
                let line = src.baseAddress! + y * width
                for x in 0..<width {
                    let straight = Pixel(bits: line[x]).unpremultiplied
                    let p = row + 4 * x
                    p[0] = straight.r; p[1] = straight.g; p[2] = straight.b; p[3] = straight.a
                }
            }
        }
        return surface
    }
}
