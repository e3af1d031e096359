// Challenge "rev10" (11-28): a second reading of the session's merged readings, on messages of our
// own near each one: a food kept away that is a dish or a taste (keptFood.ts), a relative in a
// story or a condition (attribution.ts kin), praise beside a real complaint (settled.ts), a triage
// symptom asked about or already fixed (triageSymptoms.ts), a code that is a trigger's answer
// (unitFind.ts), a "but" before a fault still there (correction.ts). Chat, email with signature,
// form and ticket styles; about a third near misses. None of the datasets' text.
import type { Message } from "../../../src/domain/types.js"
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { resolvedTurns } from "../../../src/scoring/embedded/text/correction.js"
import { severity, timing } from "./triageReading.js"
import { DOMAINS3 } from "./custnew3Domains.js"
import { DIETARY_REQUIREMENTS, RELATION_TO_DECEASED } from "./kindfixCases.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const pres = (name: string, examples: Array<string>, non_examples: Array<string>, required = false) => ({ name, type: "presence", required, examples, non_examples })
const rubric = (criteria: object) => {
  const manifest = compileManifest({ template: "custom", ...criteria } as never)
  return { manifest, scorer: compileEmbedded(manifest) }
}

const rubrics = {
  caterer: rubric({ custom_detectors: [
    DIETARY_REQUIREMENTS,
    pres("headcount", ["We're expecting 60", "Lunch for twelve people"], ["Not sure how many yet"], true)
  ] }),
  funeral: rubric({ custom_detectors: [RELATION_TO_DECEASED] }),
  photo: rubric(DOMAINS3[2]!.criteria),
  lift: rubric({ custom_detectors: [
    pres("lift_fault", ["Lift stuck between floors with error F7", "The lift shows code E13 and won't move", "Passenger trapped in lift 2"], ["The lift is a bit slow"]),
    pres("site", ["Site: Carlton House", "We're at 4 Mill Street"], ["Our building"], true)
  ], escalation: { triggers: [{ field: "lift_fault" }] } })
}
type RubricName = keyof typeof rubrics

/** A case: what is read of it, and the readings allowed. */
export interface Rev10Case {
  readonly id: string
  readonly read: () => string | null
  readonly want: ReadonlyArray<string | null>
}

/** Found / negated / absent for a presence detector, the category (or null) for a classification, "ESCALATE" etc. for "status". */
const reading = (r: RubricName, detector: string, messages: ReadonlyArray<Message>) => (): string | null => {
  const { manifest, scorer } = rubrics[r]
  const d = scorer.score(messages)
  if (detector === "status") return deriveStatus(manifest, d).status
  const x = d[detector]!
  if (r === "funeral") return x.found ? (x.value as string) : null
  return x.found ? "found" : x.negated ? "negated" : "absent"
}
const notFound = ["absent", "negated"]
const diet = (id: string, text: string, ...want: Array<string>): Rev10Case => ({ id, read: reading("caterer", "dietary_requirements", [user(text)]), want })
const kin = (id: string, text: string, ...want: Array<string | null>): Rev10Case => ({ id, read: reading("funeral", "relation_to_deceased", [user(text)]), want })
const photo = (id: string, text: string, ...want: Array<string>): Rev10Case => ({ id, read: reading("photo", "complaint", [user(text)]), want })
const lift = (id: string, text: string, ...want: Array<string>): Rev10Case => ({ id, read: reading("lift", "lift_fault", [user(text)]), want })
const sev = (id: string, text: string, ...want: Array<string | null>): Rev10Case => ({ id, read: () => severity(text), want })
const time = (id: string, text: string, ...want: Array<string | null>): Rev10Case => ({ id, read: () => timing(text), want })
/** A reply after a first alarm and the agent's question: "resolved" when correction.ts reads the fault the sender's own and gone. */
const reply = (id: string, text: string, want: "resolved" | "kept"): Rev10Case => ({
  id,
  read: () => (resolvedTurns([user("Nothing loads for us, the whole portal is down!"), agent("Could you check your connection and try again?"), user(text)]).includes(2) ? "resolved" : "kept"),
  want: [want]
})

