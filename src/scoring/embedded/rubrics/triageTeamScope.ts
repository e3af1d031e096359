// Severity when "everyone" is bounded by one named team: "nobody in the sales team can get in", "our
// entire sales team is locked out", "none of the reports load for anyone in the finance team". The
// sender names one team of the business, so the rest of it and its customers still work: a team
// blocked (high, triageImpact.ts), not everyone (critical). A bare "the team", "the office" or "the
// warehouse" is often the whole business and stays everyone. See ../text/cues.ts for the syntax.
import type { Cue } from "./types.js"

/** The function a team does: named before "team", it marks one team among several. */
const FUNCTION_NAMES =
  "@sales/@finance/@accounts/@accounting/@marketing/@support/@design/@dev/@development/@engineering/@it/@ops/@operations/@hr/@payroll/@admin/@legal/@procurement/@purchasing/@product/@data/@analytics/@research/@editorial/@content/@creative/@customer-service/@billing/@compliance/@grooming/@training/@events/@bookings/@dispatch/@logistics"

/**
 * One team, as the spans a pattern puts after "on/in": "the sales team", "our whole finance
 * department". A bare "my team" is left out: a small firm's team is often all of it, and an
 * earlier round reads "nobody on my team can log in" as everyone (triageUnseen.test.ts).
 */
const ONE_TEAM: ReadonlyArray<string> = [
  `@our/@the/@my/@entire/@whole? ${FUNCTION_NAMES} @team/@department/@dept/@squad`
]

/** A team stopped: the negated or failing words triageImpact.ts reads as blocked. */
const STOPPED =
  "@not/@unable/@cannot/@stuck/@frozen/@blocked/@locked/@locked-out/@empty/@failing/@fail/@fails/@failed/@down/@offline/@blank/@broken/@crashing/@crashes/@spinner/@spinning/@loop/@missing"

/** What a team cannot do, read in the negation's scope: "nobody in the sales team can get in" (not "likes"). */
const CAN_DO = "!can/!could/!able/!get/!log/!login/!sign/!access/!open/!load/!see/!use/!work/!print/!send/!connect/!reach/!book/!save"

/**
 * "Everyone" bounded by one team, above the 0.85 of an unbounded "nobody can" (triageImpact.ts),
 * so the team's own stop is high. The team is named in the clause: after the word ("nobody in the
 * sales team can get in"), as the object of a failure ("broken for our entire sales team"), or after a
 * "none of …" the fault is for ("none of the reports load for anyone in the finance team").
 */
export const TEAM_SCOPE_CUES: ReadonlyArray<Cue> = [
  ...ONE_TEAM.map((team): Cue => [`@nobody/@no-one/@noone/@none @of? @us? @on/@in/@from/@at/@of ${team} ** ${CAN_DO}`, 0.87, "high"]),
  ...ONE_TEAM.map((team): Cue => [`@none @of ** ** @for/@to @anyone/@anybody/@everyone/@everybody @on/@in/@from/@at/@of ${team}`, 0.87, "high"]),
  [`@our/@the/@my @entire/@whole ${FUNCTION_NAMES} @team/@department/@dept/@squad ** ${STOPPED} | ${STOPPED} ** @for/@to @our/@the/@my @entire/@whole ${FUNCTION_NAMES} @team/@department/@dept/@squad`, 0.87, "high"]
]
