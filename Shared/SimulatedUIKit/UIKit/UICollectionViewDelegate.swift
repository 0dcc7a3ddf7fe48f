/// What a collection view tells its `delegate` (`UIScrollView.delegate`, which a
/// `UICollectionViewDelegate` is: Swift cannot narrow a stored property's type in a subclass)
/// [A]: a scroll view delegate's methods. **Modelled less:** the selection and highlighting
/// methods are not declared, since no scenario step touches an item [M].
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
