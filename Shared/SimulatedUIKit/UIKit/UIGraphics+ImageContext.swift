/// UIKit's bitmap image contexts [A: `UIGraphicsBeginImageContext(_:)`]: an app opens one, draws
/// into it (`UIView.drawHierarchy(in:afterScreenUpdates:)`) and takes an image of it. The lab has
/// no pixels [M]: a context is its size, and the image taken from it is a `UIImage` of that size
/// with nothing drawn (`docs/uikit-surface.md`). The contexts are the running app's
/// (`UIApplication`), a stack, as UIKit's are; outside a run there is none.

/// Opens an image context of `size` points and makes it the current one [A].
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Opens an image context of `size` points, opaque or not, at `scale` pixels a point (0: the
/// screen's), and makes it the current one [A]; the lab keeps only its size [M].
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  RunningSystemSlot.current?.application.imageContextSizes.append(size)
}

/// An image of the current image context, `nil` when none is open [A]: in the lab, an image of
/// the context's size with nothing drawn [M].
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  RunningSystemSlot.current?.application.imageContextSizes.last.map { UIImage(size: $0) }
}

/// Closes the current image context [A]; nothing when none is open.
public func UIGraphicsEndImageContext() {
  _ = RunningSystemSlot.current?.application.imageContextSizes.popLast()
}
