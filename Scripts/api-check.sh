#!/usr/bin/env bash
# Public-API breaks, caught on every CI run: each library module's public interface, as
# `swift-api-digester -dump-sdk` reads it from the built module, against the baseline
# committed in Tests/APIBaselines (taken at a release, or while one is written). A break (a
# declaration removed or renamed, a type changed, a protocol requirement added, an enum case
# removed) fails unless the changelog names it in an open section (`[Unreleased]`, or a
# release newer than the one the baselines were taken at, which Tests/APIBaselines/RELEASE
# names): the symbol, or a type that encloses it, in backticks, on the line that tells an app
# how to migrate. The record is a committed file, not a git tag: a clone or a push may leave
# tags behind, and the check must read the same in every copy of the repository.
#
# Usage:
#   Scripts/api-check.sh               the modules `swift build` made (.build/debug/Modules)
#                                      against Tests/APIBaselines/linux
#   Scripts/api-check.sh --update      writes the baselines anew: at a release, then name it in
#                                      Tests/APIBaselines/RELEASE (its breaks, and older
#                                      ones, need no listing again)
#   Scripts/api-check.sh --self-test   a fixture module that loses a symbol (or makes it
#                                      `package`) must fail, naming it, and pass once the
#                                      changelog lists it
#   --modules DIR --baselines DIR --only "A B" [-- DIGESTER FLAGS…]
#                                      other builds: Scripts/apple-typecheck.sh compares the
#                                      Apple-only modules built against the stubs
#   --changelog FILE                   (the self-test's)
#   --release VERSION                  the baselines' release (default: the RELEASE file
#                                      beside the baselines' folder)
#
# Exit: 0 no unlisted break, 1 a break the changelog does not list (each named), 2 usage or
# a missing module or baseline.
set -euo pipefail
cd "$(dirname "$0")/.."

modules_dir=.build/debug/Modules
baselines=Tests/APIBaselines/linux
only="PagerCore PagerPhysics PagerKit TraceCodec PagerTrace PagerRecording PagerSimulator PagerFuzz ScrollPager"
changelog=CHANGELOG.md
release=
mode=check
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --update) mode=update ;;
        --self-test) mode=self-test ;;
        --modules) modules_dir=$2; shift ;;
        --baselines) baselines=$2; shift ;;
        --only) only=$2; shift ;;
        --changelog) changelog=$2; shift ;;
        --release) release=$2; shift ;;
        --) shift; extra=("$@"); break ;;
        -h|--help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

command -v node > /dev/null \
    || { echo "error: Scripts/api-check.sh needs node, for Scripts/api-access.mjs (apt-get install nodejs)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A baseline is the digester's JSON on one line (half the size; the digester reads it the
# same), with no path or argument of the run that took it (the same API, the same file), and
# without what no app can use: the digester dumps a package's `package` declarations
# too, and would call one removed or changed a break.
dump() {  # dump MODULE DIR OUT
    swift-api-digester -dump-sdk -module "$1" -I "$2" "${extra[@]}" -avoid-location -avoid-tool-args -o "$work/dump.json" 2> "$work/dump.log" \
        || { cat "$work/dump.log" >&2; echo "error: $1: swift-api-digester could not read the module in $2" >&2; exit 2; }
    sed 's/^ *//' "$work/dump.json" | tr -d '\n' > "$3"
    echo >> "$3"
}
baseline() {  # baseline MODULE DIR OUT
    dump "$1" "$2" "$work/whole.json"
    node Scripts/api-access.mjs --public-only "$work/whole.json" > "$3"
}

# The breaks of MODULE (built in DIR) against BASELINE, one a line: `Func PagerState.x() has been removed`.
# The digester does not call a declaration made `package` a break (it dumps a package's
# declarations too, marked internal): Scripts/api-access.mjs names those.
breaks() {  # breaks MODULE DIR BASELINE
    swift-api-digester -diagnose-sdk -module "$1" -I "$2" "${extra[@]}" -baseline-path "$3" > "$work/diagnosis.txt" 2>&1 \
        || { cat "$work/diagnosis.txt" >&2; echo "error: $1: swift-api-digester could not compare the module in $2" >&2; exit 2; }
    grep -vE '^\s*$|^/\*' "$work/diagnosis.txt" || true
    dump "$1" "$2" "$work/current.json"
    node Scripts/api-access.mjs "$3" "$work/current.json" || exit 2
}

# The changelog's open sections: `[Unreleased]`, and each release above the one the baselines
# were taken at (a release is open while it is written: 1.0.0-rc.1's naming pass was listed in
# its own section before its baselines were taken). A changelog without that release's
# section is a usage error: the check cannot tell which breaks are new.
open_sections() {
    local line version found=
    while IFS= read -r line; do
        case "$line" in
            "## [Unreleased]"*) ;;
            "## ["*)
                version=${line#"## ["}
                version=${version%%]*}
                if [ "$version" = "$release" ]; then found=1; break; fi
                ;;
        esac
        echo "$line"
    done < <(awk '/^## \[/ { on = 1 } on' "$changelog")
    [ -n "$found" ] \
        || { echo "error: $changelog has no section '## [$release]', the release the baselines were taken at" >&2; return 2; }
}

