// The `CoreGraphics` module: what an app's file that imports CoreGraphics uses of it, its
// geometry. On iOS `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `CGVector` are CoreGraphics'
// types; on Linux the toolchain's Foundation declares them, and the lab's `SimulatedUIKit`
// declares `CGAffineTransform`. This module brings them together, as UIKit's own import of
// CoreGraphics does on iOS, and adds the comparisons CoreGraphics' Swift overlay declares and
// Foundation on Linux does not (`CGGeometry+EqualTo.swift`). The `UIKit` module re-exports it.
//
// `docs/uikit-surface.md` says what the surface covers.

@_exported import Foundation
@_exported import struct SimulatedUIKit.CGAffineTransform
