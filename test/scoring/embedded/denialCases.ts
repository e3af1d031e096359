// The denial challenge set (denialChallenge.test.ts): messages of our own, about half explicit
// denials in varied wording and styles (chat, email with signature or quoted reply, forms, call
// notes, terse tickets, non-native English), about half near misses that must not read as one: a
// deferral, a double negation, a denial of something else, a third party's, a past one, a
// question, a conditional. Labels: "found", "negated", "absent" (neither), a category, or "!x"
// (anything but x). No dataset text.
import type { Message } from "../../../src/domain/types.js"
import type { LabelledCase } from "./labelledReading.js"
import type { DenialRubric } from "./denialRubrics.js"

type Case = LabelledCase<DenialRubric>
const u = (content: string): Message => ({ role: "user", content })
const a = (content: string): Message => ({ role: "agent", content })
const c = (id: string, rubric: DenialRubric, input: string | ReadonlyArray<Message>, want: Record<string, string>): Case => ({ id, rubric, input, want })

const HOUSE_SIT: ReadonlyArray<Case> = [
  c("d-hs1", "houseSit", "Hi, we're looking for a sitter from 3 to 17 October. No pets, just the house and the post to keep an eye on.", { pets: "negated", sit_dates: "found" }),
  c("d-hs2", "houseSit", "Dates: 10-24 July\nPets: none\nGarden: small yard, a few pots to water", { pets: "negated", garden: "found", sit_dates: "found" }),
  c("d-hs3", "houseSit", "We don't have a garden, it's a second-floor flat. Away from the 5th to the 12th of March, and the cat needs feeding twice a day.", { garden: "negated", pets: "found", sit_dates: "found" }),
  c("d-hs4", "houseSit", "hello, we are not having any animals in the house. we go on 1 june and come back 20 june", { pets: "negated", sit_dates: "found" }),
  c("d-hs5", "houseSit", [a("Do you have any pets the sitter would need to look after?"), u("No, none at all.")], { pets: "negated" }),
  c("d-hs6", "houseSit", "There's no garden to speak of, only a paved courtyard with nothing growing in it.", { garden: "negated" }),
  c("d-hs7", "houseSit", "Dear team,\n\nWe need a house sitter over the New Year week. We have no animals since our old dog died in the spring.\n\nBest wishes,\nMaria Costa\n07700 900123", { pets: "negated", sit_dates: "found" }),
  c("d-hs8", "houseSit", "pets - none. garden - none. dates 2-9 jan", { pets: "negated", garden: "negated", sit_dates: "found" }),
  c("n-hs1", "houseSit", "We haven't decided yet whether the dog comes with us or stays at home. Away 8 to 22 September.", { pets: "!negated", sit_dates: "found" }),
  c("n-hs2", "houseSit", "My neighbour has no garden so she's jealous of our big lawn, which will need mowing while we're away at the end of August.", { garden: "found" }),
  c("n-hs3", "houseSit", "Your sitters don't keep pets in their own homes, is that right? We'd like someone very tidy. Away 4 to 11 April.", { pets: "absent", sit_dates: "found" }),
  c("n-hs4", "houseSit", "We had no pets last year when we used you, but now we've got a puppy who needs walking. Dates are 12-19 February.", { pets: "found", sit_dates: "found" }),
  c("n-hs5", "houseSit", "If there's no garden work involved, would the price be lower? We have two cats and we're away 1 to 9 May.", { garden: "!negated", pets: "found" }),
  c("n-hs6", "houseSit", "It's not that we don't have a garden, it's just that it's all gravel and needs nothing doing.", { garden: "!negated" }),
  c("n-hs7", "houseSit", "No garden problems this year, the gardener comes weekly, but the greenhouse tomatoes need watering every day. Away from 20 to 27 July.", { garden: "found", sit_dates: "found" }),
  c("n-hs8", "houseSit", "Pets: 1 elderly cat (no medication)\nGarden: yes, lawn and borders\nDates: 6/8 - 20/8", { pets: "found", garden: "found", sit_dates: "found" }),
  c("n-hs9", "houseSit", "Not sure yet about the dates, maybe late June. We have a tortoise and some goldfish.", { pets: "found", sit_dates: "!negated" }),
  c("n-hs10", "houseSit", [a("Do you have any pets?"), u("No idea yet if my sister will take the dog that week.")], { pets: "!negated" })
]

