import Foundation
import Media
import Raster
import Scenes
import Stage

/// What the preview writes: screenshots and Ctrl-R's recordings (dropped pictures are in
/// `+Content`). Every file is encoded and written off the frame thread; the session hands
/// the work over and reports what came of it.
extension PreviewSession {
    // MARK: Files

    /// `foldpreview-YYYYMMDD-HHMMSS.png` of the frame drawn last in the current directory,
    /// named for `time` (`-2`, `-3`… when that second is taken), encoded and written off the
    /// frame thread; `reportScreenshots` prints its path.
    func screenshot(at time: Double) {
        // At --record-size, the scene drawn at that size (the recording's, or one posed as
        // the window's scene is).
        if !options.screenshotHUD, comparison == nil, let stage = recordStage ?? shownStage(at: time) {
            screenshots.save(stageFrame(stage), in: FileSystem.currentDirectory, date: calendar.date(at: time),
                             checksum: options.verbose)
            return
        }
        let shot = options.screenshotHUD ? shownFrame : undecoratedFrame ?? shownFrame
        screenshots.save(shot, in: FileSystem.currentDirectory, date: calendar.date(at: time), checksum: options.verbose)
    }

    /// Says where each written screenshot went (or why it failed).
    func reportScreenshots(at time: Double) {
        for (result, checksum) in screenshots.take() {
            switch result {
            case .success(let path):
                emit("saved \(path)")
                if let checksum { emit(String(format: "frame checksum %016llx", checksum)) }
            case .failure(let error):
                writeToStandardError("foldpreview: \(error.description)\n")
                say("screenshot failed: \(error.description)", at: time)
            }
        }
    }

    // MARK: Recording

    /// Ctrl-R: records the scene as the window shows it, from the next frame on.
    func startRecording(at time: Double) {
        // At --record-size, drawn by a scene of its own at that size (not while comparing:
        // A/B records the window's two panes).
        let stage = comparison == nil ? shownStage(at: time) : nil
        let size = stage?.size ?? sceneSize
        do {
            recordings.start(try WindowRecorder(directory: FileSystem.currentDirectory,
                                                format: WindowRecorder.format(asked: options.recordFormat,
                                                                              background: options.background),
                                                width: size.width,
                                                height: size.height,
                                                alpha: options.background.isTransparent, holds: options.recordHolds,
                                                at: time, date: calendar.date(at: time)))
            recordStage = stage
            requests.frame = true
            say("recording… Ctrl-R stops", at: time)
        } catch {
            writeToStandardError("foldpreview: \(error)\n")
            say("cannot record: \(error)", at: time)
        }
    }

    /// After the frame drawn at `time` is shown: the recording takes it (true when this is
    /// the first frame it had to drop).
    func recordFrame(at time: Double) -> Bool {
        guard let recorder = recordings.current else { return false }
        if let stage = recordStage {
            guard !stageIsStale(stage) else {
                stopRecording(at: time)
                say("recording stopped: the picture changed", at: time)
                return false
            }
            return recorder.add(stageFrame(stage), at: time) == .dropped(first: true)
        }
        guard let shot = undecoratedFrame, shot.width == sceneSize.width, shot.height == sceneSize.height else { return false }
        return recorder.add(shot, at: time) == .dropped(first: true)
    }

    /// Ctrl-R again (or a resize, or quitting): the frame shown last is held until `time`,
    /// and the file is finished off the frame thread.
    func stopRecording(at time: Double) {
        let last = recordStage.map { stageFrame($0) } ?? undecoratedFrame
        recordings.stop { $0.stop(holding: last, at: time) }
        recordStage = nil
        requests.frame = true
    }

    /// The recording's first dropped frame: said once, on screen and on stderr (the count
    /// comes with the saved file).
    func recordingFallsBehind(at time: Double) {
        writeToStandardError("foldpreview: the recording falls behind the window; frames are dropped\n")
        say("recording falls behind: dropping frames", at: time)
    }

    /// Says where each finished recording went (or why it failed); with the frames dropped
    /// on the way, if any.
    func reportRecordings(at time: Double) {
        for (recorder, result) in recordings.takeFinished() {
            switch result {
            case .success(let path):
                emit("saved \(path)")
                let dropped = recorder.droppedFrames
                let count = dropped == 1 ? "1 frame" : "\(dropped) frames"
                if dropped > 0 { writeToStandardError("foldpreview: \(path): \(count) dropped (the encoder fell behind)\n") }
                say("saved \((path as NSString).lastPathComponent)" + (dropped > 0 ? " (\(count) dropped)" : ""), at: time)
            case .failure(let error):
                writeToStandardError("foldpreview: \(error.description)\n")
                say("recording failed: \(error.description)", at: time)
            }
        }
    }
}
