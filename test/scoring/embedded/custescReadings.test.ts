import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { inferShapes } from "../../../src/scoring/embedded/engine/fieldShapes.js"
import { holdsCondition } from "../../../src/scoring/embedded/text/openClauses.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { type EscDomain, readerOf } from "./custescCases.js"
import { DOMAINS } from "./custescDomains.js"
import { DOMAINS as DOMAINS2 } from "./custescDomains2.js"
import { locksmith, removals, schoolTrips } from "./custescReadingDomains.js"

// The six readings of the custesc round (commit 2377ed4: denseExamples.ts, triggerContrast.ts,
// valueShapes.ts), each on sentences of our own: the case it mends and a near miss it must leave
// alone. Two rubrics of custesc.test.ts are reused (a caterer's "food safety" trigger, a plumber's
// date field), with messages of this file's own.

const rubric = (name: string): EscDomain => [...DOMAINS, ...DOMAINS2].find((d) => d.name === name)!
const trips = readerOf(schoolTrips)
const moves = readerOf(removals)
const caterer = readerOf(rubric("a wedding caterer"))
const plumber = readerOf(rubric("a plumbing firm"))

describe("a field's value sentence is the trigger's routine", () => {
  // The trigger's examples share the date field's words ("on the trip"): the date sentence is
  // nearer "The trip is on 12 May" than any incident, and holds a date.
  it("a trip's date and head count raise no incident", () => {
    const got = trips("The trip is on 20 March, for 35 pupils.")
    expect(got.escalates, got.why).toBe(false)
    expect(got.found.has("trip_date")).toBe(true)
  })
  it.each([
    "A pupil went missing at the museum on our trip on 20 March and still hasn't been found.",
    "On 20 March one of the pupils had an asthma attack on the coach and needed an ambulance.",
    "The trip on 20 March: two children were hurt when the coach braked."
  ])("an incident told with its day still escalates: %s", (text) => {
    expect(trips(text).escalates, trips(text).why).toBe(true)
  })
  it("a date sentence with a request is no incident either", () => {
    expect(trips("Our trip is on 4 June, please add packed lunches.").escalates).toBe(false)
  })
})

describe("an open sentence is compared only with examples of its kind", () => {
  // The complaint trigger's one open example is a threat on a condition: somebody else's
  // complaint told like a plain example is not the customer's.
  it.each([
    "My brother wants to make a formal complaint about your crew.",
    "My sister reported you to trading standards.",
    "My friend is reporting her movers to trading standards. We need a three-bed house packed and moved."
  ])("somebody else's complaint does not escalate: %s", (text) => {
    expect(moves(text).escalates, moves(text).why).toBe(false)
  })
  it.each([
    "If the broken table isn't paid for by Friday I'm taking you to the small claims court.",
    // The threat after the condition takes a plain example's words: still the customer's threat.
    "If my mirror isn't replaced this week I'll report you to trading standards.",
    "Unless my mirror is replaced this week I'm making a formal complaint."
  ])("a threat made on a condition escalates: %s", (text) => {
    expect(moves(text).escalates, moves(text).why).toBe(true)
  })
  it.each([
    ["If the sofa isn't paid for I'll see you in court", true],
    ["Unless it's refunded I'm going to trading standards", true],
    ["If you could send the form that would be great", false],
    ["My sister took her movers to court", false]
  ] as const)("holdsCondition: %s", (text, want) => {
    const tokens = readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole).flatMap((u) => u.tokens)
    expect(holdsCondition(tokens)).toBe(want)
  })
  it("a question with a condition is no threat", () => {
    expect(moves("If your crew ever broke something, would I have to make a formal complaint?").escalates).toBe(false)
  })
  it("the customer's own complaint escalates", () => {
    expect(moves("I'm reporting you to trading standards, the crew left our hallway wrecked.").escalates).toBe(true)
  })
})

describe("a sentence mostly a condition is not read whole", () => {
  it("a question about a job that may come states no job", () => {
    const got = moves("Hi. What happens if we need a piano moved at short notice?")
    expect(got.found.has("job"), got.why).toBe(false)
  })
  it("a job asked for with a short condition after it is still stated", () => {
    const got = moves("Hi. We need our furniture stored for a month if the sale goes through.")
    expect(got.found.has("job"), got.why).toBe(true)
  })
})

