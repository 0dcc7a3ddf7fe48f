import ControllerRewriting
import Testing

/// Whether `ClassName()` compiles, as the manifest says (`hasInitWithoutArguments`): a class makes
/// itself with no arguments when it declares `init()`, declares no designated initializer, or
/// overrides every designated initializer of UIKit's controller (`init(nibName:bundle:)` and the
/// required `init?(coder:)`), whose convenience `init()` it then inherits (Swift's rule 2).
@Suite struct InitializerInheritanceTests {
  private func canBeMadeWithoutArguments(_ body: String) throws -> Bool {
    let source = ControllerSource(
      path: "/user/A.swift", text: "class A: UIViewController {\n\(body)\n}\n")
    let rewrite = try ControllerRewriter.rewrite([source])
    return try #require(rewrite.manifest.types.first).hasInitWithoutArguments
  }

  @Test func noInitializerOrInitWithoutArgumentsCanBeMade() throws {
    #expect(try canBeMadeWithoutArguments(""))
    #expect(try canBeMadeWithoutArguments("init() { super.init(nibName: nil, bundle: nil) }"))
  }

  @Test func overridingUIKitsDesignatedInitializersInheritsInit() throws {
    #expect(
      try canBeMadeWithoutArguments(
        """
        override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
        required init?(coder: NSCoder) { fatalError() }
        """))
  }

  @Test func anInitializerWithParametersOfItsOwnCannotBeMadeWithoutThem() throws {
    #expect(
      try !canBeMadeWithoutArguments(
        """
        init(model: Int) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
        """))
    #expect(try !canBeMadeWithoutArguments("required init?(coder: NSCoder) { fatalError() }"))
  }
}
