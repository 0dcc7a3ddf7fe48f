/// What a view draws with: Core Animation's `CALayer`, as `UIView.layer` [A], with what keyboard
/// code sets on it: a rounded corner, a border, a shadow, and clipping.
///
/// The lab's pictures draw the views a verdict is about as plain blocks: a layer's corner, border
/// and shadow are kept and read back, not drawn [M]. `masksToBounds` is the view's
/// `clipsToBounds`, one value, as on iOS [A].
open class CALayer: NSObject {
  /// The view whose layer this is; none for a layer made alone.
  private weak var view: UIView?
  private var ownMasksToBounds = false

  /// A layer of no view [A].
  public override init() {
    super.init()
  }

  /// `view`'s layer.
  init(view: UIView) {
    self.view = view
    super.init()
  }

  /// The radius of the rounded corners, in points (default 0) [A]; kept, not drawn.
  open var cornerRadius: CGFloat = 0
  /// The border's width, in points (default 0) [A]; kept, not drawn.
  open var borderWidth: CGFloat = 0
  /// The border's colour (default opaque black) [A]; kept, not drawn.
  open var borderColor: CGColor? = UIColor.black.cgColor
  /// The shadow's colour (default opaque black) [A]; kept, not drawn.
  open var shadowColor: CGColor? = UIColor.black.cgColor
  /// The shadow's opacity, 0 to 1 (default 0, no shadow) [A]; kept, not drawn.
  open var shadowOpacity: Float = 0
  /// How far the shadow is cast (default 0 across, 3 pt up) [A]; kept, not drawn.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius (default 3) [A]; kept, not drawn.
  open var shadowRadius: CGFloat = 3

  /// Whether what lies outside the layer's bounds is cut off (default `false`): for a view's
  /// layer, the view's `clipsToBounds` [A].
  open var masksToBounds: Bool {
    get { view?.clipsToBounds ?? ownMasksToBounds }
    set {
      if let view { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
    }
  }
}
