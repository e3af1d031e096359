import type { EscDomain } from "./custescCases.js"

// The other four topic-phrase rubrics (see custtopicDomains.ts): a chimney sweep, a dog groomer, a
// locksmith and an alterations tailor.

const sweep: EscDomain = {
  name: "a chimney sweep",
  criteria: {
    custom_detectors: [
      { name: "chimney_sweep", type: "presence", examples: ["chimney sweep", "flue clean", "sweep of the log burner"] },
      { name: "cowl_fitting", type: "presence", examples: ["chimney cowl", "bird guard fitted", "cowl replacement"] }
    ]
  },
  cases: [
    ["We haven't had the fireplace swept since we moved in three years ago, could you come and do it? Birds keep nesting in the top as well, so some kind of guard would help.", false, ["chimney_sweep", "cowl_fitting"]],
    ["Could you clean the flue on our wood burner before we start using it again in October?", false, ["chimney_sweep"]],
    ["The cap on the top of our chimney blew off in the storm, can you put a new one on?", false, ["cowl_fitting"]],
    ["Job: sweep the stove flue\nExtra: anti downdraught cowl", false, ["chimney_sweep", "cowl_fitting"]],
    ["Thanks for sweeping the chimney on Tuesday, the fire draws much better now.", false, []],
    ["How often should a chimney be swept if we burn wood every night?", false, []],
    ["My parents had a cowl fitted by another firm last year.", false, []],
    ["Can you give us a smoke test certificate for the insurance?", false, []],
    ["Hi, the stove smokes back into the room whenever it's windy and the flue hasn't been cleaned in ages. Can someone come out?", false, ["chimney_sweep"]],
    ["Do you sell kindling and logs?", false, []],
    ["chimney", false, []]
  ]
}

const groomer: EscDomain = {
  name: "a dog groomer",
  criteria: {
    custom_detectors: [
      { name: "full_groom", type: "presence", examples: ["full groom", "bath and trim", "puppy groom", "wash and cut"] },
      { name: "nail_clip", type: "presence", examples: ["nail clip", "claw trim", "nails done"] }
    ]
  },
  cases: [
    ["Our spaniel is a matted mess after a week at the beach, could you give him a proper wash and tidy up his coat? His claws are clicking on the floor too.", false, ["full_groom", "nail_clip"]],
    ["Can I bring Bella in just to have her nails trimmed? She won't let us near her paws.", false, ["nail_clip"]],
    ["Looking to book our poodle in for a bath and a haircut next Saturday.", false, ["full_groom"]],
    ["Dog: Cockapoo, 2 years\nService: shampoo, dry and cut", false, ["full_groom"]],
    ["Thanks for grooming Max yesterday, he looks like a new dog!", false, []],
    ["How often should a husky be groomed?", false, []],
    ["My sister's terrier goes to you for his nails.", false, []],
    ["Do you sell the shampoo you use? It smelt lovely.", false, []],
    ["Hi, the puppy is 14 weeks and getting very fluffy around the eyes, could we book her first tidy up and bath?", false, ["full_groom"]],
    ["Can I move Monday's appointment to the afternoon?", false, []],
    ["nails", false, []]
  ]
}

const locksmith: EscDomain = {
  name: "a locksmith",
  criteria: {
    custom_detectors: [
      { name: "lock_change", type: "presence", examples: ["lock change", "new locks fitted", "euro cylinder swap", "locks replaced"] },
      { name: "key_cutting", type: "presence", examples: ["spare keys cut", "key copy", "extra set of keys"] }
    ]
  },
  cases: [
    ["We've just bought the house and have no idea who still has keys, could you come and change the locks on the front and back doors? We'd also need three extra keys for the family.", false, ["lock_change", "key_cutting"]],
    ["Could you copy this key for the garage, I only have the one?", false, ["key_cutting"]],
    ["My ex still has a key so I need the cylinder on the front door swapped as soon as possible.", false, ["lock_change"]],
    ["Job: replace the lock on the back door\nKeys: 4 copies please", false, ["lock_change", "key_cutting"]],
    ["Your man fitted new locks for us in March and they work perfectly.", false, []],
    ["Are anti snap cylinders really better than standard ones?", false, []],
    ["My landlord is changing the locks next week, so I'm just letting you know.", false, []],
    ["Can you open a safe we found in the loft? We don't have the combination.", false, []],
    ["Hi, the tenants moved out and didn't return two sets of keys, I'd like the lock on the flat door changed before the new people arrive.", false, ["lock_change"]],
    ["Do you fit window locks?", false, []],
    ["keys", false, []]
  ]
}

const tailor: EscDomain = {
  name: "an alterations tailor",
  criteria: {
    custom_detectors: [
      { name: "trouser_hem", type: "presence", examples: ["trouser hem", "trousers taken up", "hem shortened", "jeans turned up"] },
      { name: "dress_alteration", type: "presence", examples: ["dress taken in", "wedding dress alterations", "bridesmaid dress fitting"] }
    ]
  },
  cases: [
    ["I've lost a bit of weight and my bridesmaid dress now hangs off me, could you take it in at the waist? My suit trousers are also far too long.", false, ["trouser_hem", "dress_alteration"]],
    ["Could you shorten two pairs of chinos by about an inch?", false, ["trouser_hem"]],
    ["My wedding gown needs adjusting at the bust and the train bustled, the wedding is in May.", false, ["dress_alteration"]],
    ["Item: suit trousers\nWork: take up 3cm, keep the original hem", false, ["trouser_hem"]],
    ["You took up my trousers last week and they're perfect, thanks.", false, []],
    ["How long do wedding dress alterations usually take?", false, []],
    ["My friend had her prom dress altered with you.", false, []],
    ["Can you replace a broken zip on a leather jacket?", false, []],
    ["Hi, I bought a dress for my sister's wedding but it's a size too big around the hips, can it be altered to fit by the 14th?", false, ["dress_alteration"]],
    ["Do you make curtains?", false, []],
    ["hem", false, []]
  ]
}

export const DOMAINS: ReadonlyArray<EscDomain> = [sweep, groomer, locksmith, tailor]
