// Qualification packs read a customer's plain answer to the agent's question about a signal as
// that signal, told in the customer's own words. Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { MEDDIC } from "./manifests.js"

const agent = (content: string): Message => ({ role: "agent", content })
const user = (content: string): Message => ({ role: "user", content })
const meddic = compileEmbedded(MEDDIC)
const process = (answer: string) => meddic.score([agent("Thanks. What happens on your side before anything gets approved?"), user(answer)])["decision_process"]!

describe("a plain answer to the agent's question", () => {
  it("states the signal in other words", () => {
    const answer = "Our ops lead drafts a memo for the board, they vote at month end, then the owner countersigns"
    const d = process(answer)
    expect(d.found).toBe(true)
    expect(answer).toContain(d.value) // a clause of the customer's answer, never the agent's question
  })

  it("may carry a condition inside it", () => {
    expect(process("Our ops lead drafts a memo for the board and the owner countersigns if they back it").found).toBe(true)
  })

  it("but a refusal, a deferral or a question back is no answer", () => {
    expect(process("No idea, honestly.").found).toBe(false)
    expect(process("We haven't worked that out yet.").found).toBe(false)
    expect(process("Let me check with our controller and come back to you on that.").found).toBe(false)
    expect(process("Why would that matter to you right now?").found).toBe(false)
  })

  it("and the same words without the question state nothing", () => {
    expect(meddic.score([user("Our ops lead drafts a memo for the board.")])["decision_process"]!.found).toBe(false)
  })
})
