import { describe, expect, it } from "vitest"
import type { Detections, Manifest, Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, classification, INTENT, manifestOf, presence, TRIAGE } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })

const scoreAlone = (manifest: Manifest, text: string): Detections => compileEmbedded(manifest).score([user(text)])

describe("custom detectors pass their own create-time assertions", () => {
  const medical = presence(
    "medical_alert",
    ["I take insulin twice a day", "I'm allergic to penicillin", "I had a heart operation last spring", "I'm seven months pregnant"],
    ["No allergies, no medication", "My father has asthma but I'm perfectly healthy", "I forgot my glasses at home"]
  )
  const pets = classification(
    "pet_request",
    ["grooming", "vaccination", "boarding"],
    [
      { text: "Could you trim my poodle's coat and clip her nails?", category: "grooming" },
      { text: "My puppy needs his rabies shot", category: "vaccination" },
      { text: "We're away for two weeks in August and need somewhere for the cat to stay", category: "boarding" },
      { text: "Is the kennel open over the holidays?", category: "boarding" },
      { text: "Booster jabs for both dogs please", category: "vaccination" }
    ]
  )
  const unlabelled = classification("contact_channel", ["phone", "email", "chat"], [
    "Please ring me on my mobile after six",
    "Drop me a line at my work address",
    "Just message me here",
    "Call the office number",
    { text: "Email is best for me", category: "email" }
  ])
  const manifest = manifestOf("custom", [medical, pets, unlabelled])

  it("finds every positive presence example scored alone", () => {
    const found = medical.examples.map((e) => scoreAlone(manifest, e.text)["medical_alert"]!.found)
    expect(found).toEqual(medical.examples.map(() => true))
  })

  it("does not find any non-example scored alone", () => {
    const found = medical.nonExamples.map((text) => scoreAlone(manifest, text)["medical_alert"]!.found)
    expect(found).toEqual(medical.nonExamples.map(() => false))
  })

  it("puts each labelled classification example in its own category", () => {
    const got = pets.examples.map((e) => {
      const d = scoreAlone(manifest, e.text)["pet_request"]!
      return { found: d.found, value: d.value }
    })
    expect(got).toEqual(pets.examples.map((e) => ({ found: true, value: e.category })))
  })

  it("puts each unlabelled classification example in some category (a labelled one in its own)", () => {
    const got = unlabelled.examples.map((e) => {
      const d = scoreAlone(manifest, e.text)["contact_channel"]!
      return { found: d.found, inCategories: d.value !== null && unlabelled.categories.includes(d.value) }
    })
    expect(got).toEqual(unlabelled.examples.map(() => ({ found: true, inCategories: true })))
    expect(scoreAlone(manifest, "Email is best for me")["contact_channel"]!.value).toBe("email")
  })

  it("holds when an example is also a sentence of a longer message, and for near-exact copies", () => {
    const d = compileEmbedded(manifest).score([user("Hello there.\n\n  i'm ALLERGIC to penicillin!  ")])
    expect(d["medical_alert"]!.found).toBe(true)
  })

  it("holds for examples that reading would otherwise discard (quoted, punctuation only, reply headers)", () => {
    const odd = presence("odd", ["> a quoted line", "???", "On Monday, Sam wrote:", "If we ever get funding"], ["no"])
    const m = manifestOf("custom", [odd])
    const found = odd.examples.map((e) => scoreAlone(m, e.text)["odd"]!.found)
    expect(found).toEqual(odd.examples.map(() => true))
    expect(scoreAlone(m, "no")["odd"]!.found).toBe(false)
  })

  it("abstains when nothing is close", () => {
    const d = scoreAlone(manifest, "What time does the car park close?")
    expect(d["medical_alert"]!.found).toBe(false)
    expect(d["pet_request"]!.found).toBe(false)
    expect(d["pet_request"]!.value).toBeNull()
  })

  it("generalises beyond the exact examples", () => {
    const d = compileEmbedded(manifest).score([user("Hi, my terrier is due for her rabies booster next week.")])
    expect(d["pet_request"]).toMatchObject({ found: true, value: "vaccination" })
  })
})

