// A target for .ci/plugin-fixture.sh's error cases and toolchain check: it depends on two modules
// that declare an UploadDelegate, and the check writes Foundation's XMLParserDelegate proxy into
// its Check/ folder (then removes it).
import Uploads
import UploadsLegacy
