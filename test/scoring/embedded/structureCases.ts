// Shared by the structure challenge files: messages of our own written the way email clients,
// web forms and ticket desks lay them out, with what each detector must read in them. The
// wrappers (signatures, disclaimers, quoted replies) are ours too, in several wordings each, so a
// reading that only knows one wording shows up as a miss.
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Message } from "../../../src/domain/types.js"
import { type LabelledCase, readerFor } from "./labelledReading.js"
import { BANT, CHAMP, INTENT, MEDDIC, SPICED, TRIAGE } from "./manifests.js"

export type { Want } from "./labelledReading.js"
export type StructureCase = LabelledCase<keyof typeof RUBRICS>

export const user = (content: string): Message => ({ role: "user", content })
export const agent = (content: string): Message => ({ role: "agent", content })

const removals = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "move_date", type: "presence", examples: ["We need to move on the 14th of March", "Completion is set for Friday 2 May", "Moving day is the last weekend of June"], non_examples: ["We haven't found a place yet"] },
    { name: "property_size", type: "classification", categories: ["small", "medium", "large"], examples: [
      { text: "It's a one-bed flat", category: "small" }, { text: "Studio apartment, not much stuff", category: "small" },
      { text: "Three-bedroom semi", category: "medium" }, { text: "A two bed house with a garage", category: "medium" },
      { text: "Five bedroom detached with a loft and outbuildings", category: "large" }, { text: "Big farmhouse, four floors", category: "large" }
    ] },
    { name: "packing_service", type: "presence", required: false, examples: ["Can you pack everything for us?", "We'd like the full packing service", "Need help boxing up the kitchen"], non_examples: ["We'll do our own packing"] }
  ]
} as never)

const itSupport = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "device_count", type: "presence", examples: ["We have about 40 laptops", "Around 25 PCs and a couple of servers", "12 staff, each with a desktop and a phone"], non_examples: ["How many devices do you support?"] },
    { name: "current_provider", type: "presence", examples: ["We're with Netcare at the moment", "Our current IT is done by a freelancer", "Our contract with TechDesk ends in May"], non_examples: ["We've never outsourced IT"] },
    { name: "security_concern", type: "presence", required: false, examples: ["We had a phishing attack last month", "Worried about ransomware", "Someone got into our email account"], non_examples: ["Security isn't a worry for us"] }
  ]
} as never)

export const RUBRICS = { bant: BANT, meddic: MEDDIC, champ: CHAMP, spiced: SPICED, intent: INTENT, triage: TRIAGE, removals, itSupport } as const

export type { Reading } from "./labelledReading.js"

/** Each labelled detector's reading, and the status the labels imply against the one read. */
export const readCase = readerFor(RUBRICS)
