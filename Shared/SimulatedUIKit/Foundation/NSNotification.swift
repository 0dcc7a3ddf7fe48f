/// The Swift 3 spelling the 2017 Swift port uses for a delivered notification, as the lab delivers
/// it: a `Notification`. It shadows Foundation's `NSNotification` class (which no iOS API hands a
/// Swift method) for code that imports `SimulatedUIKit`.
public typealias NSNotification = Notification
