// Multi-turn transcripts of our own (chats and call notes, invented for this set): the agent asks,
// the customer answers tersely, late, two at once, dodges, revises, or asks back. Run by
// answersChallenge.test.ts. An expectation is "found", "absent" (not found, not negated),
// "denied" (not found, negated), or for a classification the category a careful reader picks
// (null: none stated).
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, INTENT, MEDDIC, SPICED, TRIAGE } from "./manifests.js"

export type Want = "found" | "absent" | "denied" | { readonly category: string | null }
type Line = readonly ["a" | "u", string]
export type AnswerCase = readonly [id: string, rubric: keyof typeof RUBRICS, detector: string, lines: ReadonlyArray<Line>, want: Want]

/** A removals firm's booking chat and a lettings desk's tenant check, rubrics of our own. */
const MOVERS = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "move_date", type: "presence", examples: ["we move out on the 14th of June", "moving day is next Friday", "the completion date is 2 May"] },
    { name: "parking", type: "presence", examples: ["there's a driveway the van can use", "you can park right outside the house", "there's a loading bay at the back"] },
    { name: "contact_channel", type: "classification", categories: ["phone", "email"], examples: [
      { text: "give me a ring", category: "phone" },
      { text: "drop me an email", category: "email" }
    ] }
  ]
})
const LETTINGS = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "pets", type: "presence", examples: ["I have a cat", "we've got a small dog", "my daughter keeps two rabbits"] },
    { name: "guarantor", type: "presence", examples: ["my dad will be my guarantor", "my employer can act as guarantor", "I have a UK guarantor lined up"] }
  ]
})

export const RUBRICS = {
  bant: compileEmbedded(BANT),
  meddic: compileEmbedded(MEDDIC),
  spiced: compileEmbedded(SPICED),
  champ: compileEmbedded(CHAMP),
  intent: compileEmbedded(INTENT),
  triage: compileEmbedded(TRIAGE),
  movers: compileEmbedded(MOVERS),
  lettings: compileEmbedded(LETTINGS)
}

