// A plain answer to the agent's question about a signal states that signal only when something
// in it belongs to the signal (an amount, a person or role, a date, or words close to the
// signal's own phrasings); an answer about something else is a near miss the cascade can send
// on, never a find. Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../../../src/scoring/cascade/threshold.js"
import { unsureOfStatusAt } from "../../../src/scoring/cascade/statusRisk.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, MEDDIC } from "./manifests.js"

const agent = (content: string): Message => ({ role: "agent", content })
const user = (content: string): Message => ({ role: "user", content })
const bant = compileEmbedded(BANT)
const meddic = compileEmbedded(MEDDIC)

const BUDGET_Q = "Thanks for that. What budget do you have for this?"
const AUTHORITY_Q = "Understood. Who approves a purchase like this on your side?"
const TIMELINE_Q = "And when would you want this in place?"

const answer = (question: string, text: string, detector: string) => bant.score([agent(question), user(text)])[detector]!

describe("an answer tied to the signal asked about is found", () => {
  it("an amount answers the budget question", () => {
    const text = "Somewhere around forty thousand over two years."
    const d = answer(BUDGET_Q, text, "budget")
    expect(d.found).toBe(true)
    expect(text).toContain(d.value)
  })

  it("a role, or a person's name, answers the authority question", () => {
    expect(answer(AUTHORITY_Q, "The trustees, once the treasurer has looked at it.", "authority").found).toBe(true)
    expect(answer(AUTHORITY_Q, "In the end it is Priya Shah, as always.", "authority").found).toBe(true)
  })

  it("a season answers the timeline question", () => {
    expect(answer(TIMELINE_Q, "Ideally before the autumn term starts.", "timeline").found).toBe(true)
  })

  it("words close to the signal's own phrasings link an answer with no cue word", () => {
    expect(answer(BUDGET_Q, "Already set aside for this project.", "budget").found).toBe(true)
  })

  it("steps and people answer the decision process question", () => {
    const d = meddic.score([agent("What happens before anything gets approved?"), user("Our office manager writes it up and the partners vote at their monthly meeting")])
    expect(d["decision_process"]!.found).toBe(true)
  })
})

describe("an answer about something else is not the signal", () => {
  const clinics = "We have four dental surgeries across Cardiff and Newport."
  const busy = "Our waiting room fills up every Tuesday afternoon with walk-ins."

  it("a count of sites is no budget, and places are no people", () => {
    const budget = answer(BUDGET_Q, clinics, "budget")
    expect(budget.found).toBe(false)
    expect(budget.negated).toBe(false)
    const authority = answer(AUTHORITY_Q, clinics, "authority")
    expect(authority.found).toBe(false)
    expect(authority.negated).toBe(false)
  })

  it("a weekday is no decision maker", () => {
    const d = answer(AUTHORITY_Q, busy, "authority")
    expect(d.found).toBe(false)
    expect(d.value).toBeNull()
  })

  it("cites the answer it could not read as its evidence, at a calibrated confidence no lower than the sentence unasked", () => {
    for (const [question, text, name] of [[BUDGET_Q, clinics, "budget"], [AUTHORITY_Q, busy, "authority"]] as const) {
      const d = answer(question, text, name)
      expect(d.evidence).toEqual([{ message_index: 1, quote: text }])
      expect(d.confidence).toBeLessThan(0.5)
      expect(d.confidence).toBeGreaterThanOrEqual(bant.score([user(text)])[name]!.confidence)
    }
  })

  it("so cascade mode sends the call to the model, naming the detector", () => {
    const input = [user("I own the practice and I decide on tools like this. We need a better way to book patients in, by the end of March."), agent(BUDGET_Q), user(clinics)]
    const detections = bant.score(input)
    expect(detections["budget"]!.found).toBe(false)
    expect(["authority", "need", "timeline"].filter((n) => detections[n]!.found)).toEqual(["authority", "need", "timeline"])
    expect(unsureOfStatusAt(CASCADE_DEFAULT_THRESHOLD)(detections, BANT)).toContain("budget")
  })

  it("the same sentence without the question is a plain miss", () => {
    const d = bant.score([user(clinics)])["budget"]!
    expect(d.found).toBe(false)
    expect(d.evidence).toEqual([])
    expect(d.confidence).toBeLessThan(0.3)
  })
})
