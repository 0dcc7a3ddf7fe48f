import Foundation
import Testing

@testable import SimulatedUIKit

/// A view class of the tests' own, to be named.
final class DescribedView: UIView {}

/// `NSObject.description()`, the class method [A]: a Swift class's name with its module.
@Suite struct NSObjectClassDescriptionTests {
  // A class's description is its module and name, from its metatype as from an instance's type,
  // so that code that names a nib after its class finds the class's own name after the dot.
  @Test func aClassDescribesItselfByModuleAndName() {
    let view: UIView = DescribedView()
    #expect(DescribedView.description() == "SimulatedUIKitTests.DescribedView")
    #expect(type(of: view).description().components(separatedBy: ".").last == "DescribedView")
    #expect(UIView.description() == "SimulatedUIKit.UIView")
  }
}
