/// The page's script (`PageRenderer`): it shows the replay's container, and, when the page holds a
/// replay's numbers (`Replay.writeData`), plays them. It draws each run's screen from the shapes
/// `ScreenDrawing` made (`ReplayRun.encode`), keeps the captions, the charts' cursor, the slider
/// and the time in step, reads the time from the page's address (`#t=1.117`: the last time of the
/// player not after it; the first for anything else) and writes it back when the player stops.
/// Left and Right step a frame, Space plays and pauses.
///
/// The script is the file `ReplayScript.js` beside this one, which SwiftPM compiles into the module
/// as its bytes (`.embedInCode` in `Package.swift`, read through `PackageResources`): no bundle
/// to find at run time, and nothing generated to keep in step with the file.
enum ReplayScript {
  /// `ReplayScript.js`, ending in a newline.
  static let source = String(decoding: PackageResources.ReplayScript_js, as: UTF8.self)
}