# Whether an open section names the break's symbol (the line's second word) or a type that
# encloses it: `Mode.b` is listed by `` `Mode.b` `` or `` `Mode` ``, either qualified by its
# module too; or, for a type change, the type it changed from.
listed() {  # listed MODULE LINE
    local symbol candidate
    symbol=$(echo "$2" | awk '{ print $2 }')
    candidate=$symbol
    while [ -n "$candidate" ]; do
        for form in "\`$candidate\`" "\`$candidate(" "\`$candidate." "\`$1.$candidate\`" "\`$1.$candidate." "\`$1.$candidate("; do
            grep -qF -- "$form" "$work/unreleased.md" && return 0
        done
        # The enclosing type: drop the last dot-separated part (outside an argument list).
        case "${candidate%%(*}" in
            *.*) candidate=${candidate%%(*}; candidate=${candidate%.*} ;;
            *) candidate="" ;;
        esac
    done
    # A type change that follows from a listed one (`Var PagerLayout.header has declared type
    # change from PagerCore.Header to …` is listed with `` `Header` ``), and a conformance to a
    # listed protocol that went with it.
    local changed
    for changed in $(echo "$2" | sed -n 's/.* type change from \(.*\) to .*/\1/p; s/.* conformance to \([A-Za-z_][A-Za-z0-9_.]*\).*/\1/p' \
        | grep -oE '([A-Za-z_][A-Za-z0-9_]*\.)?[A-Za-z_][A-Za-z0-9_]*' | sed 's/^[^.]*\.//'); do
        grep -qF -- "\`$changed\`" "$work/unreleased.md" && return 0
    done
    return 1
}

compare() {  # compare DIR: every module of $only against $baselines; prints each break
    local dir=$1 failed=0 count=0 module line
    if [ -z "$release" ]; then
        [ -f "$(dirname "$baselines")/RELEASE" ] \
            || { echo "error: no $(dirname "$baselines")/RELEASE naming the release the baselines were taken at (or pass --release)" >&2; exit 2; }
        release=$(tr -d ' \n' < "$(dirname "$baselines")/RELEASE")
    fi
    open_sections > "$work/unreleased.md" || exit 2
    for module in $only; do
        [ -f "$dir/$module.swiftmodule" ] || [ -d "$dir/$module.swiftmodule" ] \
            || { echo "error: $module: no $dir/$module.swiftmodule (build first: swift build)" >&2; exit 2; }
        [ -f "$baselines/$module.json" ] || { echo "error: $module: no baseline $baselines/$module.json (Scripts/api-check.sh --update)" >&2; exit 2; }
        while IFS= read -r line; do
            [ -n "$line" ] || continue
            count=$((count + 1))
            if listed "$module" "$line"; then
                echo "      $module: $line (listed in $changelog)"
            else
                echo "error: $module: $line; not listed in $changelog's open sections ([Unreleased], or a release newer than $release): name it there, in backticks, with the migration" >&2
                failed=1
            fi
        done < <(breaks "$module" "$dir" "$baselines/$module.json")
    done
    [ "$failed" = 0 ] || return 1
    echo "ok: the public API of $(echo $only | wc -w | tr -d ' ') module(s) ($only) against $baselines: $count break(s), each listed in $changelog"
}

case "$mode" in
update)
    mkdir -p "$baselines"
    for module in $only; do baseline "$module" "$modules_dir" "$baselines/$module.json"; done
    echo "ok: wrote $(echo $only | wc -w) baselines to $baselines"
    ;;
check)
    compare "$modules_dir"
    ;;
