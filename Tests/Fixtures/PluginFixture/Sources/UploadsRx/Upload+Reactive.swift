import DynamicProxyRx
import Uploads

// `upload.rx`: the generated proxy's `--parent-rx` streams extend `Reactive where Base: Upload`.
extension Upload: ReactiveCompatible {}
