// The names PagerTrace's public types had before 1.0.0-rc.1, when every top-level type took the
// domain prefix (issue 71): each an alias of the new name, deprecated, so that an app's code
// compiles with a warning that names the new one.

/// `PagerCorpus`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerCorpus")
public typealias Corpus = PagerCorpus

/// `PagerDiagnosticTally`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerDiagnosticTally")
public typealias DiagnosticTally = PagerDiagnosticTally

/// `PagerEventReader`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerEventReader")
public typealias EventReader = PagerEventReader

/// `PagerExplanation`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerExplanation")
public typealias Explanation = PagerExplanation

/// `PagerFieldDifference`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerFieldDifference")
public typealias FieldDifference = PagerFieldDifference

/// `PagerFileError`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerFileError")
public typealias FileError = PagerFileError

/// `PagerKnownElements`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerKnownElements")
public typealias KnownElements = PagerKnownElements

/// `PagerLineReader`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerLineReader")
public typealias LineReader = PagerLineReader

/// `PagerMismatch`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerMismatch")
public typealias Mismatch = PagerMismatch

/// `PagerOutputFile`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerOutputFile")
public typealias OutputFile = PagerOutputFile

/// `PagerRecordDiffer`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerRecordDiffer")
public typealias RecordDiffer = PagerRecordDiffer

/// `PagerRecordReader`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerRecordReader")
public typealias RecordReader = PagerRecordReader

/// `PagerReplaySteps`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerReplaySteps")
public typealias ReplaySteps = PagerReplaySteps

/// `PagerReplaySummary`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerReplaySummary")
public typealias ReplaySummary = PagerReplaySummary

/// `PagerTraceCheck`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTraceCheck")
public typealias TraceCheck = PagerTraceCheck

/// `PagerTraceRoundTrip`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTraceRoundTrip")
public typealias TraceRoundTrip = PagerTraceRoundTrip
