// BANT and CHAMP on whole messages of our own (round 4, r4bant): topic words without the signal
// (what others spend, money routed to a bookkeeper, an amount paid before or quoted by the seller,
// a title deciding something other than the purchase, a date of an event that is no commitment)
// beside money, authority and priority told in other words. Trades of our own: fleets, catering,
// building sites, clinics, schools, agencies. None of the datasets' text.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { agent, packs, user } from "./salesprecReading.js"

type Exp = { readonly bant?: Readonly<Record<string, boolean>>; readonly champ?: Readonly<Record<string, boolean>> }
const u = user
const a = agent

export const R4_FIRST: ReadonlyArray<readonly [string, ReadonlyArray<Message>, Exp]> = [
  // --- money: topic words without money set aside
  ["m1 what peers spend", [u("Hi,\n\nRoughly what do primary schools of our size usually spend on a parent messaging app? Trying to get a feel before our governors meet.\n\nThanks,\nGwen\nSchool office")], { bant: { budget: false, authority: false, timeline: false }, champ: { money: false } }],
  ["m2 money routed to bursar", [u("Hello,\n\nAnything to do with cost has to go through our bursar, I only look after the timetable. Could you send me a short overview of the app?\n\nRegards,\nIfan\nDeputy head")], { bant: { budget: false }, champ: { money: false } }],
  ["m3 past amount paid", [u("Hi there,\n\nWe paid around 2,400 for the last set of tablets for the drivers and half of them are cracked already. What would yours run to for 30 vans?\n\nCheers,\nBarry\nTransport office")], { bant: { budget: false, need: true }, champ: { money: false, challenges: true } }],
  ["m4 seller's quote repeated", [u("Hello,\n\nYour colleague mentioned a figure of 6,500 for the kitchen display screens on the phone. I'll need to think about it and talk to the chef.\n\nBest,\nMarco")], { bant: { budget: false, timeline: false }, champ: { money: false } }],
  ["m5 money paraphrase: put towards", [u("Hi,\n\nThe practice has around 5 grand it can put towards a better recall system for patients this year. Reminders go out by post and half come back unopened.\n\nThanks,\nDr. Anika Shah\nPractice partner")], { bant: { budget: true, need: true, authority: true }, champ: { money: true, challenges: true, authority: true } }],
  ["m6 money paraphrase: reserves agreed", [u("Hello,\n\nOur committee agreed last night that we can draw up to £3,000 from reserves for a proper booking system for the hall.\n\nKind regards,\nJune\nHall secretary")], { bant: { budget: true }, champ: { money: true } }],
  ["m7 fuel spend is a cost not budget", [u("Hi,\n\nFuel is our biggest cost, around 40k a quarter, and drivers still take the long way round. Can your routing work offline?\n\nRegards,\nPiotr\nFleet coordinator")], { bant: { budget: false, need: true }, champ: { money: false, challenges: true } }],
  ["m8 money answer in chat", [a("Is there money set aside for this?"), u("yes, we've ring-fenced about eight thousand in the capital plan")], { bant: { budget: true }, champ: { money: true } }],
  ["m9 money answer that routes elsewhere", [a("Do you have a budget in mind?"), u("honestly no idea, our accounts team handles all of that")], { bant: { budget: false }, champ: { money: false } }],
  // --- authority: titles that decide something else, pronouns, cancelling
  ["a1 chef decides the menu", [u("Hi,\n\nOur head chef decides the menu every week and I order the stock from it. Ordering is all phone calls and scraps of paper at the moment.\n\nThanks,\nLeah\nKitchen porter")], { bant: { authority: false, need: true }, champ: { authority: false, challenges: true } }],
  ["a2 foreman decides rota", [u("Hello,\n\nOn site the foreman decides who works which shift, then I type it all into a spreadsheet for payroll. It takes most of Friday.\n\nCheers,\nNeil\nSite administrator")], { bant: { authority: false, need: true }, champ: { authority: false } }],
  ["a3 sign to cancel", [u("Hi,\n\nWhat do I need to sign to cancel the contract with the old provider before switching? I don't want to pay twice.\n\nRegards,\nOmar")], { bant: { authority: false, budget: false }, champ: { authority: false, money: false } }],
  ["a4 friend referred, pronoun title", [u("Hi,\n\nA friend who runs a dental clinic recommended you. She's the owner there and says it saved her receptionists hours.\n\nI manage bookings at our physio practice.\n\nBest,\nTara")], { bant: { authority: false }, champ: { authority: false } }],
  ["a5 authority paraphrase: purse strings", [u("Hi,\n\nI hold the purse strings for the agency, so if it makes sense for us I can say yes on the spot. Our freelancers' timesheets come in by email and get lost.\n\nRuth")], { bant: { authority: true, need: true }, champ: { authority: true } }],
  ["a6 authority paraphrase: buck stops", [u("Hello,\n\nThe buck stops with me on anything we buy for the depot. Right now vehicle checks are done on paper and nobody files them.\n\nGraham\nDepot manager")], { bant: { authority: true }, champ: { authority: true } }],
  ["a7 teacher decides homework", [u("Hi,\n\nEach class teacher decides how homework is set, and the parents keep telling us they never see it. Do you have a parent app?\n\nThanks,\nMrs Okafor")], { bant: { authority: false, need: true }, champ: { authority: false } }],
  ["a8 approves leave, not purchase", [u("Hello,\n\nAs clinic lead I approve holiday requests for 14 nurses, all on a paper calendar in the staff room. Clashes happen every month.\n\nSiobhan")], { champ: { challenges: true } }],
  ["a9 authority answer", [a("Who would sign the order?"), u("that'd be me, I'm the one who signs the purchase orders here")], { bant: { authority: true }, champ: { authority: true } }],
  // --- timeline: dates that are not the buyer's commitment
  ["t1 open day date", [u("Hello,\n\nOur open day is on 14 March and we always get a queue at the gate. Separately, do you do a free trial?\n\nBest,\nClaire\nAdmissions")], { bant: { timeline: false } }],
  ["t2 inspection past date", [u("Hi,\n\nThe last inspection was in May and it flagged our medicine records as messy. We want a cleaner way to log them.\n\nKind regards,\nPaul\nCare home manager")], { bant: { timeline: false, need: true } }],
  ["t3 vendor's date in the email", [u("Hi,\n\nYour brochure says the new version is out in April. Will our current price stay the same after that?\n\nAhmed")], { bant: { timeline: false, budget: false }, champ: { money: false } }],
  ["t4 delivery date of goods", [u("Hello,\n\nOur new refrigerated trucks arrive on 2 June from the dealer. We'd like to know whether your trackers fit that model.\n\nTheo\nFleet office")], { bant: { timeline: false } }],
  ["t5 timeline paraphrase: before term", [u("Hi,\n\nWe really have to have the new sign-in system working before the children come back in September.\n\nThanks,\nMs Rana\nSchool business manager")], { bant: { timeline: true } }],
  ["t6 staff birthday party", [u("Hi,\n\nWe're doing catering for a 60th birthday on the 21st of August and I wondered if your ordering tool can handle one-off events.\n\nCheers,\nBen")], { bant: { timeline: false } }],
  ["t7 timeline paraphrase: want it sorted", [u("Hello,\n\nWe're hoping to have all three sites switched over within the next six weeks, before the new contracts start.\n\nBest,\nNadia\nOperations")], { bant: { timeline: true } }],
  // --- CHAMP prioritization in paraphrase, and near misses
  ["p1 first thing on my list", [u("Hi,\n\nFixing how we schedule the cleaning crews is the first thing I want sorted when the new quarter starts. Nothing else on my desk comes close.\n\nRegards,\nMina\nFacilities manager")], { champ: { prioritization: true } }],
  ["p2 directors said do this before anything", [u("Hello,\n\nThe directors have told us to get the site diary digital before we take on any other projects this year.\n\nBest,\nGrant\nConstruction coordinator")], { champ: { prioritization: true } }],
  ["p3 priority lane near miss", [u("Hi,\n\nDoes your app let patients book the priority slots we keep for urgent cases? Reception does it by phone now.\n\nThanks,\nIrene")], { champ: { prioritization: false } }],
  ["p4 priority is someone else's", [u("Hi,\n\nMy brother says his top priority at the restaurant is cutting food waste. I run a catering van and just want simpler invoicing.\n\nJoe")], { champ: { prioritization: false } }],
  ["p5 low priority plainly", [u("Hello,\n\nTo be honest this is one for later in the year, we have a lot on with the extension build. Could you send details anyway?\n\nKaren")], { champ: { prioritization: false }, bant: { timeline: false } }],
  // --- call notes and forms
  ["c1 call notes mixed", [u("Call notes 14/02\n- Spoke with Dev, owner of a 9-van plumbing firm.\n- Job sheets on paper, invoices go out late.\n- He's got about 200 a month to spend.\n- Wants to be on it before the new tax year.")], { bant: { budget: true, authority: true, need: true, timeline: true }, champ: { money: true, authority: true, challenges: true } }],
  ["c2 call notes: others' decider", [u("Call notes\n- Caller: Wes, teaching assistant.\n- The head decides on any new software; Wes just gathering info.\n- Asked what other schools pay.")], { bant: { budget: false }, champ: { money: false } }],
  ["f1 form with past spend", [u("Company: Hilltop Builders\nRole: Office manager\nCurrent spend on software: £150/month\nWhat do you need?: site photos in one place\nTimeline: unknown")], { bant: { budget: false, timeline: false, authority: false, need: true }, champ: { money: false, authority: false } }],
  ["f2 form with real budget", [u("Organisation: Sunny Days Nursery Group\nRole: Operations director\nBudget for this project: £4-6k\nStart: January")], { bant: { budget: true, timeline: true, authority: true }, champ: { money: true, authority: true } }],
  ["n1 non-native past price", [u("Hello, last year we buy the GPS units for 1200 euro each, it was too much. Now we search something more cheap for our 12 trucks. Regards, Stefan")], { bant: { budget: false, need: true }, champ: { money: false } }],
  ["n2 non-native owner decide", [u("Good day, I am owner of small cleaning company, 15 workers. I decide alone about this things. We need app for the shifts, now all is on WhatsApp and is big chaos.")], { bant: { authority: true, need: true }, champ: { authority: true, challenges: true } }]
]

const rows = R4_FIRST.flatMap(([name, messages, exp]) =>
  (["bant", "champ"] as const).flatMap((pack) =>
    Object.entries(exp[pack] ?? {}).map(([detector, want]) => [`${name}: ${pack}.${detector} ${want ? "found" : "not found"}`, pack, detector, messages, want] as const)
  )
)

describe("BANT and CHAMP, round 4: topic words without the signal, and signals in other words", () => {
  it.each(rows)("%s", (_, pack, detector, messages, want) => {
    expect(packs[pack].score(messages)[detector]!.found).toBe(want)
  })
})
