import FoundationEssentials

/// How a run's process ended without a timeline, as it tells the driver on the lab's channel in
/// place of one: the user's code did not return in time (a hang), or called `exit()`. Each names
/// the user's method it was in, when its frame can be named, and the run's virtual time.
///
/// On the channel it is one line of tab-separated fields: `hang\t<method>\t<time>` or
/// `exit\t<status>\t<method>\t<time>`, an empty field for what is not known. A timeline starts
/// with `{`, so the two never read as each other.
enum RunEnd: Equatable {
  /// The code did not return within the time limit.
  case hang(method: String?, time: Double?)
  /// The code called `exit(status)`.
  case exit(status: Int32, method: String?, time: Double?)

  /// The line that tells it on the channel.
  var line: String {
    switch self {
    case .hang(let method, let time):
      return ["hang", method ?? "", time.map { "\($0)" } ?? ""].joined(separator: "\t") + "\n"
    case .exit(let status, let method, let time):
      return ["exit", "\(status)", method ?? "", time.map { "\($0)" } ?? ""]
        .joined(separator: "\t") + "\n"
    }
  }

  /// The end `channel` tells, or `nil` when it holds something else (a timeline, or nothing).
  init?(channel: [UInt8]) {
    let text = String(decoding: channel, as: UTF8.self)
    guard text.hasSuffix("\n") else { return nil }
    let fields = text.dropLast().split(separator: "\t", omittingEmptySubsequences: false)
      .map(String.init)
    let known = { (field: String) in field.isEmpty ? nil : field }
    switch (fields.first, fields.count) {
    case ("hang", 3):
      self = .hang(method: known(fields[1]), time: Double(fields[2]))
    case ("exit", 4):
      guard let status = Int32(fields[1]) else { return nil }
      self = .exit(status: status, method: known(fields[2]), time: Double(fields[3]))
    default:
      return nil
    }
  }

  /// Where the run was: `in KVC.keyboardWillShow(Notification) at 0.5 s, step 2 (show keyboard)`,
  /// the step being the last of `steps` (their times and script texts) begun by then.
  func place(among steps: [(time: Double, text: String)]) -> String {
    let method: String?
    let time: Double?
    switch self {
    case .hang(let hungIn, let at): (method, time) = (hungIn, at)
    case .exit(_, let exitedIn, let at): (method, time) = (exitedIn, at)
    }
    var words = method.map { "in \($0)" } ?? "outside a method the lab can name"
    guard let time else { return words + ", before the run began" }
    words += " at \(RunTimeLimit.text(time)) s"
    if let index = steps.lastIndex(where: { $0.time <= time }) {
      words += ", step \(index + 1) (\(steps[index].text))"
    } else {
      words += ", at launch"
    }
    return words
  }
}
