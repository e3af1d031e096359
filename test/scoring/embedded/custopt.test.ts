import { describe, expect, it } from "vitest"
import { keyOf, namesOf, type OptDomain, readerOf } from "./custoptCases.js"
import { DOMAINS } from "./custoptDomains.js"
import { DOMAINS as DOMAINS2 } from "./custoptDomains2.js"
import { short } from "./triggerCases.js"

// Six custom rubrics of our own (a chimney sweep, a school minibus hire, a piano tuner, a hot-tub
// hire, a falconry display team, a locksmith's call-out line), 72 messages labelled with the status
// and every detector, required and optional (`required: false`: four escalation triggers and seven
// extras such as a reference, a permit, a request for papers).
// On the scorer as committed first (ff9cd2f): status right on 42 of 72; optional detectors F1 0.718
// (28 found right, 12 found where absent, 10 missed), required 0.870. After the custopt readings
// (custoptReadings.test.ts): optional F1 0.737 (10 found where absent: an old chimney fire and a
// phone number no longer read), status still 42 (that message's address is missed), required the same.
// Left: triggers told in words the vectors put far from the examples (a bus's bang on the hard
// shoulder, a friend fainting, a toddler shut in: cosine under the line or read as the routine),
// past episodes told "last time" or "once", extras read off another detector's value ("16 pupils.",
// "the 16th") or a title line the signature reading misses; required places and instruments in
// words no example holds (a castle, a showground, a Broadwood upright).
// trig3 (eventFind.ts) mended the call whose smoke billows back with the alarm going off: fumes as
// the examples' smoke, the status now ESCALATE (its appliance is still missed).
//
// The lists below are the readings still wrong, asserted as they are read now (the opposite of the
// label): a reading that mends one fails here until its line is removed.

/** Cases whose status is still wrong (the start of the case). */
const STATUS_WRONG: ReadonlyArray<string> = [
  "We had a chimney fire about ten years ag",
  "Our neighbour's chimney caught fire on S",
  "Please can you book us in for a sweep in",
  "Hello, the solid fuel Rayburn at our hol",
  "We're on the hard shoulder of the A64 in",
  "Last time we hired from you the bus brok",
  "Minibus bookings, how can I help? / hi w",
  "Hi, our Broadwood upright in Chorlton (M",
  "The removal men dropped our Steinway gra",
  "Our Chappell upright is in perfect condi",
  "Instrument: Petrof upright Location: Sal",
  "Dear tuner, please could you come to tun",
  "Something has been nesting inside the pi",
  "I've had you out twice before but I've l",
  "Is the water chemically treated? I'm wor",
  "We hired from you last summer and my hus",
  "Hot tub hire, how can I help? / my frien",
  "We'd love a flying display at our school",
  "Last year one of the owls was startled b",
  "Event: Carlton Country Show Date: 24/08 ",
  "Hi, the buzzard caught a little boy's ar",
  "We heard another display team lost an ea",
  "Hello, we organise medieval festival in ",
  "Do the birds come in their own van? We'r",
  "No birds were hurt or lost, the handler ",
  "I've shut the door with the keys and my ",
  "My sister's kid got locked in a car once",
  "Last winter you got my grandson out when"
]
/** Detector readings still wrong ("<first 40 chars> / <detector>"): missed or found where absent. */
const DETECTOR_WRONG: ReadonlyArray<string> = [
  "There's a horrible rumbling up the flue  / appliance",
  "We had a chimney fire about ten years ag / address",
  "Our neighbour's chimney caught fire on S / address",
  "Please can you book us in for a sweep in / address",
  "Please can you book us in for a sweep in / sweep_certificate",
  "Sweep line, how can I help? / smoke keep / appliance",
  "Hello, the solid fuel Rayburn at our hol / appliance",
  "We're on the hard shoulder of the A64 in / breakdown",
  "Last time we hired from you the bus brok / wheelchair_access",
  "Last time we hired from you the bus brok / breakdown",
  "Minibus bookings, how can I help? / hi w / passengers",
  "Minibus bookings, how can I help? / hi w / breakdown",
  "Hi, our Broadwood upright in Chorlton (M / piano",
  "The removal men dropped our Steinway gra / piano",
  "The removal men dropped our Steinway gra / damage",
  "Our Chappell upright is in perfect condi / piano",
  "Instrument: Petrof upright Location: Sal / piano",
  "Instrument: Petrof upright Location: Sal / damage",
  "Dear tuner, please could you come to tun / area",
  "Something has been nesting inside the pi / area",
  "Something has been nesting inside the pi / damage",
  "I've had you out twice before but I've l / area",
  "Is the water chemically treated? I'm wor / injury_or_illness",
  "We hired from you last summer and my hus / injury_or_illness",
  "Hot tub hire, how can I help? / my frien / injury_or_illness",
  "We'd love a flying display at our school / venue",
  "Falconry team, hello? / it's Jan at the  / event_date",
  "Last year one of the owls was startled b / venue",
  "Last year one of the owls was startled b / bird_incident",
  "Event: Carlton Country Show Date: 24/08  / venue",
  "Hi, the buzzard caught a little boy's ar / bird_incident",
  "Hi, the buzzard caught a little boy's ar / safety_papers",
  "We heard another display team lost an ea / venue",
  "Hello, we organise medieval festival in  / venue",
  "Hello, we organise medieval festival in  / safety_papers",
  "Do the birds come in their own van? We'r / venue",
  "During the display the kestrel landed on / venue",
  "No birds were hurt or lost, the handler  / venue",
  "I've shut the door with the keys and my  / someone_trapped",
  "My sister's kid got locked in a car once / someone_trapped",
  "Last winter you got my grandson out when / someone_trapped"
]

/**
 * Every case's status and detectors. `statusWrong` (case starts) and `detectorWrong` (keys) are
 * asserted the other way round: a status listed there is asserted not to be the label, a detector
 * to be read the opposite of its label.
 */
const checkDomains = (domains: ReadonlyArray<OptDomain>, statusWrong: ReadonlyArray<string>, detectorWrong: ReadonlyArray<string>): void => {
  for (const d of domains) {
    const read = readerOf(d)
    const names = namesOf(d)
    describe(d.name, () => {
      it.each(d.cases.map(([input, status, has]) => [short(input), status, has, input] as const))("%s: %s", (label, status, has, input) => {
        const got = read(input)
        const statusMissed = statusWrong.some((k) => label.startsWith(k))
        expect(got.status === status, `status ${got.status}: ${got.why}`).toBe(!statusMissed)
        for (const name of names) {
          const missed = detectorWrong.includes(keyOf(label, name))
          expect(got.found.has(name), `${name}: ${got.why}`).toBe(has.includes(name) !== missed)
        }
      })
    })
  }
}


checkDomains([...DOMAINS, ...DOMAINS2], STATUS_WRONG, DETECTOR_WRONG)
