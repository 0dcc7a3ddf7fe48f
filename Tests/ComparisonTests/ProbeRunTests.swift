import TestSupport
import Testing

/// The probe runs' timelines, whole, as golden files: what the built-in scenarios leave alone.

@Suite struct ProbeRunTests {
  @Test(arguments: ProbeRun.all.map(\.name))
  func probeTimeline(name: String) throws {
    let probe = try #require(ProbeRun.all.first { $0.name == name })
    try expectGenerated(probe.goldenTimeline)
  }
}
