// Challenge "ownDates" (11-28, cleanup): the own-dates reading (rubrics/sales/ownDates.ts) hides
// a date of the sender's private life or of a contract with the vendor being left. Near misses:
// a renewal told by the vendor's agent, a customer's renewal with the vendor that they mean to buy
// by, and a business run from home whose date is the purchase's. Chat, email with signature,
// form and ticket styles. Our own sentences.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, SPICED } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const bant = compileEmbedded(BANT)
const spiced = compileEmbedded(SPICED)

/** id, messages, whether BANT's timeline is found (SPICED's critical event read the same where `ce` is set). */
interface Case {
  readonly id: string
  readonly messages: ReadonlyArray<Message>
  readonly timeline: boolean
  readonly ce?: boolean
}
const CASES: ReadonlyArray<Case> = [
  // --- the vendor's own renewal words: no buying date of the customer's
  { id: "v-plan-renews", messages: [user("Hi, what would the reporting add-on cost us?"), agent("Hello! Our annual plan renews on the 1st, and the add-on is billed along with it."), user("Thanks, that helps.")], timeline: false, ce: false },
  { id: "v-contract-with-us", messages: [user("Could we add two more seats?"), agent("Of course. Your contract with us renews in May, so we'd prorate them until then."), user("Great, go ahead.")], timeline: false, ce: false },
  { id: "v-email", messages: [user("Is the price going up?"), agent("Hi Sam,\n\nYour subscription with us renews in October at the same rate.\n\nKind regards,\nJo\nAccount Team"), user("Good to know, cheers.")], timeline: false, ce: false },
  // --- the customer's renewal with the vendor, with a purchase tied to it: a timeline
  { id: "c-renews-upgrade", messages: [user("Our plan with you renews in May and we'd like to move up to the team tier then.")], timeline: true, ce: true },
  { id: "c-renews-before", messages: [user("Our annual plan renews on the 1st of June, can we add the rota module before that?")], timeline: true, ce: true },
  { id: "c-ticket-renewal", messages: [user("Subject: renewal\nOur renewal with you is in September; we want the new contract signed before then.")], timeline: true, ce: true },
  // --- the customer's renewal left, or a private contract: hidden
  { id: "c-not-kept", messages: [user("Our plan with you renews in May, but we won't renew it.")], timeline: false, ce: false },
  { id: "c-phone", messages: [user("Hi,\n\nMy phone contract is up in March, which is why I'm slow to reply. Could you send the booking tool's price list?\n\nAmir")], timeline: false, ce: false },
  { id: "c-insurance-form", messages: [user("Name: Lena\nMessage: my house insurance renews in April so money's tight, just browsing your till options for now")], timeline: false },
  // --- a business run from home: the date is the purchase's
  { id: "c-home-studio", messages: [user("My home studio needs the new booking system up by March.")], timeline: true, ce: true },
  { id: "c-home-office", messages: [user("Hello,\n\nI run the practice from my home office and want your scheduling app up and running by June.\n\nDr Vance")], timeline: true }
]

/** Case ids read wrong today, and why. Before the narrowing (home, house, flat, car private alone; a bare "up" an ending) 3 of 20 readings: c-home-studio twice, c-home-office. */
const KNOWN_MISSES: Readonly<Record<string, string>> = {}

const misreads = (c: Case): ReadonlyArray<string> => {
  const out: Array<string> = []
  if (bant.score(c.messages).timeline!.found !== c.timeline) out.push(c.id)
  if (c.ce !== undefined && spiced.score(c.messages).critical_event!.found !== c.ce) out.push(`${c.id} (ce)`)
  return out
}

describe("ownDates challenge: renewals told by the vendor or the customer, a business run from home", () => {
  it("misses exactly the known ones", () => {
    const misses = CASES.flatMap(misreads)
    expect([...misses].sort()).toEqual(Object.keys(KNOWN_MISSES).sort())
  })
  it("ids are unique", () => {
    const ids = CASES.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
