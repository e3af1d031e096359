// Messages of our own (meddic2), MEDDIC on fresh text in trades the other sets leave alone: a
// ferry line, a vineyard, a quarry, a translation agency, an observatory, an organ builder, a
// seed bank, a heritage railway, a zoo, stables, a stained-glass studio, a cider mill, kayak hire.
// Each signal told by its structure (who holds a role, a number tied to a goal, what wins the
// pick) beside near misses with the same words in another role (a relative's enthusiasm, the
// vendor's rep, figures in passing, a feature question, a past pick, a neighbour's tender).
// `yes` names the detectors stated, `maybe` the ones a careful reader could label either way;
// every other detector must be not found. Run by meddic2.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

export const MEDDIC2_CASES: ReadonlyArray<MessyCase> = [
  // --- metrics: a number tied to a goal
  m("md1", "meddic", "Hi Rosa,\n\nFollowing our call: at the moment our ticket office reconciles the car-deck bookings by hand after every sailing, and it's regularly out by a dozen vehicles. What I'd call a win is getting boarding from forty minutes down to fifteen on the summer timetable.\n\nI've already walked our harbour master through your deck planner and I'll be the one making the case to the board in June.\n\nBest,\nIsla Morrow\nOperations, Sound Ferries", ["identify_pain", "metrics", "champion"], ["decision_process"]),
  m("md2", "meddic", "our cellar team logs every barrel top-up on a clipboard and we lost track of two tanks last vintage. honestly the only number i care about is losing no more than one percent of wine to evaporation", ["metrics", "identify_pain"]),
  m("md4", "meddic", "Site: Harrow Edge Quarry\nYour role: Weighbridge supervisor\nWhat would success look like?: every lorry ticketed in under two minutes, no lost weigh tickets\nWho approves the spend?: our regional director, Callum Reid, holds the capex budget\nMust-haves: works with our existing weighbridge indicator, runs without internet in the pit office", ["metrics", "economic_buyer", "decision_criteria"], ["identify_pain"]),
  m("md14", "meddic", "[agent] How would you know it was working?\n[user] if we stop missing tuning appointments, we missed nine last quarter\n[user] zero missed would be the dream", ["metrics", "identify_pain"]),
  m("md16", "meddic", "Goal for the season: get the average queue at the lift pass desk under 5 min (it's 20 on Saturdays).", ["metrics"], ["identify_pain"]),
  m("md17", "meddic", "We want the cost of each seed sample we catalogue to come down from about €4 to under €1.", ["metrics"]),
  m("md31", "meddic", "Hello, we are small company for stained glass, 6 person. The problem is the orders we write in notebook and we lose often the measures. Target for us is zero remake because of wrong measure, now is maybe 1 in 10. My husband is owner, he decide and pay.", ["identify_pain", "metrics", "economic_buyer"]),
  // --- metrics near misses: figures in passing, the vendor's claim, growth told
  m("md3", "meddic", "Call notes – Ridgeback Observatory\n- 3 telescopes, 12 volunteers, open 4 nights a week\n- visitor numbers around 9,000 a year\n- asked about the school booking module, nothing more", []),
  m("md15", "meddic", "We're a fishing co-op with 22 boats and about 140 members, landing fish in two harbours. Could you send a brochure?", []),
  m("md18", "meddic", "Your website says customers save 30% on admin. Is that for real?", []),
  m("md19", "meddic", "Last year we went from 4 garden centres to 9 and took on 30 people. Can someone call me about the loyalty cards?", []),
  // --- champion: who carries it inside
  m("md5", "meddic", "Our head of localisation, Bea, has been banging the drum for a proper terminology tool for a year, and she'll carry the proposal to the partners herself.", ["champion"], ["decision_process"]),
  m("md20", "meddic", "Hi, I was the one who found you and I've got our head curator interested; I'm setting up the trial myself and will keep pushing until it's in.", ["champion"], ["decision_process"]),
  m("md21", "meddic", "Leave the internal selling to me. I'll get the rest of the pit crew behind it before the team owners meet.", ["champion"], ["decision_process"]),
  // --- champion near misses: someone outside, a past push, the vendor's rep, no view
  m("md6", "meddic", "My cousin runs a tattoo studio in Ghent and swears by your booking app, she keeps telling everyone about it. I manage a climbing gym and I'm just curious what it costs.", []),
  m("md7", "meddic", "The last time someone here pushed for new software it was our old IT guy, and he left before it went anywhere. Right now nobody is driving this.", []),
  m("md22", "meddic", "Your rep Tom was a real champion at the expo, he explained everything brilliantly. Thanks to him!", []),
  m("md23", "meddic", "I'm just collecting brochures for my manager, I don't have a view either way.", []),
  // --- decision criteria: what wins the pick
  m("md8", "meddic", "Whoever can give us a diary that the funeral directors book into directly gets the contract; price is secondary.", ["decision_criteria"]),
  m("md10", "meddic", "The one thing that decides it for us is whether the ticket scanner keeps working when the venue wifi drops. We had 2,000 fans stuck outside in March.", ["decision_criteria", "identify_pain"]),
  m("md25", "meddic", "If it can't handle Welsh and English on the same ticket, we won't even look at it.", ["decision_criteria"]),
  m("md26", "meddic", "We'll pick between you and two others mostly on how quickly our keepers can learn it.", ["decision_criteria", "decision_process"]),
  // --- criteria near misses: a feature question, a past pick
  m("md9", "meddic", "Does your planner work on iPads? And can it print a daily schedule for the rink?", []),
  m("md27", "meddic", "We picked our current ticketing system because it was the cheapest, and it has been a nightmare since: double bookings every weekend.", ["identify_pain"]),
  // --- economic buyer: who holds the money
  m("md11", "meddic", "I own the sailing school outright, so any spend on this comes out of my own pocket and I'm the only one who says yes.", ["economic_buyer"], ["champion"]),
  m("md24", "meddic", "The money for this is Dr. Ahmed's: she runs the lab budget and nothing gets ordered without her say-so.", ["economic_buyer"]),
  // --- economic buyer near misses: a title in passing, signing something else
  m("md12", "meddic", "Our treasurer signs the cheques for the ice rink's electricity bill every month, I just open the post. Is your newsletter free?", []),
  m("md35", "meddic", "Our CEO is giving a talk at your conference next week, could you send the venue details?", []),
  // --- decision process: steps and who looks next
  m("md13", "meddic", "[agent] How does a decision get made at your end?\n[user] I'd put a short note to the two other partners, we'd try it on one restoration job for a month, then vote at the quarterly meeting", ["decision_process"], ["economic_buyer", "champion"]),
  m("md28", "meddic", "Next steps on our side: I show it to the stable manager, she checks it with our vet, and the owner signs if both are happy.", ["decision_process", "economic_buyer"], ["champion"]),
  // --- process near misses: the vendor's steps, a neighbour's tender, a demo rebooked
  m("md29", "meddic", "Your onboarding looked like five steps, how long does each one take?", []),
  m("md30", "meddic", "When the aquarium next door bought their till system they went through a full tender, which took a year.", []),
  m("md36", "meddic", "Can we book another demo next Thursday? A couple of people missed the first one.", []),
  // --- whole messages
  m("md32", "meddic", "Hi Petra,\n\nThanks for the tour of the platform. Where we are: pressing schedules for the cider mill live in one person's head, and when Joe was off sick in October we pressed the wrong orchard's apples for two days.\n\nWhat we'd measure it by: pressing plans published a week ahead, and wrong-batch days down to zero.\n\nIt has to run on the old laptop in the press house and export to our accounts package; anything cloud-only is out.\n\nI'm happy to push this internally. Practically, I'll trial it for a fortnight, then take it to Ruth, our MD, who holds the budget and has the last word.\n\nCheers,\nOwen\n\n> On 2 Nov, Petra wrote:\n> How would you judge a new tool, in a few words?", ["identify_pain", "metrics", "decision_criteria", "champion", "decision_process", "economic_buyer"]),
  m("md33", "meddic", "Company: Larkspur Planetarium\nSuccess criteria: not defined yet\nBudget holder: TBC\nDecision process: don't know yet\nChampion: -", []),
  m("md34", "meddic", "Disco – Tidewater Kayaks (4 rental bases)\n- paper waivers, lost 2 in an insurance claim last summer\n- KPI they want: waiver signed before the customer reaches the dock, 100%\n- must: works on a phone with no app download\n- Zoe (ops) is our inside person, keen, will pitch to owner\n- owner Mark signs; wants 2 quotes first", ["identify_pain", "metrics", "decision_criteria", "champion", "economic_buyer", "decision_process"])
]
