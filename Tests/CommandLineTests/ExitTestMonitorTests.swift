import Foundation
import TestSupport
import Testing

/// Swift Testing's exit-test monitor, which loops while a child of the test process that has ended
/// is not yet reaped, is lowered to nice 19 by the first launch after an exit test starts it
/// (`ExitTestMonitor`, in `ProgramRun`): a check that the workaround still finds the thread by the
/// name this version of Swift Testing gives it.
@Suite struct ExitTestMonitorTests {
  #if os(Linux)
    @Test func aLaunchAfterAnExitTestLowersTheMonitor() async throws {
      await #expect(processExitsWith: .success) {}
      _ = try ProgramRun("/bin/true", [])
      let monitors = Self.threads().filter { $0.name == "SWT ExT monitor" }
      #expect(monitors.count == 1, "\(Self.threads().map(\.name))")
      #expect(monitors.allSatisfy { $0.nice == 19 }, "\(monitors)")
    }

    /// This process's threads: each one's name and nice value, from `/proc/self/task/*/stat`.
    private static func threads() -> [(name: String, nice: Int?)] {
      let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
      return tasks.compactMap { task in
        guard
          let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
          let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the name: the state (field 3) and on; the nice value is field 19.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return (
          String(stat[stat.index(after: open)..<close]), fields.count > 16 ? Int(fields[16]) : nil
        )
      }
    }
  #endif
}
