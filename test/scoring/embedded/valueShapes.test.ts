// Custom detectors that are fields: the value shape is inferred from the examples, then found in
// the customer's words. Detectors and sentences written for these tests.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { inferShapes } from "../../../src/scoring/embedded/engine/fieldShapes.js"
import { manifestOf, presence } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })

const workEmail = presence(
  "work_email",
  ["reach me at marta@finchley-dental.co.uk", "Email: oskar.berg@polarfreight.se", "it's sam@brightline.agency"],
  ["bobby_t77@hotmail.com", "lisa.m@yahoo.com"]
)
const homeAddress = presence("home_address", ["We live at 18 Mill Lane, Harrow", "Postcode is SW9 8LP", "Flat 4, 27 Elm Road"], ["Somewhere near the station"])
const memberRef = presence("member_reference", ["Member no. 5520193", "my card says 4418 2290 1137", "Date of birth 03/02/1971"], ["I've been a member for ages"])
const callback = presence("callback_time", ["Call me after 5pm", "Tuesday morning is best", "Any time on Friday"], ["I'll let you know when I'm free"])
const motivation = presence("motivation", ["I want to grow into a team lead role", "I love working with my hands"], ["No reason really"])

const scorer = compileEmbedded(manifestOf("custom", [workEmail, homeAddress, memberRef, callback, motivation]))

describe("inferring a field's value shape from its examples", () => {
  it("finds the shape all examples share, and the attribute the non-examples do not", () => {
    const model = inferShapes(workEmail)!
    expect([...model.kinds.keys()]).toEqual(["email"])
    expect([...model.kinds.get("email")!]).toEqual(["company"])
    expect([...model.vetoes.get("email")!]).toEqual(["free"])
  })

  it("keeps every shape the examples hold when each holds one of them", () => {
    expect([...inferShapes(memberRef)!.kinds.keys()].sort()).toEqual(["date", "id"])
    expect([...inferShapes(homeAddress)!.kinds.keys()]).toEqual(["address"])
  })

  it("leaves out a kind that only rides along with the field's kind in one example", () => {
    const spec = presence("rent_budget", ["We can pay £1,400 a month", "Up to £900", "Around £1,100 including bills"])
    expect([...inferShapes(spec)!.kinds.keys()]).toEqual(["money"])
  })

  it("abstains when the examples share no shape", () => {
    expect(inferShapes(motivation)).toBeNull()
  })

  it("drops a shape the non-examples hold in the same form", () => {
    const spec = presence("order_number", ["Order 5581920", "ref 7730021"], ["I lost the receipt for order 1239984"])
    expect(inferShapes(spec)).toBeNull()
  })
})

describe("finding a field's value in the customer's words", () => {
  it("finds a company address in a signature and quotes the customer's words", () => {
    const d = scorer.score([user("Thanks for the quick reply.\n\nBest,\nRosa Varga\nrosa.varga@tidewater-ceramics.com")])["work_email"]!
    expect(d.found).toBe(true)
    expect(d.value).toContain("rosa.varga@tidewater-ceramics.com")
    expect(d.evidence[0]!.quote).toContain("rosa.varga@tidewater-ceramics.com")
  })

  it("does not take a free-mail address for a company one, even under a matching label", () => {
    expect(scorer.score([user("Work email: bluebird.fan1979@gmail.com")])["work_email"]!.found).toBe(false)
    expect(scorer.score([user("you can write to me at bluebird.fan1979@gmail.com")])["work_email"]!.found).toBe(false)
  })

  it("ignores an address the agent typed", () => {
    const d = scorer.score([agent("Is nina@harbourline.org still the right address?"), user("I moved jobs recently.")])
    expect(d["work_email"]!.found).toBe(false)
  })

  it("finds a street address and an identifier in plain sentences", () => {
    const d = scorer.score([user("The boiler is in the garage at 5 Cedar Avenue. My membership number is 7712045 if you need it.")])
    expect(d["home_address"]).toMatchObject({ found: true })
    expect(d["home_address"]!.value).toContain("5 Cedar Avenue")
    expect(d["member_reference"]).toMatchObject({ found: true })
    expect(d["member_reference"]!.value).toContain("7712045")
  })

  it("finds a date of birth given as an answer", () => {
    const d = scorer.score([agent("Can I have your date of birth?"), user("21/09/1983")])["member_reference"]!
    expect(d.found).toBe(true)
    expect(d.value).toBe("21/09/1983")
  })

  it("does not take any time word for a time window when the sentence is about something else", () => {
    expect(scorer.score([user("The leak got worse overnight and the carpet is soaked.")])["callback_time"]!.found).toBe(false)
  })

  it("takes a time window in a sentence about being reached", () => {
    const d = scorer.score([user("Please ring me tonight.")])["callback_time"]!
    expect(d.found).toBe(true)
    expect(d.value).toBe("Please ring me tonight")
  })
})
