import SimulatedUIKit

/// One run: a simulated iPhone or iPad on one iOS version, the controller under test, and the
/// virtual clock that drives them through a scenario.
///
/// UIKit's globals (`NotificationCenter.default`, `UIDevice.current`, the context behind
/// `UIView.animate`) resolve to the running simulation, which installs itself as the thread's
/// running system for its run (`RunningSystemSlot`, `Simulation+RunningSystem`), so every run
/// starts fresh.
///
/// ```swift
/// let nib = SchmeeboardNib.springsAndStruts2012.instantiate()
/// let target = RunTarget(device: .iphone5, release: IOSRelease(6))
/// let simulation = Simulation(on: target, controller: controller, nib: nib)
/// let run = simulation.run(BuiltInScenario.rotate.scenario)
/// ```
public final class Simulation {
  let rules: SystemRules
  /// The safe area the app sees (`SystemRules.safeArea`), which every sample reads: worked out
  /// once, where the rules work it out from the device's specification at each reading.
  private let appSafeArea: SafeArea?
  package let clock = VirtualClock()
  package let recorder: TimelineRecorder
  package let animator: AnimationEngine
  package let notificationCenter: NotificationCenter
  /// What the app did on this thread before the run: its center is `notificationCenter`, its
  /// dispatched work runs as the run starts.
  private let preRun: PreRunState
  package let application: UIApplication
  package let uiDevice: UIDevice
  package let window: UIWindow
  let keyboard = SimulatedKeyboard()
  /// What the hazard actions have changed (`Simulation+Hazards`).
  let hazards = HazardState()
  package let controller: UIViewController
  package let nib: NibObjects
  /// The field `--field` names for the scenario's taps, `nil` for the default one
  /// (`Simulation+Field`).
  let fieldName: String?
  /// The field the scenario's last `tap text-field` tapped, `nil` before the first.
  var tappedField: UIView?
  /// The root view's frame as the system places it (launch, rotation, resizes), animated as the
  /// root view's frame is: where the root view would be had the controller not moved it. Samples
  /// measure from it, so that a root view the controller moves up reads as moved (§1).
  let rootPlacement = AnimatedValue(name: nil, dimensions: 4, model: .zero)
  private let stateObserver: ControllerStateObserver
  private var rests: [Sample] = []
  /// Whether a controller presented during the launch is still on its way in: the layout's
  /// margins are read from the screen it shows once it has arrived too (`presentedLaunch`).
  private var awaitsLaunchPresentation = false
  /// The screen a controller presented during the launch showed once it had arrived, the
  /// keyboard down; `nil` when none was, or the keyboard was up by then.
  private var presentedLaunch: Sample?
  /// The app's width in Split View, or `nil` when it has the whole screen.
  var splitViewWidth: Double?
  /// The app's Stage Manager window as the scenario last placed it, or `nil` when it has the
  /// whole screen (`Simulation+StageManager`).
  var stageManagerWindow: StageManagerWindow?
  /// The window's frame on the screen where it was last placed, `nil` when it fills the screen.
  var placedWindowFrame: CGRect?
  /// The window's placement the last sample recorded, shared by the samples that follow while it
  /// holds.
  private var lastWindowPlacement: WindowPlacement?
  /// The path from the root view to the field the last sample judged, which the samples that
  /// follow measure along while it holds (`judgedFieldPath(under:)`, its only writer): until the
  /// judged field changes, or a view is linked into or out of the hierarchy under the root view.
  private var measuredPath: FieldPath?
  /// The views whose own fill covered the gap below the edge in some sample, in the order
  /// `Sample.fillingView` counts them.
  var fillingViews: [UIView] = []
  /// The orientation an interface rotation under way started from, `nil` when none is
  /// (`Simulation+Overlap.swift`).
  var rotatingFrom: UIInterfaceOrientation?
  /// Whether an interface rotation is under way.
  var isRotating: Bool { rotatingFrom != nil }
  /// Whether keyboard layout guides see the keyboard gone: from a rotation's will-hide to its
  /// will-show, under the alternative reading of `keyboardLayoutGuideIgnoresRotationHide` [M].
  var keyboardLayoutGuideSeesRotationHide = false
  /// The rotation asked for while another was under way, to begin when it ends.
  var deferredRotation: UIInterfaceOrientation?
  /// Whether the app's deciding controller hides the status bar, as last read
  /// (`Simulation+StatusBar.swift`).
  var statusBarIsHiddenByApp = false

