import type { IdCase } from "./presenceCases.js"
import { agent, rubric, runIdCases, user } from "./presenceCases.js"

// Kind members, second pass (custkind2; engine/kindMembers.ts, lexicon KINDS): five rubrics of our
// own (a cloud host's compliance needs, an electrician's hazard triage, a theatre's access needs, a
// caterer's diets, a coach firm's passenger mobility needs whose name has a word outside every kind,
// a cleaner's pets in the home), with members no kind listed before ("data kept in the UK", "the
// fuse box got wet", "walks with a stick", "hard of hearing"), form lines whose value is "none" /
// "n/a" / "nothing special" under a label naming the kind (a denial), and near misses: a member word
// in another sense, a third party's, a past one, a question about the vendor's.

const cloud = rubric(
  { name: "compliance_needs", type: "presence", required: false, examples: ["We'll need SSO through Azure AD", "Our board expects ISO 27001 from every supplier", "Client files have to be encrypted"], non_examples: ["Nothing formal on the compliance side"] },
  { name: "user_count", type: "presence", examples: ["About 25 users", "We have 140 seats"], non_examples: ["A fair few people"] }
)
const sparky = rubric(
  { name: "hazard", type: "presence", required: false, examples: ["The plug socket has scorch marks", "I saw sparks when I flicked the switch", "Smells like something is burning behind the light"], non_examples: ["It's just stopped working, nothing scary"] },
  { name: "visit_day", type: "presence", examples: ["Could you come Thursday?", "Any time Monday morning"], non_examples: ["Whenever"] }
)
const theatre = rubric(
  { name: "access_requirements", type: "presence", required: false, examples: ["I'm a wheelchair user", "My dad needs a hearing loop", "Step-free please, I can't do stairs"], non_examples: ["We're all fine with stairs"] },
  { name: "seat_count", type: "presence", examples: ["Three seats please", "Two adults"], non_examples: ["A few of us"] }
)
const caterer = rubric(
  { name: "dietary_requirements", type: "presence", required: false, examples: ["Three of the guests are vegetarian", "One coeliac, strictly gluten-free", "Halal for the top table"], non_examples: ["Everyone eats everything"] },
  { name: "guest_count", type: "presence", examples: ["Around 80 guests", "Sixty people for the buffet"], non_examples: ["A good crowd"] }
)
/** "passenger" is in no kind and the examples use it: it names whose need, not a narrower kind. */
const coach = rubric(
  { name: "passenger_mobility_needs", type: "presence", required: false, examples: ["One passenger uses a wheelchair", "A passenger needs help with the steps", "Our oldest passenger is partially sighted"], non_examples: ["All passengers are fit and well"] },
  { name: "pickup_point", type: "presence", examples: ["Pick up from the town hall", "Collect us outside the school gates"], non_examples: ["Somewhere central"] }
)
const cleaner = rubric(
  { name: "pets_in_home", type: "presence", required: false, examples: ["We have a dog", "Two cats live with us", "There's a parrot in the lounge"], non_examples: ["No animals in the house"] },
  { name: "clean_day", type: "presence", examples: ["Fridays suit us", "Every other Tuesday"], non_examples: ["Flexible"] }
)

