import DynamicProxy
import DynamicProxyRx
import GRDB
import GRDBProxies
import Testing

/// The app's own transaction observer: the tables it cares about, and what it was told.
final class ChangeLog: TransactionObserver, @unchecked Sendable {  // called in serial writes; read after them
  /// The tables observed; nil for all.
  let tables: Set<String>?
  private(set) var changes: [String] = []
  private(set) var commits = 0
  private(set) var rollbacks = 0
  /// When set, `databaseWillCommit` throws it: the app vetoes the transaction.
  var veto: (any Error)?

  init(tables: Set<String>? = nil) { self.tables = tables }

  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
    tables?.contains(eventKind.tableName) ?? true
  }
  func databaseDidChange(with event: DatabaseEvent) { changes.append(describe(event)) }
  func databaseWillCommit() throws { if let veto { throw veto } }
  func databaseDidCommit(_ db: Database) { commits += 1 }
  func databaseDidRollback(_ db: Database) { rollbacks += 1 }
}

struct Veto: Error, Equatable {}

typealias Methods = TransactionObserverProxy.Methods

/// GRDB's `TransactionObserver`, proxied by the class dynamicproxy-generate wrote from GRDB's
/// symbol graph, on a real SQLite file: the proxy goes into GRDB's observer list
/// (`add(transactionObserver:)`, which holds it weakly), the app's observer behind it.
@Suite struct TransactionObserverProxyTests {
  @Test func changesAndTheCommitAreObservedInOrderAndForwarded() throws {
    let database = try TemporaryDatabase()
    let app = ChangeLog()
    let proxy = TransactionObserverProxy()
    proxy.setForwardToDelegate(app, retainDelegate: false)
    database.queue.add(transactionObserver: proxy)
    var log: [String] = []
    let bag = DisposeBag()
    // RxCocoa's form: by selector, as [Any] (the event is valid during the call only: read it there).
    proxy.methodInvoked("databaseDidChangeWith:")
      .subscribe(onNext: { arguments in log.append("[Any] " + describe(arguments[0] as! DatabaseEvent)) })
      .disposed(by: bag)
    // The typed form: the event itself.
    proxy.methodInvoked(Methods.databaseDidChangeWith)
      .subscribe(onNext: { event in log.append("typed " + describe(event)) })
      .disposed(by: bag)
    proxy.methodInvoked(Methods.databaseDidCommit)
      .subscribe(onNext: { _ in log.append("commit") })
      .disposed(by: bag)

    try database.queue.write { db in
      try db.execute(sql: "INSERT INTO player (name, score) VALUES ('Arthur', 10), ('Barbara', 20)")
      try db.execute(sql: "UPDATE player SET score = 15 WHERE name = 'Arthur'")
      try db.execute(sql: "DELETE FROM player WHERE name = 'Barbara'")
    }

    let changes = ["insert player 1", "insert player 2", "update player 1", "delete player 2"]
    #expect(log == changes.flatMap { ["[Any] \($0)", "typed \($0)"] } + ["commit"])
    #expect(app.changes == changes, "the app's observer got every change")
    #expect(app.commits == 1)
    #expect(app.rollbacks == 0)
    #expect(try database.count("player") == 1)
    withExtendedLifetime(proxy) {}
  }

  @Test func aRollbackIsObservedAndForwarded() throws {
    let database = try TemporaryDatabase()
    let app = ChangeLog()
    let proxy = TransactionObserverProxy()
    proxy.setForwardToDelegate(app, retainDelegate: false)
    database.queue.add(transactionObserver: proxy)
    var log: [String] = []
    let bag = DisposeBag()
    proxy.methodInvoked(Methods.databaseDidChangeWith)
      .subscribe(onNext: { log.append(describe($0)) })
      .disposed(by: bag)
    proxy.methodInvoked(Methods.databaseDidCommit).subscribe(onNext: { _ in log.append("commit") })
      .disposed(by: bag)
    proxy.methodInvoked(Methods.databaseDidRollback).subscribe(onNext: { _ in log.append("rollback") })
      .disposed(by: bag)

    // The transaction's own error rolls it back.
    #expect(throws: Veto.self) {
      try database.queue.write { db in
        try db.execute(sql: "INSERT INTO player (name, score) VALUES ('Chris', 5)")
        throw Veto()
      }
    }
    #expect(log == ["insert player 1", "rollback"])
    #expect(app.changes == ["insert player 1"])
    #expect((app.commits, app.rollbacks) == (0, 1))
    #expect(try database.count("player") == 0)