  /// Prepares a run of `controller`, whose outlets are connected to `nib`, on `target` (a device
  /// that ran the release), for an app built for `family` (an iPhone-only app runs as the iPhone
  /// it believes it is on, `DisplayMode`), with the rules `assumptions` names read the other way;
  /// the scenario's `tap text-field` taps the field `fieldName` names (a stored property of the
  /// controller, or an object of the nib), or by default the nib's, else the first in the view
  /// hierarchy (`Simulation+Field`). A run made only to be judged need not keep its events
  /// (`keepingEvents` false): its result's `entries` are then empty, and nothing else differs
  /// (`TimelineRecorder.keepsEntries`).
  public init(
    on target: RunTarget, family: DeviceFamily = .universal,
    assuming assumptions: Set<SystemRules.Rule> = [], controller: UIViewController,
    nib: NibObjects, tapping fieldName: String? = nil, keepingEvents: Bool = true
  ) {
    precondition(
      target.isModelled,
      "Simulation: \(target.device.displayName) did not run iOS \(target.release)")
    rules = SystemRules(
      device: target.device, release: target.release,
      mode: DisplayMode(family: family, device: target.device), assuming: assumptions)
    appSafeArea = rules.safeArea
    recorder = TimelineRecorder(clock: clock, keepsEntries: keepingEvents)
    animator = AnimationEngine(
      clock: clock, recorder: recorder, animationsAreAdditive: rules.animationsAreAdditive)
    preRun = PreRunState.take() ?? PreRunState()
    notificationCenter = preRun.notificationCenter
    notificationCenter.recorder = recorder
    let launch = preRun.launch ?? Self.launchObjects(under: rules)
    uiDevice = launch.device
    window = launch.window
    application = launch.application
    self.controller = controller
    self.nib = nib
    self.fieldName = fieldName
    stateObserver = ControllerStateObserver(controller: controller)
    controller.nibRootView = nib.view
    if nib.isControllerLayout {
      nib.view.frame = rootViewFrame(in: .portrait)
    }
  }

  /// Makes the app's objects a run on `target` will have (`init`'s arguments of the same names),
  /// before the run's controller is made, for the thread's next simulation to take, which must be
  /// that run's: `UIScreen.main`, `UIApplication.shared` and `UIDevice.current` then answer in the
  /// controller's initializer and in statics, as on a device.
  public static func prepareLaunch(
    on target: RunTarget, family: DeviceFamily = .universal,
    assuming assumptions: Set<SystemRules.Rule> = []
  ) {
    PreRunState.current.launch = launchObjects(
      under: SystemRules(
        device: target.device, release: target.release,
        mode: DisplayMode(family: family, device: target.device), assuming: assumptions))
  }

  /// The app's objects a run under `rules` has: its device, its window on the device's screen,
  /// and the application holding it.
  private static func launchObjects(under rules: SystemRules) -> LaunchObjects {
    LaunchObjects(
      window: UIWindow(
        space: ScreenSpace(portraitSize: rules.portraitScreen),
        isFixedInPortrait: !rules.screenFollowsInterface, safeArea: rules.viewSafeArea,
        baseCoordinatesStartAtWindow: rules.windowCoordinatesStartAtTheWindow),
      device: UIDevice(
        userInterfaceIdiom: rules.isPad ? .pad : .phone,
        release: (rules.release.major, rules.release.minor)),
      screenScale: rules.device.screenScale)
  }

