#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The innermost of the user's own functions on this thread's stack, named as Swift writes it
/// (`KeyboardViewController.keyboardWillShow(Notification)`), for a run that hangs or exits.
///
/// It reads the stack with the C library's `backtrace` and names each frame with `dladdr` and the
/// Swift runtime's demangler, all looked up when asked for (the C library's module does not
/// declare them). The user's module is compiled with `-enable-testing`, so that its internal
/// functions have names a frame can be matched to; a `private` function or a closure has none,
/// and the function around it is named.
enum UserCodeFrame {
  /// The innermost frame of the user's module, other than the lab's glue, or `nil`.
  static func innermost() -> String? {
    typealias Backtrace =
      @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32)
      -> Int32
    typealias Describe = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
    typealias Demangle =
      @convention(c) (
        UnsafePointer<CChar>?, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32
      ) -> UnsafeMutablePointer<CChar>?
    guard let backtraceSymbol = dlsym(nil, "backtrace"), let dladdrSymbol = dlsym(nil, "dladdr"),
      let demangleSymbol = dlsym(nil, "swift_demangle")
    else { return nil }
    let backtrace = unsafeBitCast(backtraceSymbol, to: Backtrace.self)
    let describe = unsafeBitCast(dladdrSymbol, to: Describe.self)
    let demangle = unsafeBitCast(demangleSymbol, to: Demangle.self)
    var frames = [UnsafeMutableRawPointer?](repeating: nil, count: 128)
    let count = Int(backtrace(&frames, Int32(frames.count)))
    for frame in frames.prefix(count) {
      // `Dl_info`: the file's name and base, the symbol's name and address.
      var info = [UnsafeMutableRawPointer?](repeating: nil, count: 4)
      // A frame's address is where its call returns to, one past the call: past the function's
      // end when the call cannot return (`exit`), so the call's own byte is named.
      guard let frame, describe(frame - 1, &info) != 0, let symbol = info[2] else { continue }
      let mangled = symbol.assumingMemoryBound(to: CChar.self)
      guard let demangled = demangle(mangled, strlen(mangled), nil, nil, 0) else { continue }
      defer { free(demangled) }
      if let name = userFunction(String(cString: demangled)) { return name }
    }
    return nil
  }

  /// `demangled` without its modules and result type, when it is a function of the user's module
  /// other than the glue's; otherwise `nil`.
  static func userFunction(_ demangled: String) -> String? {
    let module = ControllerCompiler.moduleName
    guard demangled.contains(module),
      !demangled.contains("\(module).SchmeeboardController"),
      !demangled.contains("\(module).schmeeboardController")
    else { return nil }
    var name = demangled.replacing("(extension in \(module)):", with: "")
    for qualifier in [
      module, "SimulatedUIKit", "FoundationEssentials", "Foundation", "UIKit", "Swift",
    ] {
      name = name.replacing("\(qualifier).", with: "")
    }
    if let result = name.ranges(of: " -> ").last {
      name = String(name[..<result.lowerBound])
    }
    return name
  }
}
