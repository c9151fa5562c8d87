import Foundation
import Media
import Raster
import Scenes
import Stage

/// What the preview reads and writes: screenshots, Ctrl-R's recordings, dropped images.
extension PreviewSession {
    // MARK: Files

    /// `foldpreview-YYYYMMDD-HHMMSS.png` of the frame just presented in the current
    /// directory (`-2`, `-3`… when that second is taken), written off the frame thread;
    /// `reportScreenshots` prints its path.
    func screenshot() {
        let shot = options.screenshotHUD ? frames.bitmap : frames.undecorated ?? frames.bitmap
        screenshots.save(shot, in: FileManager.default.currentDirectoryPath, checksum: options.verbose)
    }

    /// Says where each written screenshot went (or why it failed).
    func reportScreenshots() {
        for (result, checksum) in screenshots.take() {
            switch result {
            case .success(let path):
                emit("saved \(path)")
                if let checksum { emit(String(format: "frame checksum %016llx", checksum)) }
            case .failure(let error):
                writeToStandardError("foldpreview: \(error.description)\n")
                say("screenshot failed: \(error.description)")
            }
        }
    }

    // MARK: Recording

    /// Ctrl-R: records the scene as the window shows it, from the next frame on.
    func startRecording() {
        do {
            recorder = try WindowRecorder(directory: FileManager.default.currentDirectoryPath,
                                          format: options.recordFormat, width: sceneSize.width,
                                          height: sceneSize.height, at: Clock.now())
            needsFrame = true
            say("recording… Ctrl-R stops")
        } catch {
            writeToStandardError("foldpreview: \(error)\n")
            say("cannot record: \(error)")
        }
    }

    /// Ctrl-R again (or a resize, or quitting): the frame shown last is held until now, and
    /// the file is finished off the frame thread.
    func stopRecording() {
        guard let recorder else { return }
        recorder.stop(holding: frames.undecorated, at: Clock.now())
        finishing.append(recorder)
        self.recorder = nil
        needsFrame = true
    }

    /// The recording's first dropped frame: said once, on screen and on stderr (the count
    /// comes with the saved file).
    func recordingFallsBehind() {
        writeToStandardError("foldpreview: the recording falls behind the window; frames are dropped\n")
        say("recording falls behind: dropping frames")
    }

    /// Says where each finished recording went (or why it failed); with the frames dropped
    /// on the way, if any.
    func reportRecordings() {
        finishing.removeAll { recorder in
            guard let result = recorder.result else { return false }
            switch result {
            case .success(let path):
                emit("saved \(path)")
                let dropped = recorder.droppedFrames
                let count = dropped == 1 ? "1 frame" : "\(dropped) frames"
                if dropped > 0 { writeToStandardError("foldpreview: \(path): \(count) dropped (the encoder fell behind)\n") }
                say("saved \((path as NSString).lastPathComponent)" + (dropped > 0 ? " (\(count) dropped)" : ""))
            case .failure(let error):
                writeToStandardError("foldpreview: \(error.description)\n")
                say("recording failed: \(error.description)")
            }
            return true
        }
    }

    /// A dropped file is decoded off the frame thread (the window keeps drawing); when it
    /// is ready it becomes the fold and pop modes' picture (`showDropped`).
    func dropped(_ path: String, at time: Double = Clock.now()) {
        droppedAt[path] = time
        say("reading \((path as NSString).lastPathComponent)…")
        inbox.load(path)
    }

    /// Takes the dropped images that have finished decoding: a good one becomes the
    /// picture, anything else is refused with a message, and nothing changes.
    func showDropped() {
        for (path, result) in inbox.take() {
            defer { droppedAt[path] = nil }
            let name = (path as NSString).lastPathComponent
            switch result {
            case .success(let loaded):
                showPicture(loaded.bitmap)
                if let time = droppedAt[path] { readyInputs.append((.drop, time)) }
                say("showing \(name)" + (loaded.note.map { " (\($0))" } ?? ""))
                if options.verbose { emit("image: \(path)") }
            case .failure(let error):
                writeToStandardError("foldpreview: \(error.description)\n")
                say("\(name) is not an image this program can read")
            }
        }
    }
}
