// packs7: needs only wondered about, "just looking", account errands and sign-off asked about
// (packs7Cases.ts, our own sentences). The exact labels the scorer still reads wrong are asserted.
import { runPackCases } from "./packRuns.js"
import { PACKS7_CASES } from "./packs7Cases.js"

/** `id:detector` labels read wrong today. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "wd1:need",
  "wd2:need",
  "wd4:need",
  "wn4:need",
  "lk1:need",
  "er1:need",
  "er2:need",
  "er3:need",
  "er4:need",
  "er5:need",
  "so1:authority",
  "so2:authority",
  "so4:authority",
  "so5:decision_process"
]

runPackCases("packs7", "packs7: needs wondered about, browsing, account errands, sign-off asked", PACKS7_CASES, KNOWN_MISSES)
