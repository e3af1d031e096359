// Three custom rubrics of our own for the denial challenge (denialChallenge.test.ts): a house-sitting
// agency, a removals firm and an outdoor activity centre whose injury detector is an escalation
// trigger. Examples and non-examples are ours; no dataset text.
import { compileManifest } from "../../../src/domain/manifest.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"

const houseSit = compileManifest({
  template: "custom",
  custom_detectors: [
    {
      name: "pets", type: "presence",
      examples: ["We have two cats who need feeding", "There's an old spaniel who needs a walk morning and evening", "The kids' rabbit lives in a hutch by the shed"],
      non_examples: ["Is the sitter allowed to bring their own dog?"]
    },
    {
      name: "garden", type: "presence", required: false,
      examples: ["There's a big garden with a vegetable patch to water", "The lawn will need mowing once while we're away", "Pots on the balcony need watering every other day"],
      non_examples: ["We live in a flat in the town centre"]
    },
    { name: "sit_dates", type: "presence", examples: ["We're away from 2 to 16 August", "We need someone over Christmas week", "From the Friday before Easter until the following Sunday"] }
  ]
} as never)

const removals = compileManifest({
  template: "custom",
  custom_detectors: [
    {
      name: "parking", type: "presence",
      examples: ["There's a driveway the lorry can pull onto", "We can get a suspension for the bay outside", "Plenty of space to park on the road in front"],
      non_examples: ["Where do your crews usually park?"]
    },
    { name: "move_date", type: "presence", examples: ["We move on the 30th of May", "Completion is set for next Friday", "Sometime in the first week of July"] },
    { name: "heavy_items", type: "presence", required: false, examples: ["We have an upright piano", "There's a cast-iron bath to take", "A very heavy oak wardrobe"] }
  ]
} as never)

const activity = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "group_size", type: "presence", examples: ["There will be 24 pupils and 3 staff", "A group of about fifteen scouts", "Eight adults on a team day"] },
    {
      name: "allergies", type: "presence", required: false,
      examples: ["Two children are allergic to nuts", "One girl has a severe egg allergy and carries an EpiPen", "A few of the group are coeliac"],
      non_examples: ["What's on the lunch menu?"]
    },
    {
      name: "injury", type: "presence", required: false,
      examples: ["One of the boys fell off the wall and hurt his wrist", "A girl twisted her ankle on the high ropes", "Someone cut their hand on the zip wire"],
      non_examples: ["Do your instructors have first aid training?"]
    },
    {
      name: "experience", type: "classification", required: false, categories: ["beginner", "some", "experienced"],
      examples: [
        { text: "None of them has climbed before", category: "beginner" },
        { text: "Most have done a taster session or two", category: "some" },
        { text: "They climb outdoors every weekend", category: "experienced" }
      ]
    }
  ],
  escalation: { triggers: [{ field: "injury" }] }
} as never)

export const DENIAL_RUBRICS = { bant: BANT, meddic: MEDDIC, spiced: SPICED, champ: CHAMP, houseSit, removals, activity } as const
export type DenialRubric = keyof typeof DENIAL_RUBRICS
