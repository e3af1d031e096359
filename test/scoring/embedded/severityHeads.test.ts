// The triage severity heads' second opinion (engine/severityOpinion.ts; docs/quality.md, "Learned
// heads"): a fault the rules read no severity in is found at the level the heads read, a critical
// the heads do not read is high, and what the rules decide otherwise is left alone. Messages of
// our own, none of them in the severity corpora.
import { readFileSync } from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import { buildResult } from "../../../src/domain/result.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { severityHeadsOn, useSeverityHeads } from "../../../src/scoring/embedded/engine/severityOpinion.js"
import { severityModule, weightsFile } from "../../../scripts/train/severity/module.js"
import { messageSeverities } from "../../../src/scoring/embedded/models/severityHead.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { TRIAGE } from "./manifests.js"

const scorer = compileEmbedded(TRIAGE)
const was = severityHeadsOn()
afterAll(() => useSeverityHeads(was))
const user = (content: string): Message => ({ role: "user", content })
const severity = (on: boolean, input: ReadonlyArray<Message>) => {
  useSeverityHeads(on)
  const detections = scorer.score(input)
  return { d: detections["issue_severity"]!, status: buildResult(TRIAGE, detections, true).status }
}

describe("a fault the rules read no severity in is found at the heads' level, high at most", () => {
  for (const [text, level, quote] of [
    // The heads read critical here; a rescue never escalates alone.
    ["Morning. Since about seven nobody in any of our four branches has been able to take a card; the terminals just sit on 'connecting'.", "high", "nobody in any of our four branches"],
    ["Since the update, the barcode scanners at the packing benches stopped reading labels, so the team types every code in by hand and we're shipping at half pace.", "high", "barcode scanners"],
    ["Feature idea: could the export also include a column for the customer's region? Would save us time.", "low", "export"]
  ] as const) {
    it(`${level}: ${text.slice(0, 60)}…`, () => {
      expect(severity(false, [user(text)]).d.found).toBe(false)
      const on = severity(true, [user(text)])
      expect(on.d).toMatchObject({ found: true, value: level, negated: false })
      expect(on.d.evidence[0]!.quote).toContain(quote)
      expect(on.status).toBe("QUALIFIED")
    })
  }
  it("a past outage the heads read as critical is not an escalation", () => {
    const text = "Every one of our branches lost the internet overnight, it's back now."
    expect(severity(true, [user(text)]).d.value).not.toBe("critical")
  })
})

describe("a critical the heads do not read is high", () => {
  for (const text of [
    "Just FYI the help article on data loss prevention has a broken image in step 3."
  ]) {
    it(text.slice(0, 60), () => {
      expect(severity(false, [user(text)])).toMatchObject({ d: { value: "critical" }, status: "ESCALATE" })
      expect(severity(true, [user(text)])).toMatchObject({ d: { found: true, value: "high" }, status: "QUALIFIED" })
    })
  }
})

describe("what the rules decide otherwise is left alone", () => {
  it("a real leak stays critical", () => {
    const text = "Every invoice we sent this morning went to the wrong customers, with their bank details on them."
    expect(severity(true, [user(text)]).d).toMatchObject({ found: true, value: "critical" })
  })
  it("a thank-you reports no issue", () => {
    expect(severity(true, [user("Thanks so much for sorting the login thing yesterday, all good now!")]).d.found).toBe(false)
  })
  it("a fault denied stays denied", () => {
    const text = "Our site was down for ten minutes last night but it's been fine since; can you tell us what happened for our records?"
    expect(severity(true, [user(text)]).d).toMatchObject({ found: false, negated: true })
  })
  it("a short reply is not read by the heads", () => {
    expect(severity(true, [user("I pressed the save button twice by mistake.")]).d.found).toBe(false)
    expect(severity(true, [user("Thanks, I went back to the settings page and found it myself, all sorted.")]).d.found).toBe(false)
  })
  it("a short outage report is not outweighed by a longer message beside it", () => {
    const input = [user("Checkout is down for every customer."), user("Also, while you're at it, could you tell me where the invoice settings moved to after the last update?")]
    expect(severity(false, input).d.value).toBe("critical")
    expect(severity(true, input).d.value).toBe("critical")
  })
  it("the agent's words are not the customer's report", () => {
    const input: ReadonlyArray<Message> = [
      { role: "agent", content: "Is the whole system down for every one of your stores, with no payments going through?" },
      user("Thanks, bye.")
    ]
    expect(severity(true, input).d.found).toBe(false)
  })
})

// Measured on our own challenge tests when the heads came in: the rules read this one right and the
// heads read it wrong (the email's critical probability under 0.2); nine others the other way.
describe("known costs", () => {
  // The heads read words, not their negation: a message denying every fault, which the rules read
  // nothing in, is rescued (as high, the cap keeps it from escalating).
  it("a message that denies every fault is rescued as high", () => {
    const text = "To be clear, nothing is broken: no outage, no data loss, no one locked out, all of our stores took payments normally today."
    expect(severity(false, [user(text)]).d.found).toBe(false)
    expect(severity(true, [user(text)]).d).toMatchObject({ found: true, value: "high" })
  })
  // The rules read critical on a cosmetic typo of "outage"; the heads read it at 0.21, just over
  // the line, and leave it.
  it("a typo'd 'outage' in a status widget stays critical", () => {
    const text = "Hiya, small cosmetic one: on the login page the word 'outage' is misspelled in the status widget. Cheers!"
    expect(severity(true, [user(text)]).d.value).toBe("critical")
  })

  for (const text of [
    // A critical the heads miss: the email whole reads under 0.2.
    "Hi, first a small thing: the date picker starts weeks on Sunday, can that be Monday?\n\nSecond, and more worrying: all the bookings we took last week are gone from the calendar."
  ]) {
    it(text.slice(0, 60), () => {
      expect(severity(false, [user(text)]).d.value).toBe("critical")
      expect(severity(true, [user(text)]).d.value).toBe("high")
    })
  }
})

describe("what the heads read", () => {
  it("leaves out the messages the rubric does not read (a sender's offer), and short ones", () => {
    const input: ReadonlyArray<Message> = [
      user("Our booking calendar has been showing every appointment twice since this morning's update, for all of the staff."),
      user("We have helped over two hundred clinics cut their no-shows in half; would you have fifteen minutes next week?"),
      user("Still broken.")
    ]
    const { units } = readInput(input)
    expect(messageSeverities(units, (i) => input[i]!.content).map((m) => m.messageIndex)).toEqual([0, 1])
    expect(messageSeverities(units, (i) => input[i]!.content, new Set([1])).map((m) => m.messageIndex)).toEqual([0])
  })
})

describe("training", () => {
  it("the committed weights are what the committed corpora give, byte for byte", () => {
    expect(severityModule()).toBe(readFileSync(weightsFile, "utf8"))
  }, 120_000)
})
