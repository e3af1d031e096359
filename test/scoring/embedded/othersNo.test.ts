// The five intents when someone else said no (round packs, 11-29): 40 messages of our own
// (othersNoCases.ts). KNOWN_MISSES are asserted still wrong, so a reading that mends one must
// take it off the list. docs/quality.md ("Tried", 11-29, round packs) tells what was measured.
import { DOMAINS } from "./othersNoCases.js"
import { runStatusCases } from "./statusRuns.js"

/** Still wrong: another person's "not interested" read as the writer's decline, plus the rest below. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "other01/status",
  "other01/not_interested",
  "other02/status",
  "other02/not_interested",
  "other04/status",
  "other04/not_interested",
  "other05/status",
  "other05/not_interested",
  "other06/status",
  "other06/not_interested",
  "other07/status",
  "other07/not_interested",
  "other08/status",
  "other08/not_interested",
  "other09/status",
  "other09/not_interested",
  "other14/status",
  "other14/not_interested",
  "other03/status",
  "other03/purchase_interest",
  "near03/not_interested",
  "near08/pricing_interest",
  "plain10/status",
  "plain10/purchase_interest"
]

runStatusCases("the five intents when someone else said no (othersNo)", DOMAINS, KNOWN_MISSES)
