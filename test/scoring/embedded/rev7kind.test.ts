import type { IdCase } from "./presenceCases.js"
import { agent, rubric, runIdCases, user } from "./presenceCases.js"

// Review of the kind-member reading (engine/kindMembers.ts, lexicon KINDS): six rubrics of our own
// whose detector names touch a kind (an allergy form, a house-sitter, a SaaS security need, a
// venue's hazard log, a courier's licence, an event's access needs), with messages that name a
// member of the kind without stating the signal (a product described, a past pet, the vendor's own
// certificate, safety kit, a member word in another sense, a form value "N/A" or "not sure") and
// positives in everyday words. Written without looking at the custkind set or any dataset.

const bakery = rubric(
  { name: "allergy_info", type: "presence", required: false, examples: ["My son is allergic to peanuts", "She can't eat anything with gluten", "I'm vegan, so no butter or cream"], non_examples: ["No allergies in our group"] },
  { name: "collection_day", type: "presence", examples: ["I'll pick it up on Saturday", "Collection Friday morning"], non_examples: ["Whenever suits"] }
)
const houseSit = rubric(
  { name: "pet_details", type: "presence", required: false, examples: ["We have two cats, both indoor", "Our dog Biscuit is a springer spaniel", "There's a rabbit in a hutch in the garden"], non_examples: ["It's just the house, nothing to feed"] },
  { name: "trip_dates", type: "presence", examples: ["We're away 3rd to 17th August", "Two weeks from the 10th"], non_examples: ["Sometime in summer"] }
)
const saas = rubric(
  { name: "security_requirement", type: "presence", required: false, examples: ["We need SSO for all staff", "The vendor must be SOC 2 compliant", "All data has to be encrypted at rest"], non_examples: ["Security isn't a big concern for us"] },
  { name: "team_size", type: "presence", examples: ["We're about 45 people", "A team of 12 engineers"], non_examples: ["A growing team"] }
)
const venue = rubric(
  { name: "hazard", type: "presence", required: false, examples: ["There's smoke coming out of the kitchen extractor", "Sparks flew from the light switch in room 4", "I can smell gas near the boiler"], non_examples: ["Everything looks safe"] },
  { name: "room", type: "presence", examples: ["It's in the main hall", "Room 12 on the second floor"], non_examples: ["Somewhere upstairs"] }
)
const courier = rubric(
  { name: "licence_held", type: "presence", examples: ["Full UK driving licence, no points", "I have a CPCS ticket for forklifts", "Category C1 licence held since 2018"], non_examples: ["I've driven vans for friends"] },
  { name: "start_date", type: "presence", examples: ["I can start on Monday", "Available from the 1st"], non_examples: ["Not sure yet"] }
)
const gala = rubric(
  { name: "access_need", type: "presence", required: false, examples: ["I use a wheelchair", "My mum needs step-free access to her seat", "I'm deaf and will need captions"], non_examples: ["No help needed thanks"] },
  { name: "ticket_count", type: "presence", examples: ["Four tickets please", "Two adults, one child"], non_examples: ["A few of us"] }
)

