import Foundation

/// Finds the run-time data folder (`Resources/`): `--resources DIR` first, then
/// `$FOLDPREVIEW_RESOURCES`, then `<prefix>/share/foldpreview` beside an installed binary,
/// then the repository's `Resources/` above the build folder the binary runs from.
enum ResourceLocator {
    /// The marker file every resources folder has.
    static let marker = "flights.json"

    static func locate(explicit: String?) throws -> String {
        let fm = FileManager.default
        if let explicit {
            guard fm.fileExists(atPath: explicit + "/" + marker) else {
                throw CLIError("--resources '\(explicit)' is not a FoldPreview resources folder (no \(marker) in it)")
            }
            return explicit
        }
        if let env = ProcessInfo.processInfo.environment["FOLDPREVIEW_RESOURCES"], !env.isEmpty,
           fm.fileExists(atPath: env + "/" + marker) {
            return env
        }
        var directory = URL(fileURLWithPath: executablePath()).deletingLastPathComponent()
        let installed = directory.deletingLastPathComponent().appendingPathComponent("share/foldpreview")
        if fm.fileExists(atPath: installed.path + "/" + marker) { return installed.path }
        // From .build/<triple>/<config>/foldpreview up to the package root.
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("Resources")
            if fm.fileExists(atPath: candidate.path + "/" + marker) { return candidate.path }
            directory = directory.deletingLastPathComponent()
        }
        throw CLIError("cannot find the Resources folder (pass --resources DIR or set FOLDPREVIEW_RESOURCES)")
    }

    /// The running binary's real path. `CommandLine.arguments[0]` is only what the shell
    /// was given: plain `foldpreview` when found on the PATH, which would be looked up in
    /// the current folder. The kernel's `/proc/self/exe` is the file actually executed
    /// (symbolic links resolved); argv[0], resolved, is the fallback where /proc is absent.
    static func executablePath() -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    }
}
