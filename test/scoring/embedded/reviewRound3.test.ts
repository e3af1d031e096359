// A third reviewer's inputs against the narrowed rules (2026-11-27): true finds the narrowing had
// lost, and near misses it let back in. Our own sentences.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT, MEDDIC, TRIAGE } from "./manifests.js"

const scorers = { meddic: compileEmbedded(MEDDIC), triage: compileEmbedded(TRIAGE), intent: compileEmbedded(INTENT) }
const read = (pack: keyof typeof scorers, key: string, text: string): string | boolean => {
  const messages = text.split(" || ").map((s) => (s.startsWith("A:") ? { role: "agent" as const, content: s.slice(2).trim() } : { role: "user" as const, content: s }))
  const r = scorers[pack].score(messages)[key]!
  return r.found ? (r.value !== null && ["issue_severity", "time_sensitivity"].includes(key) ? r.value : true) : false
}

describe("narrowed rules keep their true finds", () => {
  it.each([
    ["triage", "time_sensitivity", "Our booking page is not loading right now.", "immediate"],
    ["triage", "time_sensitivity", "The label printer isn't working right now and parcels are piling up.", "immediate"],
    ["triage", "time_sensitivity", "The scales are broken. Shoppers could wait until someone weighs it by hand, but most leave.", false],
    ["triage", "time_sensitivity", "Visit notes 14:05. The back-office PC is sluggish. Can wait till next week.", "flexible"],
    ["meddic", "identify_pain", "I have no clue which of my fitters are on which job at any moment.", true],
    ["meddic", "identify_pain", "I have no idea where my delivery has got to.", false],
    ["meddic", "decision_process", "I'll pass this to my director for sign-off.", true],
    ["meddic", "decision_process", "Anything over 3k goes to the procurement team for approval.", true],
    ["intent", "urgency", "The logo tweak can wait until Tuesday but the menu must be live by Thursday.", true],
    ["intent", "pricing_interest", "Could you resend the contract?\n\nKind regards,\nMo Trent\nPricing Lead | www.quartz-rota-demo.com", false],
    ["intent", "pricing_interest", "Please look at my account.\n\nBest,\nRi Vale\nMob: 07700 900456 (call or text)\nPricing & Purchasing Manager", false],
    ["intent", "not_interested", "A: Are you still interested in our booking add-on? || No, I'd rather not, thanks.", true],
    ["intent", "not_interested", "A: Would you like a call about it? || No, I'd rather use email.", false]
  ] as const)("%s.%s in %j is %j", (pack, key, text, want) => {
    expect(read(pack, key, text)).toBe(want)
  })
})
