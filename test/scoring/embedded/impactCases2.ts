// Messages of our own (impact round), MEDDIC: metrics as a number the buyer wants to move (told
// as "we'd be happy with 15", "a win at under 1 in 200"), the decision process as steps, people
// and sign-off order (or the last purchase's route, expected again), a champion told by deeds,
// and the budget told by whose allowance pays. About a third are near misses: a product's spec,
// a discount's percent, growth told as a fact, the vendor's onboarding process, a returns
// process, a champion who only likes it or would only if, a title on leave, a friend's champion
// elsewhere, a process nobody knows yet. Run by impact.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

const ALL = ["metrics", "economic_buyer", "decision_criteria", "decision_process", "identify_pain", "champion"]

export const IMPACT_MEDDIC: ReadonlyArray<MessyCase> = [
  m("md1", "meddic", "Discovery - Castell Vineyards\n- Cellar records kept in three spreadsheets; lot numbers get retyped at bottling\n- Want recall traceability in under 2 hours (today it takes 2 days)\n- Owner Marta holds the budget; nothing over €5k without her\n- Steps: cellar master trials it over harvest, then accountant reviews the contract, then Marta signs\n- Cellar master (Joan) is the one pushing this, already showed Marta a demo", ["identify_pain", "metrics", "economic_buyer", "decision_process", "champion"]),
  m("md21", "meddic", "Hi Priya,\n\nFollowing our call: the main thing is that our field engineers re-enter every job sheet when they're back at the depot, which eats most of Friday.\n\nWe'd like to get job sheets closed the same day, every day, and cut the Friday admin to zero.\n\nWhatever we choose has to run on the engineers' existing Android phones and sync with Sage.\n\nOur operations director controls the spend. Before it reaches her, our IT lead needs to sign off on data security, and we'd want a month's pilot with one depot.\n\nI'm the one who's been nagging everyone about this for a year, so I'll see it through.\n\nThanks,\nOwen Price\nService Manager", ALL),
  // --- metrics: a number the buyer wants to move
  m("md3", "meddic", "What we'd like is for the ambulance handover to stop being the slow bit: right now crews wait around 40 minutes at the door and we'd be happy with 15.", ["metrics", "identify_pain"]),
  m("md4", "meddic", "The board wants membership renewals back above 80% by next year; we slipped to 68% after the website change.", ["metrics"], ["identify_pain"]),
  m("md15", "meddic", "[agent] How would you know it worked?\n[user] fewer than one lost sample a month. last quarter it was nine", ["metrics"], ["identify_pain"]),
  m("md16", "meddic", "Picking errors are running at about 3 in every 100 orders and every one is a costly return. We'd call it a win at under 1 in 200.", ["metrics", "identify_pain"]),
  m("md24", "meddic", "Our nurses lose about 45 minutes per shift hunting for equipment; getting that down to ten would be a big deal.", ["metrics", "identify_pain"]),
  m("md30", "meddic", "Right now one in four school meal orders arrives wrong at the kitchen. We're aiming for near-perfect by the new term.", ["metrics", "identify_pain"]),
  // --- the decision process: steps, people, sign-off order
  m("md6", "meddic", "How it works here: I draft a proposal, it sits with IT for a security review, and then the practice partners vote at their monthly meeting.", ["decision_process"], ["champion", "economic_buyer"]),
  m("md14", "meddic", "[agent] What has to be true for you to pick a tool?\n[user] it must work without signal down the mine and export to our safety system\n[agent] And how will you decide?\n[user] two-week trial underground, then the mine manager and the H&S rep both have to sign the trial report, then head office releases the order", ["decision_criteria", "decision_process"], ["economic_buyer"]),
  m("md18", "meddic", "Timeline on our side: shortlist by the 30th, references in early March, contract to legal by the 20th, and the COO signs before the quarter closes.", ["decision_process", "economic_buyer"]),
  m("md23", "meddic", "When we bought the phone system it went through three quotes and a board vote, and I expect this to go the same way.", ["decision_process"], ["economic_buyer"]),
  // --- champion and economic buyer told by deeds and by whose money
  m("md10", "meddic", "I've already spent two lunches walking our finance director through the numbers, and I'll keep at it until she says yes.", ["champion"], ["economic_buyer"]),
  m("md11", "meddic", "Honestly this was my idea in the first place. I raised it at the ops review and volunteered to run the pilot.", ["champion"]),
  m("md28", "meddic", "Our head of logistics has been singing your praises to the leadership team since the trade show, and she asked me to get a proposal.", ["champion"]),
  m("md13", "meddic", "Money for anything like this comes out of our head of estates' capital allowance, so he's the one you'd need to convince.", ["economic_buyer"]),
  m("md26", "meddic", "The trust's finance committee holds the purse for anything digital.", ["economic_buyer"]),
  // --- near misses
  m("md2", "meddic", "Your brochure says the sensor logs every 30 seconds with 0.1°C accuracy. Is that the same on the cheaper model?", []),
  m("md5", "meddic", "We're a 120-bed nursing home with an annual turnover of about £6m and 180 staff.", []),
  m("md7", "meddic", "Can you walk me through your onboarding process? I want to know how many weeks it takes from signing to go-live.", []),
  m("md8", "meddic", "Our returns process is: customer emails, we send a label, warehouse checks the item, then finance refunds. It's slow and customers chase us constantly.", ["identify_pain"]),
  m("md9", "meddic", "I personally think the tool looks great, but I'm just the office junior and I have no say in what we buy.", []),
  m("md12", "meddic", "If the pilot goes well I might be willing to put it in front of the board, but I'm not promising anything.", []),
  m("md17", "meddic", "We've grown from 4 to 30 staff in two years, which is great, and we're hiring another 10 this year.", []),
  m("md19", "meddic", "Our CFO is on parental leave until spring, so I'm covering some of her meetings. Could you resend the slides?", []),
  m("md20", "meddic", "A friend of mine championed your product at her old agency and swears by it. We're a small translation company, still on email and shared folders.", []),
  m("md22", "meddic", "I like what I saw, but someone above me would have to take it forward. I won't be the person pitching it.", []),
  m("md25", "meddic", "Is there a 10% discount if we pay annually?", []),
  m("md27", "meddic", "Our hiring process is two interviews and a trial shift, and I'd like the new software to book those interviews automatically.", [], ["decision_criteria"]),
  m("md29", "meddic", "I'm not sure how we'd go about approving something like this, we've never bought software before.", [])
]
