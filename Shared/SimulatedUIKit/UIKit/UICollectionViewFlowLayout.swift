/// UIKit's `UICollectionViewFlowLayout`, the layout a collection view is usually made with [A]:
/// it flows each section's items into rows across the collection view's width, as text flows
/// into lines, and the collection view scrolls vertically over them [A].
///
/// Each item is `itemSize`, unless the delegate (`UICollectionViewDelegateFlowLayout`) gives it
/// its own; a section starts `sectionInset.top` below the one before and its rows run between
/// `sectionInset.left` and `.right`; a row takes items while they fit with at least
/// `minimumInteritemSpacing` between them, and the next row starts `minimumLineSpacing` below the
/// row's tallest item; each of the four comes from the delegate's method for the section where it
/// has one [A]. Once a row's items are known, its spacing "may be adjusted upward" [A]: a full row
/// is spread across the width, its first item at the left inset and its last at the right, a row
/// of one item is centred, and the section's last row keeps the minimum spacing from the left, as
/// reports of UIKit's flow layout describe it [1]. An item shorter than its row sits in the row's
/// middle [M]. The content is as wide as the collection view, and as tall as the sections with
/// their insets [A].
///
/// **Modelled less:** vertical scrolling only (no `scrollDirection`), no self-sizing cells
/// (`estimatedItemSize`), no headers or footers, no right-to-left rows [M].
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size of an item the delegate does not size (default 50 × 50) [A].
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// The least space between two rows (default 10) [A].
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The least space between two items of a row (default 10) [A].
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The margins around each section's items (default none) [A].
  open var sectionInset = UIEdgeInsets.zero {
    didSet { invalidateLayout() }
  }
  /// The height of the content `prepare()` placed.
  private var contentHeight: CGFloat = 0

  /// The content's size: the collection view's width, and the sections' height [A].
  open override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  /// Places every item of every section, from the top, in rows across the collection view's
  /// width [A].
  open override func prepare() {
    super.prepare()
    itemFrames = []
    contentHeight = 0
    guard let collectionView else { return }
    let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
    var top: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let lineSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
        delegate?.collectionView(
          collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
          ?? itemSize
      }
      let left = inset.left
      let width = collectionView.bounds.width - inset.left - inset.right
      var frames = [CGRect](repeating: .zero, count: sizes.count)
      let rows = Self.rows(of: sizes.map(\.width), across: width, spacing: itemSpacing)
      top += inset.top
      for (index, row) in rows.enumerated() {
        let height = row.map { sizes[$0].height }.max() ?? 0
        let isLast = index == rows.count - 1
        var x = left
        var gap = itemSpacing
        let used = row.reduce(0) { $0 + sizes[$1].width }
        if !isLast, row.count == 1 {
          x += (width - used) / 2
        } else if !isLast {
          gap = (width - used) / CGFloat(row.count - 1)
        }
        for item in row {
          let size = sizes[item]
          frames[item] = CGRect(
            x: x, y: top + (height - size.height) / 2, width: size.width, height: size.height)
          x += size.width + gap
        }
        top += height + (isLast ? 0 : lineSpacing)
      }
      top += inset.bottom
      itemFrames.append(frames)
    }
    contentHeight = top
  }

  /// The items of each row, in order: a row takes the next item while it fits within `width`
  /// with `spacing` before it; a row holds one item at least, however wide [A: UIKit logs that
  /// the item is too wide, and places it].
  static func rows(of widths: [CGFloat], across width: CGFloat, spacing: CGFloat) -> [[Int]] {
    var rows: [[Int]] = []
    var used: CGFloat = 0
    for (item, itemWidth) in widths.enumerated() {
      if let row = rows.last, !row.isEmpty, used + spacing + itemWidth <= width {
        rows[rows.count - 1].append(item)
        used += spacing + itemWidth
      } else {
        rows.append([item])
        used = itemWidth
      }
    }
    return rows
  }
}
