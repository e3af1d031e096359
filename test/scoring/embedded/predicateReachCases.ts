// Sentences of our own (written for this set, in domains of our own: a bakery chain, a dog-walking
// firm, an architects' practice, a marina, a mobile mechanic, a community theatre, a yoga studio)
// on how far a clause's doubt, condition or owner reaches: (a) an uncertainty after "and" + a second
// predicate, (b) a hedge before a trailing "if", (c) a condition that runs past ", and", (d) a third
// party named by a pronoun, (e) a bare count of people as a team's size; with near misses that
// must keep their reading. Wants: a detector's reading, "@word" a word's modality (0 plain,
// 1 negated, 2 open), "=category" a classification's value.
export type Reading = "found" | "absent" | "negated" | 0 | 1 | 2 | `=${string}`
export type Rubric = "bant" | "champ" | "meddic" | "intent" | "custom"

export const PREDICATE_CASES: ReadonlyArray<readonly [string, Rubric, string, Readonly<Record<string, Reading>>]> = [
  // (a) The doubt is about something new: the first predicate stays stated.
  ["a01", "bant", "We need a proper rota app and don't know where to begin.", { need: "found", "@rota": 0, "@begin": 2 }],
  ["a02", "bant", "Our invoices go out late every month and we have no idea how to fix it.", { "@invoices": 0 }],
  ["a03", "custom", "The dogs' lead hooks keep snapping and we've no idea why.", { "@snapping": 0 }],
  ["a04", "custom", "Half our walkers have quit and I'm not sure who to ask for cover.", { staff_shortage: "found", "@quit": 0 }],
  ["a05", "bant", "We're after a booking system for the marina and aren't sure which one suits.", { need: "found", "@booking": 0, "@suits": 2 }],
  ["a06", "champ", "Quotes take us three days to write and honestly no idea how others do it faster.", { "@quotes": 0 }],
  ["a07", "custom", "The ovens at the Leith branch keep tripping and nobody knows when the electrician can come.", { "@ovens": 0 }],
  ["a08", "bant", "We want to move the studio's bookings online and don't know where to start.", { need: "found", "@bookings": 0 }],
  ["a09", "custom", "Deliveries to the Mill Lane shop arrive short and we're unsure who to complain to.", { stock_problem: "found", "@short": 0 }],
  // (a) near misses: the doubt points back at the first predicate, or opens the sentence.
  ["an1", "bant", "We've got some money set aside and don't know how much.", { budget: "absent", "@money": 2 }],
  ["an2", "bant", "There's a budget for it somewhere and I'm not sure what it is.", { budget: "absent", "@budget": 2 }],
  ["an3", "bant", "I'm not sure what we need and the owners haven't said.", { need: "absent", "@need": 2 }],
  ["an4", "bant", "Timeline-wise I really don't know yet.", { timeline: "absent", "@timeline": 2 }],
  ["an5", "custom", "We might be short of walkers in August and don't know if that's a problem.", { "@walkers": 2 }],
  ["an6", "bant", "We don't have a budget and don't know where to start.", { budget: "negated" }],
  ["an7", "bant", "We may need a new website and aren't sure whether we do.", { "@website": 2 }],
  // (b) A hedge before a condition on the product: a commitment with a condition is still stated.
  ["b01", "bant", "We could stretch to 300 a month if it replaces the paper timesheets.", { budget: "found", "@300": 0, "@replaces": 2 }],
  ["b02", "champ", "I could probably find 4k if it covers both marinas.", { money: "found", "@4k": 0 }],
  ["b03", "bant", "We could go to about 150 a user if onboarding is included.", { budget: "found", "@150": 0 }],
  ["b04", "champ", "We could put 2,000 towards it if your app does the rota too.", { money: "found", "@2,000": 0 }],
  ["b05", "bant", "We could manage 90 a month if that includes the card reader.", { budget: "found", "@90": 0 }],
  ["b06", "bant", "We'd happily pay 250 a month if it handles the berth bookings too.", { budget: "found", "@250": 0 }],
  ["b07", "champ", "I would spend up to 3k if your system includes the card reader.", { money: "found", "@3k": 0 }],
  // (b) near misses: a condition in the past, a hedge on the buyer's own side, "would" and "were".
  ["bn1", "bant", "We could spend 5k if we had the budget.", { budget: "absent", "@5k": 2 }],
  ["bn2", "bant", "We could stretch to 300 a month if the partners ever agreed to it.", { budget: "absent", "@300": 2 }],
  ["bn3", "bant", "We would pay 200 a month if it were cheaper.", { budget: "absent", "@200": 2 }],
  ["bn4", "bant", "We'd start in March if we went ahead.", { timeline: "absent", "@march": 2 }],
  ["bn5", "bant", "We could afford 3k if the lottery grant comes through.", { budget: "absent", "@3k": 2 }],
  ["bn6", "champ", "I might find 1,500 if we get the council funding.", { money: "absent", "@1,500": 2 }],
  ["bn7", "bant", "We could spend 800 if it worked, but it doesn't.", { "@800": 2 }],
  ["bn8", "bant", "I'd buy it tomorrow for 500 if it was cheaper to run.", { budget: "absent", "@500": 2 }],
  ["bn9", "champ", "We might put 1k in if it covers both studios.", { money: "absent", "@1k": 2 }],
  // (c) A condition ends at ", and" + a clause of the speaker's own.
  ["c01", "meddic", "Happy to pay annually if that gets us 10% off, and we want to cut missed classes by half.", { metrics: "found", "@half": 0 }],
  ["c02", "bant", "We'd take the annual plan if it's cheaper, and we need everyone trained by June.", { timeline: "found", "@june": 0 }],
  ["c03", "meddic", "I'll sign today if you can match their price, and our goal is to halve missed calls.", { metrics: "found", "@halve": 0 }],
  ["c04", "bant", "10% off if we pay upfront would help, and we need it live before the season opens in April.", { timeline: "found", "@april": 0 }],
  ["c05", "bant", "We'll pay upfront if there's a discount and we need it live by May.", { "@may": 0 }],
  ["c06", "meddic", "If we sign for two years we get 5% off, and we want late deliveries cut by 30%.", { metrics: "found", "@30%": 0 }],
  ["c07", "bant", "If we pay upfront we save 10%, and we need it running by March.", { timeline: "found", "@march": 0 }],
  // (c) near misses: the condition goes on past its "and".
  ["cn4", "bant", "If we sign now and we pay upfront, and we order two, can we get 10% off?", { "@order": 2 }],
  ["cn5", "bant", "If the owners agree we start in spring, and we get the lease, we'd want it by June.", { "@june": 2 }],
  ["cn1", "bant", "If the trial goes well, and the committee agrees, we'd roll it out in spring.", { timeline: "absent", "@spring": 2 }],
  ["cn2", "bant", "We'd buy it if the price drops, and if the trustees agree.", { "@trustees": 2 }],
  ["cn3", "bant", "If we win the harbour contract and we need more berths, we'd want it by May.", { "@may": 2 }],
  // (d) Someone else's role told by a pronoun.
  ["d01", "bant", "I rang the timber yard and spoke to their manager, Gav. He's the one who signs everything off there.", { authority: "absent" }],
  ["d02", "bant", "My sister runs a bakery in York. She's the one who decides everything there.", { authority: "absent" }],
  ["d03", "champ", "The marina next door uses your system. Their harbour master says he's the one who chose it.", { authority: "absent" }],
  ["d04", "bant", "I had a chat with the supplier's rep about the ovens. She's the one who approves discounts.", { authority: "absent" }],
  ["d05", "champ", "A friend of mine manages a gym in Leeds. He's the person who picked the software there.", { authority: "absent" }],
  // (d) near misses: the buyer's own decider by a pronoun.
  ["dn3", "bant", "My boss is away this week. She's the one who signs off purchases.", { authority: "found" }],
  ["dn4", "champ", "Priya runs our finance side. She's the one who approves any spend.", { authority: "found" }],
  ["dn5", "bant", "She's the one who signs off, so I'll copy her in.", { authority: "found" }],
  ["dn1", "bant", "Our practice director is Ines. She's the one who signs off new software.", { authority: "found" }],
  ["dn2", "bant", "I'm the one who signs off anything we buy here.", { authority: "found" }],
  // (e) A bare count of people as the team's size.
  ["e01", "custom", "We're 12 in the office, all on laptops.", { team_size: "=small" }],
  ["e02", "custom", "There's nine on the team at the moment.", { team_size: "=small" }],
  ["e03", "custom", "We have 45 on the payroll across three bakeries.", { team_size: "=medium" }],
  ["e04", "custom", "Seven including me.", { team_size: "=small" }],
  ["e05", "custom", "We're about 60 altogether now.", { team_size: "=medium" }],
  ["e06", "custom", "Team size is 14, give or take.", { team_size: "=small" }],
  ["e07", "custom", "We employ 300 across the region.", { team_size: "=large" }],
  // (e) near misses: a number of something else.
  ["en1", "custom", "We're 5 minutes from the marina gate.", { team_size: "absent" }],
  ["en2", "custom", "We have 45 on order for the spring.", { team_size: "absent" }],
  ["en3", "custom", "We're 3 weeks behind on the rota.", { team_size: "absent" }],
  ["en4", "custom", "There's 20 in the box, and we need two boxes.", { team_size: "absent" }],
  ["en5", "custom", "We came 2nd in the regional awards.", { team_size: "absent" }]
]
