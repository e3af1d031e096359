// Custom classification rubrics of our own for branch custcls6, written before any change: a
// stonemason, a sailmaker, a bookbinder, a farrier, a bridal shop, a key-cutting and shoe-repair
// kiosk and a picture framer. Categories with short or abstract names ("new", "repair", "other",
// "trim"), told without their label word, two named with one chosen, a category named only in a
// question or as what the customer does NOT want. Chat, forms, call notes and email.
import type { Message } from "../../../src/domain/types.js"
import { cls } from "./fewExampleRubric.js"
import type { CatDomain } from "./classificationChallenge.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })

const stonemason: CatDomain = {
  detectors: [
    cls("request", [
      ["We need a headstone made for my father's grave", "new"],
      ["The lettering on grandma's stone has faded and the stone is leaning", "restoration"],
      ["Could you tell me if the cemetery allows kerb sets?", "other"]
    ])
  ],
  cases: [
    ["m01", "My mum passed in March and we'd like a memorial put up for her once the ground settles", { request: "new" }],
    ["m02", "The inscription on my great-uncle's stone is almost unreadable now, could someone recut the letters?", { request: "restoration" }],
    ["m03", "We're not after a new stone, the old one just needs cleaning up and the gold leaf redone", { request: "restoration" }],
    ["m04", "Do you restore old headstones as well? Ours is fine though, we need a plaque made for Dad's bench at the park.", { request: "new" }],
    ["m05", "The stone has toppled over after the storm and cracked in two", { request: "restoration" }],
    ["m06", "Name: Jean Hollis\nService: new memorial\nCemetery: St Mary's, Ashby\nNotes: black granite if possible", { request: "new" }],
    ["m07", "We've had a price from another mason for a new stone but honestly we'd rather have the existing one repaired if it can be saved", { request: "restoration" }],
    ["m08", "Thank you for fitting Dad's stone last month, it looks beautiful.", { request: null }],
    ["m09", "We would like a small granite vase engraved for a baby's grave, there is nothing there yet", { request: "new" }],
    ["m10", "Is it possible to get permission from the parish for a wooden cross, or do they only allow stone?", { request: "other" }],
    ["m11", [agent("Good morning, how can we help?"), user("Hello. Green moss has crept over my parents' stone and you can barely read the names any more.")], { request: "restoration" }]
  ]
}

const sailmaker: CatDomain = {
  detectors: [
    cls("job", [
      ["The mainsail has a tear along the leech", "repair"],
      ["I'd like a quote for a new genoa for a 30ft cruiser", "new"],
      ["Can you make a cockpit cover for our boat?", "cover"]
    ])
  ],
  cases: [
    ["s01", "the stitching on the jib has gone along the foot and a batten pocket has ripped out", { job: "repair" }],
    ["s02", "we're replacing our old dacron main this winter, would like something in a laminate cloth, 32ft sloop", { job: "new" }],
    ["s03", "Do you repair sails too? Ours are fine, it's the spray hood over the hatch we need made, the old canvas one blew away", { job: "cover" }],
    ["s04", "Not looking to buy new, just want the old spinnaker patched up so it lasts another summer", { job: "repair" }],
    ["s05", "UV strip on the furling genoa is flapping in shreds", { job: "repair" }],
    ["s06", "Hi, are you around over the Christmas week?", { job: null }],
    ["s07", "Boat: Contessa 26\nWork: full suit of sails, main and jib\nTimescale: spring launch", { job: "new" }],
    ["s08", "Could you measure up for something to keep the rain off the cockpit while she's on the mooring?", { job: "cover" }],
    ["s09", "We collected the mended main yesterday, thanks, all good.", { job: null }],
    ["s10", "Either mend the mizzen or replace it, whichever makes more sense - the cloth is crinkly and there are two small holes. Probably just fix it for now.", { job: "repair" }],
    ["s11", "We don't need any sail work this year, just a full winter cover for the hull", { job: "cover" }],
    ["s12", "The bolt rope has pulled out of the luff groove and the sail won't hoist", { job: "repair" }]
  ]
}

