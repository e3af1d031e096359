// Built-in rubric content for the sales framework packs, one file per pack; several fields of
// different frameworks share one notion (money, authority, pain), declared once in shared.ts and pain.ts.
import type { Rubric } from "../types.js"
import { readsQuestionsAsAsked } from "./asked.js"
import { BANT } from "./bant.js"
import { CHAMP } from "./champ.js"
import { readsGuessesAndPastAside } from "./guessedOrPast.js"
import { MEDDIC } from "./meddic.js"
import { readsBuyersOnly } from "./notABuyer.js"
import { SPICED } from "./spiced.js"

// A job application sent to the sales inbox states no budget, timeline or authority (notABuyer.ts);
// a question about others or the vendor states none of the buyer's fields (asked.ts), nor does the
// rep's guess or an episode long past (guessedOrPast.ts).
export const SALES: Readonly<Record<string, Rubric>> = Object.fromEntries(
  Object.entries({ ...BANT, ...MEDDIC, ...SPICED, ...CHAMP }).map(([key, rubric]) => [key, readsGuessesAndPastAside(key, readsQuestionsAsAsked(readsBuyersOnly(rubric)))])
)
