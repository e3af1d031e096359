// The readings of the custstate2 round, each on sentences of our own beside its near misses.
import { describe, expect, it } from "vitest"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { tellsOthersStanding, tellsPastVisit } from "../../../src/scoring/embedded/text/standingElsewhere.js"
import { tellsStanding } from "../../../src/scoring/embedded/text/standingWords.js"
import { tellsAbstention } from "../../../src/scoring/embedded/text/abstainedFood.js"
import { tellsBeginner } from "../../../src/scoring/embedded/text/beginnerWords.js"
import { rubric, user } from "./presenceCases.js"

describe("a standing held by somebody outside the household (text/standingElsewhere.ts)", () => {
  it.each([
    ["My neighbour has a season ticket with you, can I come along?", true],
    ["Our colleagues are members at the Quayside site.", true],
    ["My cousin booked the lodge for the week after.", true],
    // The sender among the holders, a household member, the relation doing something else.
    ["My friend and I have a joint membership.", false],
    ["My brother booked it for us in March.", false],
    ["My wife has the caravan booked for August.", false],
    ["My friend recommended your gym.", false]
  ])("%s: %s", (text, want) => expect(tellsOthersStanding(tokensOfText(text))).toBe(want))
})

describe("a stay of the sender's that is over (text/standingElsewhere.ts)", () => {
  it.each([
    ["We stayed in the lighthouse flat four years ago.", true],
    ["I visited last October with my dog and it rained all week.", true],
    ["We camped here in 2019, lovely spot.", true],
    // Undated, beside a booking held now, not the sender's own visit, ahead.
    ["We came for a long weekend and had a great time.", false],
    ["We stayed two years ago and have booked again for May.", false],
    ["They stayed here last spring.", false],
    ["We're staying from Friday.", false]
  ])("%s: %s", (text, want) => expect(tellsPastVisit(tokensOfText(text))).toBe(want))
})

describe("a stay ahead dated by a weekday (text/standingWords.ts)", () => {
  it.each([
    ["We arrive on Thursday for four nights.", true],
    ["I arrive Monday and leave Friday.", true],
    ["We arrive tired after long drives.", false]
  ])("%s: %s", (text, want) => expect(tellsStanding(tokensOfText(text))).toBe(want))
})

describe("a booking detector reads others' standings and past stays as near misses (engine/ownRecordFound.ts)", () => {
  const lodges = rubric(
    { name: "existing_booking", type: "presence", examples: ["We've booked the Pine Lodge for October", "I have a reservation under Mbeki", "Booking reference LL-302"], non_examples: ["We may book one day"] },
    { name: "extra", type: "presence", examples: ["Can we add a cot?", "Could we have a late checkout?"], non_examples: ["Nothing extra"] }
  )
  const found = (text: string) => lodges.score([user(text)]).existing_booking!.found
  it("somebody else's or over: not found", () => {
    expect(found("My flatmates have the Pine Lodge booked for October.")).toBe(false)
    expect(found("We stayed in the Pine Lodge two winters ago and loved it.")).toBe(false)
  })
  it("the sender's own, now: found", () => {
    expect(found("We've booked the Pine Lodge for October.")).toBe(true)
    expect(found("We arrive on Friday for three nights in the Pine Lodge.")).toBe(true)
  })
  it("a need detector keeps a companion's need", () => {
    const trips = rubric({ name: "access_need", type: "presence", examples: ["I use a wheelchair", "My mum is partially sighted", "I need a seat the whole way"], non_examples: ["No help needed"] })
    expect(trips.score([user("My flatmate is partially sighted and has a guide dog.")]).access_need!.found).toBe(true)
  })
})

describe("a diet told as a food not eaten (text/abstainedFood.ts)", () => {
  it.each([
    ["I don't eat red meat.", true],
    ["She never drinks milk, it upsets her stomach.", true],
    ["We no longer eat fish.", true],
    ["I can't really digest onions.", true],
    // A negated having is a denial; a quantity, a meal or a time leaves no food out; plain eating.
    ["I don't have any allergies.", false],
    ["I don't eat much in the evenings.", false],
    ["We don't eat breakfast before the class.", false],
    ["I eat pork and shellfish.", false]
  ])("%s: %s", (text, want) => expect(tellsAbstention(tokensOfText(text))).toBe(want))

  it("a diet detector finds it; a denial stays a denial", () => {
    const kitchen = rubric(
      { name: "dietary_requirements", type: "presence", examples: ["I'm vegan", "I have a tree nut allergy", "My son is coeliac"], non_examples: ["Anything is fine"] },
      { name: "class_choice", type: "presence", examples: ["The knife skills evening", "Saturday's sourdough workshop"], non_examples: ["A class"] }
    )
    const read = (text: string) => kitchen.score([user(text)]).dietary_requirements!
    expect(read("I don't eat red meat, just so you know.").found).toBe(true)
    expect(read("I don't have any allergies or requirements.").found).toBe(false)
  })
})

describe("the sender a beginner (text/beginnerWords.ts)", () => {
  it.each([
    ["Absolute beginner here, be gentle!", true],
    ["I'm a total novice at pottery.", true],
    ["We are beginners and a bit nervous.", true],
    ["I'm a beginner, is that okay?", true],
    ["Am I a beginner if I did one lesson?", false],
    // Denied, asked, a class or level, somebody else, beside experience told.
    ["I'm not a complete beginner.", false],
    ["Is the course fine for beginners?", false],
    ["Two places on the beginner workshop please.", false],
    ["My niece is a beginner.", false],
    ["I'm a beginner but I did a weekend course in 2022.", false]
  ])("%s: %s", (text, want) => expect(tellsBeginner(tokensOfText(text))).toBe(want))

  it("denies an experience detector, and only one", () => {
    const pottery = rubric(
      { name: "prior_experience", type: "presence", examples: ["I've thrown pots before", "I did an evening class last year", "I've got my own wheel at home"], non_examples: ["I've never touched clay"] },
      { name: "session", type: "presence", examples: ["The Wednesday evening wheel class", "A Saturday taster"], non_examples: ["Any class"] }
    )
    const read = pottery.score([user("Absolute beginner here, is the Saturday taster okay?")])
    expect(read.prior_experience!.negated).toBe(true)
    const shop = rubric({ name: "clay_type", type: "presence", examples: ["Stoneware clay, 10kg", "Two bags of terracotta"], non_examples: ["Some clay"] })
    expect(shop.score([user("Absolute beginner here.")]).clay_type!.negated).toBe(false)
  })
})
