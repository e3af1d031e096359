// Messages of our own (spiced5): SPICED impact told as a consequence in the writer's own terms
// (money saved or lost with a figure, jobs or fees gone, a client won or kept) and SPICED pain /
// CHAMP challenges told as an everyday failure (people not turning up, things breaking every week,
// double bookings) without the pack's words. Trades no other test uses: a climbing wall, a
// piano tuner, a ferry café, a dog groomer, a print shop, a choir, a kayak hire, a bakery chain.
// A third are near misses: a hypothetical, a third party's trouble, a problem already solved, a
// question, a denial, a topic word with no signal. `yes` names the detectors stated, `maybe` the
// ones a careful reader could label either way. Run by spiced5.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

/** Impact as money or work lost or saved, told in the writer's own terms. */
const IMPACT_OWN_TERMS: ReadonlyArray<MessyCase> = [
  m("im1", "spiced", "Tuning visits get double-booked, and this year we have lost at least five concert jobs, roughly 7k in call-out fees.", ["impact", "pain"], ["situation"]),
  m("im2", "spiced", "Fixing the rota mix-ups would save us around £30,000 a year in agency cover.", ["impact"], ["pain"]),
  m("im3", "spiced", "If the till and the web shop agreed, we would stop the refunds and probably grow web sales by a quarter.", ["impact"], ["pain"]),
  m("im4", "spiced", "Cutting the misprints would save roughly 40k a year in reprints, and we could take on the new stationery client from Lyon.", ["impact"], ["pain"]),
  m("im5", "spiced", "We dropped four kayak groups last month because the booking sheet was wrong, about 2,000 euros gone.", ["impact", "pain"], ["situation"]),
  m("im6", "spiced", "Every wrong batch goes in the bin, which is around 600 loaves a week we throw away.", ["impact", "pain"]),
  m("im7", "spiced", "Our cafe loses roughly a tenth of its takings on days the card reader drops out.", ["impact", "pain"]),
  m("im8", "spiced", "The grooming salon turns away about twenty dogs a month because the diary is full of ghosts, so maybe 1,500 pounds a month.", ["impact", "pain"], ["situation"]),
  m("im9", "spiced", "Sorting the stock counts out would free up two people who spend their Fridays recounting shelves.", ["impact"], ["pain"]),
  m("im10", "spiced", "With a live timetable we would win back the school groups and add maybe 15% to weekday visits.", ["impact"], ["pain"])
]

/** Near misses of impact: hypotheticals, third parties, questions, solved, denied. */
const IMPACT_NEAR: ReadonlyArray<MessyCase> = [
  m("in1", "spiced", "How much do other climbing walls usually save with your booking tool?", []),
  m("in2", "spiced", "A friend who runs a print shop says he saved 10k a year after switching to you.", []),
  m("in3", "spiced", "We used to lose a few groups to booking errors, but that was fixed two years ago.", []),
  m("in4", "spiced", "Honestly the mix-ups cost us nothing worth mentioning, it is more of an itch.", [], ["pain"]),
  m("in5", "spiced", "Would it save anything if we only had one site?", [], ["situation"]),
  m("in6", "spiced", "Our fees went up 5% this year, which is normal for the trade.", []),
  m("in7", "spiced", "The bakery sold 600 loaves on Saturday, a record for us.", [], ["situation"]),
  m("in8", "spiced", "Could your app grow our bookings by a fifth?", []),
  m("in9", "spiced", "Your brochure says clubs save about 20k a year with it.", []),
  // Reviewer's findings (salesfix, 11-29): a reply promised, a page lost, a question to the vendor.
  m("in10", "spiced", "We could get back to you on the pricing by Friday.", []),
  m("in11", "spiced", "We lost the bookings page after the update", []),
  m("in12", "spiced", "Can you save about 20 minutes of setup for each new class?", []),
  m("in13", "spiced", "Could you get back to me about the trial next week?", []),
  m("im11", "spiced", "A shared diary would get back the two school groups we lost, and we would save about 6k a year.", ["impact"], ["pain"]),
  m("im12", "spiced", "Last spring we lost bookings to the new place across the road.", ["impact"], ["pain"])
]