describe("custom classification with enough examples for a trained softmax", () => {
  const texts: Record<string, ReadonlyArray<string>> = {
    card_lost: ["I lost my card yesterday", "My card is missing, I think it was stolen", "Where did my card go, I can't find it", "Someone took my wallet with the card in it"],
    card_arrival: ["My new card still hasn't arrived", "When will the card you sent get here?", "How long does card delivery take?", "The replacement card never came in the post"],
    top_up: ["How do I add money to my account?", "My top up failed", "Can I top up with a bank transfer?", "The money I added isn't showing"],
    exchange_rate: ["What rate do you use to convert euros?", "Why was the exchange rate so bad?", "How much is a dollar in pounds today?", "Is the currency conversion rate fixed?"]
  }
  const spec = classification(
    "bank_intent",
    Object.keys(texts),
    Object.entries(texts).flatMap(([category, list]) => list.map((text) => ({ text, category })))
  )
  const manifest = manifestOf("custom", [spec])

  it("puts each labelled example, scored alone, in its own category with confidence 1", () => {
    const scorer = compileEmbedded(manifest)
    const got = spec.examples.map((e) => {
      const d = scorer.score([user(e.text)])["bank_intent"]!
      return { found: d.found, value: d.value, confidence: d.confidence }
    })
    expect(got).toEqual(spec.examples.map((e) => ({ found: true, value: e.category, confidence: 1 })))
  })

  it("answers a lone example (the create-time assertion's shortcut) as it answers the same example beside another message", () => {
    const scorer = compileEmbedded(manifest)
    const alone = spec.examples.map((e) => scorer.score([user(e.text)])["bank_intent"])
    const beside = spec.examples.map((e) => scorer.score([user(e.text), user("thanks")])["bank_intent"])
    expect(alone).toEqual(beside)
    expect(alone[0]).toMatchObject({ found: true, confidence: 1, evidence: [{ message_index: 0, quote: spec.examples[0]!.text }] })
  })

  it("generalises to new phrasings and abstains on unrelated text", () => {
    const scorer = compileEmbedded(manifest)
    expect(scorer.score([user("my card has not been delivered yet")])["bank_intent"]).toMatchObject({ found: true, value: "card_arrival" })
    expect(scorer.score([user("I want to top up my account")])["bank_intent"]).toMatchObject({ found: true, value: "top_up" })
    expect(scorer.score([user("What time does the car park close?")])["bank_intent"]!.found).toBe(false)
  })

  it("reads a short message whole: a side remark in one sentence does not win the category", () => {
    const scorer = compileEmbedded(manifest)
    const d = scorer.score([user("I was going to top up. My card is gone and I cannot find it anywhere.")])["bank_intent"]!
    expect(d).toMatchObject({ found: true, value: "card_lost" })
    expect(d.evidence).toEqual([{ message_index: 0, quote: "My card is gone and I cannot find it anywhere." }])
  })

  it("reads a whole message without its thanks and greetings, and quotes the sentence that carries the category", () => {
    const scorer = compileEmbedded(manifest)
    const text = "Hi there, thanks for getting back to me so quickly. I really appreciate it. My card was stolen on the train this morning."
    const d = scorer.score([user(text)])["bank_intent"]!
    expect(d).toMatchObject({ found: true, value: "card_lost" })
    expect(d.evidence).toEqual([{ message_index: 0, quote: "My card was stolen on the train this morning." }])
  })

  it("quotes the request, not the context told before it", () => {
    const d = compileEmbedded(manifest).score([user("I was on the train this morning. My card was stolen.")])["bank_intent"]!
    expect(d).toMatchObject({ found: true, value: "card_lost" })
    expect(d.evidence).toEqual([{ message_index: 0, quote: "My card was stolen." }])
  })

  it("trains deterministically", () => {
    const inputs = ["is the rate for converting pounds good", "card gone missing", "money I sent in is not showing"]
    const a = inputs.map((t) => compileEmbedded(manifest).score([user(t)]))
    const b = inputs.map((t) => compileEmbedded(manifest).score([user(t)]))
    expect(b).toEqual(a)
  })
})

