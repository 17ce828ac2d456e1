// The names PagerFuzz's public types had before 1.0.0-rc.1, when every top-level type took the
// domain prefix (issue 71): each an alias of the new name, deprecated, so that an app's code
// compiles with a warning that names the new one.

/// `PagerAdversarialEvents`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerAdversarialEvents")
public typealias AdversarialEvents = PagerAdversarialEvents

/// `PagerCounterexample`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerCounterexample")
public typealias Counterexample = PagerCounterexample

/// `PagerDriverCheck`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerDriverCheck")
public typealias DriverCheck = PagerDriverCheck

/// `PagerFailure`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerFailure")
public typealias Failure = PagerFailure

/// `PagerForgetsToClampHeader`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerForgetsToClampHeader")
public typealias ForgetsToClampHeader = PagerForgetsToClampHeader

/// `PagerFuzzCampaign`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerFuzzCampaign")
public typealias FuzzCampaign<R: PagerReducing> = PagerFuzzCampaign<R>

/// `PagerFuzzMode`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerFuzzMode")
public typealias FuzzMode = PagerFuzzMode

/// `PagerFuzzProgress`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerFuzzProgress")
public typealias FuzzProgress = PagerFuzzProgress

/// `PagerFuzzReproducer`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerFuzzReproducer")
public typealias FuzzReproducer = PagerFuzzReproducer

/// `PagerFuzzer`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerFuzzer")
public typealias Fuzzer<R: PagerReducing> = PagerFuzzer<R>

/// `PagerLibFuzzerEntry`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerLibFuzzerEntry")
public typealias LibFuzzerEntry = PagerLibFuzzerEntry

/// `PagerLineMutator`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerLineMutator")
public typealias LineMutator = PagerLineMutator

/// `PagerOracle`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerOracle")
public typealias Oracle = PagerOracle

/// `PagerReaderCheck`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerReaderCheck")
public typealias ReaderCheck = PagerReaderCheck

/// `PagerReducerCheck`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerReducerCheck")
public typealias ReducerCheck = PagerReducerCheck

/// `PagerReducing`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerReducing")
public typealias Reducing = PagerReducing

/// `PagerRegressionCorpus`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerRegressionCorpus")
public typealias RegressionCorpus = PagerRegressionCorpus

/// `PagerRuleSituation`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerRuleSituation")
public typealias RuleSituation = PagerRuleSituation

/// `PagerSequenceChecker`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerSequenceChecker")
public typealias SequenceChecker<R: PagerReducing> = PagerSequenceChecker<R>

/// `PagerShrinker`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerShrinker")
public typealias Shrinker<R: PagerReducing> = PagerShrinker<R>

/// `PagerSituationCoverage`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerSituationCoverage")
public typealias SituationCoverage = PagerSituationCoverage

/// `PagerSplitMix64`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerSplitMix64")
public typealias SplitMix64 = PagerSplitMix64