const ROWS: ReadonlyArray<IdCase> = [
  // compliance: residency and everyday members, a form "none", near misses
  ["cmp-01", cloud, "Quick one: all our customer data must stay in the UK, no exceptions.\n\nBest,\nPriya Nair\nOps Director", { compliance_needs: "found" }],
  ["cmp-02", cloud, "We're a law firm so everything has to be hosted in the EU.", { compliance_needs: "found" }],
  ["cmp-03", cloud, "Company: Fenwick Dental\nUsers: 30\nCompliance needs: none", { compliance_needs: "negated", user_count: "found" }],
  ["cmp-04", cloud, "Security requirements: n/a\nSeats: 12", { compliance_needs: "negated" }],
  ["cmp-05", cloud, "We need Cyber Essentials certification from anyone we work with.", { compliance_needs: "found" }],
  ["cmp-06", cloud, "Staff log in with two-factor on everything already, so that must carry over.", { compliance_needs: "found" }],
  ["cmp-07", cloud, "Where are your servers? Do you keep data in the UK?", { compliance_needs: "absent" }],
  ["cmp-08", cloud, "Our old provider lost a lot of data in 2019, it was a mess.", { compliance_needs: "absent" }],
  ["cmp-09", cloud, "My brother's firm needed GDPR sign-off from their bank, sounded painful.", { compliance_needs: "absent" }],
  ["cmp-10", cloud, "We don't have any particular compliance rules, honestly.", { compliance_needs: "negated" }],
  // hazards: water on electrics, shocks, frayed flex; near misses
  ["haz-01", sparky, "Rain came through the ceiling and the fuse box is wet.", { hazard: "found" }],
  ["haz-02", sparky, "I got a shock off the kitchen light switch this morning.", { hazard: "found" }],
  ["haz-03", sparky, "The cable to the heater is frayed and you can see copper.", { hazard: "found" }],
  ["haz-04", sparky, "There's a crackling noise from the socket by the bed.", { hazard: "found" }],
  ["haz-05", sparky, "Water is dripping onto the light fitting in the bathroom.", { hazard: "found" }],
  ["haz-06", sparky, "Job: replace outdoor light\nHazards: none\nAccess: side gate", { hazard: "negated" }],
  ["haz-07", sparky, "It was a shock to see the bill, to be honest.", { hazard: "absent" }],
  ["haz-08", sparky, "The garden is wet so please wipe your boots.", { hazard: "absent" }],
  ["haz-09", sparky, "Our neighbour had a fire in her kitchen last year, so we want new sockets checked.", { hazard: "absent" }],
  ["haz-10", sparky, "Can you fit a new extractor fan? No other problems.", { hazard: "absent" }],
  // access: everyday members, a form "nothing special", near misses
  ["acc-01", theatre, "My mum walks with a stick, so an aisle seat would help.", { access_requirements: "found" }],
  ["acc-02", theatre, "I'm hard of hearing, is there a loop in the main house?", { access_requirements: "found" }],
  ["acc-03", theatre, "Name: Tom Ellery\nTickets: 2\nAccess requirements: nothing special", { access_requirements: "negated", seat_count: "found" }],
  ["acc-04", theatre, "My husband has limited mobility after his hip operation.", { access_requirements: "found" }],
  ["acc-05", theatre, "Access needs: N/A\nSeats: 4", { access_requirements: "negated" }],
  ["acc-06", theatre, "We're all able-bodied, two adults and a teenager.", { access_requirements: "absent", seat_count: "found" }],
  ["acc-07", theatre, "Is the bar on the ground floor? Just curious.", { access_requirements: "absent" }],
  ["acc-08", theatre, "The play was about a deaf poet, we loved it last time.", { access_requirements: "absent" }],
  // diets: form values, everyday members, near misses
  ["diet-01", caterer, "Dietary requirements: n/a\nGuests: 45", { dietary_requirements: "negated", guest_count: "found" }],
  ["diet-02", caterer, "Special diets: none that we know of\nNumbers: about 70", { dietary_requirements: "negated" }],
  ["diet-03", caterer, "Two guests carry an EpiPen for nuts, please label everything.", { dietary_requirements: "found" }],
  ["diet-04", caterer, "The bride is lactose intolerant and the groom's dad is diabetic.", { dietary_requirements: "found" }],
  ["diet-05", caterer, "A few of the team eat plant-based now.", { dietary_requirements: "found" }],
  ["diet-06", caterer, "Could you do a gluten-free menu? Just asking what you offer.", { dietary_requirements: "absent" }],
  ["diet-07", caterer, "Last year's caterer forgot the vegetarian option, which was awful.", { dietary_requirements: "absent" }],
  ["diet-08", caterer, "We'd like nuts and dried fruit on the cheese board.", { dietary_requirements: "absent" }],
  // a name word outside every kind: the passenger says whose need
  ["pax-01", coach, "Two of our passengers use wheelchairs.", { passenger_mobility_needs: "found" }],
  ["pax-02", coach, "One lady walks with a stick and takes the steps slowly.", { passenger_mobility_needs: "found" }],
  ["pax-03", coach, "Mr Hart is registered blind and travels with his guide dog.", { passenger_mobility_needs: "found" }],
  ["pax-04", coach, "Mobility needs: none\nPick-up: village hall", { passenger_mobility_needs: "negated", pickup_point: "found" }],
  ["pax-05", coach, "Do your coaches have a wheelchair lift? Asking for future trips.", { passenger_mobility_needs: "absent" }],
  // pets: everyday members, a form "none", near misses
  ["pet-01", cleaner, "Just so you know, we keep chickens in the back garden and a cockapoo indoors.", { pets_in_home: "found" }],
  ["pet-02", cleaner, "Pets: none\nDay: Wednesday", { pets_in_home: "negated", clean_day: "found" }],
  ["pet-03", cleaner, "We used to have a cat but she died in the spring.", { pets_in_home: "absent" }],
  ["pet-04", cleaner, [agent("Any animals we should know about?"), user("Yes, a husky, he sheds everywhere.")], { pets_in_home: "found" }],
  ["pet-05", cleaner, "My sister's labrador visits sometimes but doesn't live here.", { pets_in_home: "absent" }]
]

// 47 messages, 52 labels. On the engine before custkind2 18 wrong: the six below and cmp-04, diet-02
// (form denials), cmp-05, haz-01/02/03/05, acc-01/04, pet-01/04 (members no kind listed), pax-03
// ("passenger" switched the kind off). Still wrong: cmp-06 ("two-factor" reads "two" as a number),
// acc-03 (seat_count from "Tickets: 2"), and word-similarity finds the kind reading does not make: a
// member in a story (acc-08), a question about the vendor's menu (diet-06), food as an order (diet-08),
// a past pet (pet-03, mended by custstate: "used to … but" tells it gone).
/** Labels ("case id/detector") the engine still reads wrong: asserted wrong, so a mended one must leave the list. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "cmp-06/compliance_needs", "acc-03/seat_count", "acc-08/access_requirements", "diet-06/dietary_requirements", "diet-08/dietary_requirements"
]

runIdCases("kind members, second pass (custkind2)", ROWS, KNOWN_MISSES)
