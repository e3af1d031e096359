import { type FieldDomain, presenceField as pres } from "./custfieldDomains.js"
import { agent, user } from "./triggerCases.js"

// Custom presence fields whose thing is told by another member of the examples' kind (cpfn.test.ts):
// three rubrics of our own (a dog walker, a cat sitter, a piercing studio). The first two ask the
// animal's breed beside a harm trigger whose examples also name the animal, so both take the pet
// kind; positives name a breed the examples do not, near misses name one that is somebody else's,
// wished for, asked about, or the animal alone with no breed. The studio asks where on the body,
// told by a part the examples do not name. A case lists the detectors it states.
const walker: FieldDomain = {
  name: "a dog walker",
  criteria: {
    custom_detectors: [
      pres("dog_breed", ["a lively springer spaniel", "an elderly labrador", "two border collies"]),
      pres("walk_days", ["Mondays and Thursdays", "every weekday at lunchtime", "Tuesday 4th to start"]),
      pres("dog_hurt", ["my dog came home limping after the walk", "he cut his pad and it won't stop bleeding", "my dog was bitten at the park"], ["can you walk dogs that pull on the lead?"], false)
    ],
    escalation: { triggers: [{ field: "dog_hurt" }] }
  },
  cases: [
    ["Hi, we've just moved here and need someone for our whippet, Mondays and Thursdays ideally.", ["dog_breed", "walk_days"]],
    ["Our dachshund is getting a bit round, could you take him out every weekday at lunchtime?", ["dog_breed", "walk_days"]],
    ["She's a rescue greyhound, very calm, and we'd like walks on Tuesdays.", ["dog_breed", "walk_days"]],
    [[user("Do you have space for one more dog?"), agent("We might! What breed is he?"), user("a beagle, four years old")], ["dog_breed"]],
    ["I've got a young rottweiler who needs a long run on Fridays.", ["dog_breed", "walk_days"]],
    ["Looking for a walker for my chihuahua, Wednesdays please.", ["dog_breed", "walk_days"]],
    ["Our schnauzer came back from yesterday's walk limping on his front leg.", ["dog_breed", "dog_hurt"]],
    ["My sister has a dalmatian and recommended you. Could you do Wednesdays for my dog?", ["walk_days"]],
    ["We're thinking about getting a corgi next spring, would you walk one?", []],
    ["Can you walk dogs on Saturdays?", ["walk_days"]],
    ["Just confirming Thursday's walk is still on, thanks!", ["walk_days"]],
    ["Do you walk big dogs or only small ones?", []],
    ["Please could you invoice me for last month's walks.", []],
    ["The cavalier attitude of the last walker put us off, could you do Mondays?", ["walk_days"]],
    ["He's a springer spaniel, two years old, and needs a walk on Fridays.", ["dog_breed", "walk_days"]]
  ]
}

const catSitter: FieldDomain = {
  name: "a cat sitter",
  criteria: {
    custom_detectors: [
      pres("cat_breed", ["a fluffy maine coon", "two ragdoll sisters", "a british shorthair"]),
      pres("visit_dates", ["from the 12th to the 19th", "the whole of August", "next weekend, Friday to Sunday"]),
      pres("cat_unwell", ["my cat has stopped eating since yesterday", "she's been sick three times today", "my cat is hiding and crying"], ["do you look after cats that need tablets?"], false)
    ],
    escalation: { triggers: [{ field: "cat_unwell" }] }
  },
  cases: [
    ["We have a siamese who is very chatty, could you pop in from the 3rd to the 10th?", ["cat_breed", "visit_dates"]],
    ["Our sphynx needs a jumper on in the evenings, we're away the whole of June.", ["cat_breed", "visit_dates"]],
    ["It's just an ordinary tabby, very easy going. Dates are the 20th to the 27th.", ["cat_breed", "visit_dates"]],
    [[user("Could you feed our cat while we're away?"), agent("Happy to. What breed is she?"), user("a ragdoll, she's about nine")], ["cat_breed"]],
    ["Our neighbour's siamese keeps coming in through the flap, is that a problem?", []],
    ["Do you look after kittens?", []],
    ["We may adopt a maine coon later this year, do you sit for large cats?", []],
    ["Could you come next weekend, Friday to Sunday?", ["visit_dates"]],
    ["Thanks for looking after the cat last week, all good.", []],
    ["How much do you charge per visit?", []],
    // From a review (lexfix): a nationality or a word of another sense is no breed.
    ["I am Maltese and my partner is Burmese, we are away from the 5th to the 9th.", ["visit_dates"]],
    ["Our siamese cat needs feeding twice a day from the 2nd to the 6th.", ["cat_breed", "visit_dates"]]
  ]
}

const piercing: FieldDomain = {
  name: "a piercing studio",
  criteria: {
    custom_detectors: [
      pres("piercing_spot", ["a helix on my left ear", "my septum", "a second hole in each lobe", "my belly button"]),
      pres("client_age", ["I'm 19", "she turns 16 in May", "I'm in my thirties"]),
      pres("skin_problem", ["I get keloids easily", "I have eczema around my ears", "I'm allergic to nickel"], ["will it hurt much?"], false)
    ],
    escalation: { triggers: [{ field: "skin_problem" }] }
  },
  cases: [
    ["I'm 22 and would love a nostril stud, any availability on Saturday?", ["piercing_spot", "client_age"]],
    ["Could I book in for a tongue piercing? I'm 25.", ["piercing_spot", "client_age"]],
    ["Hi, looking to get my eyebrow done, I'm 30.", ["piercing_spot", "client_age"]],
    ["Do you do piercings for under 18s?", []],
    ["Are you open on bank holidays?", []],
    ["I'm 20, my friend had her nose done with you and loved it.", ["client_age"]]
  ]
}

export const CPFN_DOMAINS: ReadonlyArray<FieldDomain> = [walker, catSitter, piercing]
