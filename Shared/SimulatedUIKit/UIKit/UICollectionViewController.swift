/// UIKit's `UICollectionViewController`: a controller whose view is a collection view, made with
/// the layout it was given, of which it is the data source and the delegate [A]. A subclass gives
/// the items by overriding the data source's methods, as on iOS; by default the collection view
/// has one section and no items. A subclass that adopts `UICollectionViewDelegateFlowLayout`
/// sizes the items of a flow layout, as the collection view's delegate [A].
///
/// **Modelled less:** `installsStandardGestureForInteractiveMovement` and
/// `useLayoutToLayoutNavigationTransitions` are not there (no scenario step moves an item); a
/// nib's view is not used [M].
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout of the collection view the controller makes.
  private let layout: UICollectionViewLayout

  /// A controller whose collection view `layout` places [A].
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller made without a layout: a flow layout, as a storyboard's collection view
  /// controller has by default [A]; the lab makes the controller it runs with `init()`, as a
  /// storyboard makes one. [M: on iOS a controller made in code with `init(nibName: nil, bundle:
  /// nil)` has no layout, and loading its view stops the program.]
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    layout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller a storyboard unarchives: a flow layout [A].
  public required init?(coder: NSCoder) {
    layout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's collection view, which is its view [A]; setting it replaces the view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The layout the collection view uses [A]; asking does not load the view.
  public var collectionViewLayout: UICollectionViewLayout {
    (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? layout
  }

  /// Makes the collection view, the size of the window, with the layout the controller was given
  /// and this controller its data source and delegate [A: a collection view controller without a
  /// nib makes its collection view]; a nib's view is not used [M].
  open override func loadView() {
    let frame = RunningSystemSlot.current?.rootViewFrame(in: .portrait) ?? .zero
    let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
    collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  /// One section, unless a subclass says otherwise [A].
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items, unless a subclass gives some [A].
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// A subclass that gives items gives their cells; asking for a cell without one stops the
  /// program, as UIKit's exception does when a data source returns no cell [A].
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    fatalError(
      "\(type(of: self)): the collection view's data source returned no cell for item "
        + "\(indexPath.item) in section \(indexPath.section): override "
        + "collectionView(_:cellForItemAt:)")
  }

  // The scroll view delegate's methods, open so that a subclass overrides them, as apps do on
  // iOS (`override func scrollViewDidScroll(_:)`) [S]; by default each does nothing.

  /// Told that the collection view's content offset changed [A].
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Told that a drag of the collection view begins [A].
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Told that a drag of the collection view ended [A].
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Told that the collection view stopped decelerating [A].
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Told that an animated scroll of the collection view ended [A].
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Told that the collection view's adjusted content inset changed [A].
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
