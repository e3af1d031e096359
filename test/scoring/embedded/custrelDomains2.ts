import { agent, type EscDomain, user } from "./custescCases.js"

// The other four rubrics of our own (custrelDomains.ts tells how they were written): a swimming
// school, a self-storage site, an airport parking service and a tree surgeon.

const swimming: EscDomain = {
  name: "a swimming school",
  criteria: {
    custom_detectors: [
      { name: "child_age", type: "presence", examples: ["She's 6", "My son is seven years old", "Age: 9"] },
      {
        name: "lesson_request", type: "presence",
        examples: ["We'd like to book beginner lessons on Saturdays", "Can my daughter join the stage 3 class", "I want to sign him up for the autumn term"]
      },
      {
        name: "child_hurt", type: "presence", required: false,
        examples: ["My son went under and had to be pulled out by the lifeguard", "She slipped on the poolside and cut her head open", "He swallowed a lot of water and was coughing and struggling to breathe"]
      }
    ],
    escalation: { triggers: [{ field: "child_hurt" }] }
  },
  cases: [
    ["At today's lesson my little girl got out of her depth and nobody noticed until another parent shouted, she was gasping when they lifted her out", true, []],
    ["What's your policy if a child is injured during a lesson?", false, []],
    ["How much is a term of lessons for a beginner?", false, []],
    ["He bumped his head on the side last year but was absolutely fine, and he loves it now. He's 8 and we'd like to move him up to the improvers group.", false, ["child_age", "lesson_request"]],
    ["If a child panics in the deep end, how many instructors are in the water?", false, []],
    ["A friend's son had a nasty fall at another pool, so I'm checking: do you have lifeguards on the side?", false, []],
    ["Nothing happened to her, don't worry, she just wasn't feeling well today. She's 5.", false, ["child_age"]],
    ["My son's lip was split open on the steps during the class and there was blood in the water, the teacher didn't have a first aid kit", true, []],
    ["Age: 10\nLessons: would like the Tuesday evening squad please", false, ["child_age", "lesson_request"]],
    ["Thanks for the update on the pool closure.\n\nClaire Dunn\nFirst Aid Trainer, Westside Leisure", false, []],
    ["Do you run adult lessons as well?", false, []],
    ["Is there room for my four-year-old in a parent and toddler session from January?", false, ["child_age", "lesson_request"]]
  ]
}

const storage: EscDomain = {
  name: "a self-storage site",
  criteria: {
    custom_detectors: [
      { name: "unit_number", type: "presence", examples: ["Unit 114", "My storage unit is B-27", "Unit no: 3051"] },
      {
        name: "account_request", type: "presence",
        examples: ["I'd like to move to a bigger unit", "Please add my partner as an authorised person", "I want to end my rental at the end of the month"]
      },
      {
        name: "break_in", type: "presence", required: false,
        examples: ["Someone has broken into my unit and taken my tools", "The lock on my unit has been cut off", "My unit has been forced open and things are missing"]
      }
    ],
    escalation: { triggers: [{ field: "break_in" }] }
  },
  cases: [
    ["I arrived this morning and the padlock on 208 was lying on the floor in two pieces, half my furniture is gone", true, ["unit_number"]],
    ["What security do you have to stop break-ins?", false, []],
    ["How much is a 50 square foot unit per month?", false, []],
    ["Years ago someone tried to force my old unit but the lock held, which is why I chose you. Could I switch to a drive-up unit? Unit 77.", false, ["unit_number", "account_request"]],
    ["If my things were ever stolen, would your insurance cover them?", false, []],
    ["My sister's garage was burgled last week, so I've brought her bikes to my unit. Unit no: 412.", false, ["unit_number"]],
    ["Nothing's been taken and the lock's fine, I'd just like to give notice from the 30th. Unit C-19.", false, ["unit_number", "account_request"]],
    ["the door of my unit has been jemmied and the boxes are ripped open, my laptop and camera aren't there any more", true, []],
    ["Unit no: 1190\nRequest: please let my brother collect items on Friday", false, ["unit_number", "account_request"]],
    ["Can I pay by direct debit?\n\nMark Shaw\nCrime Prevention Officer, County Police", false, []],
    ["Are you open on bank holidays?", false, []],
    ["We're downsizing, could we swap our 100 sq ft unit for something half the size? We're in 305.", false, ["unit_number", "account_request"]]
  ]
}

