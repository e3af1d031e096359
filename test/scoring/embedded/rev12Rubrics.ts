// Three custom rubrics of our own for the rev12 second reading (rev12.test.ts): a care home's
// enquiry form (a resident's name and age), a van hire (a journey's two ends) and a function
// venue whose damage detector is an escalation trigger. Examples and non-examples are ours.
import { compileManifest } from "../../../src/domain/manifest.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"

const careHome = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "resident_name", type: "presence", examples: ["The room is for my father, Arthur Bell", "It's for my aunt, Mrs Joan Price", "Grandad is called Stanley Okafor"] },
    { name: "resident_age", type: "presence", examples: ["Dad is 87", "She's in her early nineties", "Mum turned 79 in March"] },
    { name: "start_date", type: "presence", required: false, examples: ["We'd like him to move in on 1 March", "Ideally from the start of next month", "As soon as a room is free in April"] }
  ]
} as never)

const vanHire = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "pickup_place", type: "presence", examples: ["Collecting from 14 Mill Street, Derby", "Pick up is in Matlock", "Moving out of a flat in Belper"], non_examples: ["Which towns do you cover?"] },
    { name: "dropoff_place", type: "presence", examples: ["Delivering to Stoke", "Going to my new place at 9 Brook Lane, Leek", "Moving into a house in Buxton"] },
    { name: "load_size", type: "presence", required: false, examples: ["About two van loads", "Everything from a 2-bed terrace", "Just a bed and ten boxes"] }
  ]
} as never)

const venue = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "guests", type: "presence", examples: ["There will be about 80 guests", "Roughly sixty people, adults only", "We're expecting 120 for the evening"] },
    { name: "event_date", type: "presence", examples: ["The party is on Saturday 14 June", "We're looking at the last weekend in September", "Sometime in early December"] },
    {
      name: "damage", type: "presence", required: false,
      examples: ["A guest smashed the big mirror in the bar", "Water is coming through the ceiling of the main hall", "Someone kicked the fire door off its hinges during the party"],
      non_examples: ["Is there a damage deposit?"]
    }
  ],
  escalation: { triggers: [{ field: "damage" }] }
} as never)

export const REV12_RUBRICS = { bant: BANT, meddic: MEDDIC, spiced: SPICED, champ: CHAMP, careHome, vanHire, venue } as const
export type Rev12Rubric = keyof typeof REV12_RUBRICS