export const REV10_CASES: ReadonlyArray<Rev10Case> = [
  // --- keptFood: a dish described or a taste is no diet; a food kept from its holder still is
  diet("f-pie-with-no", "Could we do the chicken pie with no pork in the stuffing? It's for a work lunch.", ...notFound),
  diet("f-cake-without", "We'd like soup, sandwiches and a cake without nuts on top, the kids don't like the crunch.", ...notFound),
  diet("f-coffee-milk", "Black coffee, no milk, for the two speakers please.", ...notFound),
  diet("f-fish-chips", "No fish and chips this year, we want the hog roast instead.", ...notFound),
  diet("f-mustard-taste", "Nothing with mustard on it for me please, I just hate the taste.", ...notFound),
  diet("f-tea", "Hi,\n\nNo milk in my tea at the break, I take it black.\n\nThanks,\nOwen\nSite Manager", ...notFound),
  diet("f-bride-hates", "No nuts on the cake please, the bride hates them.", ...notFound),
  diet("f-kept-vegetarian", "No meat for Leah please, she's vegetarian.", "found"),
  diet("f-kept-halal", "No beef, no pork - the whole group keeps halal.", "found"),
  diet("f-kept-form", "Event: team away day\nGuests: 18\nDiet notes: nothing with sesame for the Ahmed family", "found"),
  diet("f-kept-and", "No nuts and no eggs near Ruby's plate, please.", "found"),
  diet("f-kept-cant", "My son can't go near peanuts, even a crumb.", "found"),
  // --- kin: a relative in a story, a referral or a condition names no one lost
  kin("k-recommended", "My brother recommended you, he said you looked after his neighbour's service really well.", null),
  kin("k-cousin-works", "My cousin works at the crematorium, so she'll help us with the order of service.", null),
  kin("k-when-uncle", "When my uncle arrives on Friday we'll come in to choose the flowers.", null),
  kin("k-aunt-told", "My aunt told me you can do woodland burials, is that right?", null),
  kin("k-if-sister", "If my sister can't get a flight in time, can we push the date back?", null),
  kin("k-sister-died", "My sister died on Monday and we need help.", "immediate_family"),
  kin("k-uncle-passed", "Hello,\n\nOur uncle was taken ill and passed on Saturday night.\n\nRegards,\nDaniel Price", "extended_family"),
  kin("k-brother-form", "Name: Chloe Barnes\nMessage: my brother was killed in a fall at work, please call me", "immediate_family"),
  // --- praise as state beside a real complaint
  photo("p-stunning-but-missing", "The photos are stunning but half of them are missing.", "found"),
  photo("p-they-stunning", "Half the photos never arrived, they're stunning though.", "found"),
  photo("p-rest-gorgeous", "Our first dance pictures are missing from the gallery, the rest are gorgeous.", "found"),
  photo("p-none-of-dad", "The venue shots are lovely, but there are none of my dad at all.", "found"),
  photo("p-upside-down", "Hi Jo,\n\nThe album is beautiful, but three pages are printed upside down.\n\nBest,\nMeg", "found"),
  photo("p-praise-only", "The photos are gorgeous, thank you again for everything!", ...notFound),
  photo("p-praise-form", "Names: Ana & Lee\nFeedback: the album is stunning\nQuestion: can we order a second copy?", ...notFound),
  // --- triage symptoms asked about or already fixed, and still there
  sev("t-fixed-greyed", "Last month the Pay button was greyed out on every order, but your fix sorted it.", null, "low", "medium"),
  sev("t-leaver-removed", "A contractor who left in June could still log in until you removed him last week, thanks for that.", null, "low", "medium"),
  sev("t-click-yesterday", "We couldn't click the Submit button yesterday but it's working this morning.", null, "low", "medium"),
  sev("t-make-it-so", "Can you make it so the app keeps logging users out after an hour?", null, "low"),
  sev("t-normal-greyed", "Is it normal that the export button is greyed out until the month closes?", null, "low"),
  sev("t-report-asks", "Does the report show last year's figures if I pick the old period?", null, "low"),
  sev("t-phish-past", "Back in spring we received a phishing email claiming to be from you; nothing came of it. Just a heads-up.", null, "low", "medium"),
  sev("t-leaver-policy", "Why would a user who left still be able to log in, in theory? Just writing our leavers policy.", null, "low"),
  sev("t-greyed-now", "The Refund button is greyed out on every order since this morning.", "high", "critical"),
  sev("t-leaver-now", "Subject: access\n\nA cashier who quit on Friday can still log in to the tills.\n\nMo\nStore Manager", "critical", "high"),
  sev("t-click-now", "We can't click the Save button on any form, it just does nothing.", "high", "critical"),
  sev("t-report-now", "The stock report shows last year's figures since the update.", "medium"),
  time("t-today-now", "Our drivers can't scan parcels today.", "immediate"),
  // --- a code that is the trigger's answer; a code that only records a field
  lift("c-error-code", "Site: Carlton House\nError: F7\nPeople inside: yes", "found"),
  lift("c-alarm-code", "Site: Dock Road Offices\nAlarm code: E13\nLift: 1", "found"),
  lift("c-fault-digits", "Site: Wharf Court\nFault: 404", "found"),
  lift("c-lift-number", "Site: Mill Court\nLift: B2\nRequest: please quote for the annual service", ...notFound),
  lift("c-floor-code", "Site: Harbour View\nFloor: G\nIssue: the lift is a bit slow in the mornings", ...notFound),
  lift("c-door-code", "Site: Elm House\nDoor code: 4471A\nRequest: yearly inspection", ...notFound),
  // --- a "but" before a fault still there; a courtesy "but"
  reply("b-blank", "it was my VPN, works now, but the invoices page is blank", "kept"),
  reply("b-bounce", "it was my own mistake, sorted now, but emails to customers are bouncing", "kept"),
  reply("b-empty", "Hi,\n\nIt was our router, fine now but the receipts print empty.\n\nKaren\nOffice Manager", "kept"),
  reply("b-slow", "my bad, it was the cable, all working now, but it's really slow", "kept"),
  reply("b-500", "Update: it was my browser, works now, but I get a 500 page on reports", "kept"),
  reply("b-thanks", "was my firewall, working now, but thanks!", "resolved"),
  reply("b-cheers", "my mistake, fine now, but cheers for the help", "resolved"),
  reply("b-sorry", "Status: fixed\nNote: my bad, it was the plug, working now, but sorry for the panic", "resolved"),
  reply("b-appreciate", "it was our firewall, all good now, but I do appreciate the quick answer", "resolved")
]
