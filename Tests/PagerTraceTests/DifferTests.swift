// SPEC §6: records compared field by field with an absolute tolerance; commands and
// diagnostics as lists.
import PagerCore
import PagerTrace
import Testing

private let base = PagerRecord(
    seq: 5, t: 2, event: .tapPagerItem, selected: 2, page: 2, offsetY: -40, pagesX: 0, pagerX: 0,
    headerTy: -64, insetTop: 104, indicator: PagerIndicator(x: 275, width: 75), pending: 2,
    commands: [
        .setOffset(view: .content, page: 2, value: -40, animated: false),
        .setOffset(view: .pages, page: nil, value: 750, animated: true),
    ],
    diagnostics: [])

@Suite("§6 Record differ")
struct DifferTests {
    let differ = PagerRecordDiffer()  // tolerance 1e-6

    @Test func identicalRecordsAgree() {
        #expect(differ.differences(expected: base, actual: base).isEmpty)
    }

    @Test func numbersWithinTheToleranceAgree() {
        var actual = base
        actual.offsetY += 9e-7
        actual.indicator?.x -= 9e-7
        actual.commands[1] = .setOffset(view: .pages, page: nil, value: 750 + 9e-7, animated: true)
        #expect(differ.differences(expected: base, actual: actual).isEmpty)
    }

    @Test func numbersBeyondItDiffer() {
        var actual = base
        actual.headerTy = -60
        actual.indicator?.width = 75.000002
        #expect(
            differ.differences(expected: base, actual: actual) == [
                PagerFieldDifference(field: "headerTy", expected: "-64", actual: "-60"),
                PagerFieldDifference(field: "indicator.width", expected: "75", actual: "75.000002"),
            ])
        // A looser tolerance accepts both.
        #expect(PagerRecordDiffer(tolerance: 5).differences(expected: base, actual: actual).isEmpty)
    }

    @Test func nullsMustMatch() {
        var actual = base
        actual.pending = nil
        actual.indicator = nil
        actual.selected = nil
        #expect(
            differ.differences(expected: base, actual: actual) == [
                PagerFieldDifference(field: "selected", expected: "2", actual: "null"),
                PagerFieldDifference(field: "indicator", expected: #"{"x":275,"width":75}"#, actual: "null"),
                PagerFieldDifference(field: "pending", expected: "2", actual: "null"),
            ])
    }

    @Test func commandsAreComparedAsLists() {
        var reordered = base
        reordered.commands.reverse()
        var flag = base
        flag.commands[0] = .setOffset(view: .content, page: 2, value: -40, animated: true)
        var shorter = base
        shorter.commands.removeLast()
        for actual in [reordered, flag, shorter] {
            let differences = differ.differences(expected: base, actual: actual)
            #expect(differences.map(\.field) == ["commands"])
        }
        #expect(
            differ.differences(expected: base, actual: shorter).first?.actual
                == #"[{"type":"setOffset","view":"content","page":2,"value":-40,"animated":false}]"#)
    }

    @Test func diagnosticsAreComparedAsLists() {
        var expected = base, actual = base
        expected.diagnostics = [.timeWentBackwards, .unexpectedPhase]
        actual.diagnostics = [.unexpectedPhase, .timeWentBackwards]
        #expect(
            differ.differences(expected: expected, actual: actual)
                == [
                    PagerFieldDifference(
                        field: "diagnostics", expected: #"["timeWentBackwards","unexpectedPhase"]"#,
                        actual: #"["unexpectedPhase","timeWentBackwards"]"#)
                ])
    }

    @Test func invariantFailuresPrintWithTheirPlace() {
        let mismatch = PagerMismatch(
            file: "x.events.jsonl", line: 7, seq: 3, event: .dragMoved,
            kind: .invariant(PagerInvariantViolation(invariant: 2, detail: "quickReturn headerTy -70 not in [-64, 0]")))
        #expect(mismatch.description == "x.events.jsonl:7 (seq 3, drag.moved): invariant §8.2 (in range): quickReturn headerTy -70 not in [-64, 0]")
    }

    @Test func mismatchesPrintAsTheSpecSays() {
        let mismatch = PagerMismatch(
            file: "Traces/x.states.jsonl", line: 12, seq: 10, event: .dragMoved,
            kind: .field(PagerFieldDifference(field: "headerTy", expected: "-64", actual: "-60")))
        #expect(mismatch.description == "Traces/x.states.jsonl:12 (seq 10, drag.moved): headerTy expected -64, got -60")
    }
}
