// The readings round trigger2 added, on sentences of our own with near misses: harm told by a verb
// and its particle or a plain symptom word, and somebody else's harm in a trigger's examples
// (harmStates.ts); a failure told for an outage (harmStates.ts); a childhood told after "when"
// (notNow.ts longPast); a question of what to watch for (openClauses.ts asksWhatMight); a question
// about what the vendor's goods hold (vendorEnquiry.ts asksGoodsMakeup).
import { describe, expect, it } from "vitest"
import { readInput } from "../../../src/scoring/embedded/text/units.js"
import { tellsFailure, tellsHarm } from "../../../src/scoring/embedded/text/harmStates.js"
import { longPast } from "../../../src/scoring/embedded/text/notNow.js"
import { asksWhatMight } from "../../../src/scoring/embedded/text/openClauses.js"
import { asksGoodsMakeup } from "../../../src/scoring/embedded/engine/vendorEnquiry.js"
import { tellsDisowned } from "../../../src/scoring/embedded/text/disowned.js"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

const tokens = (text: string) => readInput([{ role: "user", content: text }]).units.filter((u) => !u.whole)[0]!.tokens

describe("harm told by a particle or a plain symptom", () => {
  it.each([
    "Grandad passed out on the landing this morning",
    "The twins threw up twice after the party food",
    "She was struggling to breathe by the time we got to the car",
    "His fingertips went blue in the cold water",
    "My ankle is throbbing and I can't put weight on it",
    "Her vision is blurry since the fall"
  ])("harm: %s", (s) => expect(tellsHarm(tokens(s))).toBe(true))
  it.each([
    "We passed the shop on the way out",
    "Can you throw in a spare cable?",
    "The walls went a lovely blue after the second coat",
    "The photo on the website is a bit blurry, can you send another?",
    "The phone screen shattered when I dropped it",
    // a guard against the harm, a word whose stem a harm word shares
    "The smoke alarm in the hall needs a new battery",
    "Thanks for the update on the pool opening times",
    "The repair came to ninety pounds"
  ])("no harm: %s", (s) => expect(tellsHarm(tokens(s))).toBe(false))
  it("reads somebody else's harm only when asked to (a trigger's examples)", () => {
    const t = tokens("My neighbour fell off the ladder and hurt his hip")
    expect(tellsHarm(t)).toBe(false)
    expect(tellsHarm(t, 0, t.length, true)).toBe(true)
    const denied = tokens("Nobody was hurt")
    expect(tellsHarm(denied, 0, denied.length, true)).toBe(false)
  })
})

describe("a failure told (harmStates.ts tellsFailure)", () => {
  it.each([
    "The booking screen has frozen on every laptop in the office",
    "Our scanner crashed halfway through the stock count",
    "All the kiosks went black at opening time",
    "Payments keep getting declined at the front desk",
    "The door entry panel is stuck on a loading bar"
  ])("failure: %s", (s) => expect(tellsFailure(tokens(s))).toBe(true))
  it.each([
    "We were stuck in traffic for an hour",
    "The frozen peas arrived soft",
    "The update didn't fail this time",
    "Can you send two more receipt rolls?"
  ])("no failure: %s", (s) => expect(tellsFailure(tokens(s))).toBe(false))
})

describe("a childhood told after 'when' is long past", () => {
  it.each(["I fainted at the dentist when I was a kid", "He had stitches there when he was little", "We got lost on a hill walk when we were teenagers"])(
    "long past: %s",
    (s) => expect(longPast(tokens(s))).toBe(true)
  )
  it("a change since asked after does not bring the episode to now", () => {
    expect(longPast(tokens("Our son was bitten by a dog years ago, has anything changed since?"))).toBe(true)
    expect(longPast(tokens("It flared up years ago and has been sore since"))).toBe(false)
  })
  it.each(["When I was on the bus my chest went tight", "She fainted when she was at the till this morning"])("not long past: %s", (s) =>
    expect(longPast(tokens(s))).toBe(false)
  )
})

describe("a question of what to watch for", () => {
  it.each(["What should we look out for after the filler treatment?", "What can I expect the first week after the implant?", "Which signs should I watch for in the puppy?"])(
    "asks what might: %s",
    (s) => expect(asksWhatMight(tokens(s))).toBe(true)
  )
  it.each(["Why is the gate hanging off its hinge?", "I didn't expect the floor to flood, can you come today?"])("no: %s", (s) => expect(asksWhatMight(tokens(s))).toBe(false))
})

describe("a question about what the vendor's goods hold", () => {
  it.each(["Do the cabins have wood burners?", "Does this face cream contain fragrance?", "Do all the rooms come with a kettle?"])("asks: %s", (s) =>
    expect(asksGoodsMakeup(tokens(s))).toBe(true)
  )
  it.each(["Ours is smoking badly, do the cabins have a fire blanket?", "Does my cabin have a fire blanket?", "The cabin has a wood burner that smokes", "Did the plumber use the right valve?"])(
    "not: %s",
    (s) => expect(asksGoodsMakeup(tokens(s))).toBe(false)
  )
})

describe("a thing on the account disowned (disowned.ts)", () => {
  it.each(["The mobile number on the account isn't mine", "There's a payee on there I don't recognise", "That address is not ours"])("disowned: %s", (s) =>
    expect(tellsDisowned(tokens(s))).toBe(true)
  )
  it.each(["The parcel isn't here yet", "I don't know the postcode offhand", "The blue coat is mine"])("not: %s", (s) => expect(tellsDisowned(tokens(s))).toBe(false))
})

describe("a member of a trigger's kind (lexicon KINDS: an injury, an outage, a compromise)", () => {
  const found = (detectors: Array<Record<string, unknown>>, field: string) => {
    const manifest = compileManifest({ template: "custom", custom_detectors: detectors, escalation: { triggers: [{ field }] } } as never)
    const scorer = compileEmbedded(manifest)
    return (text: string) => scorer.score([{ role: "user", content: text }])[field]!.found
  }
  const routine = { name: "training_request", type: "presence", examples: ["Can you show the new starters how to do refunds?", "We'd like a session on the stock screens"] }
  const outage = found([routine, { name: "system_outage", type: "presence", required: false, examples: ["Nothing will load on the tills", "The card machines are all failing", "The whole system crashed at noon"] }], "system_outage")
  const injury = found([routine, { name: "injury_report", type: "presence", required: false, examples: ["One of the lads fell from the scaffold", "She cut her hand badly on the saw", "He slipped on the wet floor and hurt his hip"] }], "injury_report")
  it("finds a member told in the customer's own present case", () => {
    expect(outage("We've had an outage since 7pm and nothing goes through")).toBe(true)
    expect(injury("Our apprentice has a fractured wrist after the ladder gave way")).toBe(true)
  })
  it("not a member told fixed, denied or asked about", () => {
    expect(outage("Last week's outage was sorted fast, thanks for the refund on the invoice")).toBe(false)
    expect(injury("No injuries, thankfully, just a dented van")).toBe(false)
    expect(outage("Is there a status page we can check for outages?")).toBe(false)
    expect(injury("Could we book a toolbox talk for the crew to prevent injuries on the new press?")).toBe(false)
  })
})
