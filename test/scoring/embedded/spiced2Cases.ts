// Messages of our own (spiced2), SPICED on fresh text in trades the other tests do not use (a dive
// centre, a winery, ski hire, beekeeping, an escape room, a sawmill, an observatory, a cattery …):
// chat, e-mail with a signature or a quoted reply, forms, call notes, non-native English. A third
// are near misses: impact told as money, hours, people or customers lost versus a question about
// savings; a critical event as an outside date (audit, season, launch, lease end, a law) versus a
// wish for speed or the vendor's date; the decision as how they decide or who signs versus a
// question to the vendor or a signature title; the situation told in passing versus a question
// about tools; pain versus a feature question. `yes` names the detectors stated, `maybe` the ones a
// careful reader could label either way. "[agent] "/"[user] " lines make a transcript.
import { m, type MessyCase } from "./packs5Cases.js"

const IMPACT: ReadonlyArray<MessyCase> = [
  m("xi1", "spiced", "our booking sheet double-booked two dive trips last month and we ended up refunding about 1,400 dollars", ["impact"], ["pain", "situation"]),
  m("xi2", "spiced", "Hi Noor,\n\nTo answer your question: keying in the hand-written tasting orders takes our cellar staff roughly six hours every Friday.\n\nCheers,\nAnsel Brandt\nCellar Manager, Brandt Hill Winery\n\n> On Tue, Noor wrote:\n> How much time does the manual entry take?", ["impact"], ["pain", "situation"]),
  m("xi3", "spiced", "Because the scale is not connected to the till, we lose maybe 3 customers each market day, they don't want to wait in the queue of our mushroom stand.", ["impact"], ["pain", "situation"]),
  m("xi4", "spiced", "- 2 ski instructors quit in Jan, both blamed the rota app\n- rental counter queues ~40 min on Saturdays", ["impact", "pain"], ["situation"]),
  m("xi5", "spiced", "What does the problem cost you?: around 20 escape room bookings a month we cannot confirm in time, 90 GBP each", ["impact"], ["pain"]),
  m("xi6", "spiced", "Since the reminder emails stopped going out, a third of the aquarium's members haven't renewed.", ["impact"], ["pain"]),
  m("xi7", "spiced", "Our glass studio pays two people to recount the stock every Sunday, that's a full day's wages gone each week.", ["impact"], ["pain", "situation"]),
  m("xi8", "spiced", "If the hive sensors keep dropping out over winter we'll lose whole colonies, which for us is roughly 8,000 euros of bees.", ["impact"], ["pain"]),
  m("xi9", "spiced", "the customers of the laundrette they go to the other shop across the street when our card reader is not working, I think we lose 200 pound in a week", ["impact"], ["pain"]),
  m("xi10", "spiced", "Every session that overruns eats into the next band's slot, so the studio ends up giving partial refunds most weekends.", ["impact"], ["pain"])
]

const IMPACT_NEAR: ReadonlyArray<MessyCase> = [
  m("xin1", "spiced", "How much time would your tool save a studio like ours?", []),
  m("xin2", "spiced", "We saved 300 dollars on the new kiln last year, unrelated, just chuffed about it.", []),
  m("xin3", "spiced", "Do you charge extra for more than ten users?", []),
  m("xin4", "spiced", "Our head falconer lost his reading glasses somewhere in the mews again, ha.", []),
  m("xin5", "spiced", "The bowling alley next door lost its drinks licence, so maybe we'll get a few of their regulars.", []),
  m("xin6", "spiced", "What would it cost us to add the stock module later on?", []),
  m("xin7", "spiced", "The cattery is staffed 8 to 6 on weekdays and 9 to 1 on Saturdays.", [], ["situation"])
]

