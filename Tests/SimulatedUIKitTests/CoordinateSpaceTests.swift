import Testing

@testable import SimulatedUIKit

/// `UICoordinateSpace`: the screen's space and every view, a window too, are coordinate spaces,
/// and a rectangle or point converts between any two of them [A: `UICoordinateSpace`, which
/// `UIView` adopts].
@Suite struct CoordinateSpaceTests {
  // A full-screen window in portrait, a root view filling it, and a child 10 pt in and 300 pt
  // down: held as coordinate spaces, the child's bounds are (10, 300) in the window's space and
  // (0, 0) in its own; a point converts back the other way; a space's bounds are the view's.
  @Test func aWindowAndItsViewsConvertAsCoordinateSpaces() {
    let window = UIWindow.iPhone5()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let child = UIView(frame: CGRect(x: 10, y: 300, width: 50, height: 50))
    window.addSubview(root)
    root.addSubview(child)
    let windowSpace: any UICoordinateSpace = window
    let childSpace: any UICoordinateSpace = child
    #expect(
      windowSpace.convert(child.bounds, from: childSpace)
        == CGRect(x: 10, y: 300, width: 50, height: 50))
    #expect(
      childSpace.convert(child.bounds, to: windowSpace)
        == CGRect(x: 10, y: 300, width: 50, height: 50))
    #expect(windowSpace.convert(CGPoint(x: 15, y: 310), to: childSpace) == CGPoint(x: 5, y: 10))
    #expect(childSpace.convert(CGPoint(x: 5, y: 10), to: windowSpace) == CGPoint(x: 15, y: 310))
    #expect(childSpace.bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
  }

  // The screen's space is the simulation's own coordinates: a view converts the keyboard's frame
  // from it and back, and the screen's space converts from a view (the way a helper takes "the
  // key window's frame in the screen's space").
  @Test func theScreensSpaceConvertsToAndFromAView() {
    let window = UIWindow.iPhone5()
    let root = UIView(frame: CGRect(x: 0, y: 20, width: 320, height: 548))
    window.addSubview(root)
    let screen: any UICoordinateSpace = ScreenCoordinateSpace()
    let keyboard = CGRect(x: 0, y: 352, width: 320, height: 216)
    #expect(root.convert(keyboard, from: screen) == keyboard.offsetBy(dx: 0, dy: -20))
    #expect(root.convert(root.bounds, to: screen) == CGRect(x: 0, y: 20, width: 320, height: 548))
    #expect(screen.convert(root.bounds, from: root) == CGRect(x: 0, y: 20, width: 320, height: 548))
    #expect(root.convert(CGPoint(x: 0, y: 0), to: screen) == CGPoint(x: 0, y: 20))
  }
}
