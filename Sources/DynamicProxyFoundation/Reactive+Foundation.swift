import DynamicProxy
import DynamicProxyRx
import Foundation
import FoundationNetworking
import FoundationXML

// The `.rx` namespace on the Foundation classes whose delegates the generated proxies of this
// module stand in for: `parser.rx.didStartElement`, `session.rx.dataTaskDidReceiveData`.

extension XMLParser: ReactiveCompatible {}
extension URLSession: ReactiveCompatible {}
