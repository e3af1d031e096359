// Unit tests of the custmop reading kept, on sentences of our own: a stranger told by negated
// membership is an act nobody of the sender's side did (disowned.ts). The other readings tried on
// this branch (a period up to now, compound heads, idle questions, "this time") were measured and
// reverted: see the Tried row of 11-27 (custmop) in docs/quality.md.
import { describe, expect, it } from "vitest"
import { tellsDisowned } from "../../../src/scoring/embedded/text/disowned.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

const tok = (s: string) => phraseUnit(s).tokens

describe("a stranger told by negated membership", () => {
  it.each([
    "A man who wasn't with the crew climbed onto the stage.",
    "Someone not from our lab has been using the centrifuge.",
    "A woman who is not part of your staff collected the keys."
  ])("%s", (s) => expect(tellsDisowned(tok(s))).toBe(true))
  it.each(["The guide who was with our group was lovely.", "Someone from our lab will bring the samples.", "A man who isn't well asked for water."])("no stranger: %s", (s) =>
    expect(tellsDisowned(tok(s))).toBe(false))
})
