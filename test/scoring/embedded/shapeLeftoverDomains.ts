import type { FieldDomain } from "./custfieldDomains.js"

// Custom rubrics of our own for the shapes round's leftovers (shapeLeftovers.test.ts): sizes and
// amounts told in words ("a three-bed semi", "about the size of a double garage", "six foot by
// four"), places with no preposition or number ("Kendal area", "behind the chapel"), a measure of
// another thing ("the lawn is 40 metres long" for a marquee's size), a signature's address beside
// a body that names the site or none, a child's name for a pet's. A third are near misses.
const pres = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string> = []) => ({ name, type: "presence", examples: [...examples], non_examples: [...non_examples] })

const marquee: FieldDomain = {
  name: "a marquee-hire firm",
  criteria: {
    custom_detectors: [
      pres("event_site", ["The party is at 4 Orchard Lane, Malton", "It's in a field near Pickering, YO18", "On the lawn at Harwood House"], ["We're a family firm", "Not sure of the venue"]),
      pres("marquee_size", ["Something around 9m x 12m", "A 6 metre wide one", "Big enough for 80 seated"], ["What sizes do you have?"])
    ]
  },
  cases: [
    ["Hi, we need a marquee for our daughter's wedding in June, roughly 10 x 20 metres, at Brook Farm, Helmsley YO62 5AB", ["event_site", "marquee_size"]],
    ["Could you put one up behind the village hall in Ampleforth? Something for about 60 people.", ["event_site", "marquee_size"]],
    ["Our garden is 30 metres long and fairly flat. Do you do small gazebos too, just for a barbecue?", []],
    ["Looking for a quote please.\n\nThanks,\nRuth Mason\nMason Lettings\n22 Castlegate, York YO1 9RN", []],
    ["Event: 50th birthday\nVenue: Low Mill, Farndale\nSize: six metres by nine", ["event_site", "marquee_size"]],
    ["we're in the Kirkby area, just need a small one for a christening, maybe 40 guests", ["event_site", "marquee_size"]],
    ["Last year we hired a 12m frame marquee from someone else and it leaked.", []],
    ["Hello,\n\nWe'd like a marquee at the cricket club on Sunday for the presentation, around forty people standing.\n\nBest,\nGeoff Lane\nTreasurer\n8 Beck Street, Thirsk", ["event_site", "marquee_size"]],
    ["Call notes: wants marquee about the size of a tennis court, site is the paddock behind the pub in Hovingham", ["event_site", "marquee_size"]],
    ["how much to hire one? our house is a 4-bed detached if that helps with parking", []],
    ["pls quote 2 marquees, each around 6x6, for the school fete", ["marquee_size"]],
    ["Our company is based in Leeds but the event is not fixed yet. We expect maybe 150 guests.", ["marquee_size"]]
  ]
}

const carpet: FieldDomain = {
  name: "a carpet fitter",
  criteria: {
    custom_detectors: [
      pres("job_address", ["The flat is at 12 Elm Court, Bath", "Fitting at 7 Hill View, BA2 3PQ", "It's the house on Widcombe Parade"], ["Our showroom is on the high street"]),
      pres("floor_area", ["Roughly 20 square metres", "The lounge is 4m x 5m", "About 300 sq ft in total"], ["Do you measure up?"])
    ]
  },
  cases: [
    ["Could you measure up for new carpet in the lounge and hall? We're at 9 Prior Park Road, BA2 4NF", ["job_address"]],
    ["Bedroom is about 3.5 by 4 metres, stairs and landing too. We're at 31 Combe Road, Bath.", ["job_address", "floor_area"]],
    ["Hi, the whole ground floor of a 3-bed semi needs doing, in the Larkhall area", ["job_address", "floor_area"]],
    ["Do you sell underlay on its own? My van is 2.5 metres long inside.", []],
    ["Hello,\n\nCan you quote for carpet tiles? The office is roughly 120 square metres, on Kingsmead Square.\n\nMany thanks,\nPriya Shah\nShah Accountants\nSuite 4, 18 Milsom Street, Bath BA1 1DN", ["job_address", "floor_area"]],
    // A private sender's own address, the body naming no site: the fallback a careful reader takes (docs/decisions.md).
    ["Just wanting a rough price per metre for wool twist please.\n\nCheers\nMike\n44 Upper Bristol Road, Bath", ["job_address"]],
    ["Room: box room, six foot by eight\nAddress: 2 Lyncombe Hill", ["job_address", "floor_area"]],
    ["We had our carpets done by you in 2019 at our old place on Bloomfield Road and loved them.", []],
    ["need a quote for a small landing, it's tiny, maybe 2 sq m, flat 3 at 60 Wells Road", ["job_address", "floor_area"]],
    ["My name is Tony, I'm a landlord with a few properties, could we talk about a trade rate?", []],
    ["the living room's about the size of a double garage, house is behind the Co-op in Oldfield Park", ["job_address", "floor_area"]],
    ["Our hallway is long and narrow, it runs from the front door to the kitchen.", []]
  ]
}

