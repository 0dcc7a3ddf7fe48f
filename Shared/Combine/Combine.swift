// The `Combine` module: what an app's own file that says `import Combine` gets in the lab.
//
// Combine's API is OpenCombine's (github.com/OpenCombine/OpenCombine), an open implementation of
// it, re-exported here: publishers and operators (`map`, `compactMap`, `merge`,
// `removeDuplicates`, `debounce`, `throttle`, …), `sink` and `assign`, `AnyCancellable`,
// `@Published`, `ObservableObject`, subjects. What this module adds is what iOS has on the types
// the lab simulates, on the run's virtual clock:
//
// - `NotificationCenter.default.publisher(for:object:)` on the run's own center, whose
//   subscription the timeline prints as a block observer of its own name (`NotificationPublisher`);
// - `DispatchQueue.main`, `RunLoop.main` and `OperationQueue.main` as schedulers
//   (`VirtualClockScheduler`): `receive(on:)` hands each value on a turn later, after the work
//   under way, as iOS does, and `debounce`, `throttle` and `delay` count virtual time.
//
// The driver compiles a user's file against it (`docs/your-own-controller.md`); the lab's own code
// is not written in Combine, and no module of the lab depends on this one.

@_exported import OpenCombine
