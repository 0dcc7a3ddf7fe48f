import Foundation
import Testing

/// `import Combine` in an app's own controller (`Shared/Combine`): OpenCombine's API with what iOS
/// has on the lab's types, `NotificationCenter.default.publisher(for:)` on the run's center, and
/// the main queue, run loop and operation queue as schedulers on the virtual clock. The
/// controllers are written as `Examples/Controllers/CombineViewController.swift` is: a pipeline
/// over the keyboard's notifications that sets the bottom constraint (`--layout pinned`) and lays
/// out. On the iPhone 15 with iOS 18 the keyboard is 335 pt tall in portrait, 215 pt in
/// landscape; its will-change-frame observers run inside its animation (docs/behaviour-model.md).
@Suite(.serialized) struct CombineControllerTests {
  static let iPhone15 = ["--device", "iphone15", "--os", "18"]

  /// `CombineViewController`'s pipeline under the class name `name`, with `operators` (one
  /// operator a line) between the overlap and the sink.
  static func controller(_ name: String, _ operators: String) -> String {
    """
    import Combine
    import UIKit

    final class \(name): UIViewController {
      @IBOutlet private weak var bottomConstraint: NSLayoutConstraint!
      private var cancellables = Set<AnyCancellable>()

      override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
          .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
          .map { [unowned self] endFrame -> CGFloat in
            let keyboard = self.view.convert(endFrame, from: UIScreen.main.coordinateSpace)
            return max(0, self.view.bounds.maxY - keyboard.minY)
          }
          \(operators)
          .sink { [weak self] overlap in
            self?.bottomConstraint.constant = overlap
            self?.view.layoutIfNeeded()
          }
          .store(in: &cancellables)
      }
    }

    """
  }

  /// A run of the controller in `source` (file `name`.swift) on the iPhone 15 with iOS 18: the
  /// text timeline's event lines (time and event), and its verdict and reason.
  static func run(
    _ name: String, _ source: String, scenario: String, folder test: String
  ) throws -> (events: [String], verdict: String) {
    let folder = try DriverRun.folder([("\(name).swift", source)], test: test)
    return try run(["--controller", folder.path], scenario: scenario)
  }