const parking: EscDomain = {
  name: "an airport parking service",
  criteria: {
    custom_detectors: [
      { name: "booking_ref", type: "presence", examples: ["Booking ref APK-55012", "My reference is 88321", "Ref: PK7-2019"] },
      {
        name: "change_request", type: "presence",
        examples: ["Can I change my return date to the 14th", "I need to cancel my booking", "Please change the car registration on my booking"]
      },
      {
        name: "car_damaged", type: "presence", required: false,
        examples: ["My car came back with a big dent in the door", "The driver scraped my bumper", "There's a new crack in my windscreen since you parked it"]
      }
    ],
    escalation: { triggers: [{ field: "car_damaged" }] }
  },
  cases: [
    ["Picked the car up an hour ago and the whole passenger side is scratched down to the metal, it was perfect when I handed it over. Booking ref APK-61200.", true, ["booking_ref"]],
    ["What happens if a car is damaged while you have it?", false, []],
    ["How much is meet and greet for a week in August?", false, []],
    ["On a previous trip a wing mirror got knocked and you paid for it straight away, so thanks. Could I move this booking's pick-up to 6am? Ref PK7-3301.", false, ["booking_ref", "change_request"]],
    ["If your driver hit another car with mine, who would be liable?", false, []],
    ["My colleague's car was dented at another airport's valet, so I'm a bit nervous. Is it kept under cover?", false, []],
    ["The car's fine, no marks at all, I just left my sunglasses in it. Ref 90117.", false, ["booking_ref"]],
    ["the rear bumper is hanging off and there's paint from someone else's car on it, your driver must have reversed into something", true, []],
    ["Ref: PK7-4410\nChange: return flight now lands on Sunday instead of Saturday", false, ["booking_ref", "change_request"]],
    ["Got the confirmation, thanks.\n\nSam Ortiz\nClaims Handler, Northway Motor Insurance", false, []],
    ["Do you accept electric cars?", false, []],
    ["Our flight's been moved, so we'll be back a day later than booked, can you update it? Reference 77402.", false, ["booking_ref", "change_request"]]
  ]
}

const trees: EscDomain = {
  name: "a tree surgeon",
  criteria: {
    custom_detectors: [
      { name: "postcode", type: "presence", examples: ["Postcode LS6 2QT", "We're at BS3 4HD", "Postcode: M14 5RF"] },
      {
        name: "work_needed", type: "presence",
        examples: ["The oak at the back needs cutting back", "We want the conifers taken down", "Can you grind out an old stump"]
      },
      {
        name: "tree_danger", type: "presence", required: false,
        examples: ["A tree has fallen onto our roof", "A big branch is resting on the power lines", "The willow is leaning and about to come down on the road"]
      }
    ],
    escalation: { triggers: [{ field: "tree_danger" }] }
  },
  cases: [
    ["Half the sycamore split off in the wind and it's lying across our conservatory, glass everywhere. Postcode LS8 1AB.", true, ["postcode"]],
    ["Are you insured if a tree comes down on a house while you're working?", false, []],
    ["How much would it cost to take down a twenty foot leylandii?", false, []],
    ["A branch fell on our shed a few years back and you cleared it up brilliantly. This time we'd just like the hedge trimmed. BS5 9JN.", false, ["postcode", "work_needed"]],
    ["What would you do if a tree fell on a power line in a storm?", false, []],
    ["Our neighbour's ash blew over onto their garage last night. Could you look at thinning our beech before the winter? Postcode M20 2LE.", false, ["postcode", "work_needed"]],
    ["Nothing's dangerous, the trees are all solid, we'd just like a quote for a stump to be ground out. We're at LS6 3DN.", false, ["postcode", "work_needed"]],
    ["the big pine in the front garden has lifted at the roots and is tilting over the pavement more every hour, people are walking underneath it", true, []],
    ["Postcode: BS7 8PQ\nJob: crown reduction on two silver birches", false, ["postcode", "work_needed"]],
    ["Invoice paid, thanks.\n\nRuth Bell\nStorm Damage Assessor, Coastal Home Insurance", false, []],
    ["Do you need permission to cut a tree with a preservation order?", false, []],
    ["The apple trees have got far too tall and are blocking all the light, could you reduce them?", false, ["work_needed"]]
  ]
}

export const DOMAINS: ReadonlyArray<EscDomain> = [swimming, storage, parking, trees]
export { agent, user }
