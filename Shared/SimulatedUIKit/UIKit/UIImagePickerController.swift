/// UIKit's system photo picker and camera, `UIImagePickerController`, a navigation controller
/// [A]. Presented, it covers the screen as any presented controller does where the running
/// system places it (`UIViewController+Presentation`; from iOS 13 its default style is a page
/// sheet for the photo library), its view a plain white one: the lab has no photos to list and no
/// camera [M]. No one picks or cancels in a run, so its delegate is never told and no image comes
/// back (`docs/uikit-surface.md`). The camera is not available, as on the Simulator [M]: asking
/// for it as the source stops the app, as UIKit raises an exception for a source type that is
/// not available [A].
open class UIImagePickerController: UINavigationController {
  /// Where the picker takes its media from [A].
  public enum SourceType: Int, Sendable {
    /// The photo library [A].
    case photoLibrary = 0
    /// The camera [A]; never available in the lab [M].
    case camera = 1
    /// The Camera Roll album [A].
    case savedPhotosAlbum = 2
  }

  /// A key of the dictionary the delegate is told a pick with [A].
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The image as picked [A].
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The image as the user edited it [A].
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The rectangle the user cropped to [A].
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    /// The picked media's type [A].
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// The picked movie's file URL [A].
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    /// The picked image's file URL [A].
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
  }

  /// Whether `sourceType` can be picked from on this device [A]: the photo library and the
  /// saved-photos album can, the camera cannot, as on the Simulator [M].
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
    sourceType != .camera
  }

  /// Where the picker takes its media from (default `.photoLibrary`) [A]. Setting a source that
  /// is not available (`isSourceTypeAvailable(_:)`) stops the app, as UIKit raises an exception
  /// [A].
  open var sourceType = SourceType.photoLibrary {
    didSet {
      guard Self.isSourceTypeAvailable(sourceType) else {
        fatalError("UIImagePickerController: source type \(sourceType.rawValue) not available")
      }
    }
  }

  /// Whether the user may move and scale the picked image (default `false`) [A]; kept, as no one
  /// picks in a run [M].
  open var allowsEditing = false

  /// The media types offered (default the image type) [A]; kept [M].
  open var mediaTypes = ["public.image"]

  /// Told of a pick or a cancel [A]; never told in a run [M].
  open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

  /// The picker's view: its navigation container, white, so that it covers what it is presented
  /// over [M: the lab draws no photo grid].
  open override func loadView() {
    super.loadView()
    view.backgroundColor = .white
  }
}
