// Quotations the sender passes on after a colon are someone else's words: read as open.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { reportedSpans } from "../../../src/scoring/embedded/text/reported.js"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"
import { INTENT } from "./manifests.js"

const quoted = (text: string) => reportedSpans(text).map((s) => text.slice(s.start, s.end))

describe("reportedSpans", () => {
  it("a quotation after a colon naming the vendor or a channel", () => {
    expect(quoted('Your app showed me this:\n"Renew now at the special price before midnight"\nWhat does it mean?')).toEqual(['"Renew now at the special price before midnight"'])
    expect(quoted("The letter says: “Your service will end on Friday unless you call us.” Is that real?")).toHaveLength(1)
  })

  it("not a scare-quoted word, nor a quotation with no colon before it", () => {
    expect(quoted('Our "urgent" tickets are never urgent.')).toEqual([])
    expect(quoted('We call it "the big migration" and it starts in May.')).toEqual([])
  })

  it("the quotation's words are open, the sender's around them are not", () => {
    const s = sentencesOf('Your reminder said: "Pay urgently to keep your plan." I already paid.', 0)
    const mods = s.flatMap((x) => x.tokens).filter((t) => t.cls === "word").map((t) => `${t.norm}${t.mod}`)
    expect(mods).toContain("urgently2")
    expect(mods).toContain("paid0")
  })

  it("a pasted reminder's urgency is not the sender's", () => {
    const intent = compileEmbedded(INTENT)
    const d = intent.score([{ role: "user", content: 'Got this text from you:\n"Final notice. Call us urgently to avoid disconnection."\nI never had an account with you.' }]).urgency!
    expect(d.found).toBe(false)
  })
})
