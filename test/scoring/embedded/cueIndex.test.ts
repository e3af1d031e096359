// The shared index of cue patterns (text/cueIndex.ts) answers exactly what each pattern's own
// anchor test answers, for every pattern the built-in rubrics declare. Sentences of our own.
import { describe, expect, it } from "vitest"
import { builtinKeys, rubricFor } from "../../../src/scoring/embedded/rubrics/index.js"
import { anchorsOf, holdsAnchor } from "../../../src/scoring/embedded/text/cueAnchors.js"
import { CueIndex } from "../../../src/scoring/embedded/text/cueIndex.js"
import { compileCue, matchCue } from "../../../src/scoring/embedded/text/cues.js"
import { hideMatches, hideWords } from "../../../src/scoring/embedded/text/cueHiding.js"
import { phraseUnit } from "../../../src/scoring/embedded/text/units.js"

/** A sentence's cue text as the scorer reads it, modality included ("no ~warranty"). */
const cueText = (text: string) => phraseUnit(text).cue

describe("CueIndex", () => {
  it("passes a pattern only when the sentence holds one of its anchors", () => {
    const index = new CueIndex()
    const kettle = compileCue("kettle/teapot * @broken", index)
    const negated = compileCue("!warranty", index)
    const ct = cueText("Our kettle arrived broken and the lid is missing.")
    expect(index.holds(kettle.indexed!.slot, ct)).toBe(true)
    expect(index.holds(negated.indexed!.slot, ct)).toBe(false)
    expect(index.holds(negated.indexed!.slot, cueText("There is no warranty on the lid."))).toBe(true)
    // Plain "warranty" is not the negated token the pattern needs.
    expect(index.holds(negated.indexed!.slot, cueText("The warranty covers the lid."))).toBe(false)
  })

  it("reads prefix anchors, the modality mark included", () => {
    const index = new CueIndex()
    const plain = compileCue("resched+", index)
    const negated = compileCue("!refund+", index)
    expect(index.holds(plain.indexed!.slot, cueText("Could we reschedule the tasting to Thursday?"))).toBe(true)
    expect(index.holds(plain.indexed!.slot, cueText("Could we move the tasting to Thursday?"))).toBe(false)
    expect(index.holds(negated.indexed!.slot, cueText("They were not refunded for the tasting."))).toBe(true)
    expect(index.holds(negated.indexed!.slot, cueText("They were refunded for the tasting."))).toBe(false)
  })

  it("lets a pattern with no required word reach every sentence", () => {
    const index = new CueIndex()
    const open = compileCue("{num}? $", index)
    expect(open.anchors).toBeNull()
    expect(index.holds(open.indexed!.slot, cueText("Nothing in common here."))).toBe(true)
  })

  it("needs a first word of every required group of one alternative, not only the anchor", () => {
    const index = new CueIndex()
    const mast = compileCue("sailboat * mast/rudder", index)
    const either = compileCue("sailboat * mast | dinghy * oar+", index)
    expect(index.holds(mast.indexed!.slot, cueText("The sailboat leaks at the bow."))).toBe(false)
    expect(index.holds(mast.indexed!.slot, cueText("The sailboat rudder is cracked."))).toBe(true)
    expect(index.holds(either.indexed!.slot, cueText("The sailboat lost an oar."))).toBe(false)
    expect(index.holds(either.indexed!.slot, cueText("The dinghy lost both oars."))).toBe(true)
    // Optional groups, gaps and phrase ends are no requirement.
    const optional = compileCue("sailboat mast? $", index)
    expect(index.holds(optional.indexed!.slot, cueText("We sold the sailboat."))).toBe(true)
  })

  it("does not read hidden words, and answers for a pattern added after a sentence was looked up", () => {
    const index = new CueIndex()
    const boat = compileCue("sailboat", index)
    const ct = cueText("The sailboat needs a new mast.")
    expect(index.holds(boat.indexed!.slot, hideWords(ct, [1]))).toBe(false)
    expect(index.holds(boat.indexed!.slot, ct)).toBe(true)
    const mast = compileCue("mast", index)
    expect(index.holds(mast.indexed!.slot, ct)).toBe(true)
    expect(index.holds(boat.indexed!.slot, ct)).toBe(true)
  })
})

