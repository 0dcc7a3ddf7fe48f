import SimulatedIOS
import SimulatedUIKit

/// One run's part of a page's replay (`Replay`): for each of its 60 Hz samples, when it was
/// taken, its gap and finding as the captions write them, and the screen `ScreenDrawing` draws
/// of it, each drawing stored once however many samples in a row draw it.
struct ReplayRun {
  /// The variant as `--compare` names it.
  var variant: String
  /// Its short name, the caption's first line.
  var shortName: String
  /// Each sample's time, in order.
  var times: [Double]
  /// Each sample's gap as a person sees it (`VerdictRules.shownGap`), as the verdict and the
  /// finding judge it: `pink 20.1 pt`, `covered 258 pt` or `gap 0 pt`.
  var gaps: [String]
  /// What each sample shows, in the verdict rules' words (`VerdictText.finding(of:)`).
  var findings: [String]
  /// Each sample's drawing: its index in `pictures`.
  var frames: [Int]
  /// The drawings (`encode`): one for each run of samples that draw the same screen. A long
  /// comparison's page holds tens of millions of their numbers, each a 32-bit integer (a page's
  /// pixels in hundredths are far within it), half the memory of an `Int`.
  var pictures: [[Int32]]
  /// The sample the strip's worst screen shows: the last sample not after the worst moment (a
  /// worst rest shows what the last sample before it left on screen); `nil` when the run has no
  /// worst screen (nothing off by 0.05 pt or more).
  var worst: Int?

  /// The replay of `run`, whose every sample is `samples`; `drawing` draws each sample's screen
  /// with its bezel's top-left corner where `corner` puts it, framed `framing` pixels outside.
  init(
    _ run: ComparedRun, samples: [Sample], drawing: ScreenDrawing, framing: Double,
    corner: (_ width: Double) -> (x: Double, y: Double)
  ) {
    variant = run.variant
    shortName = run.shortName
    times = samples.map(\.time)
    let rules = VerdictRules.standard
    gaps = samples.map { VerdictText.gap(rules.shownGap(of: $0), of: $0) + " pt" }
    findings = samples.map(VerdictText.finding(of:))
    frames = []
    frames.reserveCapacity(samples.count)
    pictures = []
    for sample in samples {
      let (x, y) = corner(drawing.size(of: sample).width)
      let picture = Self.encode(drawing.picture(of: sample, x: x, y: y), framing: framing)
      if picture != pictures.last { pictures.append(picture) }
      frames.append(pictures.count - 1)
    }
    let moment = run.picture.moments.first(where: \.isWorst)
    worst = moment.flatMap { moment in samples.lastIndex { $0.time <= moment.sample.time } }
  }

  /// `picture` as numbers: for each shape (the replay's frame `framing` pixels around the bezel,
  /// the screen's clip, the bezel, the device's hardware, then the shapes inside), its style
  /// (`ScreenShape.Style`'s raw value) and its four numbers in hundredths of a pixel, each less
  /// the same number of the shape before: the keys of a row differ in one number, so most of
  /// them write as a few digits and zeros.
  static func encode(_ picture: ScreenPicture, framing: Double) -> [Int32] {
    let shapes =
      [picture.bezel.outset(by: framing, .replayFrame), picture.screen, picture.bezel]
      + picture.hardware + picture.shapes
    var numbers: [Int32] = []
    numbers.reserveCapacity(shapes.count * 5)
    var previous = [0, 0, 0, 0]
    for shape in shapes {
      numbers.append(Int32(shape.style.rawValue))
      let hundredths = shape.hundredths
      for index in 0..<4 {
        numbers.append(Int32(hundredths[index] - previous[index]))
      }
      previous = hundredths
    }
    return numbers
  }
}
