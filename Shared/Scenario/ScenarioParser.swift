/// Reads the scenario format: one instruction a line, `#` comments, blank lines ignored.
///
/// ```text
/// # Show the keyboard, turn to landscape and back, then hide it.
/// device iphone5
/// ios 6
/// at 0 tap text-field
/// at 1 rotate landscape-left
/// wait 1
/// rotate portrait
/// at 3 tap background
/// ```
///
/// `at T` sets the time of the action that follows it (seconds, never going back); `wait D` moves
/// the time on by `D`; an action with no `at` happens at the current time. `device` and `ios` are
/// optional and apply unless the command line says otherwise. The first comment is the summary.
nonisolated public struct ScenarioParser {
  /// The longest run a scenario may ask for, in virtual seconds.
  public static let longestTime = 600.0
  /// The most steps a scenario may have.
  public static let mostSteps = 1000

  private let fileName: String

  public init(fileName: String) {
    self.fileName = fileName
  }

  /// Parses `text` into a scenario named `name`.
  public func parse(_ text: String, name: String) throws(ScenarioError) -> Scenario {
    var scenario = Scenario(name: name, summary: "", steps: [])
    var cursor = 0.0
    var sawInstruction = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = Line(number: index + 1, text: String(rawLine), fileName: fileName)
      let words = line.words
      guard let first = words.first else {
        if scenario.summary.isEmpty, let comment = line.comment { scenario.summary = comment }
        continue
      }
      sawInstruction = true
      switch first.text {
      case "device":
        let value = try line.single(after: first, in: words, expecting: "a device")
        guard let device = Device(rawValue: value.text) else {
          throw line.error(at: value, "unknown device '\(value.text)'; expected one of \(Device.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        scenario.device = device
      case "ios":
        let value = try line.single(after: first, in: words, expecting: "an iOS version")
        guard let os = Int(value.text), IOSVersion.modelled.contains(os) else {
          throw line.error(at: value, "unknown iOS version '\(value.text)'; expected a whole number from \(IOSVersion.oldestModelled) to \(IOSVersion.newestModelled)")
        }
        scenario.os = os
      case "wait":
        let value = try line.single(after: first, in: words, expecting: "a number of seconds")
        let seconds = try line.seconds(value)
        guard seconds > 0 else { throw line.error(at: value, "a wait must be longer than 0 seconds") }
        cursor += seconds
        try line.checkWithinLimit(cursor, at: value)
      case "at":
        guard words.count >= 2 else { throw line.error(at: first, "expected a time after 'at'") }
        let time = try line.seconds(words[1])
        guard time >= cursor else {
          throw line.error(at: words[1], "time \(words[1].text) goes back before \(NumberFormat.seconds(cursor)); steps must be in order")
        }
        try line.checkWithinLimit(time, at: words[1])
        cursor = time
        guard words.count >= 3 else { throw line.error(at: words[1], "expected an action after 'at \(words[1].text)'") }
        scenario.steps.append(ScenarioStep(time: cursor, action: try line.action(Array(words[2...]))))
      default:
        scenario.steps.append(ScenarioStep(time: cursor, action: try line.action(words)))
      }
      guard scenario.steps.count <= Self.mostSteps else {
        throw line.error(at: first, "too many steps; a scenario may have at most \(Self.mostSteps)")
      }
    }
    guard sawInstruction, !scenario.steps.isEmpty else {
      throw ScenarioError(file: fileName, line: 1, column: 1, message: "no steps; expected lines such as 'at 0 tap text-field'")
    }
    return scenario
  }
}
