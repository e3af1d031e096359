import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { sentencesOf } from "../../../src/scoring/embedded/text/sentences.js"

// Made-up intakes of our own: a lettings agent's application form and a garage's booking chat.
// A form's question or an agent's question about the detector's topic, answered "no" or "none",
// denies it even when it does not name half the detector's name.
const scorer = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      {
        name: "prior_eviction",
        type: "presence",
        required: false,
        examples: ["We were evicted from our last flat", "A court order made us leave our previous place", "My old landlord took us to court over unpaid rent"],
        non_examples: ["We've never had any issues with landlords", "My brother got evicted once"]
      },
      { name: "work_permit", type: "presence", examples: ["My right-to-work papers are valid through 2031", "The visa in my passport allows paid work", "I was born here, so no sponsorship is needed"], non_examples: ["My flatmate is still waiting on her paperwork"] },
      {
        name: "warning_light",
        type: "presence",
        required: false,
        examples: ["The engine light came on this morning", "Brake warning symbol keeps flashing on the dash", "Oil pressure light is lit up"],
        non_examples: ["No lights on the dashboard"]
      },
      {
        name: "start_term",
        type: "presence",
        examples: ["She'd start in the autumn term", "Hoping he can begin after the spring break", "Could she start next January?"],
        non_examples: ["We haven't decided when"]
      },
      {
        name: "mould_problem",
        type: "presence",
        required: false,
        examples: ["There's black mould creeping up the bedroom wall", "The bathroom ceiling is damp and the plaster is flaking", "Water runs down the windows every morning"],
        non_examples: ["The flat is bright and dry", "My neighbour has mould in her kitchen"]
      },
      {
        name: "pest_hazard",
        type: "presence",
        required: false,
        examples: ["There are rat droppings in the kitchen", "Wasps are nesting above the door", "Mice chewed through the cables"],
        non_examples: ["No sign of pests"]
      }
    ]
  })
)
const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const score = (name: string, ...input: Array<Message>) => scorer.score(input)[name]!

describe("a form's question about the detector's topic answered none denies it", () => {
  it.each([
    "Full name: Sam Reid\nPrevious evictions: No\nMove-in: June",
    "Any court judgments or evictions?: None"
  ])("%s", (text) => {
    expect(score("prior_eviction", user(text))).toMatchObject({ found: false, negated: true })
  })

  it("a label sharing one generic word with the topic is no question about it", () => {
    expect(score("work_permit", user("Work experience: none\nAvailability: weekends"))).toMatchObject({ found: false, negated: false })
  })

  it("for a problem detector, a question after problems in general answered none denies it", () => {
    expect(score("pest_hazard", user("Address: 4 Elm Row\nWere any faults or breakages logged at the previous inspection?: None"))).toMatchObject({ found: false, negated: true })
  })

  it("a question after other problems answered none denies nothing", () => {
    expect(score("pest_hazard", user("Any other issues?: none")).negated).toBe(false)
  })

  it("reads a long question before a colon as the form's label", () => {
    const [line] = sentencesOf("Did anything change with the boiler or the pipework after our engineer called round?: No", 0)
    expect(line!.labelEnd).toBeGreaterThan(0)
  })
})

describe("an agent's question about the detector's topic answered no denies it", () => {
  it("a question in other words than the examples', near them by sentence vector", () => {
    expect(score("warning_light", agent("Any lights showing on the dashboard?"), user("Nope, nothing at all."))).toMatchObject({ found: false, negated: true })
  })

  it("a question about something else answered no denies nothing", () => {
    expect(score("warning_light", agent("Is the car making any odd noises?"), user("No, none.")).negated).toBe(false)
    expect(score("work_permit", agent("Can you work nights?"), user("No.")).negated).toBe(false)
  })
})

describe("a problem detector's worry called off by the customer is denied", () => {
  it.each([
    "The exterminator's alarm went off last night, but it was a false alarm.",
    "You might see droppings in the photos, that's just soil from the plant pots, nothing suspicious."
  ])("%s", (text) => {
    expect(score("pest_hazard", user(text))).toMatchObject({ found: false, negated: true })
  })

  it("a problem reported beside the worry called off still stands", () => {
    expect(score("pest_hazard", user("The noise upstairs was nothing unusual, but there are rat droppings all over the kitchen floor.")).found).toBe(true)
  })
})

describe("a form's label about the detector's topic", () => {
  it("states it with its value, as a label naming it would", () => {
    expect(score("start_term", user("Pupil: Ana\nPreferred start: April")).found).toBe(true)
  })

  it("one line's 'None' denies nothing another line of the form states", () => {
    expect(score("start_term", user("Pupil: Ana\nAllergies: None\nPreferred start: April"))).toMatchObject({ found: true, negated: false })
  })
})

describe("a form's empty value with a reason after it", () => {
  it("denies the field", () => {
    expect(score("prior_eviction", user("Previous evictions: none, we've rented the same flat for ten years"))).toMatchObject({ found: false, negated: true })
  })

  it("a rest that brings something back is no empty value", () => {
    expect(score("pest_hazard", user("Pest problems: none, just some wasps by the bins every summer")).negated).toBe(false)
  })

  // Under a label asking after problems in general, the label alone is no statement of the
  // detector once the denial is taken back: the rest must be on its topic, else the "none" stands.
  it("a rest off the detector's topic leaves the denial standing", () => {
    expect(score("mould_problem", user("Problems: none, apart from a sticking front door"))).toMatchObject({ found: false, negated: true })
    expect(score("mould_problem", user("Any problems?: no, but the letting agent never picks up"))).toMatchObject({ found: false, negated: true })
    expect(score("pest_hazard", user("Problems: none, apart from a sticking front door")).found).toBe(false)
  })

  it("a rest on the detector's topic states it", () => {
    expect(score("mould_problem", user("Any problems?: none, apart from black mould on the bedroom wall")).found).toBe(true)
    expect(score("pest_hazard", user("Any problems?: none, apart from rat droppings in the kitchen")).found).toBe(true)
  })
})

describe("a worry called off reaches no further than a contrast", () => {
  it("the problem told past the 'but' is found", () => {
    const d = score("pest_hazard", user("Nothing odd about the boiler, but there are rat droppings under the sink."))
    expect(d.found).toBe(true)
    expect(d.value).toBe("there are rat droppings under the sink")
  })

  it("the same for a detector named a problem: no denial past the 'but', and a find when the rest states it", () => {
    expect(score("mould_problem", user("Nothing unusual with the heating, but black mould is spreading behind the wardrobe.")).negated).toBe(false)
    expect(score("mould_problem", user("Nothing odd about the boiler, but there's black mould behind the sofa.")).found).toBe(true)
  })

  it("a worry called off with nothing after it is still a weak denial", () => {
    expect(score("pest_hazard", user("Nothing suspicious in the loft."))).toMatchObject({ found: false, negated: true })
  })
})

describe("a problem told settled in part of a sentence", () => {
  it.each([
    "Mice chewed the cables in the loft last winter, all good now.",
    "Something gnawed the loft wiring last winter, all good now, just want the yearly visit.",
    "We had droppings in the kitchen in spring, it's good now"
  ])("%s", (text) => {
    expect(score("pest_hazard", user(text)).found).toBe(false)
  })

  it("still reads a problem told beside something else told fine", () => {
    expect(score("pest_hazard", user("The kitchen is all good now, but there are rat droppings all over the garage")).found).toBe(true)
  })

  it("'good' tells nothing fine outside 'all good' and 'good now'", () => {
    expect(score("pest_hazard", user("It was good until Monday, when mice chewed through the cables")).found).toBe(true)
  })
})