  /// The controller's root view, loaded at launch.
  var rootView: UIView { controller.view }

  /// The simulation running on this thread, for code behind UIKit's surface that needs the
  /// simulation itself (a test's probe); a call outside a run is a bug.
  package static func running(_ api: String) -> Simulation {
    guard let current = RunningSystemSlot.current as? Simulation else {
      fatalError("\(api) used outside a running simulation")
    }
    return current
  }

  /// Runs `scenario` to the end: launches the app, performs each step at its time, and samples the
  /// screen at 60 Hz while anything animates and on the frame after anything jumps [M], until
  /// nothing is scheduled or moving. Before each step after the first, a screen that has settled is
  /// kept as a rest (`docs/behaviour-model.md` §1).
  public func run(_ scenario: Scenario) -> SimulationResult {
    precondition(RunningSystemSlot.current == nil, "Simulation.run: another run is under way")
    return RunningSystemSlot.install(self) { runSteps(of: scenario) }
  }

  /// Schedules step `index` of `steps`, which schedules the next when it has run. A step is
  /// scheduled only once the one before it has run, so the work that step scheduled for the same
  /// instant as the next one (a did-notification of an animation that ends when the next step
  /// begins) runs first: what settled at that instant is posted before what the next action
  /// starts [M: the keyboard's animation has ended before the user's next touch is handled].
  private func scheduleStep(_ index: Int, of steps: [ScenarioStep]) {
    guard index < steps.count else { return }
    clock.schedule(at: VirtualTime(seconds: steps[index].time)) { [self] in
      if index > 0, !animator.isAnimating, !animator.hasUnsampledJump {
        rests.append(sample())
      }
      perform(steps[index].action)
      scheduleStep(index + 1, of: steps)
    }
  }

  /// `run(_:)`, with this simulation the current one.
  private func runSteps(of scenario: Scenario) -> SimulationResult {
    // The recorder holds this closure, so the closure must not hold the recorder: the two would
    // keep each other, and the run's every entry, after the run.
    recorder.beforeRecording = { [stateObserver, unowned recorder] in
      stateObserver.sync(into: recorder)
    }
    for (delay, work) in preRun.dispatched {
      schedule(after: delay) { [recorder] in recorder.call(MainDispatchQueue.callName, work) }
    }
    launch()
    let statusBarHiddenAtLaunch = statusBarIsHiddenByApp
    let launched = sample()
    awaitsLaunchPresentation = controller.presentedViewController != nil
    // Room for a run's samples at once: one a frame up to the last step (a minute's at most) and
    // a second's after it. An array the samples outgrow is copied, and a sample is large.
    let lastStep = VirtualTime(seconds: scenario.steps.last?.time ?? 0)
    var samples: [Sample] = []
    samples.reserveCapacity(
      min(Self.frame(atOrAfter: lastStep), 60 * Self.samplesPerSecond) + Self.samplesPerSecond)
    scheduleStep(0, of: scenario.steps)
    runClock(into: &samples)
    var settled = rests + [sample()]
    let margins = LayoutMargins(launch: launched, arrival: presentedLaunch)
    margins.allow(rests: &settled, samples: &samples)
    let rest = settled.removeLast()
    var result = SimulationResult(
      entries: recorder.entries, samples: samples, rests: settled, rest: rest)
    result.margin = margins.margin
    result.statusBarHiddenByAppAtLaunch = statusBarHiddenAtLaunch
    result.judgedViews = judgedViews()
    result.hasFieldToTap = judgedField != nil
    return result
  }

  // MARK: - Launch

