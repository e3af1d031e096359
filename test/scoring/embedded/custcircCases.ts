// The custom-circumstance challenge (custcirc.test.ts): rubrics of our own, each with 3–5 examples
// per detector as a customer would type them, whose signals new text tells in other words: a
// preference or constraint told as a circumstance ("the school run means mornings are out"), a
// hazard told as an observation ("there's a smell of burning by the fuse box"), a description in
// plain terms. Near misses name the domain's words without the signal. Every detector is checked.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { readerOf, type EscDomain } from "./custescCases.js"
import { short } from "./triggerCases.js"

/** An input and the detectors it states (every other detector of the rubric must not be found). */
export type CircCase = readonly [string | ReadonlyArray<Message>, ReadonlyArray<string>]

export interface CircDomain {
  readonly name: string
  readonly criteria: Record<string, unknown>
  readonly cases: ReadonlyArray<CircCase>
}

const namesOf = (d: CircDomain): ReadonlyArray<string> =>
  (d.criteria.custom_detectors as ReadonlyArray<{ name: string }>).map((x) => x.name)

/** Every label's outcome as "<first 40 chars> / <detector>": missed, false or right. */
export const measure = (domains: ReadonlyArray<CircDomain>) => {
  const missed: Array<string> = []
  const falseFinds: Array<string> = []
  let labels = 0
  for (const d of domains) {
    const read = readerOf({ ...d, cases: [] } as EscDomain)
    for (const [input, has] of d.cases) {
      const got = read(input)
      for (const name of namesOf(d)) {
        labels++
        const key = `${short(input).slice(0, 40)} / ${name}`
        if (has.includes(name) && !got.found.has(name)) missed.push(key)
        if (!has.includes(name) && got.found.has(name)) falseFinds.push(key)
      }
    }
  }
  return { labels, missed, falseFinds }
}

/** The tests: each case's every detector, except the known misses (listed, not asserted either way). */
export const checkCirc = (domains: ReadonlyArray<CircDomain>, knownWrong: ReadonlyArray<string>): void => {
  for (const d of domains) {
    const read = readerOf({ ...d, cases: [] } as EscDomain)
    describe(d.name, () => {
      it.each(d.cases.map(([input, has]) => [short(input), has, input] as const))("%s", (label, has, input) => {
        const got = read(input)
        for (const name of namesOf(d)) {
          if (knownWrong.includes(`${label.slice(0, 40)} / ${name}`)) continue
          expect(got.found.has(name), `${name}: ${got.why}`).toBe(has.includes(name))
        }
      })
    })
  }
}
