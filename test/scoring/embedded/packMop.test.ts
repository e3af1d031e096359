// Sales-pack mop-up (packmop): messages of our own for the families the structure and packpara
// challenges listed as misses: a deferral told with "not yet" / "have yet to" (decisions §11),
// a named holiday as a deadline, a rank told after the word ("priority number one"), an internal
// step before deciding read as a need. Every scored label of each message is asserted, except the
// known misses listed with a reason as `it.fails`. Near misses carry the family's words without
// its signal.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"
import type { ParaCase, Pack } from "./packParaCases.js"

const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }
const c = (id: string, pack: Pack, text: string, yes: ReadonlyArray<string>, maybe: ReadonlyArray<string> = []): ParaCase => ({ id, pack, text, yes, maybe })

const CASES: ReadonlyArray<ParaCase> = [
  // Deferral told by "not yet" / "have yet to": open, not a stated budget or date.
  c("d1", "bant", "Hello,\n\nWe run six care homes and the rota is still on paper. We have not yet agreed a budget for this.\n\nKind regards\nNadia Perez\nHome Manager", ["need"]),
  c("d2", "bant", "Subject: scheduling tool enquiry\n\nWe have yet to settle on a spend figure or a go-live date, just exploring for now.", []),
  c("d3", "champ", "Call notes: owner keen, money not yet set aside, will come back after their board meets.", [], ["authority"]),
  c("d4", "bant", "hi there, we havent yet decided how much to put on this, the team is small (4 ppl)", []),
  c("d5", "bant", "Budget is 15k, yet the owner still wants to see a cheaper option first.", ["budget"], ["authority", "need"]),
  // A named holiday as the deadline.
  c("h1", "bant", "Hiya, can you get us set up before Christmas? Our shop gets mad in December.", ["timeline"], ["need"]),
  c("h2", "bant", "Name: Priya Shah\nCompany: Shah Sweets\nWhen do you need it: ideally live by Diwali\nMessage: orders by phone are getting lost", ["timeline", "need"]),
  c("h3", "bant", "Dear team, we'd want the booking app up and running ahead of Thanksgiving, that's when families visit.", ["timeline"], ["need"]),
  c("h4", "bant", "Thanks for the quote. We are closed over Easter, I'll reply when we're back.", []),
  c("h5", "bant", "We need the new tills in until Eid at the latest, the stores get very busy then.", ["timeline"], ["need"]),
  // A period's end as the deadline.
  c("e1", "bant", "Morning - the partners want the new practice system in before the tax year ends in April.", ["timeline"], ["budget", "need"]),
  c("e2", "bant", "Ideally we switch over before our lease on the old software expires in June.\n\nSent from my iPhone", ["timeline"], ["need"]),
  c("e3", "bant", "FYI our financial year ends in March, in case that matters for invoicing.", []),
  // A rank told after the word.
  c("p1", "champ", "Fwd from our MD: getting invoicing online is priority number one for next year.", ["prioritization"]),
  c("p2", "champ", "To be honest it's priority number one for me this quarter, the warehouse can't cope.", ["prioritization"], ["challenges"]),
  c("p3", "champ", "If it's urgent please call our priority number 0345 600 7000, otherwise email is fine.", []),
  // An internal step before deciding: no need stated.
  c("n1", "bant", "Thanks Sam, useful demo. We'll need to discuss it with the team first and come back to you.\n\nLuca", []),
  c("n2", "bant", "Good chat today! I need to run it past my business partner before anything else.", [], ["authority"]),
  c("n3", "bant", "We need to check stock on every shelf by hand each night, it takes hours.", ["need"]),
  c("n4", "bant", "We'd want to think it over internally. Budget would be around 5k.", ["budget"])
]

/** `id:detector` → why the reading still gets it wrong. */
const KNOWN_MISSES: Readonly<Record<string, string>> = {}

const labels = CASES.flatMap((k) => {
  const result = packs[k.pack].score([{ role: "user", content: k.text }])
  return Object.keys(result)
    .filter((detector) => !(k.maybe ?? []).includes(detector))
    .map((detector) => ({ key: `${k.id}:${detector}`, expected: k.yes.includes(detector), text: k.text, got: result[detector]!.found }))
})
const wrong = labels.filter((l) => l.got !== l.expected)
console.log(`packmop: ${labels.length} labels, ${wrong.length} wrong; messages all right ${CASES.filter((k) => !wrong.some((l) => l.key.startsWith(`${k.id}:`))).length}/${CASES.length}`)
for (const l of wrong) console.log(`  ${l.key} expected ${l.expected} :: ${l.text.replace(/\n/g, " / ").slice(0, 100)}`)

describe("sales-pack mop-up: every scored label", () => {
  for (const l of labels) {
    const reason = KNOWN_MISSES[l.key]
    if (reason === undefined) it(`${l.key} ${l.expected ? "stated" : "not stated"}`, () => expect(l.got, l.text).toBe(l.expected))
    else it.fails(`${l.key} known miss: ${reason}`, () => expect(l.got, l.text).toBe(l.expected))
  }
})
