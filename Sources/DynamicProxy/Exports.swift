// The runtime is part of every proxy's API (a `Selector` names each method), so importing
// DynamicProxy imports it. The Rx-style streams are not re-exported: `import DynamicProxyRx` to
// subscribe, so that an app that also imports RxSwift sees one `Observable`.
@_exported import DynamicProxyRuntime
