// Second reading of packs4, trigtopic and formlabels (rev6ReadingsCases.ts): every case asserts
// its expected answer; the misses left are in KNOWN_MISSES, asserted to stay wrong as listed.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { pres } from "./fewExampleRubric.js"
import { BANT, MEDDIC } from "./manifests.js"
import { runDomains } from "./triggerRunner.js"
import { HEATING, LABEL_CASES, removalsForm, TITLE_CASES } from "./rev6ReadingsCases.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC) }
const removals = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      pres("moving_from", ["We're moving out of a flat in Chorlton", "Currently living in Sale", "Our old house is in Urmston"]),
      pres("move_date", ["We need to move on 14 May", "Moving day is the last Friday of June", "Hoping to move early April"]),
      pres("quote_budget", ["We've about £800 for the move", "Budget is £600 max", "Can spend up to a grand"]),
      pres("crew_licence", ["I hold a full C1 licence", "Got my forklift ticket last year", "Certified for manual handling"]),
      pres("crew_rate", ["I'm after £14 an hour", "Looking for about £120 a day", "My usual fee is £100 a shift"]),
      pres("crew_start", ["I can start next Monday", "Free to begin from the 1st", "Could start right away"]),
      pres("crew_home", ["I live in Gorton", "I'm from a village near Bury", "Home is Eccles"])
    ]
  })
)

/** Case id → why the reading still gets it wrong. */
// None is a misfire of the three rounds' readings: each is a reach they were not written for.
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  // "moving_from" names no group of labelMeaning.ts and its examples share none, so a label of
  // place ("Current location", "Home town") is not read as it (a wider table would be the fix).
  l1: "label of place under a detector of no label group",
  l2: "label of place under a detector of no label group",
  // labelMeans is false here (move_date has no label group); a date in a form value answers a
  // date field whatever the label (valueShapes.ts, as formLabelMeaning's "start time of shift").
  l7: "a date value under another field's label is read as the move date",
  // labelMeaning.ts: "card" is a licence word and "held" a filler, so a payment card told under
  // "Card:" answers a licence field; dropping "card" loses "Cards held: green labourer card"
  // (formLabelMeaning), and telling a payment by its value (brand, "ending 4242") wants a word
  // list that "visa" (a work visa) makes risky. Rare on one form, so left.
  l15: "a payment card under a bare 'Card:' label reads as a licence",
  // "Notice" as an advert: the label is read by its word alone, not by what its value says;
  // rare on a form that asks for a start.
  l20: "'Notice:' answered with where the advert was seen read as a start",
  // Not from the three rounds (found with labelMeans off too): a rating under a label of "rate",
  // and a phone number under "Home:", read by the value's likeness or shape.
  l18: "'Rate your last move' read as the pay asked",
  l21: "a phone number under 'Home:' read as the home place"
}
/** Heating cases still wrong, by the start of their text. */
const HEATING_STILL_WRONG: ReadonlyArray<string> = [
  // Not hidden by checksAsked ("because" keeps the event): "CO alarm keeps beeping" sits far from
  // the examples' vectors and no word cue reads "CO" as carbon monoxide.
  "Please send an engineer to check it because the CO alarm kee",
  // As trigtopic's fire blanket: the precaution's object ("carbon monoxide alarm") is a word-level
  // find of the trigger, not read through the precaution.
  "We'd like a carbon monoxide alarm fitted in the bedroom, jus"
]

const titleFound = (id: string): boolean => {
  const [, pack, det, text] = TITLE_CASES.find((c) => c[0] === id)!
  return packs[pack].score([{ role: "user", content: text }])[det]!.found
}
const labelFound = (id: string): boolean => {
  const [, det, line] = LABEL_CASES.find((c) => c[0] === id)!
  return removals.score([{ role: "user", content: removalsForm(line) }])[det]!.found
}

describe("rev6: titles told only as who gets the message", () => {
  for (const [id, pack, det, text, want] of TITLE_CASES) {
    it(`${id} ${pack}.${det} ${want ? "found" : "not found"}`, () => {
      expect(titleFound(id), text).toBe(KNOWN_MISSES[id] === undefined ? want : !want)
    })
  }
})

describe("rev6: form labels read by meaning", () => {
  for (const [id, det, line, want] of LABEL_CASES) {
    it(`${id} ${det} ${want ? "found" : "not found"}`, () => {
      expect(labelFound(id), line).toBe(KNOWN_MISSES[id] === undefined ? want : !want)
    })
  }
})

describe("rev6: known misses name cases", () => {
  it("every known miss names a case", () => {
    const ids = [...TITLE_CASES, ...LABEL_CASES].map((c) => c[0])
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of Object.keys(KNOWN_MISSES)) expect(ids).toContain(id)
  })
})

runDomains([HEATING], HEATING_STILL_WRONG)
