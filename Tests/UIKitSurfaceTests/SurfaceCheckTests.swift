#if os(Linux)
  import Glibc
  import Testing

  /// What `UIKitSurfaceCheck` states and checks: an app's controller in today's idiom, compiled
  /// against `import UIKit` alone, and the bridged casts (`userInfo[key] as? CGRect`, `as? Double`,
  /// SE-0170's exact integers). It runs as a process of its own: the bridges are conformances of
  /// `Double`, `Int`… that Foundation declares too, and this test binary links Foundation. Linux
  /// only: it finds the check through `/proc`.
  @Suite struct SurfaceCheckTests {
    @Test func everyBehaviourTheCheckStatesHolds() throws {
      let lines = try Self.runCheck()
      // Bridging (9), CoreGraphics (3), the run through SchmeeboardRun (4), the direct run (1 + 5
      // per frame change, 2 of them, + 8), tables (2), collection views (4), the runtime's names
      // (3), a constraint's subclass (4), AnyObject's member lookup (4), NSHashTable (6), the
      // transition coordinator's two spellings (2).
      #expect(lines.count == 60)
      for line in lines {
        #expect(line.hasPrefix("PASS "), "\(line)")
      }
    }

    /// The check's output lines: it is built next to this test binary.
    private static func runCheck() throws -> [String] {
      var path = [CChar](repeating: 0, count: 4096)
      let length = readlink("/proc/self/exe", &path, path.count - 1)
      try #require(length > 0)
      let binary = String(decoding: path[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let check = binary.split(separator: "/").dropLast().joined(separator: "/")
      return try output(of: "/" + check + "/UIKitSurfaceCheck").split(separator: "\n").map(
        String.init)
    }

    /// What `executable` prints on its standard output.
    private static func output(of executable: String) throws -> String {
      var pipe: [Int32] = [0, 0]
      try #require(Glibc.pipe(&pipe) == 0)
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
      posix_spawn_file_actions_addclose(&actions, pipe[0])
      var child = pid_t()
      let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(executable), nil]
      defer { arguments.forEach { free($0) } }
      let spawned = posix_spawn(&child, executable, &actions, nil, arguments, environ)
      close(pipe[1])
      defer { close(pipe[0]) }
      try #require(spawned == 0, "\(executable) did not start")
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while case let count = read(pipe[0], &buffer, buffer.count), count > 0 {
        bytes += buffer[..<count]
      }
      var status: Int32 = 0
      waitpid(child, &status, 0)
      try #require(status == 0, "\(executable) stopped")
      return String(decoding: bytes, as: UTF8.self)
    }
  }
#endif
