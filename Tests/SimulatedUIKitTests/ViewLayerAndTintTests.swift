import Testing

@testable import SimulatedUIKit

/// What keyboard code sets on a view's layer and tint, kept and read back as UIKit reads it.
@Suite struct ViewLayerAndTintTests {
  @Test func aViewsLayerKeepsItsCornerBorderAndShadowAndClipsAsTheView() {
    let view = UIView()
    #expect(view.layer === view.layer)
    #expect(view.layer.cornerRadius == 0 && view.layer.borderWidth == 0)
    #expect(view.layer.borderColor == UIColor.black.cgColor)
    #expect(view.layer.shadowOpacity == 0)
    #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
    view.layer.cornerRadius = 10
    view.layer.borderWidth = 1
    view.layer.borderColor = UIColor.systemPurple.cgColor
    view.layer.shadowOpacity = 0.5
    #expect(view.layer.cornerRadius == 10 && view.layer.borderWidth == 1)
    #expect(view.layer.shadowOpacity == 0.5)
    #expect(view.layer.borderColor.map { UIColor(cgColor: $0) } == .systemPurple)
    // A view's layer masks to its bounds exactly when the view clips to them: one value.
    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.clipsToBounds = false
    #expect(!view.layer.masksToBounds)
    let alone = CALayer()
    alone.masksToBounds = true
    #expect(alone.masksToBounds)
  }

  @Test func aViewsTintIsItsOwnElseItsSuperviewsElseTheSystemBlue() {
    let stack = UIStackView()
    let image = UIImageView(image: nil)
    stack.addSubview(image)
    #expect(image.tintColor == .systemBlue)
    stack.tintColor = .systemPurple
    #expect(image.tintColor == .systemPurple)
    image.tintColor = .red
    #expect(image.tintColor == .red)
    image.tintColor = nil
    #expect(image.tintColor == .systemPurple)
  }

  // Xcode writes an image literal for an image in the app's asset catalog; the lab has none.
  @Test func anImageLiteralIsASquarePlaceholderAndANamedImageStaysNil() {
    let image = #imageLiteral(resourceName: "Plants_1_Succulents")
    #expect(image.size == CGSize(width: 100, height: 100))
    #expect(UIImage(named: "Plants_1_Succulents") == nil)
  }
}
