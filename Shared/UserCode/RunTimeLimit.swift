import ArgumentParser
import SchmeeboardLab
import Synchronization

/// How long a run's process may take (`--run-timeout SECONDS`) before it is ended as a hang: the
/// driver sets it before it runs the command, where the runs (on any of the driver's threads) read
/// it, and each run's request carries it to the run's process (`IsolatedRun.Request`), which sets
/// it before the user's code runs, for its hang signal's handler to read.
///
/// A run takes milliseconds; the default, 5 s, leaves room for a machine under load and ends a
/// handler that never returns before a user wonders. At most 600 s, the longest a tool of the lab
/// waits for anything.
enum RunTimeLimit {
  /// The limit when `--run-timeout` is not given.
  static let defaultSeconds = 5.0
  /// The shortest and the longest limit `--run-timeout` takes.
  static let allowedSeconds = 0.1...600.0

  /// The limit's bits (`Double.bitPattern`): an atomic, which a signal's handler may read.
  private static let limit = Atomic<UInt64>(defaultSeconds.bitPattern)

  /// The limit, in seconds.
  static var seconds: Double {
    Double(bitPattern: limit.load(ordering: .sequentiallyConsistent))
  }

  /// Sets the limit for this process's runs.
  static func set(_ seconds: Double) {
    limit.store(seconds.bitPattern, ordering: .sequentiallyConsistent)
  }

  /// `seconds` as the lab writes a time: `5` for a whole number, `0.25` otherwise.
  static func text(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e15 ? "\(Int(seconds))" : "\(seconds)"
  }

  /// `value` as a limit in seconds; throws what is allowed, which argument-parser prints after
  /// its own words: `The value '0' is invalid for '--run-timeout <seconds>': …`.
  static func seconds(parsing value: String) throws(ValidationError) -> Double {
    guard let seconds = Double(value), allowedSeconds.contains(seconds) else {
      throw ValidationError(
        "not a time limit; give seconds from \(text(allowedSeconds.lowerBound)) to "
          + "\(text(allowedSeconds.upperBound)), such as 5")
    }
    return seconds
  }
}
