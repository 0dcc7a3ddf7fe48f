import Foundation
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// `CONTRIBUTING.md`'s walk-throughs name the files to edit to add an iOS release, a device or a
/// technique, counted. The lists go stale when a file that lists the releases, the devices or the
/// variants is added and not named: each is found here by a search of the repository.
@Suite struct ContributingTests {
  private static let root = ShellExamplePages.root()

  /// One walk-through: the count it states and the paths of its numbered list, in order.
  struct Walkthrough {
    var statedCount: Int?
    var numbers: [Int] = []
    var paths: [String] = []
  }

  /// The walk-through under the heading `## <title>`.
  static func walkthrough(_ title: String) throws -> Walkthrough {
    let text = try String(
      contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    let section = try #require(
      text.components(separatedBy: "\n## ").first { $0.hasPrefix(title + "\n") },
      "CONTRIBUTING.md has no section \(title)")
    var walkthrough = Walkthrough()
    for line in section.split(separator: "\n") {
      if let match = line.firstMatch(of: #/^Today: \*\*(\d+) files\*\*/#) {
        walkthrough.statedCount = Int(match.1)
      }
      if let match = line.wholeMatch(of: #/(\d+)\. `([^`]+)`.*/#), let number = Int(match.1) {
        walkthrough.numbers.append(number)
        walkthrough.paths.append(String(match.2))
      }
    }
    return walkthrough
  }

  static let titles = ["Adding an iOS release", "Adding a device", "Adding a technique"]

  /// The repository's hand-written text files, by their paths from the root: sources, tests,
  /// docs, scripts and CI; not the generated `MATRIX.md`, golden timelines and pictures, nor the
  /// docs' generated phrases (`GeneratedPhrases`) and recorded examples, not the CHANGELOG's
  /// history, and not `CONTRIBUTING.md` and this file, which name what they search for. Each
  /// with its text lowercased, for the searches in any case (`hasLine`).
  static func handWrittenFiles() throws -> [(path: String, text: String, lowercased: String)] {
    try handWritten.get()
  }

  /// `handWrittenFiles()`, read once for the tests that search them.
  private static let handWritten = Result { try readHandWrittenFiles() }

