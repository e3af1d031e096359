import type { FieldDomain } from "./custfieldDomains.js"

// Round cfn1's own challenge set: custom presence detectors whose value fresh text tells in
// other words than the 3–5 examples: a place given as where the sender runs or keeps their own
// thing ("we keep twelve hives near Totnes"), a make named bare ("It's a Yamaha"), a detail in a
// long message or on a form line worded otherwise. About a third are near misses: somebody
// else's place, a place told as past, a firm's seat, a vendor asked whether it covers a town, a
// make only asked about. A case lists the detectors it states; the others must not be found.

const chimney: FieldDomain = {
  name: "a chimney sweep",
  criteria: {
    custom_detectors: [
      { name: "location", type: "presence", examples: ["we're in Frome, BA11", "12 Orchard Row, Shepton Mallet", "Wells town centre"] },
      { name: "appliance", type: "presence", examples: ["a Morso multi-fuel stove", "open fire in the lounge", "Clearview 650 woodburner"] }
    ]
  },
  cases: [
    ["We run a small guest house in Glastonbury with two open fires that need sweeping before winter.", ["location", "appliance"]],
    ["We operate a tearoom just outside Cheddar and the wood burner is drawing badly.", ["location", "appliance"]],
    ["I manage a holiday cottage near Bruton; the stove there hasn't been swept in two years.", ["location", "appliance"]],
    ["We own a converted barn in Castle Cary and would like the flue checked.", ["location"]],
    ["My sister in Yeovil recommended you after you swept her chimney.", []],
    ["We used to run a pub in Taunton and had the flue done every year.", []],
    ["We had a cottage in Street years ago with a lovely inglenook.", []],
    ["Do you cover Langport or is that too far out?", []],
    ["Our company in Bristol handles the paperwork, but could you send a price for sweeping?", []],
    ["We run a removals firm in Bath and one of our clients asked about sweeps.", []],
    ["Could you tell me how much a sweep costs?", []]
  ]
}

const hives: FieldDomain = {
  name: "a beekeeping supplies shop",
  criteria: {
    custom_detectors: [
      { name: "apiary_location", type: "presence", examples: ["my bees are in Ashburton, TQ13", "apiary at Holne Farm, Holne", "on an allotment in Newton Abbot"] },
      { name: "hive_count", type: "presence", examples: ["three hives", "about 10 colonies", "just the one hive this year"] }
    ]
  },
  cases: [
    ["We keep bees in Buckfastleigh and want to order frames.", ["apiary_location"]],
    ["We run an orchard near Chagford and would like pollination advice for our eight hives.", ["apiary_location", "hive_count"]],
    ["I look after an allotment outside Dartington, could you send a catalogue?", ["apiary_location"]],
    ["A friend in Kingsbridge gave me a swarm last spring.", []],
    ["We visited a honey farm in Totnes last summer and loved it.", []],
    ["Do you deliver to Brixham?", []],
    ["Do you sell hive stands?", []]
  ]
}

const piano: FieldDomain = {
  name: "a piano tuner",
  criteria: {
    custom_detectors: [
      { name: "piano_make", type: "presence", examples: ["it's a Yamaha U1", "Kawai K-300 upright", "old Broadwood grand"] },
      { name: "town", type: "presence", examples: ["I'm in Ludlow, SY8", "The Old Forge, Clee Hill", "Church Stretton high street"] }
    ]
  },
  cases: [
    ["We have a Yamaha that sounds dull in the upper octaves.", ["piano_make"]],
    ["Our piano is a Kawai, bought second hand.", ["piano_make"]],
    ["We run a dance school in Bridgnorth and the rehearsal upright is badly out of tune.", ["town"]],
    ["We operate a small music shop near Much Wenlock with three uprights on the floor.", ["town"]],
    ["Do you tune Steinway pianos at all?", []],
    ["My teacher in Leominster said the piano needs tuning.", []],
    ["We grew up in Knighton and our gran had a piano there.", []],
    ["How often should a piano be tuned?", []],
    ["The tuning pins feel loose. It's Bechstein, nearly a hundred years old.", ["piano_make"]],
    ["The pedals squeak as well. Ours is Challen, from my grandmother.", ["piano_make"]],
    ["Hello, it's Marion here, the piano needs doing before the school concert.", []],
    ["We tried calling on Friday. It's Gareth again, did you get my voicemail?", []],
    ["The middle C sticks. It's Thursday afternoons that suit us best.", []]
  ]
}

const printing: FieldDomain = {
  name: "a print shop",
  criteria: {
    custom_detectors: [
      { name: "quantity", type: "presence", examples: ["500 flyers", "about 2,000 leaflets", "a run of 250 booklets"] },
      { name: "deadline", type: "presence", examples: ["needed by 14 May", "before Friday", "for the show on 3 June"] },
      { name: "shop_location", type: "presence", examples: ["we're in Hexham, NE46", "unit 2, Tyne Mill, Corbridge", "Alnwick market place"] }
    ]
  },
  cases: [
    ["We run a bike café in Morpeth and need 1,000 menus printed before 20 June.", ["quantity", "deadline", "shop_location"]],
    ["We own a bakery just outside Rothbury; could you print 300 loyalty cards?", ["quantity", "shop_location"]],
    ["Quantity: 750\nNeeded by: 2 July\nPostcode: NE65 7TG", ["quantity", "deadline", "shop_location"]],
    ["Our agency in Newcastle designs the artwork; we just need a price per thousand.", []],
    ["We printed 400 programmes with another firm last year and they were late.", []],
    ["Are you open on Saturdays?", []],
    ["Hello, we keep a farm shop in Wooler and want flyers for the autumn market, around 500 of them, by the end of September.", ["quantity", "deadline", "shop_location"]]
  ]
}

// A form's days told cut short ("Mon, Wed, Fri"): a routine, as "Mondays" is.
const walker: FieldDomain = {
  name: "a dog walker",
  criteria: {
    custom_detectors: [
      { name: "walk_frequency", type: "presence", examples: ["every weekday at lunchtime", "three times a week", "just while we're away in August"] },
      { name: "dog_breed", type: "presence", examples: ["a two-year-old springer spaniel", "our labrador", "a very bouncy border collie"] }
    ]
  },
  cases: [
    ["Dog: Pepper, a whippet\nHow often: Mon, Wed, Fri\nPostcode: LS8 2QT", ["walk_frequency", "dog_breed"]],
    ["Walks wanted: Tue & Thu", ["walk_frequency"]],
    ["Please ring me Tue or Wed evening to talk it over.", []],
    ["Do you walk on Sat and Sun or only in the week?", []],
    ["Thanks for the walks last month, he loved them.", []]
  ]
}

export const CFN1_DOMAINS: ReadonlyArray<FieldDomain> = [chimney, hives, piano, printing, walker]