const EVENT: ReadonlyArray<MessyCase> = [
  m("xe1", "spiced", "The vineyard's organic certification audit is on 12 September, right in the middle of harvest.", ["critical_event"], ["pain"]),
  m("xe2", "spiced", "Hello,\n\nThe ski season opens on 6 December and the new rental fleet arrives the week before, so whatever we choose must be running by then.\n\nKind regards,\nIngrid Solberg\nRental Manager\nFjellheim Ski Hire", ["critical_event"], ["situation"]),
  m("xe3", "spiced", "From january the new law obliges all dive centres in our country to keep a digital logbook for each diver.", ["critical_event"]),
  m("xe4", "spiced", "- planetarium reopens after the refit on 1 Mar\n- old ticket kiosk gets removed during the refit", ["critical_event"], ["situation"]),
  m("xe5", "spiced", "Our lease on the sawmill yard runs out at the end of June and the new site has no office at all.", ["critical_event"], ["situation"]),
  m("xe6", "spiced", "The orchestra's season launch is on 20 September and subscriptions go on sale a month before.", ["critical_event"]),
  m("xe7", "spiced", "Deadline: insurer wants electronic temperature logs for the cattery before the policy renews in May", ["critical_event"]),
  m("xe8", "spiced", "The maker of our embroidery machines stops supporting the old pattern software after 31 March.", ["critical_event"], ["situation"]),
  m("xe9", "spiced", "Our biggest wholesale buyer moves all its suppliers onto its own ordering portal in Q2.", ["critical_event"])
]

const EVENT_NEAR: ReadonlyArray<MessyCase> = [
  m("xen1", "spiced", "We'd love to get this sorted as fast as possible, honestly the sooner the better.", []),
  m("xen2", "spiced", "Can you set it up quickly? We're impatient people.", []),
  m("xen3", "spiced", "Is the 15 March price change going to affect the quote you sent?", []),
  m("xen4", "spiced", "We had the fire safety audit in April and it went fine.", []),
  m("xen5", "spiced", "No rush on our side, whenever suits you for a call.", []),
  m("xen6", "spiced", "asap pls, the boss is keen", []),
  m("xen7", "spiced", "Sounds good, talk Thursday.\n\nBest,\nPeg\n\n> On Mon, Ravi wrote:\n> Our new release goes live on 2 June and adds the waiver forms.", [])
]

const DECISION: ReadonlyArray<MessyCase> = [
  m("xd1", "spiced", "The three partners of the recording studio vote on anything over 2,000, majority wins.", ["decision"]),
  m("xd2", "spiced", "I'll put two options to the aquarium's trustees at their October meeting and they choose.", ["decision"], ["critical_event"]),
  m("xd3", "spiced", "For buy new software, my father and me we decide together, but he has the last word.", ["decision"]),
  m("xd4", "spiced", "- DM: head winemaker + finance\n- trial 2 wks then decide", ["decision"]),
  m("xd5", "spiced", "Our co-op has a rule: any purchase over 500 goes to a members' vote at the monthly meeting.", ["decision"]),
  m("xd6", "spiced", "I can choose the tool myself, the board only needs to be told afterwards.", ["decision"]),
  m("xd7", "spiced", "Who decides?: me and the studio co-owner, after we both try the demo", ["decision"]),
  m("xd8", "spiced", "Whoever handles our balloon flight bookings best in the trial, the directors will sign with them.", ["decision"])
]

const DECISION_NEAR: ReadonlyArray<MessyCase> = [
  m("xdn1", "spiced", "Who at your company would approve a discount like that?", []),
  m("xdn2", "spiced", "How do your other customers usually decide between the monthly and the yearly plan?", []),
  m("xdn3", "spiced", "Could you send me the brochure for the studio plan?\n\nKind regards,\nMarta Lindqvist\nOwner, Lindqvist Glassworks", []),
  m("xdn4", "spiced", "Thanks for the call today!\n\nBest wishes,\nHamid Rahimi\nOwner | Rahimi Alpaca Farm", []),
  m("xdn5", "spiced", "The falconry centre's director decided to close on Mondays this winter.", []),
  m("xdn6", "spiced", "Can I decide later which modules we need?", []),
  m("xdn7", "spiced", "We voted on a name for the new cargo bike at the team lunch, it's called Bruno now.", [])
]

const SITUATION: ReadonlyArray<MessyCase> = [
  m("xs1", "spiced", "We're a small cargo-bike courier, eleven riders, and jobs come in over WhatsApp.", ["situation"]),
  m("xs2", "spiced", "Bookings for the escape rooms are taken in a paper diary behind the counter, which is fine most weeks.", ["situation"]),
  m("xs3", "spiced", "We are family business with 2 glass furnaces and one shop, all the orders we write in one big book.", ["situation"]),
  m("xs4", "spiced", "At the moment the observatory's night-tour tickets are sold through an old website plugin a volunteer built.", ["situation"]),
  m("xs5", "spiced", "Hi Leon,\n\nFollowing up. For context, we run a bowling alley with 16 lanes and a small bar; scores and lane bookings sit in two different programs.\n\nThanks,\nKit", ["situation"], ["pain"]),
  m("xs6", "spiced", "Current tool: Google Sheets + a shared inbox\nTeam size: 7", ["situation"])
]

