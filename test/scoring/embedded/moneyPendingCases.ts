// Round packs (11-29): a budget still to be set, or waiting on the vendor's price. "The budget
// gets agreed at the spring board", "wants your prices before any talk of budget" name the
// budget without stating one: not found (decisions §11, deferral is not denial). Near misses keep
// the budget: one already approved or set in the past, a figure beside the future date, a budget
// that runs out on a date. Businesses no other set uses: a canal boat hire, an orchard co-op, a
// dance school, a harbour authority, a vintage tram museum. Every text is our own.
import type { MessyCase } from "./packs5Cases.js"
import { m } from "./packs5Cases.js"

export const CASES: ReadonlyArray<MessyCase> = [
  // Pending: the budget is still to be set or agreed.
  m("pend01", "champ", "[agent] Have you got money for this?\n[user] the budget gets agreed at the spring board, so I couldn't give you a number yet", []),
  m("pend02", "champ", "Call notes, tram museum\n- Money: wants to see our prices before any talk of budget", []),
  m("pend03", "bant", "We'd want a quote in hand before we discuss budget with the trustees.", []),
  m("pend04", "bant", "[agent] What sort of budget are we looking at?\n[user] That will be set in October when the co-op meets.", [], ["timeline"]),
  m("pend05", "champ", "Our budget for next year will be decided after the harvest, I honestly can't say what it'll be.", []),
  m("pend06", "bant", "Funding for the new booking system is to be confirmed at the council meeting next month.", []),
  m("pend07", "champ", "The dance school's budget gets set in January, so no figure from me today.", []),
  m("pend08", "bant", "We'd need to see your pricing before we talk budget with the harbour board.", [], ["need"]),
  m("pend09", "champ", "[agent] Is there budget set aside?\n[user] budget will be finalised in the new year, we'll know then", []),
  m("pend10", "bant", "The budget will be agreed once the grant decision comes through in May.", [], ["timeline"]),
  // Held: a budget stated, sometimes beside a date.
  m("held01", "champ", "Our budget of 12k was approved in March by the co-op committee.", ["money"]),
  m("held02", "bant", "The budget is set: 8,000 for the canal boat booking tool this year.", ["budget"]),
  m("held03", "champ", "We have about 5k set aside; it gets spent by the end of March or we lose it.", ["money"]),
  m("held04", "bant", "Budget was agreed at the board in January, roughly 20k.", ["budget"]),
  m("held05", "champ", "Finance has approved the spend for the tram museum's new till system.", ["money"]),
  m("held06", "bant", "We have budget for this and it will be spent before the new season.", ["budget"], ["timeline"]),
  m("held07", "champ", "The money is ring-fenced already; the rest of the budget gets set in April.", ["money"]),
  m("held08", "bant", "Our budget of about 3k a year will cover it, the trustees agreed it last week.", ["budget"]),
  // Reviewer's finding (salesfix, 11-29): an amount after "at" is a budget told, no date.
  m("held09", "bant", "Our budget will be set at around forty thousand pounds.", ["budget"]),
  m("pend11", "bant", "The budget will be set at the March board, not before.", [], ["timeline"]),
  // Topic words without a budget, or a budget denied.
  m("near01", "champ", "We lost a lot of money on the old booking system last winter.", [], ["challenges"]),
  m("near02", "bant", "What would it cost for four canal boats? We need to know before the season.", [], ["need", "timeline"]),
  m("near03", "champ", "Sorry, nothing is set aside for this before next year.", []),
  m("near04", "bant", "Our budget's all gone for this year.", []),
  m("near05", "champ", "The quote came to 900 which we paid last month for a different tool.", [])
]
