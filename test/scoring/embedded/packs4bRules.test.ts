// One test per packs4b rule, on further sentences of our own: a head that denies something is the
// sender's sentence, not a form label (text/sentences.ts `sentenceHead`); a colleague pressing the
// speaker to buy is a champion, the vendor's people pressing is not (rubrics/sales/heldAndTied.ts).
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { sentenceHead } from "../../../src/scoring/embedded/text/sentences.js"
import { tokenize } from "../../../src/scoring/embedded/text/text.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"

const champ = compileEmbedded(CHAMP)
const meddic = compileEmbedded(MEDDIC)
const found = (pack: typeof champ, text: string, detector: string): boolean => pack.score([{ role: "user", content: text }])[detector]!.found

describe("a head that denies something is no field's name", () => {
  it("reads a negated verb before the colon as the sender's sentence", () => {
    expect(sentenceHead("Storage isn't an issue")).toBe(true)
    expect(sentenceHead("The fee is not a concern")).toBe(true)
    expect(sentenceHead("Parking won't be a problem")).toBe(true)
  })
  it("keeps a field's name and a question a label", () => {
    expect(sentenceHead("Main problem")).toBe(false)
    expect(sentenceHead("Is it urgent?")).toBe(false)
    expect(sentenceHead("Not sure")).toBe(false)
    // A pointer to its value, negated inside: still a label. Only a negated "be" makes a sentence.
    expect(sentenceHead("What we haven't said yet is why")).toBe(false)
    expect(sentenceHead("Things we don't want")).toBe(false)
  })
  it("reads what follows a dismissed cost as that, not as the problem", () => {
    expect(found(champ, "Cost isn't a worry: we have a grant for the kit.", "challenges")).toBe(false)
    expect(found(champ, "Cost isn't a worry: we have a grant for the kit.", "money")).toBe(true)
    // A problem still told after a dismissed one.
    expect(found(champ, "Cost isn't a worry, but our booking sheet keeps getting lost.", "challenges")).toBe(true)
  })
})

describe("a champion told by pressing the speaker", () => {
  it("reads a colleague who keeps pressing as a champion", () => {
    expect(found(meddic, "Our bar manager keeps chasing me to get a proper stock app.", "champion")).toBe(true)
    expect(found(meddic, "The head nurse has been on at me about the rota tool for months.", "champion")).toBe(true)
  })
  it("leaves the vendor's people pressing and a plain chase out", () => {
    expect(found(meddic, "Your sales team keep chasing me by phone, I'm not ready yet.", "champion")).toBe(false)
    expect(found(meddic, "I chased the courier twice about the parcel.", "champion")).toBe(false)
  })
})

describe("a say owned by a name (text.ts keeps a phrase-final possessive)", () => {
  const bant = compileEmbedded(BANT)
  const spiced = compileEmbedded(SPICED)
  it("keeps the possessive only where no noun follows", () => {
    const cues = (text: string) => tokenize(text).map((t) => t.cue)
    expect(cues("The call is Rosa's.")).toContain("'s")
    expect(cues("Rosa's van is outside")).not.toContain("'s")
  })
  it("reads whose the decision or the purse is", () => {
    expect(found(bant, "Honestly the final decision is Rosa's, she owns the bakery.", "authority")).toBe(true)
    expect(found(meddic, "The spending is the bursar's, so she signs.", "economic_buyer")).toBe(true)
    expect(found(spiced, "In the end the call is the practice manager's.", "decision")).toBe(true)
  })
  it("leaves a thing owned by a name out", () => {
    expect(found(bant, "The van outside is Rosa's, she lends it to us.", "authority")).toBe(false)
    expect(found(meddic, "That mug is the bursar's.", "economic_buyer")).toBe(false)
  })
})

describe("a grant in hand is money", () => {
  it("reads a grant held", () => {
    expect(found(champ, "We've secured a small grant towards the new software.", "money")).toBe(true)
  })
  it("leaves a grant applied for or hoped for out", () => {
    expect(found(champ, "We have applied for a grant to cover part of it.", "money")).toBe(false)
    expect(found(champ, "We got a grant application in last week.", "money")).toBe(false)
  })
})

describe("a date doubted or promised by the vendor is no timeline", () => {
  const bant = compileEmbedded(BANT)
  it("reads a trailing or opening \"who knows\" as doubt over the sentence", () => {
    expect(found(bant, "We could switch over in September, who knows.", "timeline")).toBe(false)
    expect(found(bant, "Who knows, perhaps by the end of June.", "timeline")).toBe(false)
    // A question about who knows something is no doubt, and a plain date stays.
    expect(found(bant, "Who knows the login for the old system? We need the new one live by 1 June.", "timeline")).toBe(true)
  })
  it("hides a vendor's promise told back, not the buyer's own date", () => {
    expect(found(bant, "The previous installer promised it would all be working by April.", "timeline")).toBe(false)
    expect(found(bant, "We promised our members it would be working by April.", "timeline")).toBe(true)
  })
})
