// Messages of our own (spiced3): SPICED pain and impact on fresh text, in trades no other test
// uses (a marina, a kombucha brewery, a climbing wall, a funeral home, a luthier, a coffee roaster,
// a translation agency, a plant nursery, a coach charter, a dental lab, a tattoo studio …): chat,
// e-mail with a signature, forms, call notes, non-native English. Pain told as a story of what goes
// wrong (no "problem" word); impact as a consequence in money, time, people, customers or
// reputation without "impact" or "cost"; and near misses: plain facts and figures (headcount,
// turnover, prices) that are no impact, the pain alone told again with no consequence, a feature
// question, a trouble long solved. `yes` names the detectors stated, `maybe` the ones a careful
// reader could label either way. "[agent] "/"[user] " lines make a transcript. Run by spiced3.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

/** Pain told as a story of what goes wrong. */
const PAIN_STORY: ReadonlyArray<MessyCase> = [
  m("ps1", "spiced", "Twice this month a berth we had promised to a visiting yacht was already taken when they arrived, because the harbour master and the office each keep their own list.", ["pain"], ["situation", "impact"]),
  m("ps2", "spiced", "The fermentation logs are on a clipboard by each tank and half the time the night shift forgets to fill them in, so by Monday nobody knows which batch was tasted.", ["pain", "situation"]),
  m("ps3", "spiced", "hey, our route setters write the new grades on a whiteboard and members photograph it, then the board gets wiped and the info is gone", ["pain", "situation"]),
  m("ps4", "spiced", "Families ring us to ask where the service sheets are and the director has to dig through three inboxes to find the final version.", ["pain"], ["situation"]),
  m("ps5", "spiced", "When a guitar comes in for repair we write a paper tag, and the tags fall off in the workshop, so we end up guessing whose instrument is whose.", ["pain", "situation"]),
  m("ps6", "spiced", "Roast profiles live in the head of one roaster. When he is off sick the other two guess the timings and the beans come out uneven.", ["pain"], ["situation"]),
  m("ps7", "spiced", "Describe the challenge: translators get the same file twice from different project managers and both start working on it", ["pain"], ["situation"]),
  m("ps8", "spiced", "Call notes - Fernhill Nursery\n- stock counts done on paper once a month\n- plants shown as available online are often already sold\n- staff walk the beds to check before every big order", ["pain", "situation"]),
  m("ps9", "spiced", "our drivers get the trip sheet by text message the night before and if the time changes after that they simply don't see it", ["pain", "situation"]),
  m("ps10", "spiced", "The lab receives impressions from 40 dental practices by courier and the paper slips inside are often unreadable, so we phone the practice to ask what was ordered.", ["pain", "situation"])
]

/** Impact: a consequence in money, time, people, customers or reputation, no "impact"/"cost". */
const IMPACT_CONSEQUENCE: ReadonlyArray<MessyCase> = [
  m("ic1", "spiced", "Because of the double bookings at the berths, two charter companies have moved their boats to the marina across the bay this season.", ["impact"], ["pain"]),
  m("ic2", "spiced", "We poured away four tanks of kombucha last quarter because nobody logged the pH in time, that's roughly 3,000 litres down the drain.", ["impact", "pain"]),
  m("ic3", "spiced", "Since the grades keep disappearing our reviews mention it, and we dropped from 4.8 to 4.3 stars in a year.", ["impact"], ["pain"]),
  m("ic4", "spiced", "A family complained to the funeral regulator last spring after we printed the wrong hymn sheet.", ["impact"], ["pain"]),
  m("ic5", "spiced", "We had to give away a free set-up on three guitars last month to calm people down after mixing up the tags.", ["impact"], ["pain"]),
  m("ic6", "spiced", "Uneven roasts mean a café chain sent back two pallets in October and we had to credit them the full invoice.", ["impact"], ["pain"]),
  m("ic7", "spiced", "Our project managers spend most of Monday morning untangling duplicates instead of pricing new jobs.", ["impact", "pain"]),
  m("ic8", "spiced", "What is the business consequence?: we refunded eleven customers in spring because the plants had been sold twice", ["impact"], ["pain"]),
  m("ic9", "spiced", "Two of our drivers waited at the wrong hotel for a school group last week and the school has said it won't book us for the summer trips.", ["impact"], ["pain", "situation"]),
  m("ic10", "spiced", "Every remake because of a misread slip is about 120 pounds of material and technician time we never get back.", ["impact"], ["pain"]),
  m("ic11", "spiced", "[agent] And what does that mean for the business?\n[user] honestly we are losing the bigger practices, two of them went to a lab in Leeds this year", ["impact"], ["pain"]),
  m("ic12", "spiced", "Our front desk works till nine most nights just to reconcile the bookings, and one of them handed in her notice last week.", ["impact"], ["pain"]),
  m("ic13", "spiced", "the studio loses about a day of tattoo bookings every month to no-shows because the reminders never go out", ["impact"], ["pain"]),
  m("ic14", "spiced", "We couldn't bid for the council contract this year because we had no way to show our response times.", ["impact"], ["pain"]),
  m("ic15", "spiced", "Hello, our company make tours for cruise passengers. When the ship is late we cannot tell the guides, and last month we paid 2 guides for a full day with no tourists.", ["impact", "pain"], ["situation"])
]

