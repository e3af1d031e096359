// Challenge "trigger2" (11-28): escalation triggers told in other words (trigger2Domains.ts).
// Every case is scored for its status; those still read wrong are listed by id with why, and the
// list must match exactly, so a fix that mends one has to take it off.
import { describe, expect, it } from "vitest"
import { statusOf } from "./triggerCases.js"
import { TRIGGER2_DOMAINS } from "./trigger2Domains.js"

/** Case id → why it is still read wrong. On the engine at 0f3fb7f: 33 of 70 wrong; 20 after round trigger2; round answers2 added 13 (5 wrong before it, 1 after). */
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "cl-finger": "a finger injury told by its signs ('popped', 'gone purple', 'can't bend'): no harm word, the vectors far",
  "cl-ambulance": "an ambulance called for a fall, told beside a question: far by vector, no harm word",
  "mk-breathe": "'struggling to breathe' tells harm now, but the vectors stay under half way (0)",
  "mk-no-nuts-q": "false: an allergy named to check a product before ordering ('my son is allergic so I want to check')",
  "ms-gifts": "grooming told by its acts (presents, secrecy): far by vector, no harm word",
  "ms-pupil-home": "neglect told by its signs (sleeping in a car, not eaten): far by vector",
  "ms-left-alone": "a child left uncollected in the dark: near miss by vector (0.43), no harm word",
  "ms-strict": "false: a teacher called strict, then praised: near the shouting example by vector",
  "pw-shared": "a removed employee opened a folder: near miss by vector (0.29)",
  "pw-forgot": "false: a forgotten master password, near 'an attacker has my master password'; the later 'no one else has access' is not read as its denial",
  "tc-fever": "fever and shivers after a shot: far by vector (0), no harm word",
  "tc-nightmares": "nightmares and panic from tablets: far by vector",
  "tc-lump": "a weeping lump at the injection site: far by vector",
  "tc-sore-normal": "false: a soreness told as expected and 'otherwise fine'",
  "hp-hot-plug": "a plug too hot to hold with a brown mark on the wall: no harm word, far by vector (0.04)",
  // "hp-glass" mended by trig3 (11-28): a shower screen "shattered" is a breakage as the examples' "cracked".
  "hp-gas-q": "false: the gas-hob question is no longer read for the hazard (vendorEnquiry.ts asksGoodsMakeup), but 'My mum prefers electric' comes near 'My mum is having chest pains' by vector (guest_unwell)",
  "ti-cash-only": "card readers declining for everyone: far by vector",
  "ti-tickets": "no tickets reaching the chefs: far by vector",
  // "ti-site" mended by custfp (11-28): "need four tills" asks for the routine with no word of trouble.
  "vh-gluten": "this diet trigger reads no diet member at all ('is halal' is missed too): far by vector, the kind path not reached; so before round answers2 too, no guard's doing"
}

describe("trigger2 challenge: triggers told by a symptom, a consequence or what was seen", () => {
  const rows = TRIGGER2_DOMAINS.flatMap((d) => {
    const status = statusOf(d.criteria)
    return d.cases.map(([id, input, want]) => ({ id, want, got: status(input) }))
  })
  it("misses exactly the known ones", () => {
    const misses = rows.filter((r) => r.got.escalates !== r.want)
    for (const r of misses) console.log(`trigger2 miss ${r.id} (want ${r.want}): ${r.got.why}`)
    console.log(`trigger2: ${rows.length - misses.length}/${rows.length} right`)
    expect(misses.map((r) => r.id).sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
  it("ids are unique and every known miss names a case", () => {
    const ids = rows.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of Object.keys(KNOWN_MISSES)) expect(ids).toContain(id)
  })
})