const ROWS: ReadonlyArray<IdCase> = [
  // allergy form: a product described, a form value, another's preference, a topic word
  ["alg-01", bakery, "The cake you made last month had crushed nuts on top and looked lovely.", { allergy_info: "absent" }],
  ["alg-02", bakery, "Name: Carla Moss\nDietary requirements: N/A\nCollection: Saturday", { allergy_info: "absent", collection_day: "found" }],
  ["alg-03", bakery, "Dietary requirements: not sure yet, will check with the guests", { allergy_info: "absent" }],
  ["alg-04", bakery, "Your vegan brownies were a hit at the office, can I order 30 more?", { allergy_info: "absent" }],
  ["alg-05", bakery, "We're not vegetarian but we loved the veggie sausage rolls.", { allergy_info: "absent" }],
  ["alg-06", bakery, "Could you do a dairy-free version if I asked nicely? Just wondering for the future.", { allergy_info: "absent" }],
  ["alg-07", bakery, "Heads up: my daughter has a severe sesame allergy, so please keep it well away.", { allergy_info: "found" }],
  ["alg-08", bakery, "I'm coeliac, so the base needs to be totally gluten-free.\n\nCheers,\nOmar", { allergy_info: "found" }],
  ["alg-09", bakery, "My husband is lactose intolerant, go easy on the cream.", { allergy_info: "found" }],
  ["alg-10", bakery, "Eggs make me really ill, so no eggs in the sponge please.", { allergy_info: "found" }],
  // house-sitter: a past pet, a neighbour's, a future one, a food word, a form value
  ["pet-01", houseSit, "We used to have a cat but she passed away two years ago.", { pet_details: "absent" }],
  ["pet-02", houseSit, "The neighbour's dog barks a bit in the mornings, just so you know.", { pet_details: "absent" }],
  ["pet-03", houseSit, "We're thinking about getting a puppy next year.", { pet_details: "absent" }],
  ["pet-04", houseSit, "There's a hot dog stand at the end of the road, great for lunch.", { pet_details: "absent" }],
  ["pet-05", houseSit, "Pets: none\nDates: 3rd to 10th June", { pet_details: "negated", trip_dates: "found" }],
  ["pet-06", houseSit, "I'm allergic to cats, so I hope there isn't one at the house?", { pet_details: "absent" }],
  ["pet-07", houseSit, "The pet shop on the corner has closed down, sadly.", { pet_details: "absent" }],
  ["pet-08", houseSit, "We have a tortoise called Gerald and two goldfish.", { pet_details: "found" }],
  ["pet-09", houseSit, "Our old greyhound sleeps most of the day, he's no trouble.", { pet_details: "found" }],
  ["pet-10", houseSit, "Three hens in the garden, the eggs are yours to keep.", { pet_details: "found" }],
  // SaaS security: vendor questions, the vendor's own certificate, a building's guard, forwarded news
  ["sec-01", saas, "What's your uptime been over the last year?", { security_requirement: "absent" }],
  ["sec-02", saas, "Is there a free tier we could try first?", { security_requirement: "absent" }],
  ["sec-03", saas, "Our office has a security guard on the front desk, so visits need booking.", { security_requirement: "absent" }],
  ["sec-04", saas, "We had a phishing scare last year, all sorted now.", { security_requirement: "absent" }],
  ["sec-05", saas, "Your website says you hold ISO 27001, nice one. We're a team of 20.", { security_requirement: "absent", team_size: "found" }],
  ["sec-06", saas, "Your trust page says the platform is GDPR compliant and SOC 2 audited.", { security_requirement: "absent" }],
  ["sec-07", saas, "---------- Forwarded message ----------\nFrom: Weekly Tech Digest\nSubject: Why SOC 2 matters for startups\n\nThought this was interesting, no action needed.", { security_requirement: "absent" }],
  ["sec-08", saas, "Security requirements: not sure, I'll ask IT\nTeam size: 30", { security_requirement: "absent", team_size: "found" }],
  ["sec-09", saas, "Compliance needs: none", { security_requirement: "negated" }],
  ["sec-10", saas, "Our insurer now insists on multi-factor authentication for every login.", { security_requirement: "found" }],
  ["sec-11", saas, "Customer data has to stay in the UK, it can't leave the country.", { security_requirement: "found" }],
  ["sec-12", saas, "We'll need a signed DPA before anyone uploads staff data.", { security_requirement: "found" }],
  ["sec-13", saas, [agent("Any particular requirements?"), user("Just that everyone signs in through our Okta, and we need audit logs for admins.")], { security_requirement: "found" }],
  // venue hazards: safety kit, a smoking area, candles and flambé, a ban on smoke
  ["haz-01", venue, "Reminder: the fire alarm test is on Tuesday at 10.", { hazard: "absent" }],
  ["haz-02", venue, "Smoke-free venue please, a few guests have asthma.", { hazard: "absent" }],
  ["haz-03", venue, "Could we have a smoking area outside for guests?", { hazard: "absent" }],
  ["haz-04", venue, "The candles burning on every table were a lovely touch.", { hazard: "absent" }],
  ["haz-05", venue, "The chef's flambé was the highlight, flames and all!", { hazard: "absent" }],
  ["haz-06", venue, "We're planning a bonfire night party for the staff in November.", { hazard: "absent" }],
  ["haz-07", venue, "Fire safety certificate attached as requested.", { hazard: "absent" }],
  ["haz-08", venue, "My feet were burning after eight hours on that stage floor, lol.", { hazard: "absent" }],
  ["haz-09", venue, "Water is dripping onto the fuse box in the cellar.", { hazard: "found" }],
  ["haz-10", venue, "The socket by the bar crackles and the plug came out scorched.", { hazard: "found" }],
  ["haz-11", venue, "There's a strong gas smell in the kitchen this morning.", { hazard: "found" }],
  // courier licence: learning, a software licence, the vendor's licence, a future card, form values
  ["lic-01", courier, "I'm learning to drive at the moment, test booked for spring.", { licence_held: "absent" }],
  ["lic-02", courier, "My Photoshop licence ran out, so I used a free editor for the CV.", { licence_held: "absent" }],
  ["lic-03", courier, "Is your company licensed and insured for the goods you carry?", { licence_held: "absent" }],
  ["lic-04", courier, "I'll have my forklift certificate by March, all going well.", { licence_held: "absent" }],
  ["lic-05", courier, "Licence: N/A\nStart date: Monday", { licence_held: "absent", start_date: "found" }],
  ["lic-06", courier, "Licence: not sure which category, will check", { licence_held: "absent" }],
  ["lic-07", courier, "I've held a motorbike licence for years and a full car one.", { licence_held: "found" }],
  ["lic-08", courier, "I passed my driving test in 2019, clean record since.", { licence_held: "found" }],
  // event access: a question for a policy, other senses of "blind" and "disabled", form values
  ["acc-01", gala, "Is the hall wheelchair accessible? Just checking for our booking policy.", { access_need: "absent" }],
  ["acc-02", gala, "We're doing a blind tasting of the wines at the gala.", { access_need: "absent" }],
  ["acc-03", gala, "The card payment page was disabled so I paid by transfer. Four tickets please.", { access_need: "absent", ticket_count: "found" }],
  ["acc-04", gala, "Access needs: none\nTickets: 2", { access_need: "negated", ticket_count: "found" }],
  ["acc-05", gala, "Access needs: not sure, will let you know", { access_need: "absent" }],
  ["acc-06", gala, "There's a blind spot behind the pillar where you can't see the stage.", { access_need: "absent" }],
  ["acc-07", gala, "I walk with a stick and can't manage more than a few steps.", { access_need: "found" }],
  ["acc-08", gala, "I'm hard of hearing, so a seat near the front would help.", { access_need: "found" }],
  ["xtr-01", venue, "The ice cream on the dessert table melted in the heat, bit of a mess.", { hazard: "absent" }],
  ["xtr-02", venue, "Can we hire a smoke machine for the disco?", { hazard: "absent" }],
  ["xtr-03", venue, "Flame-grilled burgers went down a storm with the guests.", { hazard: "absent" }],
  ["xtr-04", bakery, "We'll pop into the halal butcher next door after collecting. Saturday is best.", { allergy_info: "absent", collection_day: "found" }],
  ["xtr-05", saas, "I forgot the encryption password for the zip file you sent over.", { security_requirement: "absent" }],
  ["xtr-06", courier, "I'm a qualified accountant looking for weekend delivery work.", { licence_held: "absent" }],
  ["xtr-07", houseSit, "Feel free to use the cat flap as a doorstop, it's been sealed for years.", { pet_details: "absent" }],
  ["xtr-08", gala, "We got a lovely thank-you card from a blind charity we support. Two tickets please.", { access_need: "absent", ticket_count: "found" }],
  ["xtr-09", houseSit, "Our spaniel and the old ginger tom both need feeding twice a day.", { pet_details: "found" }],
  ["xtr-10", courier, "I hold an SIA door supervisor licence and a clean car licence.", { licence_held: "found" }],
  ["xtr-11", houseSit, "The previous tenants kept a dog.", { pet_details: "absent" }],
  ["xtr-16", houseSit, "The previous tenants kept a dog, so the garden fence is very high.", { pet_details: "absent" }],
  ["xtr-12", gala, "My neighbour is a wheelchair user and says your hall is great. Three tickets for us.", { access_need: "absent", ticket_count: "found" }],
  ["xtr-13", venue, "Hi,\n\nHazards noted: none that I could see.\n\nThanks,\nMo Reid\nSite Supervisor, Quayside Halls", { hazard: "absent" }],
  ["xtr-14", courier, [agent("Do you hold a driving licence?"), user("Not yet, I'm waiting for my test date.")], { licence_held: "absent" }],
  ["xtr-15", saas, "We need SAML and SCIM before we roll this out to the whole company.", { security_requirement: "found" }],
  ["acc-09", gala, "My son is autistic and will need a quiet space to retreat to.", { access_need: "found" }]
]