const bookbinder: CatDomain = {
  detectors: [
    cls("enquiry", [
      ["The spine of my grandfather's bible is coming away", "repair"],
      ["I'd like a leather-bound book made for our wedding guest signatures", "new"],
      ["Do you buy old books?", "other"]
    ])
  ],
  cases: [
    ["b01", "The family recipe book my nan wrote is falling to pieces, pages loose and the cover half off", { enquiry: "repair" }],
    ["b02", "I've finished my PhD and need three copies of the thesis bound in hardback", { enquiry: "new" }],
    ["b03", "Would you rebind a 1910 atlas? The boards are detached and the corners worn through", { enquiry: "repair" }],
    ["b04", "Do you also fix old books? Mine's a different job: I'm wanting a journal made from scratch with handmade paper", { enquiry: "new" }],
    ["b05", "Could you tell me if you run bookbinding workshops for beginners?", { enquiry: "other" }],
    ["b06", "I don't want it rebound or altered in any way, just a box made to keep it safe", { enquiry: "new" }],
    ["b07", "Name: Tom Reyes\nItem: photo album, 1960s\nProblem: pages torn out, spine cracked", { enquiry: "repair" }],
    ["b08", "Thanks, the album arrived safely and looks lovely.", { enquiry: null }],
    ["b09", "We want a visitors' book made for the village hall centenary, with the hall's name tooled in gold", { enquiry: "new" }],
    ["b10", "Do you value antique books for insurance?", { enquiry: "other" }],
    ["b11", "Water got into the box in the attic and several of Dad's old diaries have swollen, the pages are stuck together", { enquiry: "repair" }]
  ]
}

const farrier: CatDomain = {
  detectors: [
    cls("visit", [
      ["My mare needs a full set of shoes on", "shoeing"],
      ["The ponies just need their feet trimming, they're barefoot", "trim"],
      ["He's thrown a shoe and is lame this morning", "emergency"]
    ])
  ],
  cases: [
    ["f01", "Could you come and do the two youngsters' hooves? They're unshod and getting long", { visit: "trim" }],
    ["f02", "Our cob has pulled a front shoe in the field and is hopping on it, can anyone come today?", { visit: "emergency" }],
    ["f03", "She's due her next set of fronts and hinds, about six weeks since the last", { visit: "shoeing" }],
    ["f04", "Not an emergency, he's sound, but his feet are getting long so we'd like them tidied up next time you're in the area", { visit: "trim" }],
    ["f05", "Do you do remedial shoeing? Our horse isn't shod though, we just need his feet trimmed.", { visit: "trim" }],
    ["f06", "Thank you for coming out on Sunday, he's much happier.", { visit: null }],
    ["f07", "Horse: Barney, 16hh\nWork: front shoes only\nYard: Hill Farm", { visit: "shoeing" }],
    ["f08", "There's a nail sticking up into his sole and blood all over the yard", { visit: "emergency" }],
    ["f09", "Do you cover the Eastbrook area at all?", { visit: null }],
    ["f10", "we were going to ask for a trim but the hunting season starts soon so actually put a set of shoes on her", { visit: "shoeing" }],
    ["f11", "Our donkey's hooves have grown long and curled up at the toe", { visit: "trim" }]
  ]
}