  /// Loads the view, puts it in the window at the device's size, and shows it [A: the lifecycle
  /// order]; the nib's own size is the iPhone it was drawn for.
  private func launch() {
    controller.loadViewIfNeeded()
    if nib.isControllerLayout {
      nameViewsAfterProperties()
    }
    window.addSubview(rootView)
    // The controller appearing decides the status bar before it is laid out [M: the order].
    statusBarAppearanceNeedsUpdate()
    resizeRootView(to: rootViewFrame(in: .portrait))
    let shown = controller.shownControllers
    recorder.call("viewWillAppear(false)") { for each in shown { each.viewWillAppear(false) } }
    // UIKit lays the view out between the two [A: the appearance and layout callbacks' order].
    layOutViewsNeedingLayout()
    recorder.call("viewDidAppear(false)") { for each in shown { each.viewDidAppear(false) } }
    controllersDidAppear(shown)
    // What viewDidAppear changed is laid out at the end of the launch's turn.
    layOutViewsNeedingLayout()
    // The first frame shows the launched screen: nothing jumped on it.
    animator.hasUnsampledJump = false
  }

  /// The root view's frame in the window's interface coordinates: the window (the screen, or the
  /// app's pane in Split View or its Stage Manager window), less the status bar before iOS 7 and
  /// the double-height status bar's extra.
  package func rootViewFrame(in orientation: UIInterfaceOrientation) -> CGRect {
    let size = windowFrame(in: orientation)?.size ?? window.space.interfaceSize(in: orientation)
    let top =
      rules.rootViewTopInset
      + (hazards.statusBarIsDouble ? rules.doubleHeightStatusBarExtra : 0)
    return CGRect(x: 0, y: top, width: size.width, height: size.height - top)
  }

  /// The window's frame on the screen in `orientation`'s interface coordinates when it does not
  /// fill the screen: the Split View pane at the screen's right-hand edge [M], or the Stage Manager
  /// window, moved and cut to fit a screen turned since it was placed [M]; `nil` otherwise.
  func windowFrame(in orientation: UIInterfaceOrientation) -> CGRect? {
    // Most runs fill the screen: every sample asks, and the screen's size is needed only here.
    guard stageManagerWindow != nil || splitViewWidth != nil else { return nil }
    let screen = window.space.interfaceSize(in: orientation)
    if let stage = stageManagerWindow {
      let width = min(stage.width, Double(screen.width))
      let height = min(stage.height, Double(screen.height))
      return CGRect(
        x: min(stage.x, Double(screen.width) - width),
        y: min(stage.y, Double(screen.height) - height),
        width: width, height: height)
    }
    if let width = splitViewWidth {
      return CGRect(
        x: Double(screen.width) - width, y: 0, width: width, height: Double(screen.height))
    }
    return nil
  }

  // MARK: - Clock and samples

  /// Runs scheduled work in time order, sampling on the 60 Hz grid whenever something animates or
  /// has just jumped, each sample appended to `samples`: a local array of the run's, which the
  /// compiler checks as it compiles, where a stored one was checked at every sample.
  ///
  /// A frame's sample takes the judged hierarchy the frame before found (`JudgedHierarchy`)
  /// while the clock ran no work between the two: from one frame's sample to the next, nothing
  /// runs here but the engine's pruning of ended animations and the clock's move to the frame's
  /// time, and no code of the app's or of UIKit's (a step, a post, a handler, a completion, a
  /// layout pass: all run as the clock's work, below). It is dropped before any work runs, so that
  /// it holds no view through code that may let the view go.
  private func runClock(into samples: inout [Sample]) {
    var nextFrame = 0
    var foundAtLastFrame: JudgedHierarchy?
    while true {
      var sampleTime: VirtualTime?
      if animator.isAnimating || animator.hasUnsampledJump {
        nextFrame = max(nextFrame, Self.frame(atOrAfter: clock.now))
        sampleTime = VirtualTime(ticks: nextFrame * Self.ticksPerFrame)
      }
      if let work = clock.nextTime, Self.runsFirst(work, before: sampleTime) {
        foundAtLastFrame = nil
        clock.runNext()
        layOutViewsNeedingLayout()
        if awaitsLaunchPresentation { notePresentedLaunch() }
      } else if let frameTime = sampleTime {
        clock.advance(to: frameTime)
        if foundAtLastFrame == nil { foundAtLastFrame = findJudgedHierarchy() }
        // Measured where it is kept: a sample returned and appended was copied twice. The judged
        // hierarchy is lent from where it is kept, not taken into a constant of its own, which
        // cost each frame two retains and two releases of it.
        let now = clock.now
        samples.append(Self.unmeasuredSample(at: now))
        measure(&samples[samples.count - 1], at: now, in: foundAtLastFrame!)
        animator.pruneFinished()
        animator.hasUnsampledJump = false
        nextFrame += 1
      } else {
        return
      }
    }
  }

