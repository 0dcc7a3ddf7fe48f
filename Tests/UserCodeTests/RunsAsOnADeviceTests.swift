import Foundation
import SchmeeboardUserCode
import Testing

/// A run of a user's controller behaves as the app does on a device, and always ends: what the
/// code prints is its console, never part of the document; a handler that never returns is a hang
/// named where it happened; `exit()` is the app exiting there; a process the code starts does not
/// hold the verdict; Ctrl-C and `SIGTERM` leave no process behind.
@Suite(.serialized) struct RunsAsOnADeviceTests {
  /// A controller that moves its field above the keyboard, with `body` at the top of its
  /// will-show handler.
  static func controller(named name: String, willShow body: String) -> String {
    """
    import UIKit

    class \(name): UIViewController {
      let field = UITextField(frame: CGRect(x: 20, y: 600, width: 280, height: 30))

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillShow(_:)),
          name: UIResponder.keyboardWillShowNotification, object: nil)
      }

      @objc func keyboardWillShow(_ notification: Notification) {
    \(body)
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        else { return }
        field.frame.origin.y = min(600, view.convert(frame, from: nil).minY - 40)
      }
    }

    """
  }

  /// The time limit of the runs that hang: the code spins on a core until it passes, so the
  /// shorter the less a test run spends; and a run reaches its first handler within some
  /// milliseconds, far inside it. The stack is read after it as after any limit (every tenth of a
  /// second, for a second).
  static let hangLimit = "0.5"

  /// The driver's run of `source`, the file `name`.swift, on an iPhone 7 with iOS 12 through
  /// show-hide, with `arguments` after.
  static func run(
    _ name: String, _ source: String, _ arguments: [String] = [], test: String = #function
  ) throws -> DriverRun {
    let folder = try DriverRun.folder([("\(name).swift", source)], test: test)
    return try DriverRun(
      ["--controller", folder.path, "--device", "iphone7", "--os", "12", "--scenario", "show-hide"]
        + arguments)
  }

  @Test func printsAreTheAppsConsoleOnStandardErrorAndTheDocumentStaysWhole() throws {
    let chatty = Self.controller(
      named: "ChattyViewController",
      willShow: """
            print("keyboard will show")
            debugPrint(notification.name)
            fputs("to standard error\\n", stderr)
        """)
    let run = try Self.run("ChattyViewController", chatty, ["--format", "json"])
    #expect(run.status == 0, "\(run.standardError)")
    let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
    #expect(document is [String: Any])
    let console = run.standardError.split(separator: "\n")
    #expect(console.contains("[iPhone 7, iOS 12, show-hide] keyboard will show"))
    #expect(console.contains("[iPhone 7, iOS 12, show-hide] to standard error"))
  }

