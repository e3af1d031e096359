import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { makesIn } from "../../../src/scoring/embedded/text/properNames.js"
import { shortDayLists } from "../../../src/scoring/embedded/text/calendarSpans.js"

// Round cfn1's two readings, each with the near misses it must not fire on: a make told as what
// the thing is, with no article ("it is Vaillant": properNames.ts), and a town where the sender
// says they run, keep or look after their own thing ("we run a tearoom near Cheddar": placeField.ts),
// and weekdays listed cut short ("Mon, Wed, Fri": calendarSpans.ts).
const makes = (text: string) => makesIn(text).map((s) => text.slice(s.start, s.end))

describe("a make told as what the thing is", () => {
  it.each([
    ["The drum is noisy. It is Hotpoint, bought in 2019.", "Hotpoint"],
    ["The grass box cracked. It's Mountfield I think.", "Mountfield"],
    ["Our washer is Beko and the door seal has split.", "Beko"],
    ["No idea of the model but ours is Belling.", "Belling"]
  ])("%s", (text, want) => expect(makes(text)).toEqual([want]))
  it.each([
    "It's Graham, the mower still won't start.",
    "Hello, it is Priya here about the oven.",
    "The oven trips the fuse. It's Colin again, any news?",
    "The hob is fine. It's Wednesday that suits me.",
    "Is it Beko you repair or only Bosch?"
  ])("not: %s", (text) => expect(makes(text)).toEqual([]))
})

const sweep = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [{ name: "site_town", type: "presence", examples: ["we're in Kendal, LA9", "3 Fell View, Sedbergh", "Windermere village"] }]
  } as never)
)
const found = (text: string) => sweep.score([{ role: "user", content: text }])["site_town"]!.found

describe("a town where the sender runs or keeps their own thing", () => {
  it.each([
    "We run a campsite near Ambleside and the shower block needs a look.",
    "I manage a bunkhouse just outside Keswick.",
    "We own a small gallery in Grasmere with a leaking skylight."
  ])("%s", (text) => expect(found(text)).toBe(true))
  it.each([
    "We used to run a campsite near Ambleside.",
    "We run a lettings firm in Penrith and one of our landlords asked about you.",
    "My cousin in Ulverston gave me your number.",
    "Do you work as far as Cockermouth?"
  ])("not: %s", (text) => expect(found(text)).toBe(false))
})

describe("weekdays listed cut short", () => {
  const lists = (text: string) => shortDayLists(text).map((s) => text.slice(s.start, s.end))
  it.each([
    ["Sessions: Mon, Wed, Fri", "Mon, Wed, Fri"],
    ["Cover needed Tue & Thu.", "Tue & Thu."],
    ["Open Mon-Sat", "Mon-Sat"]
  ])("%s", (text, want) => expect(lists(text)).toEqual([want]))
  it.each(["The Sun printed a story about us.", "Wed", "We sat and talked about it.", "Sat nav stopped working on Mon"])("not: %s", (text) => expect(lists(text)).toEqual([]))
})
