// The emailform challenge set (issue 22 item 2): emails and web forms of our own in which the
// structure decides what the sender said: a title in a signature, boilerplate that sounds urgent,
// the vendor's earlier words quoted below a reply, a form label with no answer ("N/A", "not
// sure", empty), a value that means something only with its label ("Timeline: Q3"), checkbox
// lines. Two custom rubrics are ours (a kennel and a stage-lighting hire). All text is ours.
import { compileManifest } from "../../../src/domain/manifest.js"
import { type LabelledCase, readerFor, type Want } from "./labelledReading.js"
import { BANT, CHAMP, INTENT, MEDDIC, SPICED, TRIAGE } from "./manifests.js"

export type EmailFormCase = LabelledCase<keyof typeof RUBRICS>

const kennel = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "stay_dates", type: "presence", examples: ["He'd be staying from the 3rd to the 10th of August", "We fly out on Friday and are back the following Sunday", "Boarding needed over the Easter weekend"], non_examples: ["We haven't booked our holiday yet"] },
    { name: "animal_type", type: "classification", categories: ["dog", "cat", "other"], examples: [
      { text: "She's a border collie, very lively", category: "dog" }, { text: "Two labradors, brother and sister", category: "dog" },
      { text: "An old tabby who mostly sleeps", category: "cat" }, { text: "Our Siamese kitten", category: "cat" },
      { text: "A pair of guinea pigs", category: "other" }, { text: "My son's rabbit", category: "other" }
    ] },
    { name: "medication_needs", type: "presence", required: false, examples: ["He takes a thyroid tablet every morning", "She needs eye drops twice a day", "Insulin injection with each meal"], non_examples: ["He's on no medication"] }
  ]
} as never)

const stageHire = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "event_date", type: "presence", examples: ["The gig is on Saturday 14 June", "Our festival runs over the bank holiday weekend", "The show opens on the 2nd of October"], non_examples: ["We haven't fixed a date"] },
    { name: "venue_capacity", type: "presence", examples: ["The hall holds about 300 people", "It's a 1,200 seat theatre", "Outdoor field, expecting 5,000"], non_examples: ["Not sure how many will come"] },
    { name: "power_on_site", type: "presence", required: false, examples: ["There's three-phase power by the stage", "We have a 63 amp supply", "The venue has its own generator"], non_examples: ["We don't know what power there is"] }
  ]
} as never)

export const RUBRICS = { bant: BANT, meddic: MEDDIC, champ: CHAMP, spiced: SPICED, intent: INTENT, triage: TRIAGE, kennel, stageHire } as const

const read = readerFor(RUBRICS)

export interface Reading {
  readonly key: string
  readonly want: Want
  readonly got: string
  readonly right: boolean
}

/** Each labelled detector's reading, and whether the status read is the one the labels imply. */
export const readEmailForm = (c: EmailFormCase): { readings: Array<Reading>; statusRight: boolean } => {
  const r = read(c)
  return { readings: r.readings.map((x) => ({ key: `${x.id}: ${x.detector}`, want: x.want, got: x.got, right: x.right })), statusRight: r.statusWant === r.statusGot }
}