/** Near misses: plain facts, figures and the pain alone are no impact. */
const IMPACT_NEAR: ReadonlyArray<MessyCase> = [
  m("in1", "spiced", "We're a marina with 320 berths and a turnover of about 2 million a year.", ["situation"]),
  m("in2", "spiced", "Our kombucha sells for 4 euros a bottle in about 60 shops.", ["situation"]),
  m("in3", "spiced", "The climbing wall has 900 members and 12 staff, open seven days a week.", ["situation"]),
  m("in4", "spiced", "The paper tags keep falling off the guitars in the workshop.", ["pain"], ["situation"]),
  m("in5", "spiced", "What would a 3-year licence come to for four users?", []),
  m("in6", "spiced", "Your website says customers save 10 hours a week, is that typical for a small agency?", []),
  m("in7", "spiced", "We lost our old translation memory years ago when the server died, but that's all restored now and working fine.", []),
  m("in8", "spiced", "Our coaches do about 40,000 miles a year each and we replace them every eight years.", [], ["situation"]),
  m("in9", "spiced", "The funeral home was founded in 1952 and is still run by the same family.", [], ["situation"]),
  m("in10", "spiced", "Roasting takes about 14 minutes a batch, which is normal for our machine.", [], ["situation"]),
  m("in11", "spiced", "We hired two new technicians in March because we opened a second lab, all going well.", [], ["situation"]),
  m("in12", "spiced", "Could the reminders go out by WhatsApp as well as email?", []),
  m("in13", "spiced", "Our staff get paid on the 28th of each month via the bank.", [], ["situation"]),
  m("in14", "spiced", "Any discount if we pay the whole year up front?", [])
]

/** Pain near misses: a question, a plain fact of the tools, a trouble already fixed. */
const PAIN_NEAR: ReadonlyArray<MessyCase> = [
  m("pn1", "spiced", "We keep the berth list in a shared calendar and it works well for us.", ["situation"]),
  m("pn2", "spiced", "Does your system print tags with a barcode?", []),
  m("pn3", "spiced", "The scanner broke in 2021 and we replaced it the same week, no trouble since.", []),
  m("pn4", "spiced", "Can two people edit the same job at once?", []),
  m("pn5", "spiced", "Our guides get their schedule by email every Sunday.", ["situation"])
]