    // The app's observer vetoes a commit: its error goes through the proxy to GRDB, which rolls
    // back and throws it from write; databaseWillCommit's methodInvoked is not sent for that call.
    log = []
    var willCommit: [String] = []
    proxy.sentMessage(Methods.databaseWillCommit).subscribe(onNext: { willCommit.append("sent") })
      .disposed(by: bag)
    proxy.methodInvoked(Methods.databaseWillCommit).subscribe(onNext: { willCommit.append("invoked") })
      .disposed(by: bag)
    app.veto = Veto()
    #expect(throws: Veto.self) {
      try database.queue.write { db in
        try db.execute(sql: "INSERT INTO player (name, score) VALUES ('Dana', 7)")
      }
    }
    #expect(log == ["insert player 1", "rollback"])
    #expect(willCommit == ["sent"])
    #expect((app.commits, app.rollbacks) == (0, 2))
    #expect(try database.count("player") == 0)

    app.veto = nil
    try database.queue.write { db in
      try db.execute(sql: "INSERT INTO player (name, score) VALUES ('Dana', 7)")
    }
    #expect(log == ["insert player 1", "rollback", "insert player 1", "commit"])
    #expect(willCommit == ["sent", "sent", "invoked"])
    #expect(try database.count("player") == 1)
    withExtendedLifetime(proxy) {}
  }

  @Test func observesEventsOfKindIsForwardedToTheAppsObserver() throws {
    let database = try TemporaryDatabase()
    let app = ChangeLog(tables: ["team"])
    let proxy = TransactionObserverProxy()
    proxy.setForwardToDelegate(app, retainDelegate: false)
    database.queue.add(transactionObserver: proxy)
    var asked: [(String, Bool)] = []
    var changes: [String] = []
    let bag = DisposeBag()
    proxy.methodReturned(Methods.observes)
      .subscribe(onNext: { asked.append(($0.arguments.tableName, $0.returnValue)) })
      .disposed(by: bag)
    proxy.methodInvoked(Methods.databaseDidChangeWith)
      .subscribe(onNext: { changes.append(describe($0)) })
      .disposed(by: bag)

    try database.queue.write { db in
      try db.execute(sql: "INSERT INTO player (name, score) VALUES ('Eve', 1)")
      try db.execute(sql: "INSERT INTO team (name) VALUES ('Reds')")
    }

    // GRDB asks once per statement; the app's answer decides which changes reach the proxy.
    #expect(asked.map(\.0) == ["player", "team"])
    #expect(asked.map(\.1) == [false, true])
    #expect(changes == ["insert team 1"])
    #expect(app.changes == ["insert team 1"])
    withExtendedLifetime(proxy) {}
  }

  @Test func withoutAnAppObserverTheProxyAnswersAndTheDefaultsRun() throws {
    let database = try TemporaryDatabase()
    let proxy = TransactionObserverProxy()
    try proxy.answer(Methods.observes) { kind in kind.tableName == "player" }
    database.queue.add(transactionObserver: proxy)
    var log: [String] = []
    let bag = DisposeBag()
    proxy.methodInvoked(Methods.databaseDidChangeWith).subscribe(onNext: { log.append(describe($0)) })
      .disposed(by: bag)
    // databaseDidChange() has a default in GRDB (it does nothing): observed all the same.
    proxy.methodInvoked(Methods.databaseDidChange).subscribe(onNext: { log.append("changed somehow") })
      .disposed(by: bag)
    proxy.methodInvoked(Methods.databaseDidCommit).subscribe(onNext: { _ in log.append("commit") })
      .disposed(by: bag)

    try database.queue.write { db in
      try db.execute(sql: "INSERT INTO team (name) VALUES ('Blues')")
      try db.execute(sql: "INSERT INTO player (name, score) VALUES ('Finn', 3)")
      try db.notifyChanges(in: Table("player"))
    }
    #expect(log == ["insert player 1", "changed somehow", "commit"])
    withExtendedLifetime(proxy) {}
  }
}
