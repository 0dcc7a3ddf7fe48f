#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Open file descriptors sent from one process to another over a Unix socket (`SCM_RIGHTS`), as
/// one byte with the descriptors attached: the driver hands a run's pipes to the run server
/// (`RunServer`), which gives them to the run's process as its standard streams.
///
/// Each message is one byte, sent and received alone, so that messages sent side by side from
/// several threads on one stream socket never mix their descriptors.
enum DescriptorMessage {
  /// Sends `descriptors` on `socket`; whether the message went. The sender keeps its own copies.
  static func send(_ descriptors: [Int32], on socket: Int32) -> Bool {
    var byte: UInt8 = 1
    let sent = transfer(&byte, descriptors: descriptors.count) { message, control in
      var header = cmsghdr()
      header.cmsg_len = .init(aligned(MemoryLayout<cmsghdr>.size) + descriptors.count * 4)
      header.cmsg_level = SOL_SOCKET
      header.cmsg_type = Int32(SCM_RIGHTS)
      control.storeBytes(of: header, as: cmsghdr.self)
      for (index, descriptor) in descriptors.enumerated() {
        control.storeBytes(
          of: descriptor, toByteOffset: aligned(MemoryLayout<cmsghdr>.size) + index * 4,
          as: Int32.self)
      }
      return sendmsg(socket, message, 0)
    }
    return sent == 1
  }

  /// The `count` descriptors of the next message on `socket`, each closed when this process
  /// execs; `nil` at the end of the stream (the sender is gone), none for a message that does not
  /// carry `count` of them (those it carried are closed).
  static func receive(_ count: Int, on socket: Int32) -> [Int32]? {
    var byte: UInt8 = 0
    var descriptors: [Int32] = []
    let received = transfer(&byte, descriptors: count) { message, control in
      let received = recvmsg(socket, message, 0)
      guard received == 1 else { return received }
      let header = control.load(as: cmsghdr.self)
      let carried =
        Int(message.pointee.msg_controllen) >= MemoryLayout<cmsghdr>.size
          && header.cmsg_level == SOL_SOCKET && header.cmsg_type == Int32(SCM_RIGHTS)
        ? (Int(header.cmsg_len) - aligned(MemoryLayout<cmsghdr>.size)) / 4 : 0
      descriptors = (0..<max(carried, 0)).map {
        control.load(
          fromByteOffset: aligned(MemoryLayout<cmsghdr>.size) + $0 * 4, as: Int32.self)
      }
      return received
    }
    guard received == 1 else { return nil }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    guard descriptors.count == count else {
      descriptors.forEach { close($0) }
      return []
    }
    return descriptors
  }

  /// Calls `call` (which sends or receives) with a message of the one byte `byte` and room for
  /// `descriptors` descriptors in its control part, zeroed, again while it is interrupted; what
  /// the last call returned.
  private static func transfer(
    _ byte: inout UInt8, descriptors: Int,
    _ call: (UnsafeMutablePointer<msghdr>, UnsafeMutableRawPointer) -> Int
  ) -> Int {
    let space = controlSpace(descriptors)
    let control = UnsafeMutableRawPointer.allocate(
      byteCount: space, alignment: MemoryLayout<cmsghdr>.alignment)
    defer { control.deallocate() }
    control.initializeMemory(as: UInt8.self, repeating: 0, count: space)
    return withUnsafeMutablePointer(to: &byte) { bytePointer in
      var vector = iovec(iov_base: bytePointer, iov_len: 1)
      return withUnsafeMutablePointer(to: &vector) { vectorPointer in
        var message = msghdr()
        message.msg_iov = vectorPointer
        message.msg_iovlen = 1
        message.msg_control = control
        message.msg_controllen = .init(space)
        var result: Int
        repeat { result = call(&message, control) } while result < 0 && errno == EINTR
        return result
      }
    }
  }

  /// The bytes the control part of a message takes for `count` descriptors (`CMSG_SPACE`).
  private static func controlSpace(_ count: Int) -> Int {
    aligned(MemoryLayout<cmsghdr>.size) + aligned(count * 4)
  }

  /// `size` rounded up as the control part aligns its items (`CMSG_ALIGN`).
  private static func aligned(_ size: Int) -> Int {
    let alignment = MemoryLayout<cmsghdr>.alignment
    return (size + alignment - 1) / alignment * alignment
  }
}
