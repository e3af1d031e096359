import { type FieldDomain, presenceField as pres } from "./custfieldDomains.js"
import { agent, user } from "./triggerCases.js"

// Custom presence fields and triggers of four rubrics of our own (cpfn5.test.ts): a dog boarding
// kennel and a cat sitter, each asking the animal's breed beside a poisoning or injury trigger whose
// examples also name the animal (a kind both name must serve both); a wedding florist and a marina
// whose fields are told under form labels in other words, by a value of the field's shape, in a
// call note, a quoted reply or a transcript. About a third are near misses: the animal or the
// thing asked about, somebody else's, wished for, long ago, or denied. A case lists what it states.
const kennel: FieldDomain = {
  name: "a dog boarding kennel",
  criteria: {
    custom_detectors: [
      pres("dog_breed", ["a young border terrier", "an old black labrador", "two cocker spaniels"]),
      pres("stay_dates", ["from the 3rd to the 10th", "the first week of August", "Friday night until Monday"]),
      pres("dog_poisoned", ["my dog just ate a packet of raisins", "the dog chewed open a tube of ibuprofen", "our puppy licked antifreeze off the drive"], ["which plants are toxic to dogs?"], false)
    ],
    escalation: { triggers: [{ field: "dog_poisoned" }] }
  },
  cases: [
    ["Our whippet needs boarding from the 4th to the 11th of March.", ["dog_breed", "stay_dates"]],
    ["We have a lurcher, about six, could she stay the weekend of the 20th?", ["dog_breed", "stay_dates"]],
    ["My beagle has just eaten a whole tray of brownies, what do I do?", ["dog_breed", "dog_poisoned"]],
    ["Help, the dog got into the garage and was lapping up antifreeze", ["dog_poisoned"]],
    ["My puppy swallowed two of my blood pressure tablets ten minutes ago", ["dog_poisoned"]],
    ["Booking request\nBreed: Weimaraner\nDates: 2nd to 9th August", ["dog_breed", "stay_dates"]],
    ["Our corgi Nelson would need a kennel from the 1st to the 5th.", ["dog_breed", "stay_dates"]],
    [[agent("Lovely, and what breed is she?"), user("a rescue staffie cross, very gentle")], ["dog_breed"]],
    ["Hi,\n\nOur dalmatian needs a place from 14 to 18 October while we travel.\n\nThanks,\nPriya Shah\nSent from my phone", ["dog_breed", "stay_dates"]],
    ["Can you board a dog that is on tablets for his joints?", []],
    ["Is grape juice dangerous for dogs?", []],
    ["My friend's spaniel stayed with you last year and loved it.", []],
    ["Do you take the really big breeds?", []],
    ["We're thinking of getting a pug next year, do you board small dogs?", []],
    ["She ate some grass on the walk but nothing toxic, she's absolutely fine.", []]
  ]
}

const catSitter: FieldDomain = {
  name: "a cat sitter",
  criteria: {
    custom_detectors: [
      pres("cat_breed", ["a blue british shorthair", "two bengal brothers", "a fluffy persian"]),
      pres("sit_dates", ["from the 12th to the 15th", "every weekend in May", "Tuesday to Thursday next week"]),
      pres("cat_injured", ["my cat came in with a bleeding paw", "our cat fell off the balcony and is limping", "the kitten got her leg caught in the cat flap"], ["do you trim claws?"], false)
    ],
    escalation: { triggers: [{ field: "cat_injured" }] }
  },
  cases: [
    ["Our ragdoll jumped off the shed roof and now she won't put weight on her back leg.", ["cat_breed", "cat_injured"]],
    ["Our cat has a deep cut on her ear from a fight and it keeps bleeding.", ["cat_injured"]],
    ["Could you feed our siamese from the 10th to the 14th?", ["cat_breed", "sit_dates"]],
    ["Breed: Maine Coon\nDates: 3rd to 8th May\nNotes: very shy with strangers", ["cat_breed", "sit_dates"]],
    ["We have a sphynx who feels the cold, can you come Monday to Wednesday?", ["cat_breed", "sit_dates"]],
    ["Do you look after cats with diabetes?", []],
    ["My neighbour's cat was hit by a car last year, are you careful with the door?", []],
    ["Is it OK if I leave the cat flap open while you visit?", []],
    ["How much is a visit for two cats?", []]
  ]
}

const florist: FieldDomain = {
  name: "a wedding florist",
  criteria: {
    custom_detectors: [
      pres("wedding_date", ["the 14th of June", "Saturday 3 August", "some time next May"]),
      pres("guest_count", ["about 80 guests", "120 people", "a small do, 30 of us"]),
      pres("colour_scheme", ["blush pink and ivory", "deep reds", "all white"])
    ]
  },
  cases: [
    ["Hi! We're getting married on 21 September and think roughly 60 will come. We'd love sage green with cream.", ["wedding_date", "guest_count", "colour_scheme"]],
    ["Event date: 07/06/2027\nNumbers: 95\nPalette: lilac and silver", ["wedding_date", "guest_count", "colour_scheme"]],
    ["Big day is 12.4.27, headcount around 150.", ["wedding_date", "guest_count"]],
    [[agent("Do you have a colour theme in mind?"), user("navy and gold please")], ["colour_scheme"]],
    ["We've booked the venue for the last Saturday in July, 40 guests.", ["wedding_date", "guest_count"]],
    ["Yes, it's 200 guests now, sorry!\n\nOn Tue 3 May, Anna wrote:\n> How many guests are you expecting?", ["guest_count"]],
    ["Call with the bride: date 3rd Oct, ~70 pax, wants burnt orange with rust.", ["wedding_date", "guest_count", "colour_scheme"]],
    ["My sister got married last June and used you, she loved the peonies.", []],
    ["How many guests can your largest arch suit?", []],
    ["What colours do you have in stock for buttonholes?", []],
    ["Are you open on Saturdays?", []]
  ]
}

const marina: FieldDomain = {
  name: "a marina",
  criteria: {
    custom_detectors: [
      pres("boat_length", ["a 32ft yacht", "about 9 metres", "she's 28 foot"]),
      pres("mooring_period", ["for the summer season", "three months from April", "a week in August"]),
      pres("hull_damage", ["we hit a rock and are taking on water", "the hull is cracked below the waterline", "there's a hole near the keel"], ["do you do antifouling?"], false)
    ],
    escalation: { triggers: [{ field: "hull_damage" }] }
  },
  cases: [
    ["We have a 10m catamaran and would like a berth April to September.", ["boat_length", "mooring_period"]],
    ["LOA: 11.5 m\nStay: 2 weeks from 1 July", ["boat_length", "mooring_period"]],
    ["We grounded on the way in and water is coming up through the bilge.", ["hull_damage"]],
    ["She's a 26-footer, could we stay over the bank holiday weekend?", ["boat_length", "mooring_period"]],
    [[agent("How long is the boat?"), user("thirty four feet")], ["boat_length"]],
    ["Hi, 3 nights please for a small motor cruiser, about 7 metres.", ["boat_length", "mooring_period"]],
    ["Do you do hull scrubbing?", []],
    ["Our old boat had a cracked hull years ago, this one is sound.", []],
    ["What's the maximum length you can take?", []],
    ["We're thinking of buying a 40ft boat next year.", []]
  ]
}

export const CPFN5_DOMAINS: ReadonlyArray<FieldDomain> = [kennel, catSitter, florist, marina]
