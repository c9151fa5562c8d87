import Foundation
import Media

/// Finds the run-time data folder (`Resources/`): `--resources DIR` first, then
/// `$FOLDPREVIEW_RESOURCES`, then `<prefix>/share/foldpreview` beside an installed binary,
/// then the repository's `Resources/` above the build folder the binary runs from.
enum ResourceLocator {
    /// The marker file every resources folder has.
    static let marker = "flights.json"

    static func locate(explicit: String?) throws -> String {
        // Names as their bytes are (`PathBytes`): FileManager would repair one that is not UTF-8.
        if let explicit {
            guard FileSystem.exists(explicit + "/" + marker) else {
                throw CLIError("--resources '\(explicit)' is not a FoldPreview resources folder (no \(marker) in it)")
            }
            return explicit
        }
        if let env = PathBytes.environment["FOLDPREVIEW_RESOURCES"], !env.isEmpty,
           FileSystem.exists(env + "/" + marker) {
            return env
        }
        var directory = FileSystem.directory(of: executablePath())
        let installed = FileSystem.directory(of: directory) + "/share/foldpreview"
        if FileSystem.exists(installed + "/" + marker) { return installed }
        // From .build/<triple>/<config>/foldpreview up to the package root.
        for _ in 0..<6 {
            let candidate = (directory == "/" ? "" : directory) + "/Resources"
            if FileSystem.exists(candidate + "/" + marker) { return candidate }
            directory = FileSystem.directory(of: directory)
        }
        throw CLIError("cannot find the Resources folder (pass --resources DIR or set FOLDPREVIEW_RESOURCES)")
    }

    /// The running binary's real path. `CommandLine.arguments[0]` is only what the shell
    /// was given: plain `foldpreview` when found on the PATH, which would be looked up in
    /// the current folder. The kernel's `/proc/self/exe` is the file actually executed
    /// (symbolic links resolved); argv[0], resolved, is the fallback where /proc is absent.
    static func executablePath() -> String {
        if case .success(let path) = FileSystem.linkTarget("/proc/self/exe"), path != "/proc/self/exe" {
            return path
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    }
}
