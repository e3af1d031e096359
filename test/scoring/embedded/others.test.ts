import { runIdCases } from "./presenceCases.js"
import { rubric } from "./presenceCases.js"

// Custom presence detectors about the customer's own state when SOMEBODY ELSE's state stands
// beside it (round others): a relative's, a colleague's, a previous owner's or the business's
// cover, concession, condition, home or experience must stay not-found; the sender's own, told
// with a possessive contrast ("hers is …, mine …") or in passing, must be found. Five rubrics of
// our own; about half the labels are near misses. 45 labels: 16 wrong on the branch point, 9 after the round.

const optician = rubric(
  {
    name: "free_test_eligible",
    type: "presence",
    examples: ["I'm over 60 so my eye test should be free", "I'm on income support", "I have diabetes, does that mean a free test?", "I get pension credit"],
    non_examples: ["I'm happy to pay for the test", "How much is an eye test?"]
  },
  {
    name: "frames_guaranteed",
    type: "presence",
    examples: ["My glasses are still under guarantee", "I bought the frames from you eight months ago with a two-year warranty", "The frames are covered by your breakage cover"],
    non_examples: ["The guarantee ran out last year", "Are the lenses covered?"]
  },
  { name: "booking", type: "presence", examples: ["Can I book an eye test on Friday?", "I'd like an appointment next week"], non_examples: ["Just asking"] }
)

const bikeShop = rubric(
  {
    name: "frame_warranty",
    type: "presence",
    examples: ["The frame is still under warranty", "I bought the bike from you last spring with a five-year frame guarantee", "It's covered until 2027"],
    non_examples: ["The warranty expired years ago", "How long is the frame warranty?"]
  },
  { name: "fault", type: "presence", examples: ["The rear derailleur keeps slipping", "There's a crack near the bottom bracket"], non_examples: ["It rides fine"] }
)

const pool = rubric(
  {
    name: "concession_eligible",
    type: "presence",
    examples: ["I'm a full-time student", "I'm retired and over 65", "I'm on jobseeker's allowance, can I get the cheaper swim?", "I'm a carer for my dad"],
    non_examples: ["Standard adult price is fine", "Who gets the concession rate?"]
  },
  {
    name: "local_resident",
    type: "presence",
    examples: ["I live in the borough", "We're residents of Millbrook", "Our flat is on Canal Street, just by the pool"],
    non_examples: ["We're moving here in the autumn", "Is the discount only for residents?"]
  }
)

const yoga = rubric(
  {
    name: "injury_or_condition",
    type: "presence",
    examples: ["I have a bad lower back", "I had shoulder surgery in March", "I've got asthma", "I'm recovering from a sprained ankle"],
    non_examples: ["No injuries here", "Is the class suitable for people with injuries?"]
  },
  { name: "class_wanted", type: "presence", examples: ["Can I join the Tuesday evening class?", "I'd like to try the beginners' session"], non_examples: ["Just looking"] }
)

const climbing = rubric(
  {
    name: "climbing_experience",
    type: "presence",
    examples: ["I've been bouldering for three years", "I lead climb at 6a indoors", "I did a rope course at another wall last year", "I climb outdoors most summers"],
    non_examples: ["I've never climbed before", "Do you run taster sessions for beginners?"]
  }
)

/** Labels ("case id/detector") the engine still reads wrong: asserted wrong, so a mended one must leave the list. */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "opt-04/free_test_eligible",
  "opt-09/frames_guaranteed",
  "bik-04/frame_warranty",
  "bik-07/frame_warranty",
  "poo-02/concession_eligible",
  "yog-03/injury_or_condition",
  "yog-06/injury_or_condition",
  "cli-01/climbing_experience",
  "cli-02/climbing_experience"
]

type Row = readonly [string, ReturnType<typeof rubric>, string, Readonly<Record<string, "found" | "absent" | "negated">>]

