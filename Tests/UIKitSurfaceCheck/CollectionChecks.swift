import UIKit

/// A cell of an app's own, as apps write one: its own `init(frame:)` override, its views added
/// to the cell itself, an image view that fills by aspect.
final class PhotoCell: UICollectionViewCell {
  let photo: UIImageView = {
    let view = UIImageView()
    view.contentMode = .scaleAspectFill
    return view
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(photo)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A comments screen, as a course's Instagram clone writes one: a collection view controller
/// that is its flow layout's delegate, with a title and a tab bar it hides.
final class CommentsScreen: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  let cellId = "cellId"

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Comments"
    collectionView.alwaysBounceVertical = true
    collectionView.keyboardDismissMode = .interactive
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: cellId)
    tabBarController?.tabBar.isHidden = true
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    return 3
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    return collectionView.dequeueReusableCell(withReuseIdentifier: cellId, for: indexPath)
      as! PhotoCell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    return CGSize(width: view.frame.width, height: 56)
  }
}

/// A collection view controller written as apps write one, through `import UIKit` alone: its
/// cells of the app's class at the rows its delegate sizes, a title kept, no tab bar controller,
/// and an image loader's `URLSession.shared.dataTask(with:completionHandler:)` that compiles.
func checkCollections(_ checks: CheckList) {
  let path = IndexPath(item: 2, section: 0)
  checks.expect(
    path.item == 2 && path.section == 0 && path == IndexPath(indexes: [0, 2]),
    "IndexPath(item:section:) is Foundation's index path [section, item]")
  let screen = CommentsScreen(collectionViewLayout: UICollectionViewFlowLayout())
  screen.view.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
  screen.collectionView.layoutIfNeeded()
  let cell = screen.collectionView.cellForItem(at: path) as? PhotoCell
  checks.expect(
    screen.collectionView.contentSize == CGSize(width: 375, height: 188)
      && cell?.frame == CGRect(x: 0, y: 132, width: 375, height: 56)
      && cell?.photo.contentMode == .scaleAspectFill,
    "a collection view controller's flow layout puts its 3 cells of the app's class in rows as "
      + "wide as the view, 56 pt tall and 10 pt apart")
  checks.expect(
    screen.navigationItem.title == "Comments" && screen.tabBarController == nil,
    "a controller's navigation item keeps its title, and it is in no tab bar controller")
  let task = URLSession.shared.dataTask(with: URL(string: "https://example.invalid/a.png")!) {
    data, response, error in
    _ = UIImage(data: data ?? Data())
  }
  checks.expect(
    task.url.absoluteString == "https://example.invalid/a.png",
    "URLSession.shared.dataTask(with:completionHandler:) makes a task for the URL")
}
