import UIKit

/// A keyboard handler as an app writes it today, after the lab's driver has rewritten it
/// (`@objc` removed, `#selector` turned into `Selector`): it observes in its `init`, before the
/// run, reads the userInfo through Swift's bridged casts (a did-show's duration with a forced one),
/// keeps a block observer's token, and asks the screen and the main queue what an app asks them.
final class TodaysKeyboardController: UIViewController {
  var textField: UITextField!
  var bottomLayoutConstraint: NSLayoutConstraint!

  /// What one will-change-frame notification carried, as the casts read it.
  struct FrameChange {
    let end: CGRect
    let endThroughNSValue: CGRect?
    let duration: TimeInterval
    let durationAsInt: Int?
    let durationAsFloat: Float?
    let durationAsCGFloat: CGFloat?
    let curve: UIView.AnimationCurve
    let curveAsUInt: UInt?
    let curveAsNSNumber: NSNumber?
    let isLocal: Bool?
    let object: Any?
  }

  private(set) var frameChanges: [FrameChange] = []
  /// The duration each did-show carried, read with a forced cast as a browser's keyboard helper
  /// reads it.
  private(set) var didShowDurations: [Double] = []
  private(set) var hides = 0
  private(set) var screenBounds: CGRect?
  private(set) var screenScale: CGFloat?
  private(set) var stateAtLoad: UIApplication.State?
  private(set) var windowsAtLoad = 0
  private(set) var mainQueueRanAfterAppear: Bool?
  private(set) var delayedWorkTime: Double?
  private var didAppear = false
  private var hideObserver: NSObjectProtocol?

  init() {
    super.init(nibName: nil, bundle: nil)
    NotificationCenter.default.addObserver(
      self,
      selector: Selector(
        "keyboardWillChangeFrame(_:)", TodaysKeyboardController.keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    NotificationCenter.default.addObserver(
      self,
      selector: Selector("keyboardDidShow(_:)", TodaysKeyboardController.keyboardDidShow(_:)),
      name: UIResponder.keyboardDidShowNotification, object: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  deinit {
    NotificationCenter.default.removeObserver(self)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    hideObserver = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
    ) { [weak self] _ in
      self?.hides += 1
    }
    view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: view, action: Selector("endEditing(_:)", UIView.endEditing(_:))))
    screenBounds = UIScreen.main.bounds
    screenScale = UIScreen.main.scale
    stateAtLoad = UIApplication.shared.applicationState
    windowsAtLoad = UIApplication.shared.windows.count
    DispatchQueue.main.async {
      self.mainQueueRanAfterAppear = self.didAppear
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
      self.delayedWorkTime = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    didAppear = true
  }

  func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let end = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
      let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
      let curveValue = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
      let curve = UIView.AnimationCurve(rawValue: curveValue)
    else { return }
    let durationInfo = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey]
    let curveInfo = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey]
    frameChanges.append(
      FrameChange(
        end: end,
        endThroughNSValue: (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
          .cgRectValue,
        duration: duration, durationAsInt: durationInfo as? Int,
        durationAsFloat: durationInfo as? Float, durationAsCGFloat: durationInfo as? CGFloat,
        curve: curve, curveAsUInt: curveInfo as? UInt, curveAsNSNumber: curveInfo as? NSNumber,
        isLocal: userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? Bool,
        object: notification.object))
    let endInView = view.convert(end, from: view.window)
    bottomLayoutConstraint.constant = max(0, view.bounds.maxY - endInView.minY)
    view.layoutIfNeeded()
  }

  func keyboardDidShow(_ notification: Notification) {
    guard let userInfo = notification.userInfo else { return }
    didShowDurations.append(userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as! Double)
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
