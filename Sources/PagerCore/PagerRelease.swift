// The package's release: one version for the libraries, the tools and the web package.

/// ScrollPager's release. `trace-replay --version` prints it; the web package's
/// `package.json`, the README and the changelog's newest release give the same one, and
/// `ReleaseVersionTests` fails when any of them says another. The file formats keep versions
/// of their own (`PagerTraceFormat.version`, the callbacks format's), listed beside it.
public enum PagerRelease {
    /// The package's version, in Semantic Versioning 2.0.0: a release candidate of 1.0.0
    /// until the device checks the changelog lists have been run.
    public static let version = "1.0.0-rc.1"
}
