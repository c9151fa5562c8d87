import CFFmpeg

/// Runs `scaler` between `frame`'s planes and one packed RGBA image, `rgbaWidth` pixels a
/// row, at `rgba`: into the frame (`intoFrame`, the writer's way) or out of it (the
/// reader's). `rows` is the source's height. Into the frame, `rgba` is only read.
func scalePlanes(_ scaler: OpaquePointer, frame: UnsafeMutablePointer<AVFrame>, rgba: UnsafeMutableRawPointer,
                 rgbaWidth: Int, rows: Int32, intoFrame: Bool) {
    let planes = withUnsafeBytes(of: &frame.pointee.data) { Array($0.bindMemory(to: UnsafeMutablePointer<UInt8>?.self)) }
    let strides = withUnsafeBytes(of: &frame.pointee.linesize) { Array($0.bindMemory(to: Int32.self)) }
    let packed: [UnsafeMutablePointer<UInt8>?] = [rgba.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
    let packedStrides: [Int32] = [Int32(rgbaWidth * 4), 0, 0, 0]
    if intoFrame {
        _ = sws_scale(scaler, packed.map { $0.map { UnsafePointer($0) } }, packedStrides, 0, rows, planes, strides)
    } else {
        _ = sws_scale(scaler, planes.map { $0.map { UnsafePointer($0) } }, strides, 0, rows, packed, packedStrides)
    }
}
