import Testing

/// `#selector(E)` becomes `Selector("<Swift name>", <Owner>.<member>)` on the same line: the
/// name with its argument labels, and an unapplied reference to the method that picks the
/// overload.
@Suite struct SelectorRewriteTests {
  @Test func labelsWrittenInTheSelectorAreKeptAndTheOwnerIsTheEnclosingType() throws {
    let source = """
      class VC {
        func a() { let s = #selector(handle(_:)) }
        func b() { let s = #selector(self.move(x:y:)) }
        func c() { let s = #selector(Self.handle(_:)) }
      }
      """
    let expected = """
      class VC {
        func a() { let s = Selector("handle(_:)", VC.handle(_:)) }
        func b() { let s = Selector("move(x:y:)", VC.move(x:y:)) }
        func c() { let s = Selector("handle(_:)", VC.handle(_:)) }
      }
      """
    #expect(try rewrittenBody(source) == expected)
  }

  @Test func aBaseNameTakesTheLabelsOfTheOnlyMethodOfThatName() throws {
    let source = """
      class VC {
        func handle(_ note: Notification) {}
        func done() {}
        func go() { f(#selector(handle), #selector(done)) }
      }
      """
    let expected = """
      class VC {
        func handle(_ note: Notification) {}
        func done() {}
        func go() { f(Selector("handle(_:)", VC.handle(_:)), Selector("done()", VC.done)) }
      }
      """
    #expect(try rewrittenBody(source) == expected)
  }