const REMOVALS: ReadonlyArray<Case> = [
  c("d-rm1", "removals", "There's no parking outside our building at all, the street is residents only. Moving on 14 November.", { parking: "negated", move_date: "found" }),
  c("d-rm2", "removals", "Move date: 2 Dec\nParking at pickup: None\nHeavy items: none", { parking: "negated", heavy_items: "negated", move_date: "found" }),
  c("d-rm3", "removals", "We don't have a piano or anything heavy really, mostly boxes and a sofa.", { heavy_items: "negated" }),
  c("d-rm4", "removals", "nope no piano lol. just a bed and a desk", { heavy_items: "negated" }),
  c("d-rm5", "removals", [a("Is there somewhere the van can park near the door?"), u("Not really, no, the street is always full.")], { parking: "negated" }),
  c("d-rm6", "removals", "Hello,\n\nWe have a date for completion: Friday the 21st. Unfortunately there is nowhere for a lorry to stop on our road.\n\nThanks\nTom", { parking: "negated", move_date: "found" }),
  c("n-rm1", "removals", "My neighbour has no parking either, but we have a driveway that takes two cars. Moving in late March.", { parking: "found", move_date: "found" }),
  c("n-rm2", "removals", "We haven't decided on a move date yet, it depends on the buyer. There's space for the van on the drive.", { move_date: "absent", parking: "found" }),
  c("n-rm3", "removals", "If there's no parking on the day we can ask the neighbours to move their cars. We move on 3 June.", { parking: "!negated", move_date: "found" }),
  c("n-rm4", "removals", "No problems with parking, there's a big drive. The tricky part is the narrow staircase and the piano.", { parking: "found", heavy_items: "found" }),
  c("n-rm5", "removals", "We had no piano at the old flat, but we bought one last month so it has to come too.", { heavy_items: "found" }),
  c("n-rm6", "removals", "Parking: not sure, will check with the council\nMove date: 19/09", { parking: "absent", move_date: "found" }),
  c("n-rm7", "removals", "Is there no way to take the piano apart? It's a full upright and our doors are small.", { heavy_items: "found" }),
  c("n-rm8", "removals", "It's not that there isn't parking, it's just that it's permit only and we'll sort a visitor permit.", { parking: "!negated" }),
  c("n-rm9", "removals", "Heavy items: a chest freezer and a snooker table\nParking: residents' bay outside, we can get a visitor permit", { heavy_items: "found", parking: "found" }),
  c("n-rm10", "removals", "Call notes: moving 7 Aug. Says parking shouldn't be a problem, they have a drive.", { parking: "found", move_date: "found" })
]

const ACTIVITY: ReadonlyArray<Case> = [
  c("d-ac1", "activity", "Group of 18 Year 7s, and no allergies in the group.", { allergies: "negated", group_size: "found" }),
  c("d-ac2", "activity", "Just to confirm after today's session: nobody here is hurt, the boy who slipped was fine after a sit-down.", { injury: "negated" }),
  c("d-ac3", "activity", "Number of participants: 22\nAllergies / medical: None\nClimbing experience: complete beginners", { allergies: "negated", group_size: "found", experience: "beginner" }),
  c("d-ac4", "activity", "None of the kids have any food allergies or intolerances. There'll be about 30 of them.", { allergies: "negated", group_size: "found" }),
  c("d-ac5", "activity", "No injuries today, all 12 of us had a great time on the ropes!", { injury: "negated", group_size: "found" }),
  c("d-ac6", "activity", [a("Was anyone hurt during the session?"), u("No, everyone is fine, thanks for checking.")], { injury: "negated" }),
  c("d-ac7", "activity", "we are 16 persons, nobody have allergy, all are beginner", { allergies: "negated", group_size: "found", experience: "beginner" }),
  c("d-ac8", "activity", "They're not beginners at all, most of the 12 have been climbing for years.", { experience: "experienced", group_size: "found" }),
  c("d-ac9", "activity", "Hi Sam,\n\nNo allergies in our group this time. See you on the 4th with 15 students.\n\nThanks,\nKaren\n\n> On Mon, Sam wrote:\n> Please tell us about any allergies and how many are coming.", { allergies: "negated", group_size: "found" }),
  c("d-ac10", "activity", "Nobody was hurt, but the auto-belay on wall 3 jammed halfway down, please have it checked.", { injury: "negated" }),
  c("n-ac1", "activity", "We haven't collected the allergy forms yet, I'll send them on Monday. 25 pupils.", { allergies: "absent", group_size: "found" }),
  c("n-ac2", "activity", "Our last group had no allergies, but this time one girl can't eat dairy. 20 students.", { allergies: "found", group_size: "found" }),
  c("n-ac3", "activity", "If no one is hurt on the high ropes, can the group try the zip wire after? We're 14.", { injury: "absent", group_size: "found" }),
  c("n-ac4", "activity", "No complaints about the instructors, but one of our lads hurt his knee coming off the bouldering wall.", { injury: "found" }),
  c("n-ac5", "activity", "Is it true no allergies are catered for at lunch? Two of our group are coeliac.", { allergies: "found" }),
  c("n-ac6", "activity", "It's not that nobody got hurt, a girl did bang her elbow quite badly.", { injury: "found" }),
  c("n-ac7", "activity", "The other school's group had no first aider with them, which worried us. Ours are 10 experienced climbers.", { injury: "absent", group_size: "found", experience: "experienced" }),
  c("n-ac8", "activity", "No one in the group has climbed before. 16 of them, aged 11 to 12.", { experience: "beginner", group_size: "found" }),
  c("n-ac9", "activity", "Allergies: see attached list (three nut, one egg)\nGroup size: 28", { allergies: "found", group_size: "found" })
]