// 77 messages, 87 labels. On the engine before this review 31 wrong: the 20 below and alg-01,
// pet-03, pet-04, pet-07, lic-02, xtr-03, xtr-04, xtr-11 (the kind reading's misfires), alg-07,
// pet-08 (members no kind listed) and acc-09 (the name word "access", used by an example, had
// switched the kind off; switched on, it misfired on acc-02, acc-03, acc-06, xtr-08, now mended).
// Still wrong (alg-05, haz-05 mended by praisedAside.ts in round rev9): vector finds the kind reading does not make
// (alg-04, haz-02/03/04/08, lic-04, pet-06, xtr-01/02/07/16); a form "none" read as nothing
// (sec-09, a one-line form). Needs in words no kind listed (sec-11, haz-09, acc-07/08) mended by custkind2;
// acc-01 (asked whether the hall is accessible) and pet-01 (a pet told gone) mended by custstate.
/** Labels ("case id/detector") the engine still reads wrong: asserted wrong, so a mended one must leave the list. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "alg-04/allergy_info", "pet-06/pet_details", "sec-09/security_requirement",
  "haz-02/hazard", "haz-03/hazard", "haz-04/hazard", "haz-08/hazard", "lic-04/licence_held",
  "xtr-01/hazard", "xtr-02/hazard", "xtr-07/pet_details", "xtr-16/pet_details"
]

runIdCases("kind members reviewed on messages of our own (rev7kind)", ROWS, KNOWN_MISSES)
