/// How much text a setting is given at most (issue 22, item 5): far above anything a
/// person writes, low enough that hostile input is refused at once instead of parsed,
/// compared and echoed at length.
public enum SettingLimits {
    /// The most numbers a list setting is given; the longest real list (`cell.durations`)
    /// holds 7.
    public static let listCount = 64
    /// The longest setting name, characters; the longest real one has under 30. Beyond it
    /// a name is not compared with every setting's for a suggestion (an edit distance
    /// costs the product of the lengths).
    public static let nameLength = 200
    /// The most characters of a value or name a message repeats.
    public static let echoLength = 60

    /// `text` as a message repeats it: whole when short, else its start and how long it is,
    /// so a megabyte of input never becomes a megabyte of message.
    public static func echo(_ text: String) -> String {
        guard text.count > echoLength else { return text }
        return String(text.prefix(echoLength)) + "… (\(text.count) characters)"
    }
}
