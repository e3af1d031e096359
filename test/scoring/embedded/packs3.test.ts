// BANT, MEDDIC and CHAMP told indirectly (packs3Cases*.ts, our own sentences). The exact set of
// labels the scorer still gets wrong is asserted, so a reading that mends or breaks one shows as a
// change to KNOWN_MISSES.
import { PACKS3_BANT, PACKS3_MEDDIC } from "./packs3Cases.js"
import { PACKS3_CHAMP } from "./packs3Cases2.js"
import { PACKS3_SECOND } from "./packs3Cases3.js"
import type { MessyCase } from "./packs5Cases.js"
import { runPackCases } from "./packRuns.js"

const CASES: ReadonlyArray<MessyCase> = [...PACKS3_BANT, ...PACKS3_MEDDIC, ...PACKS3_CHAMP, ...PACKS3_SECOND]

/** `id:detector` labels read wrong today (missed when stated, found when not). 28 in 106 cases on main before packs3. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  // A ceiling told against what another supplier charges ("come in under what the agency charges, roughly 900 a month").
  "qb6:budget",
  // "We'd want it running a fortnight before" reads as a need.
  "qt2:need",
  // "No, same again at most" after today's price: the cap points back at a figure in another turn.
  "qf3:budget",
  // A process told as the story of the last purchase (IT, legal, then the CEO signed): the
  // learned heads' finds (on since 11-29) read it as the process now, and its closing "I expect
  // the same this time" as metrics.
  "qm7:metrics",
  // A bullet's "- target: …" is no form label (tried: a bullet before any label lost statuses on
  // quality-dev2's check half and three calibration sets), and the clause alone has no figure.
  "qm14:metrics",
  // A form question about who approves, answered by a title, also reads as the process.
  "qm15:decision_process",
  // Second batch (packs3Cases3.ts, written after the first readings; 9 wrong of 26 on main and after
  // the first readings, 6 now). A wish beside the choice left to the speaker reads as a need.
  "ra1:need",
  // A lesson told as a story ("we got burned by …, so an easy way out is top of our list").
  "rm2:decision_criteria",
  // The approval steps ("if both are happy I get the go-ahead") read as a pain.
  "rm3:identify_pain"
]

runPackCases("packs3", "BANT, MEDDIC and CHAMP told indirectly (packs3)", CASES, KNOWN_MISSES)
