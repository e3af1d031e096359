// packs7: needs only wondered about, "just looking", account errands and sign-off asked about
// (packs7Cases.ts, our own sentences). The exact labels the scorer still reads wrong are asserted.
import { runPackCases } from "./packRuns.js"
import { PACKS7_CASES } from "./packs7Cases.js"

/** `id:detector` labels read wrong today: 14 of 42 messages on main before packs7 (so6, sn6 and the call slots cl/cn added with their readings). */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // "Isn't whether we need …, we clearly do": the need told by "do" after a denied doubt (wrong on main too).
  "wn4:need",
  // A form field under the need's own name answered "just looking": the field's label carries it.
  "lk1:need",
  // MEDDIC's decision process still reads a question whether a pilot needs sign-off.
  "so5:decision_process",
  // Consent for larger sums read as a need of the product (its object is no product).
  "sn6:need"
]

runPackCases("packs7", "packs7: needs wondered about, browsing, account errands, sign-off asked", PACKS7_CASES, KNOWN_MISSES)
