import Foundation
import Media
import Testing

extension MediaSuite {
    /// The window loads FFmpeg ahead, off its frame thread: the call returns at once and
    /// the libraries are there a moment later.
    @Suite struct FFmpegLibrariesTests {
        @Test func loadingInTheBackgroundLoadsThem() throws {
            FFmpegLibraries.loadInBackground()
            let deadline = Date().addingTimeInterval(20)
            while !FFmpegLibraries.isLoaded, Date() < deadline { usleep(5_000) }
            #expect(FFmpegLibraries.isLoaded)
        }
    }
}
