import Testing

@testable import SimulatedIOS

/// The built-in scenarios are parsed on first use, each alone (`BuiltInScenario.scenario`).
@Suite struct BuiltInScenarioParsingTests {
  /// Each built-in scenario, asked for from several threads at once and then again, is the
  /// scenario its text parses to: none is another's, none is parsed differently the second time.
  @Test func eachScenarioIsItsTextParsed() async {
    let cases = BuiltInScenario.allCases
    let firsts = await withTaskGroup(of: (Int, Scenario).self) { group in
      for (index, builtIn) in cases.enumerated().reversed() {
        group.addTask { (index, builtIn.scenario) }
        group.addTask { (index, builtIn.scenario) }
      }
      var firsts: [Int: [Scenario]] = [:]
      for await (index, scenario) in group { firsts[index, default: []].append(scenario) }
      return firsts
    }
    for (index, builtIn) in cases.enumerated() {
      let parsed = builtIn.parsedAlone()
      #expect(parsed.name == builtIn.rawValue)
      #expect(firsts[index] == [parsed, parsed], "\(builtIn)")
      #expect(builtIn.scenario == parsed, "\(builtIn)")
    }
  }
}
