import { describe, expect, it } from "vitest"
import { shapesIn } from "../../../src/scoring/embedded/text/shapes.js"

// The value shapes the custwords round added (custwords.test.ts reads them through whole rubrics),
// each on sentences of our own: a rate with its period is one amount, a notice period is a time,
// a place after "in/near/outside" is a place; and the near misses each must leave alone.
const read = (text: string): ReadonlyArray<string> => shapesIn(text).map((s) => `${s.kind}:${text.slice(s.start, s.end)}`)

describe("custwords value shapes", () => {
  it.each([
    ["She charges 35 an hour for lessons", ["money:35 an hour"]],
    ["My rate would be 420/day", ["money:420/day"]],
    ["The wage I'm after is £11.90 per hour", ["money:£11.90 per hour"]],
    ["Hoping for about 12.75 an hour", ["money:12.75 an hour"]],
    ["We'd budget $3k a month for it", ["money:$3k a month"]]
  ] as const)("an amount paid by the period: %s", (text, want) => expect(read(text)).toEqual(want))

  it.each([
    ["We pack 300 a day in the busy season", ["duration:a day"]],
    ["The vet said two tablets, 2 a day", ["duration:a day"]]
  ] as const)("a bare figure per day with no word of pay is no amount: %s", (text, want) => expect(read(text)).toEqual(want))

  it.each([
    ["I have to work three weeks' notice", ["moment:three weeks'"]],
    ["I'm on one month's notice", ["moment:one month'"]]
  ] as const)("a notice period says when: %s", (text, want) => expect(read(text)).toEqual(want))

  it("a length of time with no notice stays a length", () => expect(read("The course lasts three weeks")).toEqual(["duration:three weeks"]))

  it.each([
    ["We live just outside Norwich", ["place:Norwich"]],
    ["I'm based near Stoke-on-Trent", ["place:Stoke-on-Trent"]],
    ["The flat is in Milton Keynes", ["place:Milton Keynes"]]
  ] as const)("a place after in/near/outside: %s", (text, want) => expect(read(text)).toEqual(want))

  it.each([
    ["I keep the rota in Excel", []],
    ["Can we meet in April?", []],
    ["She's round at Sarah's", []]
  ] as const)("no place: %s", (text, want) => expect(read(text)).toEqual(want))
})