self-test)
    # Version 1 of a small module, its baseline, then version 2 without `gone()` and with
    # `Mode.b` removed: the check must fail naming both; a changelog listing them passes.
    mkdir -p "$work/v1" "$work/v2" "$work/baselines"
    # `Old` renamed `New`: listing `Old` covers the function whose parameter type changed too.
    # `hidden()` made `package`: still there, but no longer an app's. `inner()`, `package`
    # from the start, goes: no app could call it, so that is no break.
    printf 'public enum Mode { case a, b }\npublic func gone() {}\npublic func kept() {}\npublic struct Old {}\npublic func use(_ o: Old) {}\npublic func hidden() {}\npackage func inner() {}\n' > "$work/v1/Fixture.swift"
    printf 'public enum Mode { case a }\npublic func kept() {}\npublic struct New {}\npublic func use(_ o: New) {}\npackage func hidden() {}\n' > "$work/v2/Fixture.swift"
    for v in v1 v2; do
        swiftc -emit-module -parse-as-library -module-name Fixture -package-name Fixture "$work/$v/Fixture.swift" -emit-module-path "$work/$v/Fixture.swiftmodule"
    done
    baseline Fixture "$work/v1" "$work/baselines/Fixture.json"
    printf '# Changelog\n\n## [Unreleased]\n\n### Removed\n\n- `kept2()`: another function.\n\n## [1.0.0] - 2026-11-28\n' > "$work/unlisted.md"
    printf '# Changelog\n\n## [Unreleased]\n\n### Removed\n\n- `gone()`: call `kept()`.\n- `Fixture.Mode.b`: use `.a`.\n- `Old`: renamed `New`.\n- `hidden()`: now `package`.\n\n## [1.0.0] - 2026-11-28\n' > "$work/listed.md"
    echo 1.0.0 > "$work/RELEASE"
    self=$(realpath "$0")
    if "$self" --modules "$work/v2" --baselines "$work/baselines" --only Fixture --changelog "$work/unlisted.md" > "$work/out.txt" 2>&1; then
        echo "error: the self-test's removed symbols passed the check" >&2; cat "$work/out.txt" >&2; exit 1
    fi
    for symbol in "Func gone() has been removed" "EnumElement Mode.b has been removed" "Func use(_:) has parameter 0 type change from Fixture.Old" \
        "Func hidden() is no longer public"; do
        grep -qF "error: Fixture: $symbol" "$work/out.txt" \
            || { echo "error: the self-test's failure does not name '$symbol':" >&2; cat "$work/out.txt" >&2; exit 1; }
    done
    if grep -qF "inner()" "$work/out.txt"; then
        echo "error: the self-test's package function, removed, was called a break:" >&2; cat "$work/out.txt" >&2; exit 1
    fi
    "$self" --modules "$work/v2" --baselines "$work/baselines" --only Fixture --changelog "$work/listed.md" > "$work/out.txt" 2>&1 \
        || { echo "error: the self-test's breaks, listed, still failed:" >&2; cat "$work/out.txt" >&2; exit 1; }
    "$self" --modules "$work/v1" --baselines "$work/baselines" --only Fixture --changelog "$work/unlisted.md" > /dev/null \
        || { echo "error: the self-test's unchanged module failed" >&2; exit 1; }
    # Listed in a release's section: open (passes) while the baselines are older (1.0.0),
    # closed (fails) once they were taken at that release; a release the changelog lacks is
    # a usage error.
    printf '# Changelog\n\n## [Unreleased]\n\n## [2.0.0] - 2026-12-03\n\n### Removed\n\n- `gone()`, `Mode.b`, `Old`, `hidden()`.\n\n## [1.0.0] - 2026-11-28\n' > "$work/released.md"
    "$self" --modules "$work/v2" --baselines "$work/baselines" --only Fixture --changelog "$work/released.md" --release 1.0.0 > /dev/null 2>&1 \
        || { echo "error: the self-test's breaks, listed in a release newer than the baselines, failed" >&2; exit 1; }
    if "$self" --modules "$work/v2" --baselines "$work/baselines" --only Fixture --changelog "$work/released.md" --release 2.0.0 > /dev/null 2>&1; then
        echo "error: the self-test's breaks, listed only in the baselines' own release, passed" >&2; exit 1
    fi
    status=0
    "$self" --modules "$work/v2" --baselines "$work/baselines" --only Fixture --changelog "$work/released.md" --release 3.0.0 > "$work/out.txt" 2>&1 || status=$?
    [ "$status" = 2 ] && grep -qF "no section '## [3.0.0]'" "$work/out.txt" \
        || { echo "error: the self-test's unknown release gave exit $status, not 2 naming it:" >&2; cat "$work/out.txt" >&2; exit 1; }
    echo "ok: self-test: a removed function, a removed enum case, a renamed type's uses and a function made package fail, named (a package function removed does not); listed in [Unreleased] or a release newer than the baselines', they pass; in the baselines' own, they fail; unchanged passes"
    ;;
esac
