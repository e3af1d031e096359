// The triage4 readings one by one, on sentences of our own: a reply telling the work going again
// counts as a correcting turn (correction.ts), an alarm tag before a colon is no field
// (sentences.ts), and "none of …" opening a head is the sender's sentence.
import { describe, expect, it } from "vitest"
import { correctionTurns } from "../../../src/scoring/embedded/text/correction.js"
import { sentenceHead } from "../../../src/scoring/embedded/text/sentences.js"
import { agent, severity, timing, user } from "./triageReading.js"

const replyTurns = (first: string, reply: string) => correctionTurns([user(first), agent("Could you check again now?"), user(reply)])

describe("a reply telling the work going again (correction.ts)", () => {
  it("reads verbs of the work itself and a thing back", () => {
    expect(replyTurns("No till takes cards.", "Yes, we're taking cards again, one reader is slow though.")).toEqual([2])
    expect(replyTurns("No orders since six.", "Orders are flowing again.")).toEqual([2])
    expect(replyTurns("The site is down.", "It's back up, a bit slow.")).toEqual([2])
    expect(replyTurns("The portal is offline.", "It is now back online for most of us.")).toEqual([2])
  })
  it("reads no retry, no fault back and no backup of files", () => {
    expect(replyTurns("No till takes cards.", "Still not taking cards again after the restart.")).toEqual([])
    expect(replyTurns("The site is down.", "I tried to back up the files, same error.")).toEqual([])
    expect(replyTurns("The site is down.", "It's not back up yet.")).toEqual([])
  })
})

describe("an alarm tag before a colon (sentences.ts)", () => {
  it("keeps the tag's urgency whatever the body opens with", () => {
    expect(timing("EMERGENCY: none of the freezer alarms respond.")).toBe("immediate")
    expect(severity("Critical: not one of our tills can print.")).toBe("critical")
  })
  it("reads 'None of this is …' as a sentence, not a label", () => {
    expect(sentenceHead("None of this is urgent")).toBe(true)
    expect(sentenceHead("None")).toBe(false)
  })
})

describe("recovery in the same sentence (triageRecovery.ts)", () => {
  it("takes the fault back only when the same sentence tells it back", () => {
    expect(severity("The kiosk crashed at noon but it's back up now.")).not.toBe("critical")
    expect(severity("The kiosk crashed at noon and it's still not back up.")).not.toBe(null)
  })
})

describe("rev4's listed misses, mended", () => {
  it("reads them", () => {
    expect(correctionTurns([user("No till in the shop will take cards."), agent("Could you restart them?"), user("Two of the three are taking cards again, the one by the door still says declined.")])).toEqual([2])
    expect(timing("The ticket page broke and we need it before the concert on the 12th.")).toBe("soon")
    expect(severity("No login required to see other members' addresses, anyone can open them.")).toBe("critical")
  })
})
