/// UIKit's share sheet, `UIActivityViewController` [A]. Presented, it is placed as any presented
/// controller with its default style (`UIViewController+Presentation`), its view a plain white
/// one: the lab lists no services and shares nothing, and no one picks one in a run, so the sheet
/// stays until the app dismisses it (`docs/uikit-surface.md`) [M].
open class UIActivityViewController: UIViewController {
  /// The items the sheet would share [A].
  public let activityItems: [Any]
  /// The app's own services, offered beside the system's [A].
  public let applicationActivities: [UIActivity]?

  /// A sheet sharing `activityItems`, with `applicationActivities` of the app's own [A].
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  /// A sheet a storyboard unarchives [A]; the lab archives nothing (see
  /// `UIViewController.init?(coder:)`).
  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = nil
    super.init(coder: coder)
  }

  /// The sheet's view: white, so that it covers what it is presented over [M: the lab draws no
  /// services].
  open override func loadView() {
    super.loadView()
    view.backgroundColor = .white
  }
}
