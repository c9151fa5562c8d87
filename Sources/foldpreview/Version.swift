/// The program's version, in one place: `foldpreview --version` prints it and the Makefile
/// reads it (sed) for the Debian package's file name and its control file's `Version:`.
enum Version {
    /// Semantic version: 0.x while the command line may still change; the minor number is
    /// the last issue the release closes.
    static let current = "0.27.0"
}
