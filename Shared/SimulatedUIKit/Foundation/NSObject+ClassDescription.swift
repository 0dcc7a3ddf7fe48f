import Foundation

extension NSObject {
  /// The class's name, qualified by its module, as the Objective-C runtime gives a Swift class's
  /// (`MyApp.ChatInputView`) [A: `+[NSObject description]`]: code that names a nib after its
  /// class reads it (`type(of: self).description()`), which Foundation on Linux lacks.
  public class func description() -> String {
    String(reflecting: self)
  }
}