const SITUATION_NEAR: ReadonlyArray<MessyCase> = [
  m("xsn1", "spiced", "Do you integrate with Google Sheets?", []),
  m("xsn2", "spiced", "Which tools do most recording studios use?", []),
  m("xsn3", "spiced", "My cousin runs a surf school with 30 boards, she's the one who recommended you.", [])
]

const PAIN: ReadonlyArray<MessyCase> = [
  m("xp1", "spiced", "Half the time the hive scale readings never arrive and we have to drive out and check by hand.", ["pain"], ["impact", "situation"]),
  m("xp2", "spiced", "Our booking page crashes whenever two groups try to book the same escape room.", ["pain"]),
  m("xp3", "spiced", "The problem is the interpreters they get the assignment too late, sometimes one hour before, and they are angry.", ["pain"], ["impact"]),
  m("xp4", "spiced", "Nobody can find which glaze recipe we used for last year's big order, it's chaos.", ["pain"])
]

const PAIN_NEAR: ReadonlyArray<MessyCase> = [
  m("xpn1", "spiced", "Does your app support sign-up forms in several languages?", []),
  m("xpn2", "spiced", "Can the calendar show the lessons in different colours?", []),
  m("xpn3", "spiced", "Is there a way to export the lane scores to PDF?", []),
  m("xpn4", "spiced", "No real problems with how we do it now, we're just curious what else is out there.", [], ["situation"])
]

const WHOLE: ReadonlyArray<MessyCase> = [
  m("xw1", "spiced", "Hi Tomasz,\n\nThanks for the demo yesterday. A bit of background: we run a dive centre with two boats and nine instructors, and every booking, waiver and gear rental lives in a paper folder at the front desk. Waivers go missing and divers have turned up to find their kit given to someone else.\n\nLast season that cost us about 40 refunds and a pile of bad reviews. The marine park authority requires digital waivers from 1 April, so we have to switch before then.\n\nMy partner and I will decide together after trialling it for two weeks.\n\nBest,\nAlana Kealoha\nOwner, Reef Line Divers", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("xw2", "spiced", "Call notes - Hollow Oak Mushrooms\n- 3 grow rooms, humidity logged by hand twice a day\n- missed readings -> lost two flushes in Aug (~6k)\n- supermarket audit 14 Nov\n- owner decides, manager recommends", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("xw3", "spiced", "[agent] How do you run tastings today?\n[user] on paper tickets at the cellar door, two staff\n[agent] What goes wrong?\n[user] tickets get lost and we can't tell who paid\n[agent] Anything forcing the timing?\n[user] not really, we'd just like it done soon\n[agent] Who decides?\n[user] honestly I'd have to check", ["situation", "pain"], ["impact"]),
  m("xw4", "spiced", "Dear Sir,\n\nWe are music school of the orchestra with 120 students and 14 teachers. Now the lesson plan is in Excel and every week two or three lessons are double, the teachers come and the room is occupied. Because of this we lost 6 students this year. The new school year begins 1 September and we want the new system before. The director and the council of parents decide.\n\nRegards\nMilena Petrović", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("xw5", "spiced", "Name: Jonas Berg\nCompany: Berg Sawmill\nEmployees: 22\nCurrent system: paper delivery notes\nProblem: drivers lose the notes, so we invoice late\nImpact: around 15k outstanding each month\nDeadline: none\nDecision maker: me", ["situation", "pain", "impact", "decision"]),
  m("xw6", "spiced", "hi, just browsing, do you have a plan for a laundrette? what does it cost per month?", []),
  m("xw7", "spiced", "Thanks, that's helpful.\n\nRegards,\nBea\n\n> On Wed, Sales wrote:\n> Many of our clients lose hours each week and face audits in spring. Who decides at your end?", [])
]

export const SPICED2_CASES: ReadonlyArray<MessyCase> = [
  ...IMPACT,
  ...IMPACT_NEAR,
  ...EVENT,
  ...EVENT_NEAR,
  ...DECISION,
  ...DECISION_NEAR,
  ...SITUATION,
  ...SITUATION_NEAR,
  ...PAIN,
  ...PAIN_NEAR,
  ...WHOLE
]