const containers: FieldDomain = {
  name: "a storage-container seller",
  criteria: {
    custom_detectors: [
      pres("delivery_site", ["Deliver to Unit 6, Riverside Park, Kendal", "The yard at 3 Mill Lane, LA9 6PX", "To our farm near Sedbergh"], ["We're a limited company"]),
      pres("container_size", ["A 20ft container", "The 40 foot high cube", "A small 10 footer"], ["What sizes come up?"])
    ]
  },
  cases: [
    ["Price for a 20ft delivered to Ings, LA8 9PY please", ["delivery_site", "container_size"]],
    ["Hi, after a forty-foot one for the farm near Shap, need it by spring", ["delivery_site", "container_size"]],
    ["Our yard is 200 square metres so there's plenty of space for the lorry to turn. What's the price list?", []],
    ["Want a twenty foot container, used is fine, going to the Kendal area", ["delivery_site", "container_size"]],
    ["Hello,\n\nDo you have any 10ft units in stock?\n\nRegards,\nIan Barrow\nBarrow Plant Hire\nUnit 2, Shap Road Industrial Estate, Kendal LA9 6NZ", ["container_size"]],
    ["Container: 8ft\nSite: Low Farm, Grayrigg", ["delivery_site", "container_size"]],
    ["We bought a 40ft off you last year and it's been great.", []],
    ["Call notes: caller wants two 20s side by side, site is the allotments behind the church in Staveley", ["delivery_site", "container_size"]],
    ["need something to store two van loads of furniture, deliver to 14 Sandes Avenue, Kendal", ["delivery_site", "container_size"]],
    ["What's the biggest you can get on a lorry? Our access lane is only 3 metres wide.", []],
    ["Can it go on the hardstanding next to the big Booths roundabout? It's for our shop. Size wise, a 10 foot.", ["delivery_site", "container_size"]],
    ["I'm the site manager at Mintsfeet, please send brochure.", []]
  ]
}

const piano: FieldDomain = {
  name: "a piano mover",
  criteria: {
    custom_detectors: [
      pres("pickup_address", ["Collect from 19 Grove Road, Norwich", "Pick up at Flat 2, 8 Unthank Road", "It's at my mum's, NR4 7QT"], ["Our warehouse is in the city"]),
      pres("piano_make", ["A Yamaha U1 upright", "It's a Steinway baby grand", "Old Broadwood, 1920s"], ["Just a piano"])
    ]
  },
  cases: [
    ["Need my Kawai upright moved from 5 Earlham Road to my new flat, ground floor both ends", ["pickup_address", "piano_make"]],
    ["Hello, the piano is a Bechstein and it's at my late father's house, 27 Newmarket Road, NR2 2HW", ["pickup_address", "piano_make"]],
    ["How much roughly to move a piano up two flights? I'm a music teacher at Eaton School.", []],
    ["Hi,\n\nCould you quote to move a Chappell upright?\n\nThanks,\nSue Gray\nGray & Daughters Solicitors\n4 Tombland, Norwich NR3 1HE", ["piano_make"]],
    ["Piano: Blüthner grand\nFrom: The Old Rectory, Swardeston\nTo: storage", ["pickup_address", "piano_make"]],
    ["my son Oliver plays the piano and we're thinking of getting one, do you deliver new ones?", []],
    ["We moved a Steinway ourselves years ago and scratched it, never again.", []],
    ["it's an old upright, no idea of the make, at the bungalow behind the chapel in Hethersett", ["pickup_address"]],
    ["Call notes: Yamaha C3 grand, collect from Poringland, customer says house is down a gravel track", ["pickup_address", "piano_make"]],
    ["Our church is 600 years old and the doors are narrow, so please bring a smaller trolley.", []],
    ["can u shift a Challen from Wymondham area to Cromer next week", ["pickup_address", "piano_make"]],
    ["I'm in Norwich for the weekend only, visiting my sister, will ring on Monday.", []]
  ]
}

const groomer: FieldDomain = {
  name: "a mobile dog groomer",
  criteria: {
    custom_detectors: [
      pres("dog_name", ["Our dog is called Bramble", "It's for Pepper, the cockapoo", "Dog: Archie (poodle)"], ["My name is Lucy", "We've got two dogs"]),
      pres("dog_size", ["He's a big lad, about 35kg", "Small, under 10 kilos", "Medium sized, about knee height"], ["What breeds do you do?"])
    ]
  },
  cases: [
    ["Hi, can you do a full groom for Maisie? She's a westie, about 8 kilos", ["dog_name", "dog_size"]],
    ["My daughter Isla is seven and would love to watch you wash the dog. Is that OK?", []],
    ["Dog's name: Biscuit\nBreed: lab\nWeight: 30kg", ["dog_name", "dog_size"]],
    ["our boy Hector is a Newfoundland, absolutely huge, bigger than my son Jack!", ["dog_name", "dog_size"]],
    ["Can you come on Saturday? My husband Dave will be in.", []],
    ["Hello,\n\nOur spaniel Rosie needs her nails doing, she's only little.\n\nKind regards,\nAnna\n", ["dog_name", "dog_size"]],
    ["We used to have a collie called Jess but she passed away last year. Thinking about another dog.", []],
    ["tiny chihuahua, 2kg at most, very nervous, name is Peanut", ["dog_name", "dog_size"]],
    ["Call notes: owner Mrs Grey, great dane called Duke, roughly 60 kilos", ["dog_name", "dog_size"]],
    ["My kids Ella and Sam want to book a bath for the puppy as a surprise for their dad.", []],
    ["Is there a discount for two dogs? Both medium, about the height of a coffee table.", ["dog_size"]],
    ["The van needs a space 6 metres long, we've got a long drive so that's fine.", []]
  ]
}

export const LEFTOVER_DOMAINS: ReadonlyArray<FieldDomain> = [marquee, carpet, containers, piano, groomer]
