import ArgumentParser
import Foundation
import Media
@preconcurrency import Glibc

/// `foldpreview`: the preview window (default), `render`, `bench` and `params`.
///
/// Errors are reported as one line on stderr (`foldpreview: …`) with a non-zero exit
/// status; `--help` prints the full usage.
@main
struct FoldPreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foldpreview",
        abstract: "Preview, scrub and render the classic iOS fold and flip animations.",
        version: Version.current,
        subcommands: [Preview.self, Render.self, Bench.self, Params.self, Code.self, DecodeImage.self],
        defaultSubcommand: Preview.self)

    static func main() {
        // `render` notes SIGINT, SIGTERM and SIGHUP from its first instant, before anything
        // is read or written, and ends between its steps with one line and nothing left. The
        // executable's pre-initialisation (EarlySignals.c) has done it already, before the
        // libraries' constructors; this is the same call, in case a static link dropped it.
        // The window keeps the default (SDL turns SIGINT into a quit only where it finds
        // none) and so does `decode-image`, a child its parent stops with a signal at once.
        if CommandLine.argc > 1, let first = CommandLine.unsafeArgv[1],
           String(cString: first) == "render" {
            Interruption.watch()
        }
        ResourceLimits.prepare()
        VideoWriter.holdLibraryLines()
        let arguments = commandLineArguments()
        // `help TOPIC` for a topic that is no command is an error, not the general help.
        if arguments.count >= 2, arguments[0] == "help", !arguments[1].hasPrefix("-") {
            let topics = configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { command in
                command.configuration.commandName ?? String(describing: command).lowercased()
            }
            if !topics.contains(arguments[1]) {
                fail("no help on '\(arguments[1])': the commands are " + topics.joined(separator: ", "), code: 1)
            }
        }
        do {
            var command = try parseAsRoot(TuningArguments.gatheringAssignments(arguments))
            try command.run()
        } catch let error as CLIError {
            fail(error.description, code: error.exitCode)
        } catch let error as NSError where error.domain == NSCocoaErrorDomain || error.domain == NSPOSIXErrorDomain {
            // A Foundation error that no edge turned into words: its path and reason, never its domain and code.
            fail(ErrorWords.line(error), code: 1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help, --version and the completion scripts: ArgumentParser's full text on stdout.
                print(Completions.finished(fullMessage(for: error)))
                Glibc.exit(0)
            }
            // A number option's value that is no number: what was given and what is allowed,
            // as every other refusal says it (the parser would only call the value invalid).
            let names = configuration.subcommands.map { $0._commandName }
            let command = arguments.first.flatMap { names.contains($0) ? $0 : nil } ?? Preview._commandName
            if let refusal = NumberOptions.refusal(in: arguments, command: command) { fail(refusal, code: 1) }
            // Other parse and validation errors: the first line only, without "Error: ", and
            // exit 1 as every refusal does.
            var message = message(for: error)
            if let newline = message.firstIndex(of: "\n") { message = String(message[..<newline]) }
            if message.hasPrefix("Error: ") { message.removeFirst(7) }
            fail(message + " (see 'foldpreview --help')", code: 1)
        }
    }

    /// The arguments after the program's name, as the bytes they are: `CommandLine.arguments`
    /// would repair a name that is not UTF-8 to U+FFFD, and that file could then be neither
    /// read nor written. Each such byte is carried as `PathBytes` stands it in, back to the
    /// same byte at the system call.
    ///
    /// The decoder child is the exception: `ImageLoader` passes it the path as a `String`'s
    /// UTF-8 (already holding the stand-ins), so its arguments keep those stand-ins as they are.
    static func commandLineArguments() -> [String] {
        let count = Int(CommandLine.argc)
        guard count > 1 else { return [] }
        let raw = (1..<count).compactMap { CommandLine.unsafeArgv[$0] }
        let child = String(cString: raw[0]) == DecodeImage.configuration.commandName
        return raw.map { PathBytes.string(cString: $0, escapingStandIns: !child) }
    }

    /// Prints `foldpreview: message` on stderr and exits with `code`.
    static func fail(_ message: String, code: Int32) -> Never {
        writeToStandardError("foldpreview: \(oneLine(message))\n")
        Glibc.exit(code)
    }

    /// `message` with control characters escaped (a newline or NUL in a path a person
    /// typed would otherwise split or cut the line): "\n", "\t", "\0", "\u{1b}".
    static func oneLine(_ message: String) -> String {
        var out = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

/// An error at the program's edge, with a message a person can act on.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    var exitCode: Int32 = 1
    init(_ description: String, exitCode: Int32 = 1) {
        self.description = description
        self.exitCode = exitCode
    }
}

/// A number option as the person typed it (`--progress`, `--duration`, `--time-scale`):
/// ArgumentParser reads it as a `Double` does (anything else is its one-line refusal), and
/// the text typed is kept, so a message repeats "got 2.50" or "got 1e1", never the number
/// printed back.
struct GivenNumber: ExpressibleByArgument, Sendable, Equatable {
    /// The number.
    let value: Double
    /// The text typed.
    let typed: String

    init?(argument: String) {
        guard let value = Double(argument) else { return nil }
        self.value = value
        typed = argument
    }
}
