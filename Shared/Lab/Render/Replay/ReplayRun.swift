import SimulatedIOS
import SimulatedUIKit

/// One run's part of a page's replay (`Replay`): for each of its 60 Hz samples and each of its
/// rests (the settled screens the judge judges, `Timeline.rests` and the rest at the end), when the
/// player shows it, its gap and finding as the captions write them, and the screen `ScreenDrawing`
/// draws of it, each drawing stored once however many entries in a row draw it.
///
/// A rest is taken at the next step's time, before the step acts, where the step's own first
/// sample often lies too; the player shows it from one frame after the last sample before it (or
/// after the step before it, when no sample came since; halfway to the rest, when that is nearer)
/// until the step, while its screen stood settled, and its caption gives the rest's own time, the
/// time the verdict's reason names.
struct ReplayRun {
  /// The variant as `--compare` names it.
  var variant: String
  /// Its short name, the caption's first line.
  var shortName: String
  /// Each entry's time on the player, in order: a sample's own, a rest's as above.
  var times: [Double]
  /// Each entry's gap as a person sees it (`VerdictRules.shownGap`), as the verdict and the
  /// finding judge it: `pink 20.1 pt`, `covered 258 pt` or `gap 0 pt`.
  var gaps: [String]
  /// What each entry shows, in the verdict rules' words (`VerdictText.finding(of:)`, and
  /// `VerdictText.finding(atRest:)` for a rest).
  var findings: [String]
  /// Each entry that is a rest: its place among the entries and the rest's own time.
  var rests: [(entry: Int, time: Double)]
  /// Each entry's drawing: its index in `pictures`.
  var frames: [Int]
  /// The drawings (`encode`): one for each run of entries that draw the same screen. A long
  /// comparison's page holds tens of millions of their numbers, each a 32-bit integer (a page's
  /// pixels in hundredths are far within it), half the memory of an `Int`.
  var pictures: [[Int32]]
  /// The entry the strip's worst screen shows: the worst rest itself, else the last sample not
  /// after the worst moment; `nil` when the run has no worst screen (nothing off by 0.05 pt or
  /// more).
  var worst: Int?

  /// The replay of `run`, whose every sample is `samples` and whose rests before a later step are
  /// `rests`; `drawing` draws each entry's screen with its bezel's top-left corner where `corner`
  /// puts it, framed `framing` pixels outside.
  init(
    _ run: ComparedRun, samples: [Sample], rests: [Sample], drawing: ScreenDrawing,
    framing: Double, corner: (_ width: Double) -> (x: Double, y: Double)
  ) {
    variant = run.variant
    shortName = run.shortName
    times = []
    gaps = []
    findings = []
    self.rests = []
    frames = []
    pictures = []
    let rules = VerdictRules.standard
    let count = samples.count + rests.count + 1
    times.reserveCapacity(count)
    frames.reserveCapacity(count)
    func add(_ sample: Sample, at time: Double, finding: String) {
      times.append(time)
      gaps.append(VerdictText.gap(rules.shownGap(of: sample), of: sample) + " pt")
      findings.append(finding)
      let (x, y) = corner(drawing.size(of: sample).width)
      let picture = Self.encode(drawing.picture(of: sample, x: x, y: y), framing: framing)
      if picture != pictures.last { pictures.append(picture) }
      frames.append(pictures.count - 1)
    }
    var next = samples.startIndex
    var worstRest: Int?
    for (index, rest) in (rests + [run.picture.rest]).enumerated() {
      // The samples before a rest before a step; every sample before the rest at the end.
      let isLast = index == rests.count
      while next < samples.endIndex, isLast || samples[next].time < rest.time {
        add(samples[next], at: samples[next].time, finding: VerdictText.finding(of: samples[next]))
        next += 1
      }
      // After the last entry, and after the step the rest before this one was taken at.
      let before = max(times.last ?? 0, self.rests.last?.time ?? 0)
      let shown =
        rest.time > before
        ? NumberFormat.rounded(seconds: before + min(1.0 / 60, (rest.time - before) / 2))
        : before
      self.rests.append((times.count, rest.time))
      if worstRest == nil, run.picture.moments.contains(where: { $0.isWorst && $0.sample == rest })
      {
        worstRest = times.count
      }
      add(rest, at: shown, finding: VerdictText.finding(atRest: rest))
    }
    let moment = run.picture.moments.first(where: \.isWorst)
    worst =
      worstRest
      ?? moment.flatMap { moment in
        let restEntries = Set(self.rests.map(\.entry))
        return times.indices.last { !restEntries.contains($0) && times[$0] <= moment.sample.time }
      }
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