export const CASES: ReadonlyArray<AnswerCase> = [
  // Terse answers.
  ["t1", "bant", "budget", [["a", "Roughly what were you hoping to spend on this?"], ["u", "around 12 grand"]], "found"],
  ["t2", "bant", "authority", [["a", "Does anyone else need to approve the purchase?"], ["u", "just me"]], "found"],
  ["t3", "bant", "timeline", [["a", "When would you want the new system running?"], ["u", "end of Q3"]], "found"],
  ["t4", "bant", "timeline", [["a", "How soon are you looking to switch?"], ["u", "asap tbh"]], "found"],
  ["t5", "champ", "money", [["a", "Is there money earmarked for a tool like this?"], ["u", "yep, about six thousand"]], "found"],
  ["t6", "meddic", "economic_buyer", [["a", "Who signs the cheque in the end?"], ["u", "Our CFO, Marta."]], "found"],
  ["t7", "meddic", "champion", [["a", "Who's pushing for this on your side?"], ["u", "that'd be me"]], "found"],
  ["t8", "meddic", "decision_criteria", [["a", "What are your must-haves?"], ["u", "single sign-on and an audit trail"]], "found"],
  ["t9", "spiced", "critical_event", [["a", "Is there a date you're aiming at?"], ["u", "the new branch opens on 3 March"]], "found"],
  ["t10", "champ", "prioritization", [["a", "How does this rank against your other projects this year?"], ["u", "top three, easily"]], "found"],
  ["t11", "triage", "customer_tier", [["u", "Our exports have stopped working."], ["a", "Sorry to hear it. What plan do you have with us?"], ["u", "enterprise"]], { category: "enterprise" }],
  ["t12", "movers", "move_date", [["a", "When's the big day?"], ["u", "the 21st of August"]], "found"],
  ["t13", "movers", "contact_channel", [["a", "What's the best way to reach you, phone or email?"], ["u", "email is easier for me"]], { category: "email" }],
  ["t14", "lettings", "pets", [["a", "Do you have any pets?"], ["u", "nope"]], "denied"],
  ["t15", "champ", "money", [["a", "Has any budget been put aside for this?"], ["u", "nope"]], "denied"],
  ["t16", "bant", "budget", [["a", "What budget have you got for this?"], ["u", "Good question. Probably around 20k."]], "found"],
  ["t17", "bant", "authority", [["a", "Does anyone else need to approve the purchase?"], ["u", "no"]], "found"],
  // Delayed answers: a turn or two later, or after a question back.
  ["d1", "bant", "budget", [["a", "What sort of budget do you have?"], ["u", "hmm, what do your plans usually cost?"], ["a", "Most teams your size pay about 300 a month."], ["u", "ok, we were thinking nearer 200 a month"]], "found"],
  ["d2", "bant", "timeline", [["a", "When do you need it up and running?"], ["u", "sorry, one sec, someone's at the door"], ["u", "back. by the end of April ideally"]], "found"],
  ["d3", "bant", "authority", [["a", "Who has the final say on this?"], ["u", "Good question."], ["u", "That would be our managing director, Ines."]], "found"],
  ["d4", "lettings", "guarantor", [["a", "Do you have a guarantor?"], ["u", "let me check with my parents"], ["u", "ok my mum says she'll do it"]], "found"],
  ["d5", "spiced", "decision", [["a", "How will the decision be made?"], ["u", "hmm, hang on"], ["a", "No rush."], ["u", "ok so the three partners vote on it"]], "found"],
  ["d6", "champ", "money", [["a", "Is there money set aside?"], ["u", "what would it cost us?"], ["a", "For your size, around 400 a month."], ["u", "we could stretch to 300 a month"]], "found"],
  ["d7", "bant", "timeline", [["a", "When do you need it?"], ["u", "not sure"], ["a", "Roughly?"], ["u", "spring"]], "found"],
  ["d8", "bant", "budget", [["a", "What budget?"], ["u", "um"], ["a", "Ballpark?"], ["u", "15k maybe"]], "found"],
  // Two answers in one turn.
  ["w1", "bant", "budget", [["a", "What's your budget and when do you need it?"], ["u", "15k, and by June."]], "found"],
  ["w2", "bant", "timeline", [["a", "What's your budget and when do you need it?"], ["u", "15k, and by June."]], "found"],
  ["w3", "bant", "budget", [["a", "Who makes the call, and what budget are we working with?"], ["u", "Me. About 30k."]], "found"],
  ["w4", "bant", "authority", [["a", "Who makes the call, and what budget are we working with?"], ["u", "Me. About 30k."]], "found"],
  ["w5", "bant", "timeline", [["a", "Who signs it off, and when are you hoping to start?"], ["u", "My business partner. Early September."]], "found"],
  ["w6", "lettings", "guarantor", [["a", "Any pets? And do you have a guarantor?"], ["u", "No pets. Yes, my uncle."]], "found"],
  ["w7", "lettings", "pets", [["a", "Any pets? And do you have a guarantor?"], ["u", "No pets. Yes, my uncle."]], "denied"],
  ["w8", "lettings", "guarantor", [["a", "Any pets? And do you have a guarantor?"], ["u", "Yes, a dog. No guarantor though."]], "denied"],
  ["w9", "lettings", "guarantor", [["a", "Any pets? And do you have a guarantor?"], ["u", "No pets. I'll ask my dad about that one."]], "absent"],
  ["w10", "bant", "timeline", [["a", "Do you have a deadline? Is there budget?"], ["u", "No deadline. About 5k."]], "denied"],
  // Dodges: neither a yes nor a no.
  ["x1", "bant", "budget", [["a", "What budget do you have for this?"], ["u", "depends"]], "absent"],
  ["x2", "bant", "authority", [["a", "Who else signs off?"], ["u", "let me check"]], "absent"],
  ["x3", "bant", "timeline", [["a", "When do you need it live?"], ["u", "not sure yet"]], "absent"],
  ["x4", "meddic", "decision_process", [["a", "How does sign-off usually go on your side?"], ["u", "it varies"]], "absent"],
  ["x5", "champ", "money", [["a", "Is there budget for this?"], ["u", "not yet"]], "absent"],
  ["x6", "lettings", "pets", [["a", "Do you have any pets?"], ["u", "why do you ask?"]], "absent"],
  ["x7", "movers", "parking", [["a", "Is there parking near the property?"], ["u", "I'd have to ask the landlord"]], "absent"],
  ["x8", "champ", "prioritization", [["a", "How high a priority is this for you?"], ["u", "hard to say"]], "absent"],
  ["x9", "triage", "customer_tier", [["u", "The mobile app keeps crashing."], ["a", "Which plan are you on?"], ["u", "no idea, my boss set it up"]], { category: null }],
  ["x10", "bant", "budget", [["a", "Do you have a budget approved?"], ["u", "maybe, I'll ask finance"]], "absent"],
  ["x11", "meddic", "economic_buyer", [["a", "Who controls the budget for this?"], ["u", "no clue, honestly"]], "absent"],
  ["x12", "bant", "authority", [["a", "Who gives the final sign-off?"], ["u", "no idea"]], "absent"],
  ["x13", "lettings", "pets", [["a", "Do you have any pets?"], ["u", "not really sure"]], "absent"],
  ["x14", "champ", "authority", [["a", "Does anyone else need to sign off on this?"], ["u", "no, not yet"]], "absent"],
  // Revisions: a later turn takes back an earlier answer.
  ["r1", "bant", "budget", [["a", "What budget do you have?"], ["u", "about 10k"], ["a", "Great, thanks."], ["u", "Actually, scratch that, finance just told me there's no budget this year."]], "denied"],
  ["r2", "intent", "purchase_interest", [["u", "We'd like to order the starter kit."], ["a", "Great, shall I send the invoice?"], ["u", "Actually hold off, we've changed our minds."]], "absent"],
  ["r3", "intent", "not_interested", [["a", "Are you still interested in the upgrade?"], ["u", "no"], ["a", "Understood."], ["u", "Actually, on second thoughts, we'd like to go ahead after all."]], "absent"],
  ["r4", "lettings", "pets", [["a", "Any pets?"], ["u", "no"], ["u", "oh wait, I forgot, we have a cat"]], "found"],
  ["r5", "bant", "authority", [["a", "Do you need anyone else's approval?"], ["u", "no, it's my decision"]], "found"],
  ["r6", "bant", "need", [["u", "We need a better way to track stock."], ["a", "Got it."], ["u", "Actually we do not need the mobile app part."]], "found"],
  ["r7", "bant", "budget", [["a", "What budget do you have?"], ["u", "about 10k"], ["a", "Thanks."], ["u", "Sorry, turns out there is no budget until next year."]], "denied"],
  ["r8", "intent", "purchase_interest", [["u", "We want to order 40 licences."], ["a", "Great, sending the contract now."], ["u", "Actually, make it 60 instead."]], "found"],
  // Near misses: the agent states a figure, the customer asks back or answers another question.
  ["n1", "bant", "budget", [["a", "The annual plan is 4,800 a year."], ["u", "and what does that include?"]], "absent"],
  ["n2", "bant", "budget", [["a", "How many people are on your team?"], ["u", "about 40"]], "absent"],
  ["n3", "bant", "timeline", [["a", "How long have you been on your current system?"], ["u", "about two years"]], "absent"],
  ["n4", "bant", "timeline", [["a", "When did the problem start?"], ["u", "last Tuesday"]], "absent"],
  ["n5", "bant", "budget", [["a", "What budget do you have?"], ["u", "what budget do most people have?"]], "absent"],
  ["n6", "champ", "authority", [["a", "We can have it live by Friday if you sign today."], ["u", "who would I sign with?"]], "absent"],
  ["n7", "intent", "pricing_interest", [["a", "Our basic tier is 29 a month."], ["u", "ok"]], "absent"],
  ["n8", "meddic", "economic_buyer", [["a", "Our CEO signs every contract personally."], ["u", "nice"]], "absent"],
  ["n9", "triage", "time_sensitivity", [["u", "The scanner won't connect to wifi."], ["a", "When did you first notice it?"], ["u", "this morning"]], { category: null }],
  ["n12", "triage", "time_sensitivity", [["u", "The label printer is jammed again."], ["a", "When do you need it working by?"], ["u", "this afternoon"]], { category: "immediate" }],
  ["n13", "triage", "time_sensitivity", [["u", "The till won't print receipts."], ["a", "How long has it been like that?"], ["u", "since Monday"]], { category: null }],
  ["n10", "movers", "move_date", [["a", "Our vans are free on the 9th and the 16th."], ["u", "which is cheaper?"]], "absent"],
  ["n11", "bant", "timeline", [["a", "When do you need it by?"], ["u", "can you do a demo first?"], ["a", "Sure, Tuesday at 10 works for us."], ["u", "great, Tuesday works"]], "absent"],
  // Round answers2: a bare "no" to "anyone else?" leaves the speaker deciding, in every pack.
  ["e1", "meddic", "economic_buyer", [["a", "Does anyone else need to sign off on the spend?"], ["u", "no"]], "found"],
  ["e2", "spiced", "decision", [["a", "Is anybody else involved in the decision?"], ["u", "nope"]], "found"],
  ["e3", "meddic", "economic_buyer", [["a", "Will somebody else have to approve the invoice?"], ["u", "No."]], "found"],
  ["e4", "spiced", "decision", [["a", "Does anyone else get a say on this?"], ["u", "no, not at this stage"]], "absent"],
  ["e5", "meddic", "economic_buyer", [["a", "Does anyone else need to approve it?"], ["u", "no, not yet"]], "absent"],
  ["e6", "meddic", "economic_buyer", [["a", "Any concerns about getting it approved?"], ["u", "no"]], "absent"],
  // An answer still in hand is not the thing held.
  ["g1", "lettings", "guarantor", [["a", "Do you have a guarantor?"], ["u", "still trying to arrange a guarantor"]], "absent"],
  ["g2", "lettings", "guarantor", [["a", "Have you got a guarantor for the flat?"], ["u", "working on finding one at the moment"]], "absent"],
  ["g3", "lettings", "guarantor", [["a", "Do you have a guarantor?"], ["u", "in the middle of sorting one out with my brother"]], "absent"],
  ["g4", "lettings", "guarantor", [["a", "Do you have a guarantor?"], ["u", "my brother is going to be my guarantor"]], "found"],
  ["g5", "movers", "parking", [["a", "Is there parking outside the new place?"], ["u", "still arranging a permit with the council"]], "absent"],
  ["g6", "lettings", "guarantor", [["a", "Any guarantor?"], ["u", "yes, all sorted, my aunt signed the form yesterday"]], "found"]
]
