import Foundation
import TestSupport

// `swift run schmeeboard-generate`: writes every file the code writes (`GeneratedFiles`: the
// golden timelines, `MATRIX.md`, the rankings, the rules, the pictures, the docs' phrases, the
// examples' output) and names each one whose text changed; the tests only compare them. The
// examples run the executables built beside this one, so `swift build` comes first (with the
// flags the build uses). Read the diff before committing it: a written file that shows a wrong
// behaviour is a bug, not a new baseline.

let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
do {
  for file in try GeneratedFiles.all(binaries: binaries) {
    if try file.write() { print("wrote \(file.path)") }
  }
} catch {
  FileHandle.standardError.write(Data("schmeeboard-generate: \(error)\n".utf8))
  exit(1)
}
