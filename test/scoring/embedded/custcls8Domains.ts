// Custom classification rubrics of our own for branch custcls8, written before any change: a piano
// tuner, a taxidermist, a beekeeping supplier, a bell foundry, a costume hire and a harp hire. Each has
// one classification detector (one to three examples a category, as customers declare them) and one
// presence detector. The shapes: a category told only in paraphrase; a category named and declined
// ("not after a new mount") before the one wanted; a shared noun pulling another category; forms and
// thanks that ask for nothing.
import { cls, pres } from "./fewExampleRubric.js"
import type { CatDomain } from "./classificationChallenge.js"

const pianoTuner: CatDomain = {
  detectors: [
    cls("job", [
      ["The piano sounds out of tune", "tuning"],
      ["Could you tune our upright?", "tuning"],
      ["A key is stuck and won't come back up", "repair"],
      ["One of the pedals has snapped", "repair"],
      ["We need the piano moved to our new flat", "removal"],
      ["What would our old piano be worth?", "appraisal"]
    ]),
    pres("deadline", ["We have a recital on Saturday", "It needs to be ready before the concert"])
  ],
  cases: [
    ["p01", "It's gone flat all over since the heating came on, can someone come and bring it back to pitch?", { job: "tuning" }],
    ["p02", "The middle C makes a dull thud and nothing rings", { job: "repair", deadline: false }],
    ["p03", "We're relocating to the second floor of a building across town and the upright has to come with us", { job: "removal" }],
    ["p04", "The tuning is fine, it's the sustain pedal that's come loose", { job: "repair" }],
    ["p05", "Not looking to sell or have it valued, but it hasn't been tuned in about six years", { job: "tuning" }],
    ["p06", "Our daughter's grade exam is on the 14th and several notes sound sour", { job: "tuning", deadline: true }],
    ["p07", "Could you tell us roughly what an old Broadwood upright might fetch?", { job: "appraisal" }],
    ["p08", "Thanks for coming on Monday, it sounds wonderful now", { job: null, deadline: false }],
    ["p09", "Instrument: Yamaha U3\nIssue: two hammers hitting the strings twice\nAccess: ground floor", { job: "repair" }],
    ["p10", "Before anything else the grand has to be carried down to the basement studio", { job: "removal" }]
  ]
}

const taxidermist: CatDomain = {
  detectors: [
    cls("service", [
      ["I'd like my late cat preserved and mounted", "mount"],
      ["Can you mount a pheasant my husband shot?", "mount"],
      ["An old stuffed owl has lost feathers and its glass eye", "restoration"],
      ["Our Victorian fox case needs restoring", "restoration"],
      ["Do you have any mounted birds for sale?", "purchase"]
    ]),
    pres("legal_papers", ["I have the licence for the specimen", "It came with its CITES certificate"])
  ],
  cases: [
    ["t01", "Our dog passed away yesterday and we'd like to keep her with us, properly preserved", { service: "mount" }],
    ["t02", "The badger my grandfather had in the hall is moth-eaten and one ear has split", { service: "restoration" }],
    ["t03", "Are there any finished pieces, ideally a kingfisher, that I could buy for the study?", { service: "purchase" }],
    ["t04", "We don't want to buy anything, but the heron in our pub is shedding and faded", { service: "restoration" }],
    ["t05", "A barn owl was found dead by the farm track; we have the paperwork from the wildlife officer and hope you can preserve it", { service: "mount", legal_papers: true }],
    ["t06", "Specimen: brown trout, caught last week\nWanted: set on an oak board", { service: "mount" }],
    ["t07", "Looking to pick up a vintage cased display for a film set, nothing custom", { service: "purchase", legal_papers: false }],
    ["t08", "Thank you, the hare arrived safely and looks amazing", { service: null }],
    ["t09", "The glass dome over the Victorian squirrels has cracked and the moss inside has crumbled", { service: "restoration" }],
    ["t10", "I'm not after a new mount, I'd just like to know if you have a stag head in stock", { service: "purchase" }]
  ]
}

const beeSupplier: CatDomain = {
  detectors: [
    cls("enquiry", [
      ["I'd like to order two national hive brood boxes", "order"],
      ["Please send me a smoker and a hive tool", "order"],
      ["Do you sell nucleus colonies this spring?", "colony"],
      ["I need a new queen for my hive", "colony"],
      ["My bees seem aggressive, what should I do?", "advice"],
      ["How do I treat for varroa?", "advice"],
      ["The suit arrived torn and I want to send it back", "return"]
    ]),
    pres("order_number", ["My order number is BK-2231", "Order ref 55810"])
  ],
  cases: [
    ["b01", "Could you post out a pack of foundation sheets and a queen excluder?", { enquiry: "order" }],
    ["b02", "My hive went queenless over winter, have you got any mated queens available?", { enquiry: "colony" }],
    ["b03", "Workers with crumpled wings are crawling at the entrance, is this mites and what treatment works?", { enquiry: "advice" }],
    ["b04", "The veil that came with order 77120 has a rip along the mesh, I'd like a replacement or refund", { enquiry: "return", order_number: true }],
    ["b05", "I'm not ordering yet; I just want to know why my colony keeps swarming every June", { enquiry: "advice" }],
    ["b06", "Starting out this year and hoping to get the bees themselves, a five-frame nuc if possible", { enquiry: "colony", order_number: false }],
    ["b07", "Items: feeder x2, super frames x10\nDelivery: standard", { enquiry: "order" }],
    ["b08", "Many thanks, the smoker is brilliant", { enquiry: null }],
    ["b09", "Shallow frames came in the box instead of deep ones, can I send them back and swap?", { enquiry: "return" }],
    ["b10", "I already have plenty of equipment, what I'm after is a colony to fill the empty hive", { enquiry: "colony" }]
  ]
}

