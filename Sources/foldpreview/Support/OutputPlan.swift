import Media

/// The files a command will write and the files it reads, checked together before anything
/// is drawn: every output must be writable (`OutputFile`'s rules: no device, FIFO, socket
/// or folder, through links, in an existing folder), no two outputs may be one file, and no
/// output may be one of the inputs (the run would destroy what it reads). Each refusal is
/// one line naming the options and the path.
struct OutputPlan {
    /// A file named on the command line: the option that named it and its path.
    struct Named {
        let option: String
        let path: String
    }

    /// Files written, each a single file.
    var files: [Named] = []
    /// A folder of `frame-NNNN.png` written (its frames must not be inputs either).
    var frameFolder: Named?
    /// Files read.
    var inputs: [Named] = []

    /// Throws the first problem, in the order a person would fix them.
    func check() throws {
        for output in files {
            do { _ = try OutputFile(output.path) } catch { throw CLIError(error.description) }
        }
        for (i, output) in files.enumerated() {
            for other in files[(i + 1)...] where FileSystem.sameFile(output.path, other.path) {
                throw CLIError("\(output.option) and \(other.option) name the same file '\(other.path)'; give each its own")
            }
        }
        for output in files {
            for input in inputs where FileSystem.sameFile(output.path, input.path) {
                throw CLIError("\(output.option) '\(output.path)' is the \(input.option) file this run reads; "
                               + "choose another name (the input is left untouched)")
            }
        }
        if let folder = frameFolder {
            for input in inputs where FrameFolder.isFrameName(FileSystem.fileName(of: input.path))
                && FileSystem.sameFile(FileSystem.directory(of: input.path), folder.path) {
                throw CLIError("\(folder.option) '\(folder.path)' would write over the \(input.option) file "
                               + "'\(input.path)'; choose another folder (the input is left untouched)")
            }
        }
    }
}
