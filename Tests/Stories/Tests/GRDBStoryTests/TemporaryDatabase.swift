import Foundation
import GRDB

/// A real SQLite database file in a folder of its own under the temporary directory, removed when
/// this goes: a `DatabaseQueue` on it, with two tables.
final class TemporaryDatabase {
  let folder: URL
  let queue: DatabaseQueue

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dynamicproxy-stories-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    queue = try DatabaseQueue(path: folder.appendingPathComponent("story.sqlite").path)
    try queue.write { db in
      try db.execute(
        sql: "CREATE TABLE player (id INTEGER PRIMARY KEY, name TEXT NOT NULL, score INTEGER NOT NULL)")
      try db.execute(sql: "CREATE TABLE team (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    }
  }

  /// The number of rows of `table`, read from the file.
  func count(_ table: String) throws -> Int {
    try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// An event as a line: "insert player 1".
func describe(_ event: DatabaseEvent) -> String {
  "\(event.kind) \(event.tableName) \(event.rowID)"
}
