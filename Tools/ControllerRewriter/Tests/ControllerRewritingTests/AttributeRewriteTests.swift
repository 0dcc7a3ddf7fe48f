import Testing

/// Attributes and modifiers that Linux's compiler refuses, or that the lab does not want, are
/// replaced by as many spaces, so the rest of each line keeps its columns.
@Suite struct AttributeRewriteTests {
  @Test func objectiveCAndInterfaceBuilderAttributesBecomeSpaces() throws {
    let source = """
      @objcMembers @IBDesignable class Gauge: UIView {
        @IBInspectable var level: CGFloat = 0
        @objc(resetGauge:) func reset(_ sender: Any) {}
        @IBAction func tap(_ sender: UIButton) {}
        @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
        @objc dynamic var title = ""
      }
      """
    let expected = """
                                 class Gauge: UIView {
                       var level: CGFloat = 0
                           func reset(_ sender: Any) {}
                  func tap(_ sender: UIButton) {}
                       func make(_ coder: NSCoder) -> UIViewController? { nil }
                      var title = ""
      }
      """
    #expect(try rewrittenBody(source) == expected)
  }

  // An `@objc` protocol is class-bound on iOS, so `weak var observer: Observer?` compiles there;
  // without the attribute, it becomes class-bound by inheriting `AnyObject`, unless it already
  // inherits a class bound.
  @Test func anObjectiveCProtocolStaysClassBound() throws {
    let source = """
      @objc protocol Observer {}
      @objc public protocol Listener: Equatable {}
      @objc protocol Delegate: NSObjectProtocol {}
      protocol Plain {}
      """
    let expected = """
            protocol Observer: AnyObject {}
            public protocol Listener: AnyObject, Equatable {}
            protocol Delegate: NSObjectProtocol {}
      protocol Plain {}
      """
    #expect(try rewrittenBody(source) == expected)
  }

  @Test func entryPointAttributesBecomeSpaces() throws {
    let source = "@UIApplicationMain class A {}\n@NSApplicationMain class B {}\n@main struct C {}\n"
    let expected =
      "                   class A {}\n                   class B {}\n      struct C {}\n"
    #expect(try rewrittenBody(source) == expected)
  }

  @Test func mainActorIsRemovedEverywhereAndNonisolatedStays() throws {
    let source = """
      @MainActor final class A {
        @MainActor var count = 0
        nonisolated func id() -> Int { 1 }
        let done: @MainActor () -> Void = {}
        func run() {
          Task { @MainActor in count += 1 }
          Task { @MainActor [weak self] in self?.count += 1 }
          Task { @MainActor @Sendable in }
        }
      }
      """
    // A closure whose signature was only `@MainActor in` loses the `in` too: `{ in` does not
    // compile.
    let expected = """
                 final class A {
                   var count = 0
        nonisolated func id() -> Int { 1 }
        let done:            () -> Void = {}
        func run() {
          Task {               count += 1 }
          Task {            [weak self] in self?.count += 1 }
          Task {            @Sendable in }
        }
      }
      """
    #expect(try rewrittenBody(source) == expected)
  }

  @Test func outletsLosePrivateAndFileprivateButOtherDeclarationsKeepThem() throws {
    let source = """
      class A {
        @IBOutlet private weak var a: UILabel!
        @IBOutlet fileprivate var b: UILabel!
        @IBOutlet private(set) var c: UILabel!
        @IBOutlet fileprivate(set) weak var d: UILabel!
        private var e = 0
        @IBAction private func f(_ sender: Any) {}
      }
      """
    let expected = """
      class A {
                          weak var a: UILabel!
                              var b: UILabel!
                               var c: UILabel!
                                   weak var d: UILabel!
        private var e = 0
                  private func f(_ sender: Any) {}
      }
      """
    #expect(try rewrittenBody(source) == expected)
  }

  @Test func blankingKeepsTheColumnOfEveryFollowingCharacter() throws {
    let source = "  @objc @MainActor private func go() { let x = 1 }\n"
    let body = try rewrittenBody(source)
    #expect(body.utf8.count == source.utf8.count)
    for word in ["private", "func", "go()", "let x = 1"] {
      #expect(byteOffset(of: word, in: body) == byteOffset(of: word, in: source))
    }
  }

  @Test func optionalProtocolRequirementsAreAnError() {
    let source = "@objc protocol P {\n  @objc optional func f()\n}\n"
    #expect(
      problems([source]).map(\.diagnostic) == [
        "/user/File0.swift:2:9: error: 'optional' protocol requirements need the Objective-C "
          + "runtime, which Linux does not have; give the requirement a default implementation "
          + "in a protocol extension instead"
      ])
  }

  // Left as it is, @NSManaged compiled and then failed to link ("relocation … recompile with
  // -fPIC"): one line at the attribute instead.
  @Test func nsManagedIsRefusedAtTheAttribute() {
    let source = "class Item {\n  @NSManaged var name: String\n}\n"
    #expect(
      problems([source]).map(\.diagnostic) == [
        "/user/File0.swift:2:3: error: @NSManaged properties need Core Data and the Objective-C "
          + "runtime, which Linux does not have; keep the controller's state in plain stored "
          + "properties for the lab"
      ])
  }
}
