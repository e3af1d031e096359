// Shared by the custom-presence challenge files (custpresChallenge, r2customChallenge,
// r4escalation, r4escalation2, custkind, custkind2, rev7kind): a rubric of custom detectors, and a
// table of messages with what each detector must read in them (found, absent, or negated).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

export type Want = "found" | "absent" | "negated"
export type Case = readonly [string | ReadonlyArray<Message>, Readonly<Record<string, Want>>]

export const user = (content: string): Message => ({ role: "user", content })
export const agent = (content: string): Message => ({ role: "agent", content })

export const rubric = (...custom_detectors: Array<Record<string, unknown>>) =>
  compileEmbedded(compileManifest({ template: "custom", custom_detectors } as never))

/** A case's name: its first words, on one line. */
const short = (input: string | ReadonlyArray<Message>): string => (typeof input === "string" ? input : input.map((m) => m.content).join(" / ")).replace(/\s+/g, " ").slice(0, 60)

/**
 * One test per case and detector. `stillWrong` names (by the start of their name) the cases the
 * readings still get wrong: they are asserted to fail, so that a change that mends one shows up.
 */
export const runCases = (name: string, scorer: ReturnType<typeof compileEmbedded>, cases: ReadonlyArray<Case>, stillWrong: ReadonlyArray<string> = []) =>
  describe(name, () => {
    const rows = cases.flatMap(([input, wants]) => Object.entries(wants).map(([detector, want]) => [short(input), detector, want, input] as const))
    it.each(rows)("%s: %s is %s", (label, detector, want, input) => {
      const d = scorer.score(typeof input === "string" ? [user(input)] : input)[detector]!
      // A near miss may be read as a denial or as nothing; a denial must be one.
      const got = want === "absent" ? { found: d.found } : { found: d.found, negated: d.negated }
      const expected = want === "absent" ? { found: false } : { found: want === "found", negated: want === "negated" }
      if (stillWrong.some((k) => label.startsWith(k))) expect(got).not.toEqual(expected)
      else expect(got, `${d.confidence} ${d.value ?? ""} ${d.evidence.map((e) => e.quote).join(" | ")}`).toEqual(expected)
    })
  })

/** A case with an id: the id, the rubric that reads it, the message, what each detector must read. */
export type IdCase = readonly [string, ReturnType<typeof compileEmbedded>, Case[0], Case[1]]

/**
 * One test per case and detector, labelled "id/detector". `knownMisses` names the labels the
 * readings still get wrong: asserted wrong, so a change that mends one must take it off the list.
 */
export const runIdCases = (name: string, cases: ReadonlyArray<IdCase>, knownMisses: ReadonlyArray<string> = []) =>
  describe(name, () => {
    const rows = cases.flatMap(([id, scorer, input, wants]) => Object.entries(wants).map(([detector, want]) => [`${id}/${detector}`, want, { scorer, input, detector }] as const))
    it.each(rows)("%s is %s", (label, want, { scorer, input, detector }) => {
      const d = scorer.score(typeof input === "string" ? [user(input)] : input)[detector]!
      // A near miss may be read as a denial or as nothing; a denial must be one.
      const got = want === "absent" ? { found: d.found } : { found: d.found, negated: d.negated }
      const expected = want === "absent" ? { found: false } : { found: want === "found", negated: want === "negated" }
      if (knownMisses.includes(label)) expect(got).not.toEqual(expected)
      else expect(got, `${d.confidence} ${d.evidence.map((e) => e.quote).join(" | ")}`).toEqual(expected)
    })
  })