/** Every pattern a built-in rubric declares, each once. */
const rubricPatterns = (): Array<string> => {
  const out = new Set<string>()
  for (const key of builtinKeys()) {
    const r = rubricFor(key)!
    for (const [p] of [...r.cues, ...r.denyCues, ...(r.answerCues ?? []), ...(r.offTopic ?? [])]) out.add(p)
    for (const p of [...(r.elsewhere ?? []), ...r.questions, ...(r.answers ?? []), ...(r.voids ?? []), ...(r.answeredNo ?? []), ...(r.onTopic ?? []), ...(r.stressed ?? [])]) {
      if (p !== "{person}") out.add(p)
    }
  }
  return [...out]
}

const SENTENCES = [
  "We've set aside roughly 12k for a new booking tool, signed off by our finance director last week.",
  "Honestly there's no budget this year, and nobody here can approve spending anyway.",
  "If we had the funds we would probably start in March, but that's not decided.",
  "The greenhouse heaters keep tripping the breaker and we lose about three trays of seedlings a week.",
  "No-one on the night shift knows how to reset the alarm panel.",
  "Please cancel my membership, we're not renewing after the spring.",
  "What's the monthly price for 12 driver logins if we pay yearly?",
  "It's urgent - the tills at both shops stopped taking cards at 9am and customers are queueing.",
  "Is there a human I could speak with? The chat assistant keeps giving me the same three links.",
  "Our turnover was 2M last year and we can put about 15k towards the rollout.",
  "The board meets on the 14th; after that the trustees sign the contract and we go live in June.",
  "My co-founder and I decide together, but the accountant has to see the numbers first.",
  "Currently bookings sit in a paper diary and reception re-types them into the spreadsheet every evening.",
  "We need it to plug into Xero and it must run on the old tablets in the warehouse.",
  "Reducing no-shows by 20% would be a big win for us; right now it's one in ten.",
  "The printer on floor 2 is down again, only for our team, so not critical.",
  "Thanks,\nJan\nOperations Manager, Hillside Vets",
  "I'm not sure we'd be interested, maybe revisit in Q3?",
  "Order number: 55120\nDelivery date: Friday\nUrgency: high",
  "We are a non-profit and the price is non-negotiable above 300 a month.",
  "The supplier's Enterprise plan covers them, we are on the free tier ourselves.",
  "Our kennel staff spend two hours a day chasing unpaid invoices; it's killing us.",
  "Yesterday's rescheduled appointments weren't refunded and the customers complained.",
  "Let me check with the practice manager and get back to you next week.",
  "Ideally whatever we choose syncs with the rota and the payroll export."
]

describe("the shared index over the built-in rubrics' patterns", () => {
  it("matches exactly what each pattern matches alone, and never passes what its own anchor test refused", () => {
    const patterns = rubricPatterns()
    const index = new CueIndex()
    const shared = patterns.map((p) => compileCue(p, index))
    const alone = patterns.map((p) => compileCue(p))
    const anchors = patterns.map(anchorsOf)
    let anchored = 0
    let passed = 0
    const differ: Array<string> = []
    const span = (m: ReturnType<typeof matchCue>) => (m === null ? "-" : `${m.from}:${m.to}`)
    for (const text of SENTENCES) {
      const plain = cueText(text)
      expect(plain.words.size).toBeGreaterThan(3)
      // A sentence with words hidden, as `elsewhere` and voids leave it.
      const hidden = hideMatches(plain, [compileCue("[@we/@our/{money}]")])
      for (const ct of [plain, hidden]) {
        shared.forEach((cue, k) => {
          const anchor = holdsAnchor(anchors[k]!, ct)
          const holds = index.holds(cue.indexed!.slot, ct)
          if (holds && !anchor) differ.push(`passed without its anchor: ${patterns[k]} on "${text}"`)
          if (anchor) anchored++
          if (holds) passed++
          if (span(matchCue(cue, ct)) !== span(matchCue(alone[k]!, ct))) differ.push(`match: ${patterns[k]} on "${text}"`)
        })
      }
    }
    expect(differ).toEqual([])
    // Not a vacuous check: many patterns reach their regular expression on these sentences, and
    // the other required groups spare many that their anchor alone let through.
    expect(patterns.length).toBeGreaterThan(1000)
    expect(passed).toBeGreaterThan(300)
    expect(passed).toBeLessThan(anchored)
  })
})