/** Whole messages with several signals, and their near misses mixed in. */
const MIXED: ReadonlyArray<MessyCase> = [
  m("mx1", "spiced", "Hi Jonas,\n\nWe're a family funeral home with three branches. Service details are typed into Word and emailed around, and more than once the celebrant has turned up with an old version. Last year one family took their complaint to the local paper, which hurt us badly in a small town.\n\nOur lease on the office software ends in March, and my sister and I will choose together.\n\nBest,\nMaren Holt\nDirector, Holt & Daughters", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("mx2", "spiced", "Company: Bright Tide Coaches\nFleet: 22 coaches\nCurrent system: spreadsheets and a paper diary\nWhat goes wrong?: jobs get written in the diary but not the sheet, so two coaches get sent to the same school\nWhat does it lead to?: we pay for taxis to rescue the group, about 300 a time\nDeadline: new school year in September\nWho decides?: me and the finance manager", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("mx3", "spiced", "quick one - we're a 6 person translation agency, files come in by email and sit in a shared folder. nothing has gone wrong really, just want to see what's out there.", ["situation"]),
  m("mx4", "spiced", "[agent] How do you track orders today?\n[user] a whiteboard in the roastery and an excel for invoices\n[agent] What goes wrong with that?\n[user] the board gets out of step with the excel and we ship the wrong grind\n[agent] And what happens then?\n[user] we resend at our own expense and a few cafés have quietly gone to another roaster", ["situation", "pain", "impact"]),
  m("mx5", "spiced", "We're a tattoo studio with 5 artists. Bookings come through Instagram DMs. Our busiest months are November and December. Price per hour is 120.", ["situation"]),
  m("mx6", "spiced", "Notes: Ardmore Plant Nursery, owner Ciara\n- 14 staff, 2 sites\n- orders by phone + email, stock on paper\n- overselling on weekends, customers turn up for plants we don't have\n- regular landscapers now ring round other nurseries first\n- Ciara decides alone", ["situation", "pain", "impact", "decision"]),
  m("mx7", "spiced", "Hello, I am the office manager of a dental lab in Porto. The courier slips are often wrong and we do the crown two times. This month we lost almost a week of one technician only for remakes. The new regulation for medical devices starts in January and we must have traceability.", ["situation", "pain", "impact", "critical_event"]),
  m("mx8", "spiced", "Hi there, our climbing centre has 2 walls and about 30 instructors on a rota in Google Sheets. It's fine for now. Any chance of a demo sometime in the spring?", ["situation"])
]

/** Written after the first readings, to see whether they carry to other wordings (none was mended from these). */
const LATER: ReadonlyArray<MessyCase> = [
  m("lt1", "spiced", "Our reviews now mention the wrong tour times, and bookings through the site are down by a third since June.", ["impact"], ["pain"]),
  m("lt2", "spiced", "A wholesaler cancelled its standing order with us in May after the third wrong delivery.", ["impact"], ["pain"]),
  m("lt3", "spiced", "We've had to put two people on the phones full-time just to answer where-is-my-order calls.", ["impact"], ["pain"]),
  m("lt4", "spiced", "Each missed collection means the skip sits on the customer's drive for another week and we eat the hire fee.", ["impact"], ["pain"]),
  m("lt5", "spiced", "The vet practice is about 25 staff with revenue around 3 million, open 8 till 8.", ["situation"]),
  m("lt6", "spiced", "Our laser cutter costs about 40 euros an hour to run, which is normal for the size.", [], ["situation"]),
  m("lt7", "spiced", "When the delivery app freezes, drivers sit in the yard waiting for their routes.", ["pain"], ["impact"]),
  m("lt8", "spiced", "Paper job cards come back from site covered in mud and half the hours can't be read.", ["pain"], ["situation"]),
  m("lt9", "spiced", "The broker has told us our premium will go up unless we can show proper maintenance records.", ["impact"], ["critical_event", "pain"]),
  m("lt10", "spiced", "We're a 12-chair barbershop, busy Saturdays, quiet Tuesdays.", ["situation"]),
  m("lt11", "spiced", "Last season we had to turn down two wedding parties because we couldn't see which rooms were free.", ["impact", "pain"]),
  m("lt12", "spiced", "I run a small sign-writing business on my own, mostly shopfronts and vans.", ["situation"]),
  m("lt13", "spiced", "Our best engraver spends every Friday re-typing orders and he's told me he's had enough.", ["pain", "impact"]),
  m("lt14", "spiced", "It's annoying that the label printer jams, but we just restart it and carry on.", ["pain"])
]

export const SPICED3_CASES: ReadonlyArray<MessyCase> = [...PAIN_STORY, ...IMPACT_CONSEQUENCE, ...IMPACT_NEAR, ...PAIN_NEAR, ...MIXED, ...LATER]