/** Pain told as an everyday failure, and CHAMP challenges the same way. */
const PAIN_DAILY: ReadonlyArray<MessyCase> = [
  m("pd1", "spiced", "Our choir members sign up for rehearsals in a shared spreadsheet and half of them never turn up.", ["pain"], ["situation"]),
  m("pd2", "spiced", "Two of the four card readers break every week and staff just wave people through.", ["pain"], ["situation", "impact"]),
  m("pd3", "spiced", "Lessons are booked across three different apps, so climbers arrive to find the wall already full.", ["pain"], ["situation"]),
  m("pd4", "spiced", "The ovens are older than me and one of them gives up most mornings.", ["pain"], ["situation"]),
  m("pd5", "spiced", "Drivers keep turning up at the wrong depot because the route sheet is out of date.", ["pain"], ["situation"]),
  m("pd6", "spiced", "Customers regularly show up for a groom we have no record of.", ["pain"], ["situation"]),
  m("ch1", "champ", "Our volunteers pick shifts on a message board and most weeks a third of them never appear.", ["challenges"]),
  m("ch2", "champ", "Hi, I run two dance schools. Bookings live in three apps, so parents turn up to classes that are already full. Do you offer a trial?", ["challenges", "authority"]),
  m("ch3", "champ", "The label printer jams every other day and the packers end up writing addresses by hand.", ["challenges"]),
  m("ch4", "champ", "Members keep arriving for sessions that were moved, since nobody tells them.", ["challenges"])
]

/** Near misses of pain: solved, third party, hypothetical, question, denial, topic word only. */
const PAIN_NEAR: ReadonlyArray<MessyCase> = [
  m("pn1", "spiced", "People used to not turn up, but since the reminder texts started almost everyone comes.", [], ["situation"]),
  m("pn2", "spiced", "My cousin's gym has members turning up to full classes all the time.", []),
  m("pn3", "spiced", "What happens if a member turns up to a full class?", []),
  m("pn4", "spiced", "If the printer ever broke we would just use the one upstairs.", []),
  m("pn5", "spiced", "Attendance is great, nearly everyone turns up.", [], ["situation"]),
  m("pn6", "champ", "Do your reminders help with people who never show?", []),
  m("pn7", "champ", "The ovens were replaced last spring and have been fine since.", []),
  m("pn9", "spiced", "The lift at the gym next door breaks every week, poor them.", []),
  m("pn10", "spiced", "If the kiln ever failed twice a week we would need a new one.", []),
  m("pn8", "champ", "We are a dance school with three studios and bookings go through one app.", [], ["authority"])
]

/** Full SPICED stories where impact is the writer's own consequence. */
const STORIES: ReadonlyArray<MessyCase> = [
  m("st1", "spiced", "[agent] How are you set up?\n[user] A tutoring agency, 22 tutors, bookings in a shared calendar.\n[agent] Where does it go wrong?\n[user] Two tutors get sent to the same family and parents complain. We lost four families this term, roughly 6k in fees.\n[agent] Any date driving this?\n[user] Our franchise review is on 3 March. I own the business, so I decide, after a trial.", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("st2", "spiced", "Hello, we are bakery with 6 shops, orders from cafes come by phone and paper. Around 5% of orders are wrong. If we fix this we save about 25.000 euro per year and we can supply the new hotel chain. They start with us on 1 May so it must work before. Our two owners decide after a demo.", ["situation", "pain", "impact", "critical_event", "decision"])
]

export const SPICED5_CASES: ReadonlyArray<MessyCase> = [...IMPACT_OWN_TERMS, ...IMPACT_NEAR, ...PAIN_DAILY, ...PAIN_NEAR, ...STORIES]
