// The `SwiftUI` module: what an app's own file that says `import SwiftUI` gets in the lab, where
// it uses UIKit and Combine through it, as a UIKit helper in a SwiftUI app does
// (`@Published var keyboardHeight` in an `ObservableObject` fed by the keyboard's notifications).
//
// On iOS `import SwiftUI` makes UIKit's names and Combine's visible: SwiftUI re-exports them
// [A: the SDK's SwiftUI interface]. This module re-exports the lab's `UIKit` and `Combine`, and
// declares nothing of its own: none of SwiftUI's own types (`View`, `Text`, `@State`,
// `UIHostingController`…) is modelled, since the lab's runs, judge and pictures are UIKit's
// views and the keyboard's frames (docs/uikit-surface.md). A file that uses one gets one line
// from the driver that says so (`UnmodelledSwiftUI` in `SchmeeboardUserCode`), not the
// compiler's "cannot find type 'View' in scope".

@_exported import Combine
@_exported import UIKit
