// A reviewer's inputs against the round-2 rules (2026-11-27): ordinary support and sales lines the
// new triage, structural and urgency patterns read as signals, and the finds they must keep.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT, MEDDIC, SPICED, TRIAGE } from "./manifests.js"

const scorers = { meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED), triage: compileEmbedded(TRIAGE), intent: compileEmbedded(INTENT) }
const read = (pack: keyof typeof scorers, key: string, text: string): string | boolean => {
  const messages = text.split(" || ").map((s) => (s.startsWith("A:") ? { role: "agent" as const, content: s.slice(2).trim() } : { role: "user" as const, content: s }))
  const r = scorers[pack].score(messages)[key]!
  return r.found ? (r.value !== null && ["issue_severity", "time_sensitivity", "customer_tier"].includes(key) ? r.value : true) : false
}

describe("round-2 rules on ordinary lines", () => {
  it.each([
    ["triage", "time_sensitivity", "Our customers can't pay at the till right now.", "immediate"],
    ["triage", "issue_severity", "You're not right about when it was delivered, it came on the 4th.", false],
    ["triage", "issue_severity", "Not correct, my surname is spelled Kerr with two r's.", false],
    ["triage", "issue_severity", "The price on some of our products is not correct, we can still sell but check each one.", "medium"],
    ["triage", "time_sensitivity", "A: Is there a deadline on this? || No, but nobody in the warehouse can print a label.", false],
    ["triage", "issue_severity", "A: Is there a deadline on this? || No, but nobody in the warehouse can print a label.", "critical"],
    ["triage", "time_sensitivity", "A: Is there a deadline on this? || No.", "flexible"],
    ["triage", "customer_tier", "A: Did the parcel arrive? || Yes, and the free sample came with it.", false],
    ["meddic", "identify_pain", "No idea which add-on to choose, can you advise?", false],
    ["meddic", "identify_pain", "The managers have no clue whether a cleaner skipped a shift until the client rings up furious.", true],
    ["meddic", "metrics", "At the moment I'm spending a few days at my parents', back on Tuesday.", false],
    ["meddic", "metrics", "The month-end close currently takes nearly a week.", true],
    ["meddic", "decision_process", "The credit note must be approved by Thursday, please.", false],
    ["meddic", "decision_process", "It has to be approved by our trustees before we sign.", true],
    ["spiced", "impact", "My parcel has been sitting around at the sorting office for days.", false],
    ["spiced", "impact", "Our crane crews stand around until the permits come through, often a whole morning.", true],
    ["intent", "urgency", "The invoice change can wait until after the weekend.", false],
    ["intent", "urgency", "Please send the signed copy before Friday.", true]
  ] as const)("%s.%s in %j is %j", (pack, key, text, want) => {
    expect(read(pack, key, text)).toBe(want)
  })
})
