// One obvious case per template: what any reasonable scorer must get right.
import { describe, expect, it } from "vitest"
import type { Detections, Manifest, Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, INTENT, MEDDIC, SPICED, TRIAGE } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })

const foundMap = (m: Manifest, d: Detections) => Object.fromEntries(m.detectors.map((s) => [s.name, d[s.name]!.found]))

describe("intent_detect", () => {
  const scorer = compileEmbedded(INTENT)

  it("a pricing question", () => {
    const d = scorer.score([user("Hey, how much does the team plan cost per user?")])
    expect(foundMap(INTENT, d)).toEqual({ pricing_interest: true, purchase_interest: false, urgency: false, not_interested: false, needs_human: false })
  })

  it("a ready buyer in a hurry", () => {
    const d = scorer.score([user("We're ready to buy. Please send the contract today, we need to start by Monday.")])
    expect(d["purchase_interest"]!.found).toBe(true)
    expect(d["urgency"]!.found).toBe(true)
  })

  it("an opt-out", () => {
    const d = scorer.score([user("Please take me off your mailing list, we are not interested.")])
    expect(d["not_interested"]!.found).toBe(true)
    expect(d["purchase_interest"]!.found).toBe(false)
  })

  it("a request for a person", () => {
    const d = scorer.score([user("This bot keeps going in circles. Can I speak to a real person?")])
    expect(d["needs_human"]!.found).toBe(true)
  })
})

describe("lead_qualification", () => {
  it("BANT: a transcript with budget, authority, need and timeline", () => {
    const d = compileEmbedded(BANT).score([
      agent("What made you reach out?"),
      user("Our warehouse team tracks every shipment in spreadsheets and orders keep getting lost."),
      agent("Is there budget for a fix?"),
      user("Yes, we've set aside about $30k for this year."),
      agent("Who makes the call?"),
      user("I do, I'm the operations director."),
      agent("And timing?"),
      user("We want it live before the end of Q2.")
    ])
    expect(foundMap(BANT, d)).toEqual({ budget: true, authority: true, need: true, timeline: true })
    expect(Object.values(d).some((x) => x.negated)).toBe(false)
  })

  it("BANT: a polite brush-off is a denial of need", () => {
    const d = compileEmbedded(BANT).score([user("Thanks, but we don't need a new tool, our current system works fine.")])
    expect(d["need"]).toMatchObject({ found: false, negated: true })
  })

  it("MEDDIC: metrics, buyer, criteria, process, pain and champion", () => {
    const d = compileEmbedded(MEDDIC).score([
      user(
        "Our support team loses hours every day re-typing tickets, and customers complain about slow replies. " +
          "Success for us means cutting first-response time by 50%. " +
          "It must integrate with our CRM and support single sign-on. " +
          "We'll run a two-week pilot, then it goes through security review and procurement. " +
          "Our CFO signs off on the budget. " +
          "I'm personally pushing for this internally and have already briefed our VP of Support."
      )
    ])
    expect(foundMap(MEDDIC, d)).toEqual({
      metrics: true,
      economic_buyer: true,
      decision_criteria: true,
      decision_process: true,
      identify_pain: true,
      champion: true
    })
  })

  it("SPICED: situation, pain, impact, critical event and decision", () => {
    const d = compileEmbedded(SPICED).score([
      user("We're a 25-person law firm and we currently store contracts on a shared drive."),
      user("Files go missing all the time and it's a constant headache."),
      user("Last quarter it cost us a client and about 80 staff hours."),
      user("Our document system license expires on 30 June."),
      user("The managing partners vote on it after a trial.")
    ])
    expect(foundMap(SPICED, d)).toEqual({ situation: true, pain: true, impact: true, critical_event: true, decision: true })
  })

  it("CHAMP: challenges, authority, money and prioritization", () => {
    const d = compileEmbedded(CHAMP).score([
      user("I'm the owner. Our biggest challenge is that scheduling is a mess and staff double-book rooms."),
      user("We have $8,000 budgeted and this is our top priority this quarter.")
    ])
    expect(foundMap(CHAMP, d)).toEqual({ challenges: true, authority: true, money: true, prioritization: true })
  })
})

describe("support_triage", () => {
  const scorer = compileEmbedded(TRIAGE)

  it("a production outage from an enterprise customer is critical, enterprise, immediate", () => {
    const d = scorer.score([
      user("Subject: Production outage\n\nOur whole platform is down and no customer can check out. We're on the Enterprise plan. We need someone on this immediately.")
    ])
    expect(d["issue_severity"]).toMatchObject({ found: true, value: "critical" })
    expect(d["customer_tier"]).toMatchObject({ found: true, value: "enterprise" })
    expect(d["time_sensitivity"]).toMatchObject({ found: true, value: "immediate" })
  })

  it("a cosmetic issue from a free user with no rush is low, free, flexible", () => {
    const d = scorer.score([user("Tiny thing: there's a typo on the billing page. I'm on the free plan, no rush at all.")])
    expect(d["issue_severity"]).toMatchObject({ found: true, value: "low" })
    expect(d["customer_tier"]).toMatchObject({ found: true, value: "free" })
    expect(d["time_sensitivity"]).toMatchObject({ found: true, value: "flexible" })
  })
})
