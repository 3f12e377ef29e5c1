import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A one-shot HTTP server on 127.0.0.1 (a free port the kernel picks): answers each connection
/// with `body`, then closes it. For the URLSession tests; nothing leaves the machine.
final class LoopbackHTTPServer: Sendable {
  let port: UInt16
  let body: [UInt8]
  private let listener: Int32
  private let queue = DispatchQueue(label: "loopback-http")

  init(body: [UInt8]) throws {
    self.body = body
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socket, 4) == 0 else {
      close(socket)
      throw POSIXError(.init(rawValue: errno) ?? .EIO)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    listener = socket
    port = UInt16(bigEndian: address.sin_port)
    queue.async { [self] in acceptLoop() }
  }

  var url: URL { URL(string: "http://127.0.0.1:\(port)/data")! }

  /// Stops accepting connections.
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      serve(connection)
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    // Read the request up to its blank line (a GET has no body).
    var request: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.ends(with: [13, 10, 13, 10]) {
      let count = read(connection, &buffer, buffer.count)
      guard count > 0 else { return }
      request += buffer[..<count]
    }
    let header =
      "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: \(body.count)\r\n"
      + "Connection: close\r\n\r\n"
    var response = Array(header.utf8) + body
    var offset = 0
    while offset < response.count {
      let written = response.withUnsafeMutableBytes {
        write(connection, $0.baseAddress! + offset, $0.count - offset)
      }
      guard written > 0 else { return }
      offset += written
    }
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
