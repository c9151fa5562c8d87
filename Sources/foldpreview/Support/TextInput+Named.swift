import Foundation
import Media

extension TextInput {
    /// The file at `path`, which the messages call `what` ("preset", "--script"): every
    /// refusal is `cannot read <what> '<path>': <why>`, one line.
    static func contents(of path: String, what: String) throws -> Data {
        do {
            return try contents(of: path)
        } catch {
            switch error {
            case .fileNotFound: throw CLIError("cannot read \(what) '\(path)': no such file")
            case .unreadable(_, let reason): throw CLIError("cannot read \(what) '\(path)': \(reason)")
            default: throw CLIError(error.description)
            }
        }
    }
}