const bridal: CatDomain = {
  detectors: [
    cls("enquiry", [
      ["I'd love to book an appointment to try on some dresses", "try_on"],
      ["My dress needs taking in at the waist and shortening", "alterations"],
      ["Do you sell veils and tiaras?", "accessories"]
    ])
  ],
  cases: [
    ["w01", "I'm getting married next June and would love to come in with my mum and sister to see some gowns", { enquiry: "try_on" }],
    ["w02", "The dress I bought online is too long and the straps keep slipping off my shoulders", { enquiry: "alterations" }],
    ["w03", "Looking for a cathedral-length veil and maybe a hair comb to go with an ivory gown", { enquiry: "accessories" }],
    ["w04", "I already have my dress so I don't need to try any on, I just need a bustle added for the reception", { enquiry: "alterations" }],
    ["w05", "Can I bring my bridesmaids in to look at dresses on a Saturday?", { enquiry: "try_on" }],
    ["w06", "Thank you for the fitting yesterday, Sophie was lovely.", { enquiry: null }],
    ["w07", "Name: Aisha Khan\nDate of wedding: 14/09\nReason for enquiry: hem and sleeves adjusted", { enquiry: "alterations" }],
    ["w08", "Just wondering if there is parking near the shop?", { enquiry: null }],
    ["w09", "I'm torn between coming in to see dresses or getting my mum's old one altered. I think I'll go with Mum's dress, can you take it in at the sides?", { enquiry: "alterations" }],
    ["w10", "Need some pearl earrings and a belt to finish the look", { enquiry: "accessories" }],
    ["w11", "Do you stock shoes? Actually I'd rather come in and try dresses first, shoes can wait.", { enquiry: "try_on" }]
  ]
}

const kiosk: CatDomain = {
  detectors: [
    cls("service", [
      ["I need two copies of my front door key", "keys"],
      ["The heel on my boot has worn down", "shoes"],
      ["Could you put a name on the back of a watch?", "engraving"]
    ])
  ],
  cases: [
    ["k01", "Can you cut a spare for the shed padlock? I've only got the one", { service: "keys" }],
    ["k02", "The sole is flapping off my trainers", { service: "shoes" }],
    ["k03", "I'd like 'Happy 40th, love Jo' on a hip flask", { service: "engraving" }],
    ["k04", "Not after shoe repairs, just want my dog's tag done with his name and my number", { service: "engraving" }],
    ["k05", "The stiletto tip snapped on my good heels", { service: "shoes" }],
    ["k06", "Do you do keys? I'll need a copy of my work locker key next week.", { service: "keys" }],
    ["k07", "Thanks, the boots are like new!", { service: null }],
    ["k08", "What time do you close tonight?", { service: null }],
    ["k09", "Order: pewter tankard\nText: Best Man, 12.06.27\nCollect: Friday", { service: "engraving" }],
    ["k10", "My kids lost the back door key so I need three more cut just in case", { service: "keys" }],
    ["k11", "My walking boots need resoling before winter", { service: "shoes" }]
  ]
}

const framer: CatDomain = {
  detectors: [
    cls("job", [
      ["I'd like a frame made for a watercolour", "new"],
      ["The glass in my print's frame has cracked", "repair"],
      ["Do you hang pictures in people's homes?", "other"]
    ])
  ],
  cases: [
    ["p01", "I've got a cross-stitch my gran did that I'd love to put on the wall properly, with a mount", { job: "new" }],
    ["p02", "The corner joint on Dad's old frame has come apart and the backing is loose", { job: "repair" }],
    ["p03", "I'm not after a new frame, the one on my map is lovely, it just needs the glass replacing after the move", { job: "repair" }],
    ["p04", "Do you fix frames? Probably not worth it for mine, so I'll get a fresh one made for the poster.", { job: "new" }],
    ["p05", "Could you tell me if you sell artists' canvases?", { job: "other" }],
    ["p06", "Thanks, the mirror looks amazing on the wall.", { job: null }],
    ["p07", "Item: football shirt\nWhat: box frame with the match ticket\nSize: TBC", { job: "new" }],
    ["p08", "A hook has pulled out of the back of the mirror frame and the wood has split", { job: "repair" }]
  ]
}

export const CUSTCLS6_DOMAINS: ReadonlyArray<CatDomain> = [stonemason, sailmaker, bookbinder, farrier, bridal, kiosk, framer]
