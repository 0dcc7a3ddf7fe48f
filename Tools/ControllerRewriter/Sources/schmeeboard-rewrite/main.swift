import ControllerRewriting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

// `schmeeboard-rewrite --output DIR FILE...`, run by `schmeeboard --controller`: see
// `RewriteCommand`.
let outcome = RewriteCommand.run(Array(CommandLine.arguments.dropFirst()))
for line in outcome.errors {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
exit(outcome.status)
