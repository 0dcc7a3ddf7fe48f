import ArgumentParser
import SchmeeboardLab
import SimulatedUIKit

// TEMPORARY until the judge branch lands.
public struct ControllerLayoutSwitches: ParsableArguments, Sendable {
  @Option var layout: String?
  public init() {}
  var arguments: [String] { layout.map { ["--layout", $0] } ?? [] }
  func describe(declaresOutlets: Bool) -> [RunHeader.Switch] { [] }
  static func nib(for layout: String?, declaresOutlets: Bool) -> SchmeeboardNib { .autoLayout2017 }
}
extension NibObjects {
  public func outlet<T>(named name: String, of type: T.Type) throws -> T {
    if let v = textField as? T { return v }
    if let v = grayView as? T { return v }
    if let v = bottomLayoutConstraint as? T { return v }
    throw TemporaryOutletError()
  }
  public func outlets<T>(named name: String, of type: T.Type) throws -> [T] { [try outlet(named: name, of: type)] }
}

struct TemporaryOutletError: Error {}
