// The cascade's second reason for doubt: a custom trigger that names an exception, found on words
// that tell nothing wrong (calmEscalation.ts). Sentences of our own: a children's swimming school
// whose rubric escalates on a safeguarding concern, beside its routine fields.
import { describe, expect, it } from "vitest"
import type { Detections } from "../../src/domain/types.js"
import { calmEscalation, tellsSomethingWrong } from "../../src/scoring/cascade/calmEscalation.js"
import { pivotsOf, unsureOfStatusAt } from "../../src/scoring/cascade/statusRisk.js"
import { CASCADE_DEFAULT_THRESHOLD } from "../../src/scoring/cascade/threshold.js"
import { classification, custom, hit, manifestOf, miss, presence } from "../domain/fixtures.js"

const concernExamples = ["an instructor grabbed my son by the arm", "my daughter came out of the lesson with a cut lip", "a stranger was let into the changing rooms"]
const school = manifestOf(
  custom(
    [
      presence("swimmer_age", { examples: ["she is seven", "my son turns five in June", "he's nine"] }),
      classification("lesson_kind", ["group", "private", "crash_course"]),
      presence("safeguarding_concern", { required: false, examples: concernExamples }),
      // A trigger that names no exception: a request to route on, whose calm evidence is its normal case.
      presence("viewing_request", { required: false, examples: ["can we watch a lesson first?", "we'd like to look round the pool"] }),
      classification("mood", ["calm", "upset"], { required: false })
    ],
    { escalation: { triggers: [{ field: "safeguarding_concern" }, { field: "viewing_request" }, { field: "mood", values: ["upset"] }] } }
  )
)
/** The same school, its safeguarding trigger ANDed with the mood: a condition to route on, not an exception alone. */
const anded = manifestOf(
  custom([presence("swimmer_age"), presence("safeguarding_concern", { required: false, examples: concernExamples }), classification("mood", ["calm", "upset"], { required: false })], {
    escalation: { triggers: [{ field: "safeguarding_concern", required: true }, { field: "mood", values: ["upset"], required: true }] }
  })
)
const spec = (name: string, m = school) => m.detectors.find((d) => d.name === name)!
const quoted = (quote: string, confidence = 0.9) => hit({ confidence, evidence: [{ message_index: 0, quote }] })
const call = (concern: ReturnType<typeof hit>): Detections => ({
  swimmer_age: hit({ confidence: 0.97 }),
  lesson_kind: { ...hit({ confidence: 0.97 }), value: "group" },
  safeguarding_concern: concern,
  viewing_request: miss({ confidence: 0.01 }),
  mood: miss({ confidence: 0.01 })
})

describe("a trigger found on calm words", () => {
  it("reads something wrong in trouble, in a fault and in a word for problems", () => {
    // words of trouble (harms and failures among them)
    for (const s of ["my daughter came home with a bruise on her arm", "a stranger collected my son from the pool", "the instructor shouted at him until he cried"]) expect(tellsSomethingWrong(s), s).toBe(true)
    // only a fault says it: the thing not doing its job
    for (const s of ["the changing-room door keeps jamming", "the pool heater keeps tripping the fuse"]) expect(tellsSomethingWrong(s), s).toBe(true)
    // only a word for problems says it
    for (const s of ["there is a hazard by the deep end", "I want to report a safeguarding breach"]) expect(tellsSomethingWrong(s), s).toBe(true)
  })

  it("reads nothing wrong in the domain's routine told with the same subject, nor in harm denied", () => {
    for (const s of ["my son is six and starts in May", "Subject: lessons for my girl", "we'd like a place in the Saturday group", "she can swim a width already", "nobody was hurt, we'd just like a private lesson"])
      expect(tellsSomethingWrong(s), s).toBe(false)
  })

  it("marks a found exception trigger whose evidence tells nothing wrong", () => {
    expect(calmEscalation(school, spec("safeguarding_concern"), quoted("my son is six and starts in May"))).toBe(true)
    expect(calmEscalation(school, spec("safeguarding_concern"), quoted("my son came back from the lesson with a cut lip"))).toBe(false)
    // One troubled quote among calm ones is enough to tell the exception.
    const both = hit({ evidence: [{ message_index: 0, quote: "my son is six" }, { message_index: 0, quote: "a stranger collected him from the pool" }] })
    expect(calmEscalation(school, spec("safeguarding_concern"), both)).toBe(false)
    // Found with nothing quoted: nothing tells the exception either.
    expect(calmEscalation(school, spec("safeguarding_concern"), hit({ evidence: [] }))).toBe(true)
  })

  it("leaves alone what names no exception: a field, a trigger of a request, an ANDed trigger, a category trigger, a trigger not found", () => {
    expect(calmEscalation(school, spec("swimmer_age"), quoted("my son is six"))).toBe(false)
    expect(calmEscalation(school, spec("viewing_request"), quoted("could we watch a lesson on Saturday?"))).toBe(false)
    expect(calmEscalation(anded, spec("safeguarding_concern", anded), quoted("my son is six"))).toBe(false)
    expect(calmEscalation(school, spec("mood"), { ...quoted("we're happy with the group"), value: "upset" })).toBe(false)
    expect(calmEscalation(school, spec("safeguarding_concern"), miss({ confidence: 0.3, evidence: [{ message_index: 0, quote: "my son is six" }] }))).toBe(false)
  })

  it("sends the escalation to the model at the default threshold, whatever the trigger's confidence", () => {
    const calm = call(quoted("my son is six and starts in May", 0.95))
    expect(pivotsOf(calm, school).find((p) => p.name === "safeguarding_concern")?.doubt).toBe(0.5)
    expect(unsureOfStatusAt(CASCADE_DEFAULT_THRESHOLD)(calm, school)).toEqual(["safeguarding_concern"])
    // Told with what went wrong, the same confidence keeps the call local.
    expect(unsureOfStatusAt(CASCADE_DEFAULT_THRESHOLD)(call(quoted("my son came back from the lesson with a cut lip", 0.95)), school)).toEqual([])
  })

  it("counts as undecided, not as sure wrong: threshold 0 still never asks the model", () => {
    expect(unsureOfStatusAt(0)(call(quoted("my son is six and starts in May", 0.95)), school)).toEqual([])
  })
})
