// One test per reading added for issue 22 (declining.ts, person.ts), on sentences of our own that
// are not in the challenge set (intentsWild*Cases.ts), each with the near misses it must leave alone.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, text: string) => scorer.score([user(text)])[detector]!.found

const reads = (detector: string, yes: ReadonlyArray<string>, no: ReadonlyArray<string>) => {
  it.each(yes)("finds: %s", (text) => expect(found(detector, text)).toBe(true))
  it.each(no)("leaves: %s", (text) => expect(found(detector, text)).toBe(false))
}

describe("not_interested: the reason told first, then the need gone", () => {
  describe("no need for it any more, the plan dead or called off", () => reads("not_interested", [
    "The practice merged with another one, so no need for the booking software any longer.",
    "Our funding fell through and the whole project is dead, sorry.",
    "The festival has been called off this year, so we're out.",
    "The wedding is off, so we won't need the marquee any more."
  ], [
    "Is there any need for a deposit any more?",
    "The alarm is off now, thanks for sorting it.",
    "The project is live and going well."
  ]))

  describe("the plan itself dropped after all", () => reads("not_interested", [
    "We are not doing the loft conversion after all.",
    "I'm not buying the extra licences after all, the team shrank."
  ], [
    "We're not getting the van on Saturday after all, can it be Monday?",
    "We are doing the loft conversion after all, can you send a fresh quote?"
  ]))

  describe("bought already elsewhere, or a fragment that stops it", () => reads("not_interested", [
    "We already ordered one from a shop in town last week.",
    "Thanks, we already sourced them elsewhere.",
    "We've got a better deal elsewhere, thanks anyway.",
    "Spoke to the owner. Not proceeding."
  ], [
    "I already bought one from you last year and want a second.",
    "I found the manual elsewhere, thanks.",
    "Not proceeding until the deposit clears - is that right?"
  ]))

  describe("non-native order, a plan to leave it, kept off a list", () => reads("not_interested", [
    "We decided to not order this year, thank you.",
    "I think I'm going to leave it.",
    "Please keep my address off your mailing list."
  ], [
    "I'll leave it with you to decide the colour.",
    "Going to leave it at reception for the courier.",
    "Please keep me on the mailing list."
  ]))

  describe("somebody else not interested, the writer is, or a part declined without a comma", () => reads("not_interested", [
    "My wife is interested but I'm not, so please stop calling."
  ], [
    "My business partner is not interested but we are, could we book a call?",
    "Not interested in the monthly box but would like the one-off hamper.",
    "Our members are not interested in paper cards any more, so we want the app.",
    "We'd signed with a different caterer but they pulled out last minute - are you free on the 14th?"
  ]))
})

describe("needs_human: a person asked for in other words", () => {
  describe("escalated on request, someone senior", () => reads("needs_human", [
    "We ask that the complaint be escalated, please.",
    "Could a more senior manager review this?"
  ], [
    "Our senior manager signs off the order on Friday.",
    "The ticket has been escalated already, thanks - no action needed."
  ]))

  describe("a call from one of theirs, someone told to get in touch", () => reads("needs_human", [
    "I would prefer a call from someone in the lettings team.",
    "Please get a technician contact me about the boiler.",
    "Can you have your rep call us before the renewal?"
  ], [
    "I had a call from your team yesterday, all sorted.",
    "We have a call from the client at 3pm, so the slot won't work."
  ]))

  describe("a person set against the system, or wished for in a condition", () => reads("needs_human", [
    "I want a person to check the refund rather than the website.",
    "It would help if an actual person could read my notes.",
    "I want to deal with a real person about this bill.",
    "Operator, please."
  ], [
    "Is the payment checked by staff or by the system?",
    "If a real person rings, tell them I'm out.",
    "Agent: Ravi Kumar\nTicket: 44120"
  ]))

  describe("a talk asked for with the 'to' dropped (non-native English)", () => reads("needs_human", [
    "I want speak manager now.",
    "Please, can I speak your supervisor, this is third time.",
    "I need talk the owner of shop, problem is big."
  ], [
    "I'll speak my manager and come back.",
    "Our manager can speak the language fluently.",
    "We could talk the team through it ourselves."
  ]))
})

describe("not_interested: a removal with no list named, a rival chosen", () => {
  describe("a bare removal closing the clause", () => reads("not_interested", [
    "Kindly remove me, thanks.",
    "Shop has closed down. Please remove us."
  ], [
    "Please remove us as admins on the old workspace.",
    "Can you please remove the duplicate invoice."
  ]))

  describe("a rival or competing firm taken", () => reads("not_interested", [
    "We've signed with a rival company.",
    "Decided to go with a competing agency, sorry."
  ], [
    "We need to choose between you and a rival firm by June.",
    "Our rival company has just launched something similar, can you match it?"
  ]))

  describe("another firm's lack of interest is not the writer's", () => reads("not_interested", [
    "Please tell the agency we are not interested.",
    "The firm is no longer interested, thanks for your time."
  ], [
    "The previous agency was not interested in a job this small.",
    "Our builder seemed not interested in a job this size, can you quote?"
  ]))
})