  /// Whether work due at `time` runs before the sample due at `sampleTime` (always, when no
  /// sample is due). A function rather than a closure: this runs for every event and frame.
  private static func runsFirst(_ time: VirtualTime, before sampleTime: VirtualTime?)
    -> Bool
  {
    guard let sampleTime else { return true }
    return time <= sampleTime
  }

  /// Keeps the screen a controller presented during the launch shows once it has arrived, the
  /// keyboard down, as a screen whose margins the layout keeps by design (`LayoutMargins`): the
  /// launch's own showed the presenter's, which the presented one covers [M]. Nothing is kept
  /// when the keyboard is up by then, or the controller left before it arrived.
  private func notePresentedLaunch() {
    guard let presented = controller.presentedViewController else {
      awaitsLaunchPresentation = false
      return
    }
    guard !presented.isBeingPresented else { return }
    awaitsLaunchPresentation = false
    if !keyboard.isVisible { presentedLaunch = sample() }
  }

  /// 60 Hz [M].
  static let samplesPerSecond = 60
  /// A frame's length in ticks: 100. Computed, a division of two constants: a stored static was
  /// read through the runtime's `swift_once` at every frame.
  private static var ticksPerFrame: Int { VirtualTime.ticksPerSecond / samplesPerSecond }

  /// The number of the first 60 Hz frame at or after `time`.
  private static func frame(atOrAfter time: VirtualTime) -> Int {
    (time.ticks + ticksPerFrame - 1) / ticksPerFrame
  }

  /// What the screen shows now, from presentation values.
  private func sample() -> Sample {
    let now = clock.now
    var sample = Self.unmeasuredSample(at: now)
    measure(&sample, at: now, in: findJudgedHierarchy())
    return sample
  }

  /// A sample of `now` with nothing measured yet.
  private static func unmeasuredSample(at now: VirtualTime) -> Sample {
    Sample(time: now.seconds, viewHeight: 0, keyboardHeight: 0, grayBottom: 0, viewWidth: 0)
  }