  /// A run of `controller` (the driver's `--controller` and its path) on the iPhone 15 with
  /// iOS 18: its event lines, and its verdict and reason as `--summary` gives them (`clean`, a
  /// tab, `every sample within 2 pt`), read from the timeline's last line, `verdict: clean (every
  /// sample within 2 pt)`, which states both in the same words: one launch of the driver a run,
  /// where a second with `--summary` ran the same run again.
  static func run(_ controller: [String], scenario: String) throws -> (
    events: [String], verdict: String
  ) {
    let timeline = try DriverRun(controller + iPhone15 + ["--scenario", scenario])
    #expect(timeline.status == 0, "\(timeline.standardError)")
    let lines = timeline.standardOutput.split(separator: "\n").map(String.init)
    let events = lines.filter { $0.split(separator: " ").first.flatMap { Double($0) } != nil }
    let prefix = "verdict: "
    let verdictLine = try #require(
      lines.last { $0.hasPrefix(prefix) && $0.hasSuffix(")") }, "\(timeline.standardOutput)")
    let verdict = verdictLine.dropFirst(prefix.count).prefix { $0 != " " }
    let reason = verdictLine.dropFirst(prefix.count + verdict.count + " (".count).dropLast()
    return (events, verdict + "\t" + reason)
  }

  /// Whether `lines` follow one another somewhere in `events`.
  static func contains(_ events: [String], inOrder lines: [String]) -> Bool {
    events.indices.contains { start in Array(events.dropFirst(start).prefix(lines.count)) == lines }
  }

  // The sink runs in the notification's own call, nested in the post: the constraint changes and
  // the layout is animated by the keyboard's own animation, which the observer runs inside, as a
  // selector's or block's observer on iOS.
  @Test func withoutAHopTheSinkMovesTheContentInsideTheKeyboardsAnimation() throws {
    let run = try Self.run(
      ["--controller", "Examples/Controllers/CombineViewController.swift"], scenario: "show-hide")
    #expect(
      Self.contains(
        run.events,
        inOrder: [
          "  0.000  post WillChangeFrame (0, 852, 393, 335) → (0, 517, 393, 335) 0.25 s curve 7 local",
          "  0.000    call notification publisher",
          "  0.000      constraint bottomConstraint.constant = 335",
          "  0.000      animate contentView.frame.height 852 → 517 0.25 s keyboard spring, keyboard",
        ]), "\(run.events)")
    #expect(run.verdict == "clean\tevery sample within 2 pt")
  }

  // `receive(on:)` a main-thread scheduler hands the overlap on a turn later: after the
  // will-change-frame's and the will-show's posts, outside the keyboard's animation, as on iOS,
  // where work for the main queue or the main run loop runs on a later turn of the run loop,
  // after the keyboard's animation block has closed. The content lands at once (`set`, not
  // `animate`) while the keyboard starts to rise: the 301 pt between them are pink, a glitch.
  @Test(arguments: ["DispatchQueue.main", "RunLoop.main", "OperationQueue.main"])
  func receiveOnTheMainThreadMovesTheContentATurnLaterOutsideTheAnimation(_ scheduler: String)
    throws
  {
    let source = Self.controller("HopViewController", ".receive(on: \(scheduler))")
    let run = try Self.run(
      "HopViewController", source, scenario: "show-hide", folder: "receive-on-\(scheduler)")
    #expect(
      Self.contains(
        run.events,
        inOrder: [
          "  0.000    call notification publisher",
          "  0.000  post WillShow (0, 852, 393, 335) → (0, 517, 393, 335) 0.25 s curve 7 local",
          "  0.000  call main queue block",
          "  0.000    constraint bottomConstraint.constant = 335",
          "  0.000    set contentView.frame.height 852 → 517",
        ]), "\(run.events)")
    #expect(
      run.verdict
        == "glitch\t301 pt of pink below contentView at 0 s: pink band, the field's 50 pt or more")
  }

  // `debounce` on the main queue waits for 0.3 s of virtual time without a notification: the
  // content moves 0.3 s after each keyboard change, and of the rotation's two changes at 1 s
  // (the hide to 0, the show to 215 pt) only the last is handed on. Until then the keyboard
  // covers the field.
  @Test func debounceHandsOnTheLastOverlapAfterAQuietSpellOfVirtualTime() throws {
    let source = Self.controller(
      "DebounceViewController", ".debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)")
    let run = try Self.run("DebounceViewController", source, scenario: "rotate", folder: #function)
    #expect(
      run.events.filter { $0.contains("constraint") } == [
        "  0.300    constraint bottomConstraint.constant = 335",
        "  1.300    constraint bottomConstraint.constant = 215",
        "  2.300    constraint bottomConstraint.constant = 335",
      ])
    #expect(
      run.verdict
        == "glitch\t323.3 pt of contentView covered at 0.283 s: field hidden, the field's 50 pt "
        + "or more")
  }

  // `throttle` on the main run loop, one a second, the latest: the first overlap is handed on a
  // turn after it came, and each rotation's two changes, a second later, as one, the latest.
  @Test func throttleHandsOnTheLatestOverlapOnceAnInterval() throws {
    let source = Self.controller(
      "ThrottleViewController", ".throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)"
    )
    let run = try Self.run("ThrottleViewController", source, scenario: "rotate", folder: #function)
    #expect(
      run.events.filter { $0.contains("constraint") } == [
        "  0.000    constraint bottomConstraint.constant = 335",
        "  1.000    constraint bottomConstraint.constant = 215",
        "  2.000    constraint bottomConstraint.constant = 335",
      ])
  }

  // A scheduler's repeating work (`schedule(after:interval:)`) runs at its first moment and then
  // every interval, on virtual time, until its token is cancelled: the tick due after the cancel
  // still comes as a call, and does nothing (the main queue's work cannot be taken back).
  @Test func repeatingWorkRunsEveryIntervalUntilCancelled() throws {
    let source = """
      import Combine
      import UIKit

      final class RepeatingViewController: UIViewController {
        @IBOutlet private weak var bottomConstraint: NSLayoutConstraint!
        private var ticks: Cancellable?

        override func viewDidLoad() {
          super.viewDidLoad()
          let queue = DispatchQueue.main
          ticks = queue.schedule(
            after: queue.now.advanced(by: .milliseconds(500)), interval: .seconds(1)
          ) { [weak self] in
            guard let self else { return }
            self.bottomConstraint.constant += 10
            if self.bottomConstraint.constant >= 30 { self.ticks?.cancel() }
          }
        }
      }

      """
    let run = try Self.run("RepeatingViewController", source, scenario: "rotate", folder: #function)
    #expect(
      run.events.filter { $0.contains("main queue block") || $0.contains("constraint") } == [
        "  0.500  call main queue block", "  0.500    constraint bottomConstraint.constant = 10",
        "  1.500  call main queue block", "  1.500    constraint bottomConstraint.constant = 20",
        "  2.500  call main queue block", "  2.500    constraint bottomConstraint.constant = 30",
        "  3.500  call main queue block",
      ])
  }

  // An app's own module (`--module`) that imports Combine and hands its controller a publisher:
  // it is compiled against the lab's Combine as the controller is.
  @Test func anAppsOwnModuleImportsCombineToo() throws {
    let module = try DriverRun.folder(
      [
        (
          "KeyboardFrames.swift",
          """
          import Combine
          import UIKit

          public enum KeyboardFrames {
            public static func ends() -> AnyPublisher<CGRect, Never> {
              NotificationCenter.default
                .publisher(for: UIResponder.keyboardWillChangeFrameNotification)
                .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                .eraseToAnyPublisher()
            }
          }

          """
        )
      ], test: "module-KeyboardFrames")
    let source = """
      import Combine
      import KeyboardFrames
      import UIKit

      final class ModuleViewController: UIViewController {
        @IBOutlet private weak var bottomConstraint: NSLayoutConstraint!
        private var cancellables = Set<AnyCancellable>()

        override func viewDidLoad() {
          super.viewDidLoad()
          KeyboardFrames.ends()
            .map { [unowned self] endFrame -> CGFloat in
              let keyboard = self.view.convert(endFrame, from: UIScreen.main.coordinateSpace)
              return max(0, self.view.bounds.maxY - keyboard.minY)
            }
            .sink { [weak self] overlap in
              self?.bottomConstraint.constant = overlap
              self?.view.layoutIfNeeded()
            }
            .store(in: &cancellables)
        }
      }

      """
    let folder = try DriverRun.folder([("ModuleViewController.swift", source)], test: #function)
    let run = try Self.run(
      ["--controller", folder.path, "--module", "KeyboardFrames=\(module.path)"],
      scenario: "show-hide")
    #expect(run.verdict == "clean\tevery sample within 2 pt")
  }

  /// A view model's `@Published` overlap, fed with `assign(to:on:)` from the will-show and
  /// will-hide notifications merged, and followed by the controller with `removeDuplicates` and a
  /// `sink`.
  static let published = """
    import Combine
    import UIKit

    final class KeyboardModel {
      @Published var overlap: CGFloat = 0
    }

    final class PublishedViewController: UIViewController {
      @IBOutlet private weak var bottomConstraint: NSLayoutConstraint!
      private let model = KeyboardModel()
      private var cancellables = Set<AnyCancellable>()

      override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        center.publisher(for: UIResponder.keyboardWillShowNotification)
          .merge(with: center.publisher(for: UIResponder.keyboardWillHideNotification))
          .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
          .map { [unowned self] endFrame -> CGFloat in
            let keyboard = self.view.convert(endFrame, from: UIScreen.main.coordinateSpace)
            return max(0, self.view.bounds.maxY - keyboard.minY)
          }
          .assign(to: \\.overlap, on: model)
          .store(in: &cancellables)
        model.$overlap
          .dropFirst()
          .removeDuplicates()
          .sink { [weak self] overlap in
            self?.bottomConstraint.constant = overlap
            self?.view.layoutIfNeeded()
          }
          .store(in: &cancellables)
      }
    }

    """

  // Both merged publishers hand their notifications on, and the published value reaches the
  // sink in the same call: the rotation's hide (0) and show (215 pt) at 1 s, nested in the
  // notification's call, inside the keyboard's animation, so the show and hide are clean.
  @Test func publishedAndAssignCarryTheOverlapInTheNotificationsCall() throws {
    let rotate = try Self.run(
      "PublishedViewController", Self.published, scenario: "rotate", folder: #function)
    #expect(
      rotate.events.filter { $0.contains("constraint") } == [
        "  0.000      constraint bottomConstraint.constant = 335",
        "  1.000      constraint bottomConstraint.constant = 0",
        "  1.000      constraint bottomConstraint.constant = 215",
        "  2.000      constraint bottomConstraint.constant = 0",
        "  2.000      constraint bottomConstraint.constant = 335",
      ])
    #expect(
      Self.contains(
        rotate.events,
        inOrder: [
          "  1.000    call notification publisher",
          "  1.000      constraint bottomConstraint.constant = 215",
        ]), "\(rotate.events)")
    let showHide = try Self.run(
      "PublishedViewController", Self.published, scenario: "show-hide", folder: #function)
    #expect(showHide.verdict == "clean\tevery sample within 2 pt")
  }
}
