// Messages of our own (packs3), a second batch written after the first readings: timelines as a
// commitment or a vague wish, budgets as a pot or a stretch, authority left to the speaker, an
// economic buyer beside the colleague who pushes, criteria and process told as a story; a third
// near misses. Run by packs3.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

export const PACKS3_SECOND: ReadonlyArray<MessyCase> = [
  m("rt1", "bant", "Our current contract runs out on 31 March and we won't renew, so whatever we choose must be live by then.", ["timeline"], ["need"]),
  m("rt2", "bant", "Hoping to get something in place at some point in the new year, nothing fixed.", [], ["timeline", "need"]),
  m("rt3", "bant", "We've promised the inspectors the new records system will be running from 1 June.", ["timeline"], ["need"]),
  m("rt4", "bant", "[agent] Any timeframe in mind?\n[user] asap really, the current one crashes every other day", ["timeline"], ["need"]),
  m("rb1", "bant", "We've got roughly 2 grand a year to play with.", ["budget"]),
  m("rb2", "bant", "Budget's approved at the 15k mark, give or take.", ["budget"]),
  m("rb3", "bant", "Finance told me the most we can stretch to is 350 a month.", ["budget"]),
  m("ra1", "bant", "The owners leave software to me, they just want it to work.", ["authority"]),
  m("ra2", "bant", "Purchases like this are signed off by me and our bookkeeper together.", ["authority"]),
  m("rx1", "bant", "We might look at this again next year, who knows.", []),
  m("rx2", "bant", "Our old provider promised to go live in March and never did.", [], ["need"]),
  m("rx3", "bant", "What budget do other practices our size usually set?", []),
  m("rx4", "bant", "Who signs the contract on your side, you or your sales team?", []),
  m("rm1", "meddic", "Dana in marketing loves it and keeps nudging me, but I'm the one who controls the budget.", ["champion", "economic_buyer"]),
  m("rm2", "meddic", "We got burned by a tool that couldn't export our data when we left, so an easy way out is top of our list this time.", ["decision_criteria"], ["identify_pain"]),
  m("rm3", "meddic", "How it works here: I put a short paper to the leadership team, they ask finance to check the numbers, and if both are happy I get the go-ahead.", ["decision_process"], ["champion", "economic_buyer"]),
  m("rm4", "meddic", "The head of finance is the budget holder, but she rarely says no if ops backs something.", ["economic_buyer"], ["champion"]),
  m("rm5", "meddic", "We'd judge it on whether the drivers actually use it, and whether it talks to our accounts package.", ["decision_criteria"]),
  m("rm6", "meddic", "At the moment about a third of our invoices go out late; we'd want that under one in ten.", ["metrics", "identify_pain"]),
  m("ry1", "meddic", "I've no idea who would approve something like this at our place.", []),
  m("ry2", "meddic", "Your other client in Leeds told me their CFO signed within a week.", []),
  m("rc1", "champ", "We need this sorted before anything else on the list; it's costing us customers.", ["prioritization"], ["challenges"]),
  m("rc2", "champ", "The trustees gave me the budget and the final say on this.", ["authority", "money"]),
  m("rc3", "champ", "There's about 2 grand left in this year's kit budget we could use.", ["money"]),
  m("rz1", "champ", "We spent about 8k on a website last year and it was a waste.", []),
  m("rz2", "champ", "Prioritising is hard for us; everything feels urgent.", [], ["prioritization", "challenges"])
]