  /// Measures what the screen shows at `now` into `sample`, a sample of that time with nothing
  /// measured yet, the judged hierarchy being `found`. A function of its own that is never
  /// inlined: written out in `sample()`, which returns the sample, it made the compiler copy the
  /// finished sample out (a retain of each reference it holds) and destroy the original, at every
  /// sample.
  @inline(never)
  private func measure(_ sample: inout Sample, at now: VirtualTime, in found: JudgedHierarchy) {
    let view: CGRect
    let shown: ShownHierarchy
    if let still = found.stillRoot {
      view = still.placement
      shown = ShownHierarchy(shownRoot: still.shown, at: now)
    } else {
      view = CGRect(rootPlacement.presentation(at: now))
      shown = shownJudgedHierarchy(found, placement: view, at: now)
      if found.isRunRootView, rootPlacement.holdsNoAnimation, found.root.holdsNoAnimation {
        found.stillRoot = (view, shown.shownRoot)
      }
    }
    sample.viewHeight = Double(view.height)
    sample.keyboardHeight = keyboard.height.presentation(at: now)[0]
    sample.viewWidth = Double(view.width)
    // The judged field is read where it is needed, not held for the whole sample: the tapped
    // field has a side table (the first responder is held weakly), so each strong reference
    // taken to it costs the runtime's slow path, where most samples need only its identity.
    if let accessory = keyboard.accessory, let field = judgedField, field.isInside(accessory) {
      sample.measure(
        fieldInBar: field.convert(field.bounds, to: accessory),
        accessoryHeight: Self.height(of: accessory))
    } else {
      sample.keyboardHeight = drawnKeyboardHeight(framesHeight: sample.keyboardHeight)
      sample.measure(
        found.path, in: shown, measuringField: nib.isControllerLayout,
        statedField: nib.layout.map { (margin: $0.fieldMargin, height: $0.fieldHeight) })
    }
    noteFillingView(of: &sample, in: shown, under: found.root, along: found.path)
    sample.show(nib, at: now)
    if view.minY > 0 {
      sample.rootViewTop = Double(view.minY)
    }
    if statusBarIsHiddenByApp {
      sample.statusBarIsHidden = true
    }
    let orientation = window.interfaceOrientation
    // Through a rotation from landscape the screen is drawn the way round it started, until it
    // has turned: the interface takes its new orientation as the rotation begins.
    let drawn = rotatingFrom.flatMap { $0.isLandscape ? $0 : nil } ?? orientation
    sample.orientation = SampleOrientation(drawn)
    if let frame = shownWindowFrame(in: orientation, appWidth: Double(view.width)) {
      let screen = window.space.interfaceSize(in: orientation)
      let placement = WindowPlacement(
        x: Double(frame.minX), y: Double(frame.minY), screenWidth: Double(screen.width),
        screenHeight: Double(screen.height))
      // One placement for every sample until the window moves: a reference, not four numbers.
      if placement != lastWindowPlacement { lastWindowPlacement = placement }
      sample.window = lastWindowPlacement
    }
    // The home indicator is the window's only where the window reaches the screen's bottom.
    if let insets = appSafeArea?.insets(in: orientation), sample.windowLift == 0 {
      sample.homeIndicator = Double(insets.bottom)
    }
    if keyboard.isVisible, hazards.hardwareKeyboardAttached, sample.keyboardIsUp {
      sample.keyboardIsBar = true
      if rules.hardwareKeyboardToolbarIsCentred {
        sample.keyboardBarWidth = hardwareToolbarWidth
        if hazards.toolbarIsMinimised { sample.keyboardBarIsMinimised = true }
      }
    }
    if keyboard.isVisible, !hazards.hardwareKeyboardAttached, hazards.placement != .docked {
      let rect = floatingKeyboardRect(
        height: softwareKeyboardHeight(in: orientation), in: orientation)
      sample.floatingKeyboard = FloatingKeyboard(
        top: Double(rect.minY) - Double(view.minY), height: Double(rect.height),
        isSplit: hazards.placement == .split,
        width: hazards.placement == .floating ? Double(rect.width) : nil)
    }
  }

  /// The path from `root`, the judged root view, to the judged field (`judgedField`,
  /// `FieldPath`): the one the last sample measured along while it leads to that field under that
  /// root as it is, else found again and kept. The field is compared by identity, taken without
  /// holding it.
  func judgedFieldPath(under root: UIView) -> FieldPath {
    let revision = root.hierarchyRevision
    let field = tappedField.map(ObjectIdentifier.init) ?? fieldToTap().map(ObjectIdentifier.init)
    if let measuredPath, measuredPath.leads(to: field, revision: revision) { return measuredPath }
    let path = FieldPath(to: judgedField, under: root, revision: revision)
    measuredPath = path
    return path
  }

  /// Schedules `work` `delay` seconds from now (UIKit's durations are seconds), to the nearest tick.
  package func schedule(after delay: Double, _ work: @escaping () -> Void) {
    clock.schedule(at: clock.now + VirtualTime(seconds: delay), work)
  }
}
