// Round salesfix2 (11-29): readings a review found over-wide after sales5/triold, each probe
// with its detector and the reading it must have. Both the misread sentences and ones that must
// keep their reading are asserted, so narrowing a cue cannot quietly give back either side.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, INTENT, MEDDIC, SPICED } from "./manifests.js"

type Probe = readonly [id: string, scorer: "intent" | "bant" | "meddic" | "spiced", detector: string, text: string, want: boolean]

const PROBES: ReadonlyArray<Probe> = [
  // 1. Enrolment of a device or a security step is no purchase; a place on a course is.
  ["e1", "intent", "purchase_interest", "How do I enrol my phone in two-factor authentication?", false],
  ["e2", "intent", "purchase_interest", "Please enrol me in MFA, IT says it's required", false],
  ["e3", "intent", "purchase_interest", "We tried to enrol our devices in Intune and it failed", false],
  ["e4", "intent", "purchase_interest", "Your app keeps asking me to enrol my fingerprint, how do I stop it?", false],
  ["e5", "intent", "purchase_interest", "Can I enrol my new laptop in the device management portal?", false],
  ["e6", "intent", "purchase_interest", "I'd like to enrol my son in the summer camp.", true],
  ["e7", "intent", "purchase_interest", "Can we enrol in the family membership?", true],
  // 2. A plan tried or put onto, told in a complaint or a cancellation, is no wish.
  ["t1", "intent", "purchase_interest", "Someone put us onto the wrong plan and charged us", false],
  ["t2", "intent", "purchase_interest", "How do I cancel? I only wanted to try the free trial", false],
  ["t3", "intent", "purchase_interest", "I signed up to try the free trial and now you've charged me", false],
  ["t4", "intent", "purchase_interest", "You moved me onto the premium tier without asking, I want a refund.", false],
  ["t5", "intent", "purchase_interest", "We'd like to try the paid plan for the whole office.", true],
  ["t6", "intent", "purchase_interest", "Could I try the premium membership for a month?", true],
  // 3. A question stating the buyer's own current figure tells it; a bare saving asked does not.
  ["s1", "meddic", "metrics", "Would it cut our month-end close from 10 days to 3?", true],
  ["s2", "spiced", "impact", "Would it cut our month-end close from 10 days to 3?", true],
  ["s3", "spiced", "impact", "Could your tool cut the 15 hours a week our finance team spends on invoicing?", true],
  ["s4", "spiced", "impact", "Will this free up the 20 hours a week my two admins spend retyping orders?", true],
  ["s5", "spiced", "impact", "Can you save us about 20 minutes?", false],
  ["s6", "spiced", "impact", "How much would it save?", false],
  ["s7", "meddic", "metrics", "Could it shave 10 minutes off each booking for us?", false],
  // 4. Head office's or the parent company's money is the buyer's own; a friend's is not.
  ["b1", "bant", "budget", "Our head office approved a £30k budget for this project", true],
  ["b2", "bant", "budget", "The parent company set aside a £50k budget for moving to your platform", true],
  ["b3", "bant", "budget", "We had £25k approved since then and are ready to sign", true],
  ["b4", "bant", "budget", "HQ has given us a budget of 25k for the rollout.", true],
  ["b5", "bant", "budget", "A friend at another firm told me their parent company spent 40k on it.", false],
  // 5. A follow-up dated is no timeline unless a buying act is tied to the date.
  ["d1", "bant", "timeline", "We'll talk to the board next week and sign the same day", true],
  ["d2", "bant", "timeline", "I'll speak to finance on Monday and we can go live the same week.", true],
  ["d3", "bant", "timeline", "I'll speak to finance on Monday and let you know.", false],
  // 6. A problem's duration is no wanted date; a period ahead is.
  ["w1", "bant", "timeline", "We need this in place for 2 months from now", true],
  ["w2", "bant", "timeline", "The portal has been down for 2 weeks and nobody has called us back.", false],
  ["w3", "bant", "timeline", "Over the past 4 weeks our orders have gone missing twice.", false],
  // 7. A screen part lost is still a pain or a need, only no measured impact.
  ["l1", "spiced", "pain", "We lost the bookings page after your update", true],
  ["l2", "spiced", "impact", "We lost the bookings page after your update", false],
  ["l3", "bant", "need", "We lost the bookings page after your update", true],
  ["l4", "spiced", "pain", "We're losing the lunch menu in March because the kitchen is short-staffed", true],
  ["l5", "bant", "need", "We're losing the lunch menu in March because the kitchen is short-staffed", true]
]

describe("readings narrowed in round salesfix2", () => {
  const scorers = { intent: compileEmbedded(INTENT), bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED) }
  it("reads every probe as asserted", () => {
    const wrong = PROBES.filter(([, s, d, text, want]) => scorers[s].score([{ role: "user", content: text }])[d]!.found !== want)
    for (const [id, s, d, text, want] of wrong) console.log(`  ${id} ${s}.${d} want ${want} :: ${text}`)
    expect(wrong.map(([id]) => id)).toEqual([])
  })
  it("keeps a head office budget's confidence", () => {
    const r = scorers.bant.score([{ role: "user", content: "HQ has given us a budget of 25k for the rollout." }]).budget!
    expect(r.confidence).toBeGreaterThanOrEqual(0.95)
  })
})
