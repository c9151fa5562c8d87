import Foundation

/// The calendar time of the session's moments, for the names of the files it writes: the
/// window's loop reads the date once, as the session starts, and every later moment is
/// that date plus the session time since (the session itself reads no clock).
struct SessionCalendar {
    /// The session time and the date of one same moment.
    let origin: Double, date: Date

    /// The date of session time `time`.
    func date(at time: Double) -> Date { date.addingTimeInterval(time - origin) }
}
