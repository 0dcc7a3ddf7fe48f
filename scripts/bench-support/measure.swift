// scripts/bench's stopwatch: runs a command a number of times with its standard output sent to a
// file and its standard error discarded, and prints one line: the median and the fastest wall time and the median CPU time (user +
// system) in seconds, the largest peak resident memory in KiB (getrusage of the child), and the
// last exit status. The peak memory has a floor of this program's own, about 8 MiB: a spawned child
// starts in its parent's memory.
//
//   measure REPETITIONS OUTPUT-FILE COMMAND [ARGUMENT...]
import Glibc

let arguments = CommandLine.arguments
guard arguments.count >= 4, let repetitions = Int(arguments[1]), repetitions > 0 else {
  fputs("usage: measure REPETITIONS OUTPUT-FILE COMMAND [ARGUMENT...]\n", stderr)
  exit(2)
}
let outputPath = arguments[2]
let command = Array(arguments[3...])

func monotonicSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func seconds(_ time: timeval) -> Double {
  Double(time.tv_sec) + Double(time.tv_usec) / 1e6
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

var walls: [Double] = []
var cpus: [Double] = []
var peakKiB = 0
var lastStatus: Int32 = 0
let cArguments = command.map { strdup($0) } + [nil]
for _ in 0..<repetitions {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  var pid = pid_t()
  let start = monotonicSeconds()
  let spawned = posix_spawnp(&pid, command[0], &actions, nil, cArguments, environ)
  posix_spawn_file_actions_destroy(&actions)
  guard spawned == 0 else {
    fputs("measure: cannot run \(command[0]): \(String(cString: strerror(spawned)))\n", stderr)
    exit(2)
  }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  walls.append(monotonicSeconds() - start)
  cpus.append(seconds(usage.ru_utime) + seconds(usage.ru_stime))
  peakKiB = max(peakKiB, usage.ru_maxrss)
  // Exited: the status's second byte; killed by a signal: 128 + the signal, as shells report it.
  lastStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
}
print(median(walls), walls.min()!, median(cpus), peakKiB, lastStatus)