  private static func readHandWrittenFiles() throws -> [(
    path: String, text: String, lowercased: String
  )] {
    let recordedPages = Set(try ShellExamplePages.paths())
    var files: [(String, String, String)] = []
    let walker = FileManager.default.enumerator(atPath: root.path)
    while let path = walker?.nextObject() as? String {
      let name = (path as NSString).lastPathComponent
      if name.hasPrefix(".") && name != ".ci" || name == "Golden" || name == "images" {
        walker?.skipDescendants()
        continue
      }
      let isScript = path.hasPrefix("scripts/") || path.hasPrefix(".ci/")
      guard ["swift", "md", "py"].contains((name as NSString).pathExtension) || isScript,
        !["MATRIX.md", "CHANGELOG.md", "CONTRIBUTING.md"].contains(path),
        !path.hasSuffix("/ContributingTests.swift"),
        let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      else { continue }
      // Most files mark no phrase: the pattern, which took some 0.5 s over all of them, runs only
      // on those with a marker.
      let handWritten =
        text.containsLiteral("<!-- generated: ") ? GeneratedPhrases.handWritten(text) : text
      let searched = recordedPages.contains(path) ? withoutRecordedOutput(handWritten) : handWritten
      files.append((path, searched, searched.lowercased()))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// `text` with each ```console block's output left out: on the pages whose examples
  /// `ReadmeTests` checks (`ShellExamplePages`), what the program printed, which `swift run
  /// schmeeboard-generate` writes. The command stays, as a hand wrote it.
  static func withoutRecordedOutput(_ text: String) -> String {
    text.replacing(#/(```console\n\$ [^\n]*\n).*?```/#.dotMatchesNewlines()) {
      $0.output.1 + "```"
    }
  }

  // On a page of recorded examples, a block's output is the program's, not a hand's; its command
  // is a hand's, and stays.
  @Test func recordedOutputIsNotHandWritten() {
    let block = "```console\n$ swift run X --list\n"
    let text = "Run:\n\n\(block)iphone4s\niphone5\n```\n\nThen `ipad2`."
    #expect(Self.withoutRecordedOutput(text) == "Run:\n\n\(block)```\n\nThen `ipad2`.")
  }

  /// The files that name every variant and need no edit for a new one: the names of the variants
  /// the shared tests state claims of, one by one (the file says why).
  static let namingWithoutListing: Set = ["Tests/TestSupport/BuiltInVariant+Subjects.swift"]

  /// `word` with no letter or digit on either side.
  static func wordPattern(_ word: String) -> Regex<AnyRegexOutput>? {
    try? Regex("(^|[^A-Za-z0-9])\(word)(?![A-Za-z0-9])")
  }

  /// Whether `text` has `word` with no letter or digit on either side. The plain search first
  /// only spares the pattern the many files without the word.
  static func names(_ text: String, _ word: String) -> Bool {
    text.containsLiteral(word) && wordPattern(word).map { text.contains($0) } == true
  }

  @Test(arguments: titles)
  func eachWalkthroughCountsItsList(title: String) throws {
    let walkthrough = try Self.walkthrough(title)
    #expect(!walkthrough.paths.isEmpty)
    #expect(walkthrough.numbers == Array(1...max(1, walkthrough.paths.count)))
    #expect(walkthrough.statedCount == walkthrough.paths.count, "\(title)")
    #expect(Set(walkthrough.paths).count == walkthrough.paths.count, "\(title) names a file twice")
  }

  // A new technique's files are named with `<Name>`: each exists for the techniques there are.
  @Test(arguments: titles)
  func everyNamedPathExists(title: String) throws {
    let techniques = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Techniques").path)
    #expect(!techniques.isEmpty)
    let walkthrough = try Self.walkthrough(title)
    for path in walkthrough.paths {
      for name in path.contains("<Name>") ? techniques : [""] {
        let concrete = path.replacingOccurrences(of: "<Name>", with: name)
        #expect(
          FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(concrete).path),
          "\(title): \(concrete) does not exist")
      }
    }
  }

  // A file lists the releases when it gives a range or a list that ends at the newest modelled
  // one (`12 to 26`, `12–26`, `15...26`, `5 to 18 or 26`, `17 to 18 and 26`) or sets the list.
  static func listsTheReleases(
    _ text: String, lowercased: String, range: Regex<AnyRegexOutput>
  ) -> Bool {
    text.containsLiteral("static let modelled = ")
      || hasLine(
        in: text, lowercased: lowercased, with: ["\(IOSVersion.newestModelled)"], matching: range)
  }

  /// Whether a line of `text` that has one of `words` (in any case) matches `pattern`;
  /// `lowercased` is `text` lowercased. The patterns searched for never span a line, so only the
  /// few lines with their words need matching, and a text without any of the words has none.
  /// Lowercasing adds and removes no line break, so the lines of `lowercased` are those of
  /// `text`, in order.
  static func hasLine(
    in text: String, lowercased: String, with words: [String],
    matching pattern: Regex<AnyRegexOutput>
  ) -> Bool {
    guard words.contains(where: { lowercased.containsLiteral($0) }) else { return false }
    let lines = zip(text.split(separator: "\n"), lowercased.split(separator: "\n"))
    return lines.contains { line, lowercasedLine in
      words.contains { lowercasedLine.containsLiteral($0) } && line.contains(pattern)
    }
  }

