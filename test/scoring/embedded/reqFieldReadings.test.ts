// The reqFields readings one by one, on sentences of our own with near misses that must not fire:
// a question to the vendor about its ways gives no field value (valueShapes.ts), a town where the
// sender's own thing is answers a field of places (placeField.ts), and a plain answer to the
// agent's open question about a required field tells it (agentAnswers.ts).
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import type { Message } from "../../../src/domain/types.js"
import { agent, field, user } from "./custfpDomains.js"

const scorer = compileEmbedded(
  compileManifest({
    template: "custom",
    custom_detectors: [
      field("yard_location", ["The barn is in Tetbury", "Our stables are near Malmesbury", "Location: Home Farm, GL8 8SL"]),
      field("visit_days", ["Tuesdays and Fridays", "Every weekday morning", "Days: Mon/Thu"]),
      field("horse_breed", ["She's a Welsh cob", "A 16hh Irish draught", "Breed: Connemara"])
    ]
  } as never)
)
const found = (input: string | ReadonlyArray<Message>, name: string): boolean =>
  scorer.score(typeof input === "string" ? [user(input)] : input)[name]!.found

describe("a question to the vendor about its ways gives no field value", () => {
  it.each([
    ["What days do you usually come out?", "visit_days"],
    ["How far out do you travel?", "yard_location"],
    ["Which areas do you cover?", "yard_location"]
  ])("%s: not %s", (text, name) => expect(found(text, name)).toBe(false))
  it.each([
    ["Could you come out Tuesdays and Fridays?", "visit_days"],
    ["We keep her at our yard in Tetbury, do you come that far?", "yard_location"]
  ])("a value inside or beside it still counts: %s", (text, name) => expect(found(text, name)).toBe(true))
})

describe("a town where the sender's own thing is answers a field of places", () => {
  it.each(["The mare is turned out in our paddock in Sherston most days.", "She lives in our top field near Easton Grey."])("%s", (text) =>
    expect(found(text, "yard_location")).toBe(true)
  )
  it.each([
    "A friend with a pony in Didmarton recommended you.",
    "My sister keeps her pony in Badminton and thinks you're great.",
    "Would our vet in Sherston be able to send you her notes?",
    "Our office in Chippenham handles the bookings for the riding school."
  ])("near miss: %s", (text) => expect(found(text, "yard_location")).toBe(false))
})

describe("a plain answer to the agent's open question about a required field tells it", () => {
  it("the breed asked, answered in other words", () =>
    expect(found([agent("What breed is the horse?"), user("Part Arab, part something hairy.")], "horse_breed")).toBe(true))
  it("a where question answers a field of places", () =>
    expect(found([agent("Where are you based?"), user("Just past the garden centre in Crudwell.")], "yard_location")).toBe(true))
  it.each([
    ["a yes/no question", [agent("Is the horse a cob?"), user("Something like that, yes.")], "horse_breed"],
    ["an answer put off", [agent("What breed is the horse?"), user("Not sure, I'll ask my daughter.")], "horse_breed"],
    ["an answer asked back", [agent("Which days suit you?"), user("Which days do you have?")], "visit_days"],
    ["a question about another field", [agent("Which days suit you?"), user("Tuesdays, if that works.")], "horse_breed"],
    ["an answer left for later", [agent("Which days suit you?"), user("We'll see nearer the time.")], "visit_days"],
    ["a field of days answered with no day", [agent("Which days suit you?"), user("It's my daughter who rides her.")], "visit_days"]
  ] as const)("near miss: %s", (_, input, name) => expect(found(input, name)).toBe(false))
})
