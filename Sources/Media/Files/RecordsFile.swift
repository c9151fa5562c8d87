import Foundation

/// Reads a list of records from a JSON file `{"LIST": [{…}, …]}` whose entries are
/// objects of exactly the string fields a `Format` names (the flight board's
/// `flights.json` is one), and makes each into a value with the caller's `make`.
///
/// The reader is strict so that a typo shows at once: every problem is refused with a
/// message naming the file, the entry (counting from 1) and the field.
public enum RecordsFile {
    /// What the file holds.
    public struct Format: Sendable {
        /// The key of the list at the top ("flights").
        public var listKey: String
        /// One entry as the messages call it ("flight").
        public var noun: String
        /// The fields every entry has, all strings, in the file's documented order.
        public var fieldNames: [String]
        /// At most this many entries, and this many characters per field.
        public var maximumCount: Int
        public var maximumFieldLength: Int
        /// At most this many bytes of UTF-8 per field: a character is a grapheme cluster,
        /// which may hold any number of combining marks, so the characters alone do not
        /// bound the text (one letter with two million marks is one character of 8 MB).
        public var maximumFieldBytes: Int

        public init(listKey: String, noun: String, fieldNames: [String], maximumCount: Int, maximumFieldLength: Int,
                    maximumFieldBytes: Int) {
            self.listKey = listKey
            self.noun = noun
            self.fieldNames = fieldNames
            self.maximumCount = maximumCount
            self.maximumFieldLength = maximumFieldLength
            self.maximumFieldBytes = maximumFieldBytes
        }
    }

    /// The records in the file at `path`, in order. `make` turns one entry's trimmed
    /// fields into a value, or throws an error whose description names the field's
    /// problem ("field 'status' must be …"). A file over `TextInput.maximumBytes` is
    /// refused by its size, unread.
    public static func load<Record>(path: String, format: Format,
                                    make: ([String: String]) throws -> Record) throws(MediaError) -> [Record] {
        try FileSystem.checkReadableFile(path)
        let data: Data
        do { data = try TextInput.contents(of: path) } catch {
            // "flights file 'f.json': it is 9 MB, more than the 8 MB allowed".
            guard case .unreadable(_, let reason) = error else { throw error }
            throw .malformedRecords(path: path, kind: format.listKey, problem: reason)
        }
        return try parse(data, path: path, format: format, make: make)
    }

    /// The records in `data` (JSON); `path` names the source in messages.
    public static func parse<Record>(_ data: Data, path: String, format: Format,
                                     make: ([String: String]) throws -> Record) throws(MediaError) -> [Record] {
        func refuse(_ problem: String) -> MediaError { .malformedRecords(path: path, kind: format.listKey, problem: problem) }
        // JSON allows no comma before a closing bracket; Foundation's parser lets it pass.
        if let offset = trailingComma(in: data) {
            throw refuse("not valid JSON (a comma before a closing bracket at byte \(offset))")
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw refuse("not valid JSON" + (detail.map { " (\($0))" } ?? ""))
        }
        let key = format.listKey
        guard let top = root as? [String: Any], let list = top[key] else {
            throw refuse("expected an object {\"\(key)\": [ … ]} at the top")
        }
        if let extra = top.keys.first(where: { $0 != key }) {
            throw refuse("unknown top-level key '\(extra)' (only \"\(key)\" is read)")
        }
        guard let entries = list as? [Any] else {
            throw refuse("\"\(key)\" must be a list of \(key), got \(kind(of: list))")
        }
        guard !entries.isEmpty else { throw refuse("the \"\(key)\" list is empty (at least one \(format.noun) is needed)") }
        guard entries.count <= format.maximumCount else {
            throw refuse("\(entries.count) \(key) is too many (at most \(format.maximumCount))")
        }
        var records: [Record] = []
        for (offset, entry) in entries.enumerated() {
            let number = offset + 1
            let fields = try self.fields(entry, number: number, format: format, refuse: refuse)
            do { records.append(try make(fields)) } catch {
                throw refuse("entry \(number): \(error)")
            }
        }
        return records
    }

    /// The byte offset of a comma followed (after white space) by `]` or `}` outside any
    /// string, if there is one.
    public static func trailingComma(in data: Data) -> Int? {
        var inString = false, escaped = false, pendingComma: Int?
        for (offset, byte) in data.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true; pendingComma = nil
            case UInt8(ascii: ","): pendingComma = offset
            case UInt8(ascii: "]"), UInt8(ascii: "}"): if let comma = pendingComma { return comma }
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): break
            default: pendingComma = nil
            }
        }
        return nil
    }

    /// One entry's fields, checked in the format's order: all present, strings, one
    /// line, not empty and not too long (in characters and in bytes) once trimmed; no others.
    private static func fields(_ entry: Any, number: Int, format: Format,
                               refuse: (String) -> MediaError) throws(MediaError) -> [String: String] {
        let names = format.fieldNames.joined(separator: ", ")
        guard let fields = entry as? [String: Any] else {
            throw refuse("entry \(number) must be an object with the fields \(names), got \(kind(of: entry))")
        }
        if let unknown = fields.keys.sorted().first(where: { !format.fieldNames.contains($0) }) {
            throw refuse("entry \(number): unknown field '\(unknown)' (the fields are \(names))")
        }
        var texts: [String: String] = [:]
        for name in format.fieldNames {
            guard let value = fields[name] else { throw refuse("entry \(number): field '\(name)' is missing") }
            guard let string = value as? String else {
                throw refuse("entry \(number): field '\(name)' must be a string, got \(kind(of: value))")
            }
            let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw refuse("entry \(number): field '\(name)' is empty") }
            // The bytes first: counting the characters of a long field is itself slow.
            guard trimmed.utf8.count <= format.maximumFieldBytes else {
                throw refuse("entry \(number): field '\(name)' is \(trimmed.utf8.count) bytes long"
                             + " (at most \(format.maximumFieldLength) characters and \(format.maximumFieldBytes) bytes of UTF-8)")
            }
            guard trimmed.count <= format.maximumFieldLength else {
                throw refuse("entry \(number): field '\(name)' is \(trimmed.count) characters long"
                             + " (at most \(format.maximumFieldLength) characters)")
            }
            guard !trimmed.contains(where: { $0.isNewline }) else {
                throw refuse("entry \(number): field '\(name)' must be one line")
            }
            texts[name] = trimmed
        }
        return texts
    }

    /// "a number", "a list", … for messages about a JSON value of the wrong kind.
    private static func kind(of value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is NSNull: return "null"
        case let number as NSNumber:
            // JSON true/false arrive as NSNumbers holding a C char.
            return String(cString: number.objCType) == "c" ? "true/false" : "a number"
        case is [Any]: return "a list"
        case is [String: Any]: return "an object"
        default: return "a value of another kind"
        }
    }
}