  // `IOSVersion.swift`, which sets the list, is always found.
  @Test func everyFileListingTheReleasesIsInTheReleaseWalkthrough() throws {
    let walkthrough = try Self.walkthrough("Adding an iOS release")
    let listed = Set(walkthrough.paths)
    let range = try Regex(
      #"(^|[^0-9.])\d+( to |–|\.\.\.| or | and )"# + "\(IOSVersion.newestModelled)(?![0-9])")
    var found = 0
    for (path, text, lowercased) in try Self.handWrittenFiles()
    where Self.listsTheReleases(text, lowercased: lowercased, range: range) {
      found += 1
      #expect(listed.contains(path), "\(path) lists the releases; CONTRIBUTING.md does not name it")
    }
    #expect(found > 0)
  }

  /// Whether some `window` consecutive lines of `text` name every one of `words`. A word never
  /// spans a line, and a line's end is not a letter or digit, so each line is searched once for
  /// each word (the words' patterns made once, and matched only on the lines that have the word)
  /// and a window names what its lines name.
  static func namesAll(_ words: [String], within window: Int, in text: String) -> Bool {
    guard words.allSatisfy({ text.containsLiteral($0) }) else { return false }
    let patterns = words.map(wordPattern)
    let named = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let line = String(line)
      return Set(
        patterns.indices.filter { index in
          line.containsLiteral(words[index]) && patterns[index].map { line.contains($0) } == true
        })
    }
    return named.indices.contains { start in
      named[start..<min(start + window, named.count)].reduce(into: Set<Int>()) {
        $0.formUnion($1)
      }.count == words.count
    }
  }

  // A file lists the devices when it names every one within 12 lines (a `switch`, a table, a
  // list of arguments), not only here and there in tests of their own. The devices' own test
  // does, so the search finds one at least.
  @Test func everyFileListingTheDevicesIsInTheDeviceWalkthrough() throws {
    let listed = Set(try Self.walkthrough("Adding a device").paths)
    let devices = Device.allCases.map(\.rawValue)
    var found = 0
    for (path, text, _) in try Self.handWrittenFiles()
    where Self.namesAll(devices, within: 12, in: text) {
      found += 1
      #expect(listed.contains(path), "\(path) lists the devices; CONTRIBUTING.md does not name it")
    }
    #expect(found > 0)
  }

  /// The pages whose counts of the variants are measurements made on a date, true of the code
  /// they measured: `docs/performance.md`'s figures say how many variants `--compare all` ran then.
  static let datedMeasurements: Set = ["docs/performance.md"]

  /// Numbers as words, for counts of the variants written out: `the eleven built-in variants`.
  static let numberWords = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    "twenty",
  ]

  // A file lists the variants when it names every one (a technique also by its module's name,
  // `TechniqueKeyboardLayoutGuide`), or counts them (`count == 11`, `-eq 11`, the lines of a
  // `--compare all` with one more, or in words, `11 variants`, `the eleven built-in variants`,
  // `eleven runs`, not `iOS 11 runs`); but the names the shared tests give.
  @Test func everyFileListingTheVariantsIsInTheTechniqueWalkthrough() throws {
    let count = BuiltInVariant.all.count
    // The words before a count, the same for the lines searched and for the pattern.
    let comparisons = ["count == ", "-eq ", "-ne "]
    let counting = try Regex(
      "(\(comparisons.joined(separator: "|")))(\(count)|\(count + 1))(?![0-9])")
    let word = Self.numberWords[min(count, Self.numberWords.count - 1)]
    // Each way of counting in words ends in one of these.
    let nouns = ["variants", "runs"]
    let countingInWords = try Regex(
      "(^|[^A-Za-z0-9])((\(count)|\(word))( built-in)? \(nouns[0])|\(word) \(nouns[1]))"
        + "(?![A-Za-z0-9])"
    ).ignoresCase()
    let listed = Set(try Self.walkthrough("Adding a technique").paths)
    var found = 0
    for (path, text, lowercased) in try Self.handWrittenFiles()
    where !Self.namingWithoutListing.contains(path) && !Self.datedMeasurements.contains(path)
      && (BuiltInVariant.all.allSatisfy({
        Self.names(text, $0.rawValue) || Self.names(text, "Technique" + $0.rawValue)
      })
        || Self.hasLine(in: text, lowercased: lowercased, with: comparisons, matching: counting)
        || Self.hasLine(in: text, lowercased: lowercased, with: nouns, matching: countingInWords))
    {
      found += 1
      #expect(listed.contains(path), "\(path) lists the variants; CONTRIBUTING.md does not name it")
    }
    #expect(found > 2)
  }
}