describe("negation and hypotheticals", () => {
  const bant = compileEmbedded(BANT)

  it("marks an explicit denial as negated and not found", () => {
    const d = bant.score([user("We don't have budget for this.")])["budget"]!
    expect(d).toMatchObject({ found: false, negated: true })
    expect(d.evidence).toEqual([{ message_index: 0, quote: "We don't have budget for this." }])
  })

  it("reads 'no budget' and 'no need' as denials", () => {
    const d = bant.score([user("Honestly there is no money set aside, and we have no need for another tool.")])
    expect(d["budget"]).toMatchObject({ found: false, negated: true })
    expect(d["need"]).toMatchObject({ found: false, negated: true })
  })

  it("does not count a hypothetical as found, nor as a denial", () => {
    const d = bant.score([user("If we ever had budget for something like this, I'd let you know.")])["budget"]!
    expect(d).toMatchObject({ found: false, negated: false })
  })

  it("does not treat uncertainty as a denial", () => {
    const d = bant.score([user("I'm not sure what our budget is.")])["budget"]!
    expect(d.negated).toBe(false)
  })

  it("finds a stated budget", () => {
    const d = bant.score([user("We have about $25k approved for this project.")])["budget"]!
    expect(d.found).toBe(true)
    expect(d.negated).toBe(false)
    expect(d.value).toContain("25k")
  })

  it("negates a custom detector when the text denies one of its examples", () => {
    const m = manifestOf("custom", [presence("chargeback", ["I'll dispute the charge with my credit card company", "I'm filing a chargeback"])])
    const d = compileEmbedded(m).score([user("I won't dispute the charge with my card company, I'm sure you'll fix it.")])["chargeback"]!
    expect(d).toMatchObject({ found: false, negated: true })
  })
})

describe("whose words count", () => {
  const bant = compileEmbedded(BANT)

  it("ignores an agent's statement the customer does not confirm", () => {
    const d = bant.score([agent("So you have a budget of $40k approved for this?"), user("Let me check with finance and get back to you.")])
    expect(d["budget"]!.found).toBe(false)
  })

  it("counts an agent's statement the next customer line confirms", () => {
    const input = [agent("So you have a budget of $40k approved for this?"), user("Yes, that's right.")]
    const d = bant.score(input)["budget"]!
    expect(d.found).toBe(true)
    // Cited by the customer's confirmation: evidence is the customer's words (decisions §11).
    expect(d.evidence).toEqual([{ message_index: 1, quote: "Yes, that's right." }])
  })

  it("does not count agent lines at all in an intent evaluation", () => {
    const d = compileEmbedded(INTENT).score([agent("Would you like a quote? Our prices start at $10 a month."), user("I just need help resetting my password.")])
    expect(d["pricing_interest"]!.found).toBe(false)
  })

  it("ignores quoted older messages in a reply or forward", () => {
    const replies = [
      "Thanks, I'll pass this on.\n\nOn Tue, 4 Mar 2025 at 10:12, Sam Lee <sam@example.com> wrote:\n> We have $50k approved and the CFO signs off.\n> We need it live by June.",
      "See below.\n\n-----Original Message-----\nFrom: Sam Lee\nSent: Tuesday\nSubject: budget\nWe have $50k approved and the CFO signs off. We need it live by June.",
      "Forwarding for context\n> We have $50k approved and the CFO signs off.\n> We need it live by June."
    ]
    const got = replies.map((content) => {
      const d = bant.score([user(content)])
      return [d["budget"]!.found, d["timeline"]!.found]
    })
    expect(got).toEqual(replies.map(() => [false, false]))
  })
})

