import Foundation
import Testing

@testable import SimulatedUIKit

/// `UICollectionView` as keyboard code uses it [A]: a scroll view with a layout object.
@Suite struct UICollectionViewTests {
  // A collection view is a scroll view: its insets, offset and scrolling are UIScrollView's;
  // its layout knows it; prefetching is on by default and can be turned off.
  @Test func aCollectionViewIsAScrollViewWithALayout() {
    let layout = UICollectionViewFlowLayout()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    #expect(collection.collectionViewLayout === layout && layout.collectionView === collection)
    #expect(collection.isPrefetchingEnabled)
    collection.isPrefetchingEnabled = false
    #expect(!collection.isPrefetchingEnabled)
    collection.contentSize = CGSize(width: 320, height: 1000)
    collection.contentInset.bottom = 200
    collection.scrollRectToVisible(CGRect(x: 0, y: 900, width: 320, height: 100), animated: false)
    #expect(collection.contentOffset.y == 800)
    #expect(collection.bounds.minY == 800)
    let other = UICollectionViewLayout()
    collection.setCollectionViewLayout(other, animated: false)
    #expect(collection.collectionViewLayout === other && other.collectionView === collection)
  }

  // automaticallyAdjustsScrollIndicatorInsets (iOS 13) is true by default and can be turned
  // off, on any scroll view; the scroll indicators are not drawn.
  @Test func scrollIndicatorInsetsAdjustAutomaticallyByDefault() {
    let scroll = UIScrollView(frame: .zero)
    #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
    scroll.automaticallyAdjustsScrollIndicatorInsets = false
    #expect(!scroll.automaticallyAdjustsScrollIndicatorInsets)
  }

  // A nib can be named; loading one stops the program, as on iOS for a nib its bundle lacks:
  // the lab has no nib files.
  @Test func aNibIsNamedAndLoadingItStopsTheProgram() async {
    #expect(UINib(nibName: "ChatInputView", bundle: nil).nibName == "ChatInputView")
    await #expect(processExitsWith: .failure) {
      _ = UINib(nibName: "ChatInputView", bundle: nil).instantiate(withOwner: nil, options: nil)
    }
  }
}