describe("a signature-only line is not read for a problem detector", () => {
  const signature = "\n\nBest wishes\nOwen Price\nFood Safety Manager, Riverside Hotel"
  it("a sender's title is no incident", () => {
    const got = caterer(`Could we have a vegan option for four guests?${signature}`)
    expect(got.escalates, got.why).toBe(false)
  })
  it("an incident above the same signature escalates", () => {
    expect(caterer(`Three of our guests were sick all night after your buffet.${signature}`).escalates).toBe(true)
  })
  it("a title told in the message's own sentence is read with it", () => {
    expect(caterer("I'm the food safety manager at the hotel and three of our guests were sick all night after your buffet.").escalates).toBe(true)
  })
})

describe("'today', 'tonight', 'asap' in an event's examples make no date field", () => {
  const specs = compileManifest({
    template: "custom",
    custom_detectors: [
      { name: "visit_day", type: "presence", examples: ["Can you come today", "Any time on Friday 9 May", "A visit on 3 June please"] },
      ...(locksmith.criteria.custom_detectors as ReadonlyArray<object>)
    ]
  } as never).detectors
  const spec = (name: string) => specs.find((d) => d.name === name)!
  it("an urgent event whose examples say 'now', 'tonight', 'today', 'asap' is no field", () => {
    expect(inferShapes(spec("urgent_lockout"))).toBeNull()
  })
  it("a day field with 'today' among dated examples is still a field of moments", () => {
    expect([...inferShapes(spec("visit_day"))!.kinds.keys()]).toEqual(["moment"])
  })
  it("the event is found when told with no time at all", () => {
    const got = readerOf(locksmith)("I'm locked out and my baby is inside on her own")
    expect(got.escalates, got.why).toBe(true)
  })
})

describe("a key field is not found from a sentence with no value", () => {
  it.each(["Is my booking still on? I've lost the confirmation email.", "My reference is on the letter you sent, but I've lost it."])(
    "no reference given: %s",
    (text) => {
      expect(moves(text).found.has("booking_ref"), moves(text).why).toBe(false)
    }
  )
  it("a reference given is found", () => {
    expect(moves("My reference is RM 55012, we're moving mid-March.").found.has("booking_ref")).toBe(true)
  })
  it("a field of times is left out: a day told in words is found", () => {
    expect(moves("We're moving at the end of the school holidays.").found.has("move_date")).toBe(true)
  })
  // A field of days meets an address but no day: the address is another kind of value.
  it("a date field is not found from an address", () => {
    const got = plumber("The radiator in the back bedroom is cold. 31 Oak Lane, Leicester LE3 5QT.")
    expect(got.found.has("preferred_date"), got.why).toBe(false)
    expect(got.found.has("job_address")).toBe(true)
  })
  it("a date field beside an address is found from its day", () => {
    expect(plumber("Please fit a new kitchen tap on Tuesday 4 March. It's 9 Park Road, Derby DE1 2AB.").found.has("preferred_date")).toBe(true)
  })
})

describe("a count inside an event's examples makes no field of counts", () => {
  const specs = compileManifest({
    template: "custom",
    custom_detectors: [
      { name: "party_size", type: "presence", examples: ["Party of 12", "About 40 guests", "There will be 8 of us"] },
      {
        name: "guest_illness", type: "presence", required: false,
        examples: ["Three guests were sick the morning after the dinner", "Two children came out in a rash after the buffet", "A waiter says four people fainted in the marquee"]
      }
    ]
  } as never).detectors
  const spec = (name: string) => specs.find((d) => d.name === name)!
  it("an event told with how many it hit is no field", () => {
    expect(inferShapes(spec("guest_illness"))).toBeNull()
  })
  it("a head count given nearly alone is a field of counts", () => {
    expect([...inferShapes(spec("party_size"))!.kinds.keys()]).toEqual(["count"])
  })
  it("a trip's head count raises no incident", () => {
    expect(trips("We are bringing 28 children on the day.").escalates).toBe(false)
  })
})
