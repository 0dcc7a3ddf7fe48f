import ControllerRewriting
import Testing

/// The manifest says of each class whether the lab's generated file can make it: generic (itself
/// or a type around it), local (inside a function), private (itself, or a type or extension
/// around it, `private` or `fileprivate`).
@Suite struct ClassReachTests {
  private func classes(_ source: String) throws -> [String: ManifestClass] {
    let rewrite = try ControllerRewriter.rewrite([
      ControllerSource(path: "/user/File0.swift", text: source)
    ])
    return Dictionary(uniqueKeysWithValues: rewrite.manifest.types.map { ($0.name, $0) })
  }

  @Test func genericItselfOrInsideAGenericType() throws {
    let found = try classes(
      """
      class List<Item>: UIViewController {}
      struct Box<T> { class Inner: UIViewController {} }
      class Plain: UIViewController {}
      """)
    #expect(found["List"]?.isGeneric == true)
    #expect(found["Box.Inner"]?.isGeneric == true)
    #expect(found["Plain"]?.isGeneric == false)
  }

  @Test func localInsideAFunctionOrAClosure() throws {
    let found = try classes(
      """
      func make() { class InFunction: UIViewController {} }
      let made = { class InClosure: UIViewController {} }
      enum Screens { class Nested: UIViewController {} }
      """)
    #expect(found["InFunction"]?.isLocal == true)
    #expect(found["InClosure"]?.isLocal == true)
    #expect(found["Screens.Nested"]?.isLocal == false)
  }

  @Test func privateItselfOrAroundIt() throws {
    let found = try classes(
      """
      private class Hidden: UIViewController {}
      fileprivate enum Screens { class Form: UIViewController {} }
      private extension Outer { class Added: UIViewController {} }
      class Outer { private(set) var count = 0 }
      internal class Open: UIViewController {}
      """)
    #expect(found["Hidden"]?.isPrivate == true)
    #expect(found["Screens.Form"]?.isPrivate == true)
    #expect(found["Outer.Added"]?.isPrivate == true)
    #expect(found["Open"]?.isPrivate == false)
  }
}