describe("output shape", () => {
  const inputs: ReadonlyArray<ReadonlyArray<Message>> = [
    [user("We're a 30-person agency. Our CEO signs off on anything over $5k and we want to switch before Q3; the current tool keeps crashing.")],
    [agent("What's driving this?"), user("Honestly?  The reporting is a mess —\n\n we spend 12 hours a week on it.\r\nBudget: around €20,000\nTimeline: not sure")],
    [user("PROD DOWN!!! nobody can log in, we're on the enterprise plan, fix it NOW"), agent("Looking now."), user("yes please hurry")],
    [user("Hi,\n\nno rush on this one — the export button label has a typo. I'm on the free plan.\n\nThanks")]
  ]
  const manifests = [BANT, INTENT, TRIAGE]

  it("quotes exact substrings of the indexed message and stays within [0, 1] with at most 3 decimals", () => {
    const problems: Array<string> = []
    for (const m of manifests) {
      const scorer = compileEmbedded(m)
      for (const input of inputs) {
        const detections = scorer.score(input)
        for (const spec of m.detectors) {
          const d = detections[spec.name]
          if (d === undefined) {
            problems.push(`${spec.name}: missing`)
            continue
          }
          if (!(d.confidence >= 0 && d.confidence <= 1) || Math.round(d.confidence * 1000) !== d.confidence * 1000) problems.push(`${spec.name}: confidence ${d.confidence}`)
          if (d.found && d.negated) problems.push(`${spec.name}: found and negated`)
          if (d.found !== d.confidence >= 0.5) problems.push(`${spec.name}: found ${d.found} with confidence ${d.confidence}`)
          if (d.invalid) problems.push(`${spec.name}: invalid`)
          if (spec.kind === "classification" && d.found && !spec.categories.includes(d.value ?? "")) problems.push(`${spec.name}: value ${d.value}`)
          for (const e of d.evidence) {
            const content = input[e.message_index]?.content
            if (content === undefined || e.quote === "" || !content.includes(e.quote)) problems.push(`${spec.name}: quote ${JSON.stringify(e.quote)}`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })

  it("is deterministic across calls and compilations", () => {
    const a = inputs.map((input) => compileEmbedded(BANT).score(input))
    const scorer = compileEmbedded(BANT)
    const b = inputs.map((input) => scorer.score(input))
    const c = inputs.map((input) => scorer.score(input))
    expect(b).toEqual(a)
    expect(c).toEqual(a)
  })

  it("returns one detection per detector, even for empty-looking input", () => {
    const d = compileEmbedded(TRIAGE).score([user("?")])
    expect(Object.keys(d).sort()).toEqual(["customer_tier", "issue_severity", "time_sensitivity"])
    expect(d["issue_severity"]).toMatchObject({ found: false, value: null, evidence: [] })
  })

  // Its speed is measured by npm run bench:quality (docs/quality.md), not asserted here: a timed
  // assertion on a shared machine fails with the load, not with the code.
  it("scores a 2 KB transcript of repeated turns, quoting only the customer", () => {
    const scorer = compileEmbedded(BANT)
    const input: Array<Message> = []
    while (JSON.stringify(input).length < 2048) {
      input.push(agent("Could you tell me more about how your team handles scheduling today?"))
      input.push(user("We juggle three spreadsheets and it takes hours every week; we'd like something live by September."))
    }
    const d = scorer.score(input)
    expect(Object.keys(d).sort()).toEqual(["authority", "budget", "need", "timeline"])
    expect(d["timeline"]!.found).toBe(true)
    for (const detection of Object.values(d)) {
      for (const e of detection.evidence) expect(input[e.message_index]!.role).toBe("user")
    }
  })
})