  @Test func aMethodDeclaredInAnExtensionInAnotherFileIsFound() throws {
    let controller = """
      final class VC: UIViewController {
        func start() { observe(#selector(keyboardWillShow)) }
      }
      """
    let extensionFile = """
      extension VC {
        func keyboardWillShow(_ notification: Notification) {}
      }
      """
    let bodies = try rewrittenBodies([controller, extensionFile])
    #expect(
      bodies[0] == """
        final class VC: UIViewController {
          func start() { observe(Selector("keyboardWillShow(_:)", VC.keyboardWillShow(_:))) }
        }
        """)
    #expect(bodies[1] == extensionFile)
  }

  @Test func overloadsWithOneSetOfLabelsAreOneNameAndDifferentLabelsLeaveTheBaseName() throws {
    let source = """
      class VC {
        func tap(_ button: UIButton) {}
        func tap(_ gesture: UITapGestureRecognizer) {}
        func show(_ x: Int) {}
        func show(animated: Bool) {}
        func go() { f(#selector(tap), #selector(show), #selector(show(animated:))) }
      }
      """
    let rewritten = try rewrittenBody(source).split(separator: "\n")[5]
    #expect(
      rewritten == """
          func go() { f(Selector("tap(_:)", VC.tap(_:)), Selector("show", VC.show), \
        Selector("show(animated:)", VC.show(animated:))) }
        """)
  }

  @Test func aNestedTypeIsTheOwnerByItsQualifiedName() throws {
    let source = """
      class Outer {
        class Inner {
          func ping() {}
          func go() { f(#selector(ping)) }
        }
        func go() { f({ #selector(Inner.ping) }) }
      }
      extension Outer.Inner {
        func more() { f(#selector(ping)) }
      }
      """
    let lines = try rewrittenBody(source).split(separator: "\n")
    #expect(lines[3] == #"    func go() { f(Selector("ping()", Outer.Inner.ping)) }"#)
    #expect(lines[5] == #"  func go() { f({ Selector("ping()", Inner.ping) }) }"#)
    #expect(lines[8] == #"  func more() { f(Selector("ping()", Outer.Inner.ping)) }"#)
  }

  @Test func aMethodTheFilesDoNotDeclareIsTakenAsOneWithoutArguments() throws {
    // An inherited UIKit method: `layoutIfNeeded()`; `Selector` on a named type keeps that type.
    let source = """
      class VC: UIViewController {
        func go() { f(#selector(UIView.layoutIfNeeded), #selector(dismissAll)) }
      }
      """
    #expect(
      try rewrittenBody(source).split(separator: "\n")[1] == """
          func go() { f(Selector("layoutIfNeeded()", UIView.layoutIfNeeded), \
        Selector("dismissAll()", VC.dismissAll)) }
        """)
  }

  @Test func aMethodOfASuperclassInTheFilesIsFound() throws {
    let source = """
      class Base: UIViewController { func refresh(_ sender: Any?) {} }
      class VC: Base { func go() { f(#selector(refresh)) } }
      """
    #expect(
      try rewrittenBody(source).split(separator: "\n")[1] == """
        class VC: Base { func go() { f(Selector("refresh(_:)", VC.refresh(_:))) } }
        """)
  }

  @Test func aSelectorOverSeveralLinesKeepsItsLineBreaks() throws {
    let source = "class VC {\n  func go() { f(#selector(\n    handle(_:)\n  ), 1) }\n}\n"
    #expect(
      try rewrittenBody(source) == """
        class VC {
          func go() { f(Selector("handle(_:)", VC.handle(_:))

        , 1) }
        }

        """)
  }

  @Test func aGetterSelectorBecomesAKeyPathOnTheEnclosingTypeOrTheTypeNamed() throws {
    let source = """
      extension UIScrollView {
        func a() { let s = #selector(getter: isFirstResponder) }
        func b() { let s = #selector(getter: UIView.isHidden) }
        func c() { let s = #selector(getter: self.contentSize) }
      }
      """
    let expected = """
      extension UIScrollView {
        func a() { let s = Selector(getter: "isFirstResponder", \\UIScrollView.isFirstResponder) }
        func b() { let s = Selector(getter: "isHidden", \\UIView.isHidden) }
        func c() { let s = Selector(getter: "contentSize", \\UIScrollView.contentSize) }
      }
      """
    #expect(try rewrittenBody(source) == expected)
  }

  @Test func setterSelectorsAndGettersOutsideATypeAreErrorsAtTheirLineAndColumn() {
    let source = """
      class VC {
        @objc dynamic var name = ""
        func go() { let s = #selector(setter: name)
          let t =  #selector(getter: name(_:)) }
      }
      let u = #selector(getter: name)
      """
    #expect(
      problems([source]).map(\.diagnostic) == [
        "/user/File0.swift:3:23: error: #selector(setter:) needs the Objective-C runtime, which "
          + "Linux does not have",
        "/user/File0.swift:4:14: error: #selector(getter:) is rewritten for Linux only for a "
          + "property of this type or of a named type; write #selector(getter: name) or "
          + "#selector(getter: TypeName.name)",
        "/user/File0.swift:6:9: error: #selector(getter:) outside a type needs the type that "
          + "declares the property; write #selector(getter: TypeName.name)",
      ])
  }

  @Test func aSelectorOutsideATypeNeedsTheTypeName() {
    #expect(
      problems(["let s = #selector(go)\n"]).map(\.diagnostic) == [
        "/user/File0.swift:1:9: error: #selector outside a type needs the type that declares the "
          + "method; write #selector(TypeName.go)"
      ])
  }

  // A raw identifier may hold quotes: the selector's name is a string literal with them escaped,
  // never code (`"show" + sideEffect() + ""` would run `sideEffect()`).
  @Test func aRawIdentifiersQuotesAreEscapedInTheSelectorsName() throws {
    let source = """
      class VC {
        func `show" + sideEffect() + "`() {}
        func go() { f(#selector(`show" + sideEffect() + "`)) }
      }
      """
    let rewritten = try rewrittenBody(source)
    #expect(
      rewritten.contains(
        #"f(Selector("`show\" + sideEffect() + \"`()", VC.`show" + sideEffect() + "`))"#),
      "\(rewritten)")
  }

  @Test func aKeyPathsTextIsEscapedInItsString() throws {
    let source = """
      class VC {
        @objc var `a"b`: Int = 0
        func go() { f(#keyPath(`a"b`)) }
      }
      """
    let rewritten = try rewrittenBody(source)
    #expect(rewritten.contains(#"f("`a\"b`" "#), "\(rewritten)")
  }
}
