// The toolchain's Foundation under the simulated UIKit: `NSObject`, `NSNumber`, `NSValue`,
// `Notification`, `CGFloat`, `CGRect`, `CGPoint`, `CGSize`, `Date`… are Foundation's, and a module
// that imports `SimulatedUIKit` has them (docs/uikit-surface.md).
//
// The lab declares over Foundation's what a run needs of its own: `NotificationCenter`, delivering
// on the run's virtual clock, and `OperationQueue` as UIKit uses it (`IndexPath` is Foundation's,
// with UIKit's `row` and `section`). A declaration in a module that imports the other candidate's module shadows it, so this module
// imports `FoundationEssentials` (where Foundation's `NotificationCenter` is declared) as well.

@_exported import Foundation
import FoundationEssentials
