// A second reason to send a call, read apart from the engine's confidences: the status is brittle.
// A call the weakest-pivot rule (statusRisk.ts) would keep local is scored once more with its
// customer's wording made plain: no commas, contractions spelt out ("don't" → "do not"). That
// changes no meaning, so a status that moves with it rests on a reading the engine holds by
// punctuation or a negation's spelling (a clause boundary, a scope), and the model answers.
// The answer is never the re-scored one: the call is either the local answer as first read, or
// the model's. Only calls with some doubt are re-scored (a weakest pivot of at least
// STABILITY_FLOOR), so a sure call costs nothing more. Chosen on the fitting ground (dev tune
// halves, sets A and B) among re-scoring with a message left out, without the agent's turns,
// lower-cased, split or merged turns, and structural readings of the cited sentence; judged once
// on quality-dev2's check half and sets C–H (docs/quality.md, "Tried", 11-28).
import { deriveStatus } from "../../domain/status.js"
import { isCustomer } from "../../domain/roles.js"
import type { Detections, Manifest, Message } from "../../domain/types.js"
import { pivotsOf, statusDoubt } from "./statusRisk.js"

/** The input to score once more before a call stays local, or undefined when none is needed. */
export type Recheck = (detections: Detections, manifest: Manifest, input: ReadonlyArray<Message>) => ReadonlyArray<Message> | undefined

/** A call whose weakest pivot is surer than this (doubt under 0.05) is not re-scored. */
export const STABILITY_FLOOR = 0.05

const CONTRACTED = /\b(do|does|did|is|are|was|were|have|has|had|would|could|should|must|need)n['’]t\b/gi

/** The same words, plainer: commas gone (not a number's: "1,500"), negative contractions spelt out. */
export const plainWording = (text: string): string =>
  text
    .replace(/,(?!\d)|(?<!\d),/g, "")
    .replace(/\bshan['’]t\b/gi, "shall not")
    .replace(CONTRACTED, "$1 not")
    .replace(/\bcan['’]t\b/gi, "cannot")
    .replace(/\bwon['’]t\b/gi, "will not")

/** The input with the customer's turns in plain wording; undefined when that changes nothing. */
export const plainInput = (input: ReadonlyArray<Message>): ReadonlyArray<Message> | undefined => {
  let changed = false
  const plain = input.map((m) => {
    if (!isCustomer(m)) return m
    const content = plainWording(m.content)
    if (content === m.content) return m
    changed = true
    return { ...m, content }
  })
  return changed ? plain : undefined
}

/** Re-score a call with some doubt in plain wording (the service's rule). */
export const recheckPlainWording: Recheck = (detections, manifest, input) =>
  statusDoubt(pivotsOf(detections, manifest)) >= STABILITY_FLOOR ? plainInput(input) : undefined

/** Whether the re-scored call's status differs from the first reading's. */
export const statusMoved = (manifest: Manifest, first: Detections, again: Detections): boolean =>
  deriveStatus(manifest, first).status !== deriveStatus(manifest, again).status