  // The handler spins in its own code: a loop that spends its time in Foundation's code (reading
  // notification.userInfo again and again) is caught there by most of the driver's signals, and on
  // a busy machine none of them may find the handler's frame (docs/your-own-controller.md).
  @Test func aHandlerThatNeverReturnsIsAHangNamingTheMethodAndTheStep() throws {
    let hanging = Self.controller(
      named: "HangingViewController",
      willShow: """
            var spins = 0
            while spins >= 0 { spins = (spins &+ 1) & 0xFFFF }
        """)
    let started = Date()
    let run = try Self.run("HangingViewController", hanging, ["--run-timeout", Self.hangLimit])
    #expect(run.status == 70)
    #expect(
      run.standardError
        == "error: HangingViewController hangs: its code did not return within 0.5 s "
        + "(--run-timeout), in HangingViewController.keyboardWillShow(Notification) at 0 s, "
        + "step 1 (tap text-field) of show-hide on iPhone 7, iOS 12; the run was ended")
    #expect(run.standardOutput.isEmpty)
    // The compile (when not cached) and the run, never the forever the handler asks for.
    #expect(Date().timeIntervalSince(started) < 120)
  }

  @Test func aTrapIsTheConsoleUpToTheCrashThenOneLine() throws {
    let trapping = Self.controller(
      named: "TrappingViewController",
      willShow: """
            print("about to trap")
            fatalError("no keyboard frame")
        """)
    let run = try Self.run("TrappingViewController", trapping)
    #expect(run.status == 70)
    let file = "SchmeeboardUserController/TrappingViewController.swift"
    let expected: [String] = [
      "[iPhone 7, iOS 12, show-hide] about to trap",
      "[iPhone 7, iOS 12, show-hide] \(file):16: Fatal error: no keyboard frame",
      "error: TrappingViewController stopped (status 132) in show-hide on iPhone 7, iOS 12: "
        + "\(file):16: Fatal error: no keyboard frame",
    ]
    #expect(run.standardError.split(separator: "\n").map(String.init) == expected)
    #expect(run.standardOutput.isEmpty)
  }

  // A stop inside the lab's UIKit says UIKit's words, in the debug build too, whose lab is
  // optimized (`preconditionFailure` prints nothing there): a nib the lab cannot load.
  @Test func aStopInsideTheLabsUIKitSaysWhy() throws {
    let loading = Self.controller(
      named: "NibLoadingViewController",
      willShow: """
            _ = UINib(nibName: "ChatInputView", bundle: nil).instantiate(withOwner: nil, options: nil)
        """)
    let run = try Self.run("NibLoadingViewController", loading)
    #expect(run.status == 70)
    let last = try #require(run.standardError.split(separator: "\n").last)
    #expect(last.hasPrefix("error: NibLoadingViewController stopped (status 132) in show-hide"))
    #expect(
      last.hasSuffix(
        "Fatal error: NSInternalInconsistencyException: Could not load NIB in bundle with name "
          + "'ChatInputView': the lab has no nib files but the .xib files given with --controller "
          + "(docs/uikit-surface.md, \"Nibs\")"))
  }

  // The driver makes the controller once itself, to check its outlets before any run: an
  // initializer that never returns ends the command there too.
  @Test func anInitializerThatNeverReturnsEndsTheCommand() throws {
    let stuck = """
      import UIKit

      final class StuckInitViewController: UIViewController {
        override init(nibName: String?, bundle: Bundle?) {
          super.init(nibName: nibName, bundle: bundle)
          var spins = 0
          while nibName == nil { spins += 1 }
        }

        required init?(coder: NSCoder) { fatalError() }
      }

      """
    let started = Date()
    let run = try Self.run("StuckInitViewController", stuck, ["--run-timeout", Self.hangLimit])
    #expect(run.status == 70)
    #expect(
      run.standardError
        == "error: StuckInitViewController hangs: its code did not return within 0.5 s "
        + "(--run-timeout) while the lab made the controller to check its outlets, before any run")
    #expect(run.standardOutput.isEmpty)
    #expect(Date().timeIntervalSince(started) < 120)
  }

  @Test func exitInTheAppsCodeIsTheAppExitingAtThatStep() throws {
    // `exit` as an iOS file calls it, with UIKit alone imported.
    let exiting = Self.controller(named: "ExitingViewController", willShow: "    exit(0)")
    let run = try Self.run("ExitingViewController", exiting)
    #expect(run.status == 70)
    #expect(
      run.standardError
        == "error: ExitingViewController exited: its code called exit(0) "
        + "in ExitingViewController.keyboardWillShow(Notification) at 0 s, step 1 "
        + "(tap text-field) of show-hide on iPhone 7, iOS 12; the app ends there, as on iOS, "
        + "and the run has no verdict")
    #expect(run.standardOutput.isEmpty)
  }

  // On a device, standard output closed is a console that no longer shows anything: the run
  // goes on to its verdict (it was 74, "stopped (status 74) …:" with nothing after the colon,
  // while the lab's channel was standard output itself).
  @Test(arguments: ["close(STDOUT_FILENO)", "fclose(stdout)"])
  func aHandlerThatClosesStandardOutputRunsToItsVerdict(_ closing: String) throws {
    let closer = Self.controller(
      named: "ClosingViewController",
      willShow: """
            print("closing standard output")
            \(closing)
        """)
    let run = try Self.run(
      "ClosingViewController", closer, ["--summary"], test: "closes-\(closing.prefix(6))")
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("ClosingViewController\tiphone7\t12\tshow-hide\t"))
    #expect(run.standardError == "[iPhone 7, iOS 12, show-hide] closing standard output")
  }

  // A handler that closes every descriptor, as a daemon does, closes the lab's channel too (and
  // the console, so there are no last words to show). The files it then opens take the lowest
  // numbers, the fourth the channel's: the timeline must not be written into it.
  @Test func aHandlerThatClosesTheLabsChannelIsToldSoAndItsFilesStayUntouched() throws {
    let decoys = try DriverRun.folder([], test: "decoys")
    let closer = Self.controller(
      named: "DaemonViewController",
      willShow: """
            for descriptor in Int32(0)..<64 { close(descriptor) }
            for number in 0..<4 { _ = open("\(decoys.path)/\\(number)", O_WRONLY | O_CREAT, 0o600) }
        """)
    let run = try Self.run("DaemonViewController", closer)
    #expect(run.status == 70)
    #expect(
      run.standardError
        == "error: DaemonViewController closed the lab's channel in show-hide on iPhone 7, iOS 12: "
        + "its code closed a file descriptor it had not opened (3 or above, where the run's "
        + "process sends its timeline to the driver), so the run has no verdict; close only the "
        + "descriptors your code opens")
    #expect(run.standardOutput.isEmpty)
    let opened = try FileManager.default.contentsOfDirectory(atPath: decoys.path).sorted()
    #expect(opened == ["0", "1", "2", "3"])
    for name in opened {
      let path = decoys.appendingPathComponent(name).path
      let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber
      #expect(size == 0, "file \(name), opened on a closed descriptor, was written to")
    }
  }

  // A process that stops without a word (`_exit`, which no `exit` handler sees, before any print)
  // is said to have printed nothing, where the line ended at its colon.
  @Test func aRunThatStopsSilentlySaysSo() throws {
    let quitter = Self.controller(named: "QuittingViewController", willShow: "    _exit(5)")
    let run = try Self.run("QuittingViewController", quitter)
    #expect(run.status == 70)
    #expect(
      run.standardError
        == "error: QuittingViewController stopped (status 5) in show-hide on iPhone 7, iOS 12, "
        + "with nothing on its console")
  }

  @Test func aProcessTheCodeStartsNeitherHoldsTheVerdictNorOutlivesTheRun() throws {
    let spawning = Self.controller(
      named: "SpawningViewController",
      willShow: "    _ = system(\"sleep 61.25 &\")")
    let started = Date()
    let run = try Self.run("SpawningViewController", spawning, ["--summary"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("SpawningViewController\tiphone7\t12\tshow-hide\t"))
    #expect(Date().timeIntervalSince(started) < 60, "the sleep held the run")
    // The run's end kills its process group, and the kernel ends the killed sleep a moment after
    // (the driver may have exited first); one that outlived the run would stay a minute.
    let deadline = Date().addingTimeInterval(2)
    while !Self.processes(containing: "61.25").isEmpty && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(Self.processes(containing: "61.25").isEmpty)
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalToTheDriverLeavesNoProcessBehind(signal: Int32) throws {
    // A hang the time limit would end only after a minute: the signal comes first.
    let hanging = Self.controller(
      named: "StuckViewController",
      willShow: """
            var spins = 0
            while notification.userInfo != nil { spins += 1 }
        """)
    let folder = try DriverRun.folder([("StuckViewController.swift", hanging)])
    let driver = Process()
    driver.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("schmeeboard")
    driver.arguments = [
      "--controller", folder.path, "--run-timeout", "60", "--device", "iphone7", "--os", "12",
      "--scenario", "show-hide",
    ]
    driver.currentDirectoryURL = DriverRun.root
    driver.standardOutput = FileHandle.nullDevice
    driver.standardError = FileHandle.nullDevice
    try driver.run()
    // The run's process, which the driver's run server forked, once the controller is compiled.
    let deadline = Date().addingTimeInterval(180)
    var runs: [(id: Int32, parent: Int32)] = []
    var server: [(id: Int32, parent: Int32)] = []
    repeat {
      Thread.sleep(forTimeInterval: 0.1)
      let processes = Self.processes(containing: RunServer.argument)
      server = processes.filter { $0.parent == driver.processIdentifier }
      runs = processes.filter { process in server.contains { $0.id == process.parent } }
    } while runs.isEmpty && Date() < deadline && driver.isRunning
    #expect(server.count == 1)
    #expect(runs.count == 1)
    kill(driver.processIdentifier, signal)
    driver.waitUntilExit()
    #expect(driver.terminationReason == .uncaughtSignal)
    #expect(driver.terminationStatus == signal)
    Thread.sleep(forTimeInterval: 0.2)
    let left = Set(Self.processes(containing: RunServer.argument).map(\.id))
    #expect(left.isDisjoint(with: runs.map(\.id)), "the run's process outlived the driver")
    #expect(left.isDisjoint(with: server.map(\.id)), "the run server outlived the driver")
  }

  // A static and the initializer ask before the run begins: the screen, the device and the app
  // are there, the very ones the run then has.
  @Test func theScreenTheDeviceAndTheAppAnswerFromTheAppsFirstLine() throws {
    let early = """
      import UIKit

      final class LaunchViewController: UIViewController {
        static let screenHeight = UIScreen.main.bounds.height
        let application = UIApplication.shared
        let idiom = UIDevice.current.userInterfaceIdiom
        let scale = UIScreen.main.scale

        override init(nibName: String?, bundle: Bundle?) {
          super.init(nibName: nibName, bundle: bundle)
          print("screen \\(Self.screenHeight) pt, scale \\(scale), \\(idiom)")
        }

        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
          super.viewDidLoad()
          print("the same app: \\(application === UIApplication.shared)")
        }
      }

      """
    let run = try Self.run("LaunchViewController", early, ["--summary"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardError.split(separator: "\n") == [
        "[iPhone 7, iOS 12, show-hide] screen 667.0 pt, scale 2.0, phone",
        "[iPhone 7, iOS 12, show-hide] the same app: true",
      ])
  }

  // The run server forks every run of a matrix from a process that has loaded the controller and
  // run none of its code: a static counter that each launch raises reads 1 in every run, as it
  // does in every launch of an app, never the count of the runs before it. The runs below the
  // matrix's deployment target run too, judged `n/a` in their own process (`CountingMatrix`, the
  // matrix `MatrixJudgementTests` reads too).
  @Test func everyRunOfAMatrixStartsWithTheAppsStaticsUnmade() throws {
    let run = try CountingMatrix.matrix.get()
    #expect(run.status == 0, "\(run.standardError)")
    let runs = run.standardOutput.split(separator: "\n")
    #expect(runs.count > 400)
    // One line a run, `[iPhone 7, iOS 12, show-hide] launches 1`, each run's label once.
    let console = run.standardError.split(separator: "\n")
    #expect(console.count == runs.count)
    #expect(console.allSatisfy { $0.hasPrefix("[") && $0.hasSuffix("] launches 1") })
    #expect(Set(console).count == runs.count)
  }

  @Test func aTimeLimitThatIsNoTimeLimitIsAUsageErrorAndNothingRuns() throws {
    let run = try DriverRun.example("MovedViewController", ["--run-timeout", "0"])
    #expect(run.status == 64)
    #expect(
      run.standardError
        == "error: The value '0' is invalid for '--run-timeout <seconds>': not a time limit; "
        + "give seconds from 0.1 to 600, such as 5")
    #expect(run.progress.isEmpty, "nothing compiled")
    #expect(run.standardOutput.isEmpty)
  }

  /// The processes whose command line contains `text`: each one's id and its parent's.
  static func processes(containing text: String) -> [(id: Int32, parent: Int32)] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let id = Int32(entry),
        let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
        String(decoding: command, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
          .contains(text),
        let status = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let fields = status.split(separator: ")").last?.split(separator: " "), fields.count > 1,
        let parent = Int32(fields[1])
      else { return nil }
      return (id, parent)
    }
  }
}
