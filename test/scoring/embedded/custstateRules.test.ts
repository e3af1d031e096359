// The readings of the custstate round, each on sentences of our own beside its near misses.
import { describe, expect, it } from "vitest"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { asksWhetherState } from "../../../src/scoring/embedded/text/stateAsked.js"
import { tellsExperience } from "../../../src/scoring/embedded/text/experienceWords.js"
import { tellsStanding } from "../../../src/scoring/embedded/text/standingWords.js"
import { tellsLapsed } from "../../../src/scoring/embedded/text/lapsedWords.js"
import { rubric, user } from "./presenceCases.js"

describe("a yes/no question whether a state holds (text/stateAsked.ts)", () => {
  it.each([
    ["Is the kayak still covered if I bought it from a friend?", true],
    ["Hi, do I need a licence before the course?", true],
    ["Are the changing rooms step-free?", true],
    ["Have you had students who rode before?", true],
    // A request, a possessive of the sender's, a statement before the question, no question at all.
    ["Can I bring my hearing dog?", false],
    ["Is my reservation still on for Friday?", false],
    ["I'm a member already. Is that okay?", false],
    ["I've sailed dinghies for years.", false],
    ["Would it be alright to arrive late?", false]
  ])("%s: %s", (text, want) => expect(asksWhetherState(tokensOfText(text))).toBe(want))
})

describe("a detector of the sender's own state is not told by asking whether it holds (engine/ownStateAsked.ts)", () => {
  const sailing = rubric(
    { name: "sailing_experience", type: "presence", examples: ["I've crewed on yachts before", "We did our day skipper course in 2022", "I sail most weekends"], non_examples: ["I've never sailed"] },
    { name: "trip_date", type: "presence", examples: ["The first week of July", "Any weekend in May"], non_examples: ["Soon"] }
  )
  const found = (text: string) => sailing.score([user(text)]).sailing_experience!.found
  it("asked: not found", () => {
    expect(found("Do I need to have sailed before for the coastal trip?")).toBe(false)
    expect(found("Is any experience needed?")).toBe(false)
  })
  it("stated, or stated beside a question: found", () => {
    expect(found("I've crewed on yachts a few times before.")).toBe(true)
    expect(found("I did a day skipper course last year. Is the coastal trip okay for me?")).toBe(true)
  })
  it("a detector whose examples ask is left alone", () => {
    const club = rubric({ name: "discount_asked", type: "presence", examples: ["Do I get a discount as a student?", "Is there a reduced rate for pensioners?"], non_examples: ["Full price is fine"] })
    expect(club.score([user("Is there a reduced rate for students?")]).discount_asked!.found).toBe(true)
  })
})

describe("an experience of the sender's own, told in other words (text/experienceWords.ts)", () => {
  it.each([
    ["I've kayaked on the Wye three times.", true],
    ["We took a week of lessons in Cornwall years ago.", true],
    ["I used to row for my college.", true],
    ["I have an RYA licence for powerboats.", true],
    // A denial, a question, a wish, somebody else's, a deed with no mark of before.
    ["I've never been in a kayak.", false],
    ["Have you taken people who've paddled before?", false],
    ["I'd like to try rowing one day.", false],
    ["My cousin has done it loads of times.", false],
    ["We took the train up.", false]
  ])("%s: %s", (text, want) => expect(tellsExperience(tokensOfText(text))).toBe(want))
})

describe("a detector of experience finds it told in other words (engine/ownRecordFound.ts)", () => {
  const riding = rubric(
    { name: "riding_experience", type: "presence", examples: ["I've ridden horses before", "I had lessons as a teenager", "I can canter confidently"], non_examples: ["I've never ridden"] },
    { name: "lesson_day", type: "presence", examples: ["Saturday mornings", "Any weekday after four"], non_examples: ["Whenever"] }
  )
  const found = (text: string) => riding.score([user(text)]).riding_experience!.found
  it("told: found", () => {
    expect(found("I used to help out at a pony club when I was at school, so I'm fine around horses.")).toBe(true)
    expect(found("We did a week of trekking in Iceland two summers ago.")).toBe(true)
  })
  it("near misses: not found", () => {
    expect(found("My sister has done loads of trekking and said you were great.")).toBe(false)
    expect(found("We did the school run and then drove over to look at the yard.")).toBe(false)
    expect(found("Is any riding experience needed for the beach ride?")).toBe(false)
  })
  it("a name's \"level\" is no experience: a subject's level is not told by a deed done before", () => {
    const tutor = rubric({ name: "subject_level", type: "presence", examples: ["GCSE biology", "A level French", "Year 8 maths"] })
    expect(tutor.score([user("We had a piano teacher on Fridays before but he retired.")]).subject_level!.found).toBe(false)
  })
})

describe("a standing the sender holds with the vendor, told without its name (text/standingWords.ts)", () => {
  it.each([
    ["As an existing customer I'd like to move to the annual plan.", true],
    ["We've been with you since 2021.", true],
    ["We're staying in lodge 4 from Saturday.", true],
    ["I paid the deposit on Monday.", true],
    ["I pay monthly for the allotment plot.", true],
    // Asked, a condition, somebody else's, lapsed, a wish.
    ["Are we booked in for Saturday?", false],
    ["If we paid the deposit now, could we hold the date?", false],
    ["My neighbour is staying in lodge 4 from Saturday.", false],
    ["We were customers years ago.", false],
    ["We'd like to join the club.", false]
  ])("%s: %s", (text, want) => expect(tellsStanding(tokensOfText(text))).toBe(want))
})

describe("a detector of a standing held finds it told without its name (engine/ownRecordFound.ts)", () => {
  const club = rubric(
    { name: "existing_member", type: "presence", examples: ["I'm already a member of the club", "I have a family membership", "My member number is 4410"], non_examples: ["I'd like to join"] },
    { name: "court_request", type: "presence", examples: ["Can I book court 2 on Friday evening?", "A doubles court for Sunday"], non_examples: ["Just asking"] }
  )
  const read = (text: string) => club.score([user(text)]).existing_member!.found
  it("told: found", () => expect(read("As a current member, what's the guest fee for a friend?")).toBe(true))
  it("near misses: not found", () => {
    expect(read("We'd like to become members this spring.")).toBe(false)
    expect(read("My friend is already a member and suggested I get in touch.")).toBe(false)
  })
})

describe("a standing told ended (text/lapsedWords.ts)", () => {
  it.each([
    ["I cancelled my season ticket in the spring.", true],
    ["Our cover ran out in May.", true],
    ["I used to get the carer's rate, but not now.", true],
    // Still held, a diet told by stopping, experience.
    ["My season ticket runs until June.", false],
    ["I stopped eating meat last year.", false],
    ["I used to ride as a kid.", false]
  ])("%s: %s", (text, want) => expect(tellsLapsed(tokensOfText(text))).toBe(want))

  it("a standing detector reads it as none held now; an experience detector is left alone", () => {
    const club = rubric({ name: "existing_member", type: "presence", examples: ["I'm already a member of the club", "I have a family membership"], non_examples: ["I'd like to join"] })
    expect(club.score([user("I cancelled my family membership last year and want to rejoin.")]).existing_member!.found).toBe(false)
    expect(club.score([user("I have a family membership with you.")]).existing_member!.found).toBe(true)
  })
})
