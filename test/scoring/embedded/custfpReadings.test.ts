// The custfp readings on sentences of our own: a trigger that names an exception is not read off a
// sentence asking for the routine with no word of trouble, one that only denies trouble, one told
// with a laugh, or a story read or heard (troubleWords.ts, hearsay.ts); near misses that must still
// fire sit beside each.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { hearsayEnd } from "../../../src/scoring/embedded/text/hearsay.js"
import { tellsHarm } from "../../../src/scoring/embedded/text/harmStates.js"
import { asksService, deniesTroubleOnly, formOnly, inJest, tellsTrouble } from "../../../src/scoring/embedded/text/troubleWords.js"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"

const tok = tokensOfText

describe("words of trouble (troubleWords.ts)", () => {
  it.each([
    ["the side gate was left open all night", true],
    ["nobody came to let the engineer in", true],
    ["he's not breathing properly", true],
    ["there's water dripping onto my boxes", true],
    ["my head aches and I feel faint", true],
    ["we'd like to book the hall for a birthday in May", false],
    ["the date is still open for now", false],
    ["this heat is killing me", false],
    ["I'm dying for a coffee", false]
  ])("%s: %s", (text, want) => expect(tellsTrouble(tok(text))).toBe(want))

  it.each([
    ["no damage to the fence after the storm, all still standing", true],
    ["nobody is hurt and there's no damage", true],
    ["nobody is hurt but nothing was left in the unit", false],
    ["no heating since Tuesday", false],
    ["no damage to the fence, but the shed roof has blown off", false]
  ])("only denies trouble: %s: %s", (text, want) => expect(deniesTroubleOnly(tok(text))).toBe(want))

  it.each([
    ["Could we book the barn for June?", true],
    ["We're hoping to move in next month", true],
    ["I need a quote for a new fence", true],
    ["The wall has come away from the frame", false],
    ["Can't get the gate to shut", false]
  ])("asks a service: %s: %s", (text, want) => expect(asksService(tok(text))).toBe(want))

  it.each([
    ["my brace is killing me lol", true],
    ["that quote nearly gave me a heart attack 😂", true],
    ["haha yes the dog ate my homework", true],
    ["Lola fell off the climbing frame", false],
    ["please call me back :(", false]
  ])("in jest: %s: %s", (text, want) => expect(inJest(text)).toBe(want))

  it("reads a message of form lines only", () => {
    expect(formOnly("Name: Ada\nUnit: 14\nIssue: shutter stuck")).toBe(true)
    expect(formOnly("Hi there,\nUnit: 14\nthe shutter is stuck")).toBe(false)
  })

  it("reads 'cracked it' by the speaker as solved, by anything else as broken", () => {
    expect(tellsHarm(tok("we've finally cracked it"))).toBe(false)
    expect(tellsHarm(tok("the van reversed into the shutter and cracked it"))).toBe(true)
  })
})

describe("stories read or heard (hearsay.ts)", () => {
  it.each([
    ["I read about a burglary at another storage site, is ours alarmed?", true],
    ["We heard about a flood at your other branch", true],
    ["I saw on the local news that a roof collapsed nearby", true],
    ["I heard a loud bang from the next unit", false],
    ["I heard that someone was hanging around the units last night", false],
    ["I saw smoke coming from the roof", false]
  ])("%s: %s", (text, want) => expect(hearsayEnd(tok(text)) > 0).toBe(want))
})

// A bike hire shop of our own: a booking reference and a hire date, and a rider in trouble that escalates.
const criteria = {
  custom_detectors: [
    { name: "booking_ref", type: "presence", examples: ["Booking ref BK-20931", "My reference is BK 44120", "Ref: BK-77310"] },
    { name: "hire_date", type: "presence", examples: ["We'd like the bikes on Saturday 3 May", "Hire date: 12/06", "Could we collect them next Friday"] },
    {
      name: "rider_in_trouble", type: "presence", required: false, description: "A rider hurt, stranded or in danger on a hired bike",
      examples: ["My son came off the bike and his wrist is swollen", "The brakes failed on a hill and she crashed", "We're stranded with a broken chain miles from anywhere", "He hit a pothole and is bleeding from his knee"],
      non_examples: ["The saddle was a bit uncomfortable"]
    }
  ],
  escalation: { triggers: [{ field: "rider_in_trouble" }] }
}
const manifest = compileManifest({ template: "custom", ...criteria } as never)
const scorer = compileEmbedded(manifest)
const escalates = (text: string) => deriveStatus(manifest, scorer.score([{ role: "user", content: text }])).status === "ESCALATE"

describe("a trigger read only where trouble is told (bike hire)", () => {
  it.each([
    ["We'd like four bikes for the family on Saturday 3 May, two with child seats.", false],
    ["No damage to the bikes after yesterday's ride, all returned fine. Could we book again for 14/06?", false],
    ["My legs are killing me lol, what a ride. Can we extend the hire to Sunday?", false],
    ["I read about a rider crashing on one of your routes, are the hills steep?", false],
    ["Please send someone, my daughter came off on the gravel and her arm is swollen. Booking ref BK-20931.", true],
    ["The brakes went on the long hill and she crashed into a wall, her knee is bleeding badly.", true]
  ])("%s: escalates %s", (text, want) => expect(escalates(text)).toBe(want))

  // A known miss until custrisk: its clause "stuck … with no signal" is negated, and a problem's fault clause is now read.
  it("a snapped chain and riders stuck with no signal escalate", () => {
    expect(escalates("The chain snapped and we're stuck halfway up the valley with no signal, can you come?")).toBe(true)
  })
})
