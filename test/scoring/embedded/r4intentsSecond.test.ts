// Round 4, second challenge set, written after the first set's rules and before any fix for it:
// emails with signatures and quoted replies, forms, call notes, chats and non-native English, in
// domains of our own (vets, coworking, solar, translation, gardens, training courses, gyms).
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { INTENT } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const scorer = compileEmbedded(INTENT)
const found = (detector: string, input: string | ReadonlyArray<Message>) =>
  scorer.score(typeof input === "string" ? [user(input)] : input)[detector]!.found

type Case = [string, string, string | ReadonlyArray<Message>, boolean]

describe("round 4, set 2: a person asked for, and near misses", () => {
  it.each<Case>([
    ["someone on your side who can see", "needs_human", "Hi Dev,\n\nThanks for the reply, but I'm still stuck. I think this needs someone on your side who can actually see our account. Could you arrange that?\n\nCheers,\nOdile Marchetti\nPractice Manager, Elm Vets\n\nOn 12 Nov 2026, Dev wrote:\n> Have you tried re-syncing the calendar?", true],
    ["get me to someone", "needs_human", [agent("You can update the mandate under Settings > Billing."), user("I did that, twice."), agent("Could you try clearing your browser cache?"), user("None of that has helped and my lunch break is nearly over. Can you get me to someone who deals with direct debits?")], true],
    ["non-native, explain by telephone", "needs_human", "Sorry my English. I want that somebody from technical department explain me by telephone how to install.", true],
    ["a form, go through with a surveyor", "needs_human", "Name: Bram Teixeira\nTopic: Solar panels\nPreferred contact: Phone\nMessage: I'd prefer to go through the options with a surveyor before committing to anything.", true],
    ["call notes, put in touch with whoever", "needs_human", "Call notes 3/11: florist on the line, wants to be put in touch with whoever runs the wedding orders; fed up with email replies.", true],
    ["time with one of your folks", "needs_human", "Can I book some time with one of your onboarding folks next week?", true],
    ["a real accountant to look", "needs_human", "I'd appreciate it if a real accountant could look over this rather than the automated checker.", true],
    ["their office manager as contact", "needs_human", "Our office manager will be your contact for the install; her number is on the form.", false],
    ["an original message quoted", "needs_human", "Perfect, all working now, thank you!\n\n-----Original Message-----\nFrom: Odile Marchetti\nSent: Monday, 10 November 2026 09:12\nSubject: sync\n\nPlease get someone to phone me, the sync is broken.", false],
    ["a signature's call line", "needs_human", "Order arrived in one piece, thanks.\n\nBest\nKofi Mensah\nHead of Customer Escalations | Call me: 0161 496 0000", false],
    ["their customers want a human", "needs_human", "Our customers keep asking to speak to a human when they use your booking widget. Can the widget show our phone number?", false],
    ["thanks passed on", "needs_human", "The translator you assigned was brilliant; please pass on our thanks.", false],
    ["their own accountant", "needs_human", "We'll talk it over with our accountant and get back to you.", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})

describe("round 4, set 2: not interested, and near misses", () => {
  it.each<Case>([
    ["desks not needed", "not_interested", "Hi Jo,\n\nThanks again for showing us round the space. We've since taken a unit nearer the station, so the desks won't be needed.\n\nAll the best,\nImran", true],
    ["holding off indefinitely", "not_interested", "After a lot of back and forth internally we're going to hold off on this indefinitely.", true],
    ["someone local, don't hold it", "not_interested", "We've found someone local who can do it for less, so please don't hold the booking.", true],
    ["forms not wanted, winding down", "not_interested", [agent("Shall I send the renewal forms over?"), user("Please don't, we're winding the club down at the end of the season.")], true],
    ["non-native, director chose other", "not_interested", "Thank you for offer but we not continue, our director choose other company for translation.", true],
    ["a form, business closing", "not_interested", "Reason for cancelling: Business closing\nComments: Thanks for the years of service, we're retiring.", true],
    ["bowing out", "not_interested", "To be honest the numbers don't stack up for us, so we'll bow out here.", true],
    ["withdrawing", "not_interested", "It was useful to see the demo and the team liked the reports. Unfortunately the board has frozen new spending, so we're withdrawing from the process.", true],
    ["a finish decided against", "not_interested", "We decided against the oak finish; could you quote for walnut instead?", false],
    ["a neighbour went elsewhere", "not_interested", "My neighbour went with another installer and regrets it, so I'd like a survey.", false],
    ["a quoted older decline", "not_interested", "Yes please, book us in!\n\nOn 4 Oct 2026, Beth Hale wrote:\n> We have decided not to proceed.", false],
    ["a van moved to Sunday", "not_interested", "We won't need the van on Saturday after all, can we move it to Sunday?", false],
    ["the cafe declined, the membership asked", "not_interested", "I'm not interested in the gym's cafe, just the membership price.", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})

describe("round 4, set 2: a purchase wish in paraphrase, and questions about the product", () => {
  it.each<Case>([
    ["the agreement put together", "purchase_interest", "Let's get this moving: please put together the agreement for 3 vans.", true],
    ["the green light", "purchase_interest", "Hi Sasha,\n\nThe trustees met last night and gave us the green light. Can you send across whatever you need us to fill in?\n\nKind regards\nMaggie Stroud\nTreasurer", true],
    ["all four gardens", "purchase_interest", "We'd love to have you look after all four of our gardens from April.", true],
    ["non-native, want buy", "purchase_interest", "We want buy 20 pieces, how I can pay by bank transfer?", true],
    ["a form, pencil us in", "purchase_interest", "Course: Advanced spreadsheets\nAttendees: 6\nPreferred dates: any Tuesday in January\nMessage: Please pencil us in.", true],
    ["call notes, the contract wanted", "purchase_interest", "Call notes: owner confirmed they want the 3-year maintenance contract; asked us to email the e-signature link.", true],
    ["kick things off", "purchase_interest", "Happy with everything in the proposal. What do you need from us to kick things off?", true],
    ["what the contract covers", "purchase_interest", "Does the maintenance contract cover frost damage?", false],
    ["a brother's tickets", "purchase_interest", "My brother wants to book two tickets for the same show, is there a family discount?", false],
    ["an agent's set-up, that's all", "purchase_interest", [agent("Great, the annual plan is set up for you. Anything else?"), user("No, that's all, thanks.")], false],
    ["cancelled early?", "purchase_interest", "Can the 3-year contract be cancelled early if we close?", false],
    ["a kit bought, a reset asked", "purchase_interest", "We bought the starter kit in May and want to know how to reset it.", false]
  ])("%s", (_, detector, input, want) => {
    expect(found(detector, input)).toBe(want)
  })
})
