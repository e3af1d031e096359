// Presence values (decisions §11): the customer's clause that states the signal, an exact
// substring of a customer message, never a bare keyword nor the agent's words.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { compileManifest } from "../../../src/domain/manifest.js"
import { BANT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const scorer = compileEmbedded(BANT)
const customerText = (input: ReadonlyArray<Message>) => input.filter((m) => m.role === "user").map((m) => m.content)

describe("presence values", () => {
  it("a form line's value is what answers the label, not the label's keyword", () => {
    const input = [user("Company: Harbor Vets\nTimeline: by the end of March\nBudget: roughly 18k approved")]
    const d = scorer.score(input)
    expect(d["timeline"]).toMatchObject({ found: true, value: "by the end of March" })
    expect(d["budget"]).toMatchObject({ found: true, value: "roughly 18k approved" })
  })

  it("a sentence's value is the clause with the signal, cut at its commas", () => {
    const input = [user("Thanks for the demo yesterday, our finance lead has approved about $25k for this, so we can move ahead.")]
    const value = scorer.score(input)["budget"]!.value
    expect(value).toContain("$25k")
    expect(value).not.toContain("Thanks for the demo")
    expect(customerText(input).some((t) => t.includes(value!))).toBe(true)
  })

  it("a long clause is cut without adding anything, so it stays an exact substring", () => {
    const long = `We need a tool that ${"keeps every branch's rota, leave requests and overtime in one place and ".repeat(3)}sends reminders`
    const input = [user(long)]
    const value = scorer.score(input)["need"]!.value
    expect(value).not.toBeNull()
    expect(value!.length).toBeLessThanOrEqual(long.length)
    expect(long.includes(value!)).toBe(true)
  })

  it("an agent's sentence the customer confirms gives the customer's words as the value", () => {
    const input = [agent("So you have about 30k set aside for this project?"), user("Yes, that's right.")]
    const d = scorer.score(input)["budget"]!
    expect(d.found).toBe(true)
    expect(d.value).toBe("Yes, that's right.")
  })

  it("a clause's value does not open with the conjunction that joins it to the one before", () => {
    const d = scorer.score([user("We tried two other tools last year, and our finance lead approved about $25k for this.")])
    expect(d["budget"]).toMatchObject({ found: true, value: "our finance lead approved about $25k for this" })
    const n = scorer.score([user("The rota is a mess, so we need something live before the summer rush.")])
    expect(n["need"]).toMatchObject({ found: true, value: "we need something live before the summer rush" })
  })

  it("a value that opens a bracket closes it, so an amount or a title in it stays whole", () => {
    expect(scorer.score([user("The budget (about $25k) is approved.")])["budget"]).toMatchObject({ found: true, value: "The budget (about $25k)" })
    expect(scorer.score([user("I am the CFO (finance director) here.")])["authority"]).toMatchObject({ found: true, value: "I am the CFO (finance director)" })
  })

  it("a title's full stop ends no clause: the name after it stays in the value", () => {
    const notes = "Call notes\n* Money: Dr. Okoye confirmed roughly $40k is available\n* Follow-up: demo next week"
    expect(scorer.score([user(notes)])["budget"]).toMatchObject({ found: true, value: "Dr. Okoye confirmed roughly $40k is available" })
    expect(scorer.score([user("Mr. Haddad signs off on anything over 10k.")])["authority"]).toMatchObject({ found: true, value: "Mr. Haddad signs off on anything over 10k" })
  })

  it("a value stays on its line: it never runs past a blank line, yet keeps a sentence the sender wrapped", () => {
    const ids = compileEmbedded(
      compileManifest({
        template: "custom",
        custom_detectors: [{ name: "member_id", type: "presence", examples: ["Member no. 55210", "membership number 7731", "born 02/03/1975"], non_examples: ["I've been a member for years"] }]
      })
    )
    const subject = "Subject: card for Maria Lopez, born 14/07/1969\n\nHi, I lost my card at the pool yesterday."
    const id = ids.score([user(subject)])["member_id"]!
    expect(id.found).toBe(true)
    expect(id.value).toContain("born 14/07/1969")
    expect(id.value).not.toContain("\n")
    expect(scorer.score([user("We have 20k\nset aside for this")])["budget"]).toMatchObject({ found: true, value: "We have 20k\nset aside for this" })
  })

  it("an answer to the agent's question is cited by the answer alone, never the question", () => {
    const certified = compileEmbedded(
      compileManifest({
        template: "custom",
        custom_detectors: [{ name: "first_aid", type: "presence", examples: ["I hold a current first aid certificate", "first aid trained, renewed this year"] }]
      })
    )
    const input = [agent("Do you have a first aid certificate?"), user("yes, renewed last spring")]
    const d = certified.score(input)["first_aid"]!
    expect(d.found).toBe(true)
    expect(d.evidence.length).toBeGreaterThan(0)
    expect(d.evidence.every((e) => e.message_index === 1)).toBe(true)
    expect(customerText(input).some((t) => t.includes(d.value!))).toBe(true)
  })
})
