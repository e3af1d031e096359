// The rev12 challenge (issue 22): a second reading of this session's merged rounds, their hits kept
// and their near misses of our own (rev12Cases.ts). The readings still wrong are asserted as an
// exact set, so mending or breaking one shows up here.
import { describe, expect, it } from "vitest"
import { REV12_CASES, REV12_TICKETS } from "./rev12Cases.js"
import { REV12_RUBRICS } from "./rev12Rubrics.js"
import { readerFor } from "./labelledReading.js"
import { t9Misses } from "./triage9Read.js"
import { routeEndsIn } from "../../../src/scoring/embedded/text/routes.js"
import { agesIn } from "../../../src/scoring/embedded/text/ages.js"
import { saidInJest } from "../../../src/scoring/embedded/text/troubleWords.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"

/** "case id: detector" readings the scorer still gets wrong (28 of 120 on main, 9 now). */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A routine told as what is done first each morning reads as a priority.
  "n-rank3: prioritization",
  // The setup fee paid "before go-live" reads as a consequence by another cue than the loose one.
  "n-impact2: impact",
  // "From next month" after a relative clause with an age in it ("who is in his late eighties") is not read as the start.
  "p-age3: start_date",
  // A TV show loved ("she loves Countdown") reads as someone's name: no list of shows to know it by.
  "n-name4: resident_name",
  // "No idea of numbers" reads as a guest count.
  "p-den3: guests",
  // A journey told without a verb of moving ("this time it's from X to Y", "a van from X to Y"): shapes left verbless pairs out on purpose.
  "p-route2: pickup_place", "p-route5: dropoff_place",
  // "Not sure yet" to the agent's guest question reads as a count.
  "p-den1: guests",
  // Tills down "since opening, queue out the door": no time read, the status still escalates.
  "t-pls1: time"
]

const read = readerFor(REV12_RUBRICS)

describe("rev12 challenge", () => {
  it("case ids are unique", () => {
    const ids = [...REV12_CASES.map((c) => c.id), ...REV12_TICKETS.map((c) => c.id)]
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("misses exactly the known misses", () => {
    const misses: Array<string> = []
    let readings = 0
    for (const c of REV12_CASES) {
      const r = read(c)
      for (const x of r.readings) {
        readings++
        if (!x.right) misses.push(`${x.id}: ${x.detector}`), console.log(`  miss ${x.id}: ${x.detector} want ${x.want} got ${x.got}`)
      }
    }
    const t = t9Misses(REV12_TICKETS)
    for (const m of t.misses) console.log(`  miss ${m} (${t.got[m.split(":")[0]!]})`)
    misses.push(...t.misses)
    console.log(`rev12 challenge: ${REV12_CASES.length + REV12_TICKETS.length} messages, ${readings + t.total} readings, ${misses.length} wrong`)
    expect(misses.sort()).toEqual([...KNOWN_MISSES].sort())
  })
})

describe("rev12 readings: journey ends", () => {
  const ends = (text: string) => routeEndsIn(text).map((e) => [text.slice(e.start, e.end), e.attr])
  it.each([
    ["we run vans from Mon to Fri", []],
    ["can you move a wardrobe from Matlock to Derby on Sat please", [["Matlock", "from"], ["Derby", "to"]]],
    ["the shuttle goes from Spring to Autumn only", []],
    ["take the desk from Wirksworth to Ashbourne like last time", [["Wirksworth", "from"], ["Ashbourne", "to"]]],
    ["same as last year, bring it from Heanor to Ilkeston", [["Heanor", "from"], ["Ilkeston", "to"]]],
    ["we drove from Hull to Leeds last week", [["Hull", "past"], ["Leeds", "past"]]],
    ["we moved from Ripley to Derby two years ago", [["Ripley", "past"], ["Derby", "past"]]]
  ])("%s", (text, want) => expect(ends(text)).toEqual(want))
})

describe("rev12 readings: a laugh", () => {
  const jest = (text: string) => {
    const tokens = tokensOfText(text)
    return saidInJest(tokens, 0, tokens.length, text)
  }
  it.each([
    ["the kids will wreck the bouncy castle lol", true],
    ["my back is killing me haha, can we move the booking to Friday", true],
    ["the fee nearly gave me a heart attack 😂 but anyway, the sink is dripping a bit", true],
    ["the cellar flooded overnight and the boxes are soaked, great start lol", false],
    ["the window got smashed last night, typical haha", false],
    ["the cellar flooded overnight and the boxes are soaked", false]
  ])("%s: %s", (text, want) => expect(jest(text)).toBe(want))
})

describe("rev12 readings: ages", () => {
  const ages = (text: string) => agesIn(text).map((a) => [text.slice(a.start, a.end), a.attr])
  it.each([
    ["Invoice is 45.", []],
    ["Balance is 20, paid by card", []],
    ["Rufus is 14.", [["Rufus is 14", "person"]]],
    ["my uncle is 88 and lives alone", [["uncle is 88", "person"]]]
  ])("%s", (text, want) => expect(ages(text)).toEqual(want))
})
