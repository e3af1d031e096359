import { describe, expect, it } from "vitest"
import { keyOf, namesOf, readerOf } from "./custoptCases.js"
import { DOMAINS } from "./custopt2Domains.js"
import { short } from "./triggerCases.js"

// Five custom rubrics of our own (a bicycle repair shop, a dog groomer, a carpet cleaner, a tailor's
// alterations, a window cleaner), 50 messages labelled with the status and every detector. Each
// rubric has two OPTIONAL extras (an ID or reference, and an access, handling or fitting note)
// beside required detectors whose examples sound like them; a third of the messages are near misses.
// On the scorer as committed first: status right on 35 of 50; optional F1 0.877 (25 found right,
// 6 found where absent, 1 missed); required F1 0.899 (tally: npx tsx test/scoring/embedded/custopt2Tally.ts).
// After extraContrast.ts (an extra not read off a sentence whose nearest example is a required
// presence detector's and holds none of the extra's words): optional F1 0.893 (5 found where
// absent: "Is it ready?" no longer a fitting); status and required the same. Left: a fitting or
// gate told beside a required example holding the extra's words (the address's "side gate"),
// a quote told of without its reference, a handling note in words far from the examples.
//
// The lists below are the readings still wrong, asserted as they are read now (the opposite of the
// label): a reading that mends one fails here until its line is removed. ("Account 3318 …" came off
// both lists in round custfield: "9 Orchard Rise" is now read as a street address, so the address
// and the status are right.)

/** Cases whose status is still wrong (the start of the case). */
const STATUS_WRONG: ReadonlyArray<string> = [
  "Hi, the back brake on my hybrid rubs all",
  "It's a Specialized road bike, the chain ",
  "hello my bicycle is Cube brand, the peda",
  "Can Rolo the dachshund come in Tuesday? ",
  "Our husky moults everywhere, we'd like a",
  "Please clean the lounge and stairs at 41",
  "I'll be home all day so no need for keys",
  "Can you get red wine out of a wool rug? ",
  "We got your quote last week, can we book",
  "Do you do leather jackets? No rush, just",
  "The jeans I left are under order 4410, c",
  "Three bed terrace at 17 Wharf Road, Abin",
  "The front of our cottage is easy to reac",
  "Two bed end terrace at 5 Cherry Walk, Gr",
]
/** Detector readings still wrong ("<first 40 chars> / <detector>"): missed or found where absent. */
const DETECTOR_WRONG: ReadonlyArray<string> = [
  "Hi, the back brake on my hybrid rubs all / bike",
  "It's a Specialized road bike, the chain  / fault",
  "hello my bicycle is Cube brand, the peda / bike",
  "hello my bicycle is Cube brand, the peda / fault",
  "Hi, can I book my cockapoo Bella in for  / handling_note",
  "Can Rolo the dachshund come in Tuesday?  / dog",
  "Our husky moults everywhere, we'd like a / appointment_day",
  "Please clean the lounge and stairs at 41 / address",
  "I'll be home all day so no need for keys / rooms",
  "Can you get red wine out of a wool rug?  / rooms",
  "We got your quote last week, can we book / rooms",
  "Do you do leather jackets? No rush, just / garment",
  "The jeans I left are under order 4410, c / garment",
  "The jeans I left are under order 4410, c / fitting_note",
  "my husband shirt collar is too tight, ne / fitting_note",
  "Three bed terrace at 17 Wharf Road, Abin / property",
  "We're new, never had anyone before. Semi / gate_access",
  "The front of our cottage is easy to reac / address",
  "Two bed end terrace at 5 Cherry Walk, Gr / property",
  "Two bed end terrace at 5 Cherry Walk, Gr / gate_access",
]

for (const d of DOMAINS) {
  const read = readerOf(d)
  const names = namesOf(d)
  describe(d.name, () => {
    it.each(d.cases.map(([input, status, has]) => [short(input), status, has, input] as const))("%s: %s", (label, status, has, input) => {
      const got = read(input)
      const statusMissed = STATUS_WRONG.some((k) => label.startsWith(k))
      expect(got.status === status, `status ${got.status}: ${got.why}`).toBe(!statusMissed)
      for (const name of names) {
        const missed = DETECTOR_WRONG.includes(keyOf(label, name))
        expect(got.found.has(name), `${name}: ${got.why}`).toBe(has.includes(name) !== missed)
      }
    })
  })
}