const PACKS: ReadonlyArray<Case> = [
  c("d-b1", "bant", "We have no budget whatsoever for it this year.", { budget: "negated" }),
  c("d-b2", "bant", "I'm not the one who signs off on anything like this.", { authority: "negated" }),
  c("d-b3", "bant", "We don't need a new scheduling tool, the one we have works fine.", { need: "negated" }),
  c("d-b4", "bant", "There's no deadline on our side and nothing is planned.", { timeline: "negated" }),
  c("d-b5", "bant", "Budget: none\nTimeline: Q2\nRole: office manager", { budget: "negated", timeline: "found" }),
  c("d-b6", "bant", [a("Is there budget set aside for this?"), u("No, zero.")], { budget: "negated" }),
  c("d-b7", "bant", "Honestly we've got nothing to spend on this, the cupboard is bare.", { budget: "negated" }),
  c("n-b1", "bant", "We haven't decided on budget yet, finance meets next week.", { budget: "absent" }),
  c("n-b2", "bant", "It isn't as if we don't need it, we just need to time it right.", { need: "!negated" }),
  c("n-b3", "bant", "No budget issues, the problem is the rota: our managers spend hours on it every week.", { budget: "!negated", need: "found" }),
  c("n-b4", "bant", "We had no budget last year, now we do: about 20k is set aside.", { budget: "found" }),
  c("n-b5", "bant", "If there's no budget we'll wait until spring.", { budget: "!negated" }),
  c("n-b6", "bant", "Our sister company has no budget for it, but we've put aside 15k.", { budget: "found" }),
  c("n-b7", "bant", "Not sure yet on the timing, maybe after the summer.", { timeline: "!negated" }),
  c("n-b8", "bant", "Is there no cheaper plan? We need something for 6 users.", { budget: "!negated", need: "found" }),
  c("d-m1", "meddic", "We don't have any pain with invoicing right now, it works fine.", { identify_pain: "negated" }),
  c("d-m2", "meddic", "There's no formal process for buying software here.", { decision_process: "negated" }),
  c("d-m3", "meddic", "Nobody internally is pushing for this, to be honest.", { champion: "negated" }),
  c("n-m1", "meddic", "We haven't worked out the approval steps yet.", { decision_process: "absent" }),
  c("n-m2", "meddic", "No issues with the price, what hurts is re-keying orders twice a day.", { identify_pain: "found" }),
  c("n-m3", "meddic", "The previous vendor had no clear metrics; we want to cut processing time by 30%.", { metrics: "found" }),
  c("n-m4", "meddic", "Our competitor has no champion for this kind of thing, but here our COO is driving it hard.", { champion: "found" }),
  c("d-s1", "spiced", "There's no deadline driving this, nothing is due.", { critical_event: "negated" }),
  c("d-s2", "spiced", "It isn't really causing us any problems day to day.", { pain: "negated" }),
  c("d-s3", "spiced", "It has no effect on our revenue or our customers.", { impact: "negated" }),
  c("n-s1", "spiced", "Not sure yet if there's a hard date, the board might set one.", { critical_event: "absent" }),
  c("n-s2", "spiced", "Our old supplier had no problems with this, but since we switched, orders go missing every week.", { pain: "found" }),
  c("n-s3", "spiced", "No deadline pressure from the board, but our lease ends on 31 March so the move has to be done by then.", { critical_event: "found" }),
  c("n-s4", "spiced", "Would there be no impact at all on our current orders during the switch?", { impact: "!negated" }),
  c("d-c1", "champ", "Money-wise there's nothing available, the budget is spent.", { money: "negated" }),
  c("d-c2", "champ", "For us this isn't a priority in the current year.", { prioritization: "negated" }),
  c("d-c3", "champ", "We're not facing any real challenges with our current setup.", { challenges: "negated" }),
  c("d-c4", "champ", "Budget: no funds allocated\nRole: head of operations", { money: "negated" }),
  c("n-c1", "champ", "Priority hasn't been decided, it goes to the ops meeting on Thursday.", { prioritization: "absent" }),
  c("n-c2", "champ", "It's not that it isn't a priority, it's top of my list, just waiting on IT.", { prioritization: "!negated" }),
  c("n-c3", "champ", "No challenges with staff, the problem is our booking system crashing at peak times.", { challenges: "found" }),
  c("n-c4", "champ", "The team in Leeds has no budget, but we have 30k for this in our region.", { money: "found" }),
  c("n-c5", "champ", "If it's not a priority for the board we'll do it next year.", { prioritization: "!negated" })
]

export const DENIAL_CASES: ReadonlyArray<Case> = [...HOUSE_SIT, ...REMOVALS, ...ACTIVITY, ...PACKS]
