// Whose signal a clause states (decisions §11): a third party's, or a line that routes a topic
// elsewhere, states nothing about the caller. Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"
import { BANT, CHAMP, INTENT, MEDDIC, SPICED } from "./manifests.js"

const modsOf = (text: string): Record<string, number> =>
  Object.fromEntries(sentencesOf(text, 0).flatMap((s) => s.tokens.filter((t) => t.cls !== "punct").map((t) => [t.norm, t.mod])))
const user = (content: string): Message => ({ role: "user", content })
const bant = compileEmbedded(BANT)

describe("third parties", () => {
  it("a friend's or relative's company buying or budgeting is not the caller's budget", () => {
    for (const text of [
      "My cousin's bakery put $15k into a booking system last spring.",
      "A friend of mine runs a gym and has a budget of about 8k for this.",
      "A contact at another firm told me they spent €40,000 on it."
    ]) {
      const d = bant.score([user(text)])["budget"]!
      expect(d.found, text).toBe(false)
      expect(d.negated, text).toBe(false)
    }
  })

  it("a third party's denial is no denial of the caller's", () => {
    const d = bant.score([user("My neighbour's shop had no money for software at all.")])["budget"]!
    expect(d.negated).toBe(false)
  })

  it("other organisations' pain is not the caller's, and the caller's own clause after a contrast still counts", () => {
    expect(modsOf("Other garages struggle with paperwork, but we lose whole days to it")["lose"]).toBe(0)
    expect(modsOf("Other garages struggle with paperwork, but we lose whole days to it")["struggle"]).toBe(2)
    expect(compileEmbedded(SPICED).score([user("Other dental practices complain about missed appointments all the time.")])["pain"]!.found).toBe(false)
  })

  it("the caller's own organisation is not a third party", () => {
    expect(bant.score([user("My manager has set aside $12k for the new rota tool.")])["budget"]!.found).toBe(true)
    expect(modsOf("Other teams in our company already use your rota tool")["use"]).toBe(0)
  })

  it("the caller's previous employer is not today's organisation", () => {
    expect(bant.score([user("At my old company we had 30k a year for tools like this.")])["budget"]!.found).toBe(false)
  })
})

describe("a topic routed elsewhere", () => {
  it("sending budget or pricing questions to another person states no budget", () => {
    for (const text of [
      "Budget questions should go to our treasurer, please.",
      "For anything about money, contact Priya in accounts.",
      "Please forward any pricing or spending questions to the office manager."
    ]) {
      expect(bant.score([user(text)])["budget"]!.found, text).toBe(false)
      expect(compileEmbedded(CHAMP).score([user(text)])["money"]!.found, text).toBe(false)
    }
  })

  it("asking to be called about pricing questions still shows pricing interest", () => {
    expect(compileEmbedded(INTENT).score([user("I have a few pricing questions, could you call me tomorrow?")])["pricing_interest"]!.found).toBe(true)
  })
})

describe("an approval limit", () => {
  it("an amount that bounds someone's sign-off is authority, not a budget", () => {
    for (const text of ["As practice owner I can sign off on orders below £5,000 without the partners.", "My approval limit is $15k per contract."]) {
      expect(bant.score([user(text)])["budget"]!.found, text).toBe(false)
      expect(compileEmbedded(CHAMP).score([user(text)])["money"]!.found, text).toBe(false)
    }
    expect(bant.score([user("As practice owner I can sign off on orders below £5,000 without the partners.")])["authority"]!.found).toBe(true)
  })

  it("an amount approved for the purchase is still a budget", () => {
    expect(bant.score([user("The partners approved £5,000 for the new booking system.")])["budget"]!.found).toBe(true)
  })
})

describe("a label mentioned, not meant", () => {
  it("quoted field names after 'asks for' or 'field' state nothing", () => {
    const text = "Your sign-up page has a field called \"budget\" and it asks for \"timeline\" too, do I need to fill those?"
    const d = bant.score([user(text)])
    expect(d["budget"]!.found).toBe(false)
    expect(d["timeline"]!.found).toBe(false)
  })

  it("a quoted error message is still what the user reports", () => {
    expect(modsOf("The app says \"payment declined\" every time")["declined"]).toBe(0)
  })
})

describe("a question that echoes the agent", () => {
  const agent = (content: string): Message => ({ role: "agent", content })
  const spiced = compileEmbedded(SPICED)

  it("repeating the agent's example back as a question states nothing", () => {
    const d = spiced.score([agent("Is anything forcing a date, say a licence renewal?"), user("A licence renewal? Hmm, no idea, I'd have to check with IT.")])
    expect(d["critical_event"]!.found).toBe(false)
  })

  it("a question of the customer's own words still counts", () => {
    const d = spiced.score([agent("Is anything forcing a date?"), user("Our licence renewal is on 1 March, can you be live before it?")])
    expect(d["critical_event"]!.found).toBe(true)
  })
})

describe("a question about what the vendor's organisation would do", () => {
  it("asking whether the vendor's company would back or fund something states no champion or budget of the caller's", () => {
    const text = "Would your company be willing to sponsor our youth football tournament this summer?"
    expect(compileEmbedded(MEDDIC).score([user(text)])["champion"]!.found).toBe(false)
    expect(bant.score([user(text)])["budget"]!.found).toBe(false)
  })

  it("opened as any question to the vendor (\"does\", \"is\"), not only a would or could", () => {
    const text = "Does your firm fund equipment for community gardens?"
    expect(Object.values(modsOf(text)).every((m) => m === 2)).toBe(true)
    expect(bant.score([user(text)])["budget"]!.found).toBe(false)
  })

  it("the caller's own sponsor is still a champion", () => {
    expect(compileEmbedded(MEDDIC).score([user("Our COO is sponsoring the switch and will argue for it at the board.")])["champion"]!.found).toBe(true)
  })
})
