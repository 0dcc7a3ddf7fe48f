import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// Questions the techniques' claim tests ask of a timeline.
extension Timeline {
  /// The posts of `name` (`UIKeyboardWillShow`), in order, with their positions.
  public func posts(_ name: String) -> [(index: Int, record: PostRecord)] {
    entries.indices.compactMap { index in
      if case .post(let post) = entries[index].event, post.name == name {
        (index, post)
      } else {
        nil
      }
    }
  }

  /// The last value `name` (`grayView.frame`) was set or animated to before `time`, or `nil`.
  public func lastValue(of name: String, before time: Double) -> [Double]? {
    entries.last { entry in
      guard entry.time < time else { return false }
      switch entry.event {
      case .animate(let record): return record.name == name
      case .set(let change): return change.name == name
      default: return false
      }
    }.flatMap { entry in
      switch entry.event {
      case .animate(let record): record.to
      case .set(let change): change.to
      default: nil
      }
    }
  }
}

/// One run of `app`, which has no switches, through `scenario` on `device` and iOS `os`.`osMinor`.

public func run<V: Variant>(
  _ variant: V.Type, _ scenario: Scenario, device: Device, os: Int, osMinor: Int = 0
) -> Timeline where V.Switches == NoSwitches {
  SchmeeboardRun.timeline(
    of: variant, switches: NoSwitches(),
    on: RunTarget(device: device, release: IOSRelease(os, osMinor)),
    scenario: scenario)
}