const bellFoundry: CatDomain = {
  detectors: [
    cls("work", [
      ["We'd like a new bell cast for our church tower", "casting"],
      ["Can you make a ship's bell with our name on it?", "casting"],
      ["Our ring of eight sounds out of tune", "retuning"],
      ["The treble bell needs tuning", "retuning"],
      ["The bell frame is rotten and the bells need rehanging", "rehanging"],
      ["The clapper has worn and the fittings need replacing", "rehanging"]
    ]),
    pres("grant", ["We have lottery heritage funding", "The diocese has given us a grant"])
  ],
  cases: [
    ["f01", "The parish would like an additional treble so the tower can ring ten", { work: "casting" }],
    ["f02", "The tenor and the fourth clash badly when rung together and have done for years", { work: "retuning" }],
    ["f03", "The oak headstocks are split and the bearings grind, the whole ring needs taking down and refitting", { work: "rehanging" }],
    ["f04", "The bells sound lovely, our issue is the timber they sit in has rotted", { work: "rehanging" }],
    ["f05", "Our yacht club wants a bell engraved for its centenary", { work: "casting", grant: false }],
    ["f06", "Heritage money came through last month so we can finally sort the sour notes on the back six", { work: "retuning", grant: true }],
    ["f07", "Tower: St Brigid's\nBells: 6\nProblem: clappers striking off-centre and gudgeons worn", { work: "rehanging" }],
    ["f08", "Thanks for the tour of the foundry, the children loved it", { work: null }],
    ["f09", "We don't need new bells, just ours brought back into harmony with each other", { work: "retuning" }],
    ["f10", "Could you pour a small hand bell for a retiring headteacher?", { work: "casting" }]
  ]
}

const costumeHire: CatDomain = {
  detectors: [
    cls("request", [
      ["I'd like to hire a Victorian gown for a weekend", "hire"],
      ["Can we rent five pirate outfits for a party?", "hire"],
      ["Could you make a bespoke costume for our lead actor?", "made_to_order"],
      ["We need a dragon suit designed from scratch", "made_to_order"],
      ["The dress I hired is too long, can it be taken up?", "alteration"],
      ["Are any of your costumes for sale?", "purchase"]
    ]),
    pres("event_date", ["It's for the 31st of October", "Our show opens on the 12th"])
  ],
  cases: [
    ["h01", "Our drama group is looking to borrow six monks' habits for the run of the play, then bring them back", { request: "hire" }],
    ["h02", "Nothing in your catalogue fits the brief, we'd want a peacock outfit built for our dancer", { request: "made_to_order" }],
    ["h03", "The tunic fits across the shoulders but the sleeves need shortening by two inches", { request: "alteration" }],
    ["h04", "Would you part with the gorilla suit for good? We'd rather own it than keep renting", { request: "purchase" }],
    ["h05", "We're not after anything bespoke, just a flapper dress for Saturday's 1920s night", { request: "hire", event_date: true }],
    ["h06", "Costume: Roman centurion\nQty: 3\nDates: Fri to Mon", { request: "hire" }],
    ["h07", "Thanks so much, the wedding guests loved the Tudor outfits", { request: null, event_date: false }],
    ["h08", "The Santa jacket we collected yesterday needs the waist let out", { request: "alteration" }],
    ["h09", "Do you sell off old stock? I'd like to buy a couple of witch costumes to keep", { request: "purchase" }],
    ["h10", "The hire price is fine, but what we really need is a one-off mermaid tail designed for the lead", { request: "made_to_order" }]
  ]
}

const harpHire: CatDomain = {
  detectors: [
    cls("enquiry", [
      ["I'd like to rent a lever harp for three months", "rental"],
      ["Do you hire out pedal harps for concerts?", "rental"],
      ["Do you offer harp lessons for beginners?", "lessons"],
      ["My daughter wants to learn the harp", "lessons"],
      ["Several strings have snapped and need replacing", "restringing"],
      ["Could you restring my harp?", "restringing"]
    ]),
    pres("transport_needed", ["We'd need it delivered to the venue", "Can you bring it to the hall?"])
  ],
  cases: [
    ["r01", "I'm keen to try the instrument before buying one, could I have a lever harp on loan for the summer?", { enquiry: "rental" }],
    ["r02", "The gut strings on my concert grand have frayed and two went during practice", { enquiry: "restringing" }],
    ["r03", "I'm in my fifties and always wanted to play, would someone be able to teach me?", { enquiry: "lessons", transport_needed: false }],
    ["r04", "The orchestra needs a pedal harp for one night at the cathedral; please could it be dropped off there", { enquiry: "rental", transport_needed: true }],
    ["r05", "I don't need teaching, I'm a professional, but the bass wires on my own harp have gone dead and dull", { enquiry: "restringing" }],
    ["r06", "Item: 34-string lever\nPeriod: 6 months\nCollection: yes", { enquiry: "rental", transport_needed: false }],
    ["r07", "Thanks, the harp sounded beautiful at our wedding", { enquiry: null }],
    ["r08", "Is there a teacher near Bath who could take on a ten-year-old?", { enquiry: "lessons" }],
    ["r09", "We've rented before and that's fine, this time I'd like a full new set of strings fitted", { enquiry: "restringing" }],
    ["r10", "Not looking to buy or borrow an instrument, just weekly tuition for my son", { enquiry: "lessons" }]
  ]
}

export const CUSTCLS8_DOMAINS: ReadonlyArray<CatDomain> = [pianoTuner, taxidermist, beeSupplier, bellFoundry, costumeHire, harpHire]