const CASES: ReadonlyArray<Row> = [
  ["opt-01", optician, "I'm seventy-two, so I believe the test is free for me.", { free_test_eligible: "found" }],
  ["opt-02", optician, "My husband gets his tests free because he's diabetic, but I'm only 45.", { free_test_eligible: "absent" }],
  ["opt-03", optician, "My mum's on pension credit and needs a test, I'll bring her in.", { free_test_eligible: "absent" }],
  ["opt-04", optician, "I'm type 2 diabetic and haven't had my eyes checked in two years.", { free_test_eligible: "found" }],
  ["opt-05", optician, "My son's frames are still under guarantee but mine aren't, one arm has snapped.", { frames_guaranteed: "absent" }],
  ["opt-06", optician, "My frames are barely four months old and the hinge has gone.", { frames_guaranteed: "found" }],
  ["opt-07", optician, "My colleague's glasses were replaced free under your warranty, can I book a test?", { frames_guaranteed: "absent", booking: "found" }],
  ["opt-08", optician, "These frames are ten years old, way past any guarantee.", { frames_guaranteed: "absent" }],
  ["opt-09", optician, "Mine are still under guarantee, my wife's ran out last year.", { frames_guaranteed: "found" }],
  ["bik-01", bikeShop, "The bike is only seven months old and there's a crack near the bottom bracket.", { frame_warranty: "found", fault: "found" }],
  ["bik-02", bikeShop, "The previous owner's warranty doesn't transfer, I bought it second hand.", { frame_warranty: "absent" }],
  ["bik-03", bikeShop, "My brother's bike is still under warranty with you, mine is out of it.", { frame_warranty: "absent" }],
  ["bik-04", bikeShop, "My daughter's frame is covered until 2027, but it's my bike that's broken.", { frame_warranty: "absent" }],
  ["bik-05", bikeShop, "The rear mech keeps slipping on the climbs.", { fault: "found", frame_warranty: "absent" }],
  ["bik-06", bikeShop, "Picked it up from your shop in January, so it should be covered.", { frame_warranty: "found" }],
  ["bik-07", bikeShop, "Your shop's own bikes come with a lifetime guarantee, does mine?", { frame_warranty: "absent" }],
  ["bik-08", bikeShop, "Unlike my partner's, my frame is still under warranty.", { frame_warranty: "found" }],
  ["poo-01", pool, "I'm a student at the college, just started my second year.", { concession_eligible: "found" }],
  ["poo-02", pool, "My sister gets the concession because she's a student, I work full time.", { concession_eligible: "absent" }],
  ["poo-03", pool, "My grandad's retired and swims with me on Sundays, I'm 34.", { concession_eligible: "absent" }],
  ["poo-04", pool, "I'm 68 and retired, can I swim at the cheaper rate?", { concession_eligible: "found" }],
  ["poo-05", pool, "My parents live round the corner from the pool but I'm in Leeds.", { local_resident: "absent" }],
  ["poo-06", pool, "We live on Mill Lane, five minutes' walk away.", { local_resident: "found" }],
  ["poo-07", pool, "My friend lives in Millbrook and said residents pay less.", { local_resident: "absent" }],
  ["poo-08", pool, "My wife works at the pool, I've lived in the borough all my life.", { local_resident: "found" }],
  ["yog-01", yoga, "My teacher at my old studio had a bad back, so we did a lot of gentle work.", { injury_or_condition: "absent" }],
  ["yog-02", yoga, "I'm asthmatic, so I may need to pause now and then.", { injury_or_condition: "found" }],
  ["yog-03", yoga, "My husband's knee is bad, he won't be coming, but I'd like to join the Tuesday class.", { injury_or_condition: "absent", class_wanted: "found" }],
  ["yog-04", yoga, "My colleague has fibromyalgia and recommended your gentle sessions.", { injury_or_condition: "absent" }],
  ["yog-05", yoga, "I tore my hamstring in April and it's still tight.", { injury_or_condition: "found" }],
  ["yog-06", yoga, "My friend's shoulder is fine now, mine still clicks when I lift my arm.", { injury_or_condition: "found" }],
  ["yog-07", yoga, "Your instructor's bad hip must make teaching hard, hope she's ok.", { injury_or_condition: "absent" }],
  ["yog-08", yoga, "Can I try the beginners' session on Saturday?", { class_wanted: "found", injury_or_condition: "absent" }],
  ["cli-01", climbing, "My son has been bouldering for years, I've never even tried.", { climbing_experience: "negated" }],
  ["cli-02", climbing, "My partner leads 7a outdoors, she's bringing me along as a total beginner.", { climbing_experience: "absent" }],
  ["cli-03", climbing, "I've been top-roping at my local wall twice a week since last winter.", { climbing_experience: "found" }],
  ["cli-04", climbing, "My old flatmate used to climb at your wall, she said it's great.", { climbing_experience: "absent" }],
  ["cli-05", climbing, "My brother is the climber in the family, not me.", { climbing_experience: "absent" }],
  ["cli-06", climbing, "I spent two summers climbing in the Peak District.", { climbing_experience: "found" }],
  ["cli-07", climbing, "Your staff have decades of climbing between them, which is why I'm booking.", { climbing_experience: "absent" }]
]

runIdCases("custom presence: somebody else's state beside the customer's own (others)", CASES, KNOWN_MISSES)
