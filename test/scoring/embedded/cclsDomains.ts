// Custom classification rubrics of our own for branch ccls (no tune or judge text): a sewing-machine
// repairer, a saddler and a garden-pond service, one example a category as customers declare them.
// The shapes: a transcript that ends in a bare acknowledgement ("lovely, ta") after a question the
// vendor answered; an acknowledgement that goes on to name a category (must still be read); thanks
// for work already done that asks for nothing; a question about the vendor's hours or stock.
import { cls, pres } from "./fewExampleRubric.js"
import type { CatDomain } from "./classificationChallenge.js"
import type { Message } from "../../../src/domain/types.js"

const talk = (...lines: ReadonlyArray<string>): ReadonlyArray<Message> =>
  lines.map((l) => (l.startsWith("A: ") ? { role: "agent", content: l.slice(3) } : { role: "user", content: l })) as ReadonlyArray<Message>

const sewing: CatDomain = {
  detectors: [
    cls("fault", [
      ["the needle keeps snapping on thick fabric", "needle_thread"],
      ["the motor hums but the wheel won't turn", "motor_drive"],
      ["the stitches come out loose underneath", "tension"],
      ["it just needs a clean and an oil", "service"]
    ]),
    pres("machine_model", ["it's a Singer 201K", "a Janome 525S"])
  ],
  cases: [
    ["s01", talk("do you open on Saturdays?", "A: Yes, nine till one.", "lovely, ta"), { fault: null }],
    ["s02", talk("is the workshop open over the half-term week?", "A: We are, usual hours.", "great, thank you"), { fault: null }],
    ["s03", talk("how long is the wait at the moment?", "A: About a week.", "ok thanks"), { fault: null }],
    ["s04", talk("A: How can we help?", "the thread bunches up into a nest under the plate", "A: Sounds like tension.", "perfect, thanks"), { fault: "tension" }],
    ["s05", "great, thanks, and the motor whirrs now but nothing moves", { fault: "motor_drive" }],
    ["s06", "Lovely, cheers. While I have you, the pedal makes the motor buzz but the needle stays still.", { fault: "motor_drive" }],
    ["s07", "Hello, my grandmother's old machine hasn't been used in years and probably wants oiling and a once-over. It's a Bernina 730.", { fault: "service", machine_model: true }],
    ["s08", "Needles break every time I go over a denim seam", { fault: "needle_thread" }],
    ["s09", "Just wanted to say the Brother you fixed is running like a dream now, thank you!", { fault: null }],
    ["s10", "Name: Petra Lund\nMessage: Picked up my machine yesterday and the tension is spot on now. All good, thanks.", { fault: null }],
    ["s11", "Do you sell replacement bobbin cases? Mine has a crack.", { fault: null }],
    ["s12", "The bottom thread loops loosely whatever I set the dial to", { fault: "tension" }]
  ]
}

const saddler: CatDomain = {
  detectors: [
    cls("job", [
      ["the saddle needs restuffing, it sits crooked", "saddle_fit"],
      ["a bridle strap has torn at the buckle", "stitching_repair"],
      ["I'd like a made-to-measure headcollar", "bespoke"],
      ["can you clean and condition some old leather?", "cleaning"]
    ]),
    pres("horse_name", ["he's called Biscuit", "our mare is Poppy"])
  ],
  cases: [
    ["h01", talk("what time do you close on Thursdays?", "A: Half five.", "brilliant, thanks"), { job: null }],
    ["h02", talk("are you at the county show this year?", "A: No, not this year.", "oh ok, thank you"), { job: null }],
    ["h03", talk("do you take card?", "A: Yes, all cards.", "super, cheers"), { job: null }],
    ["h04", talk("the girth strap has pulled away from its stitching", "A: Bring it in and we'll look.", "great, thanks"), { job: "stitching_repair" }],
    ["h05", "Perfect, thank you. Could you also make a leather headcollar sized for a small cob?", { job: "bespoke" }],
    ["h06", "Our saddle has gone lopsided and rocks on his back, he's called Dandelion", { job: "saddle_fit", horse_name: true }],
    ["h07", "Just a thank-you: the bridle you restitched has held up perfectly all season.", { job: null }],
    ["h08", "Right, thanks. The reins have split where they loop on the bit.", { job: "stitching_repair" }],
    ["h09", "I've inherited a mildewed old saddle and it wants a proper clean and feed", { job: "cleaning" }],
    ["h10", "Do you stock fly masks in pony size?", { job: null }],
    ["h11", "ok", { job: null }],
    ["h12", "We'd love a browband made to our own design with her name on it, our mare is Saffron", { job: "bespoke", horse_name: true }]
  ]
}

const pond: CatDomain = {
  detectors: [
    cls("visit", [
      ["the water has gone green and murky", "water_quality"],
      ["the pump has stopped and the fountain is dead", "pump_filter"],
      ["we'd like a new wildlife pond dug", "new_pond"],
      ["the liner is leaking, the level keeps dropping", "liner_leak"]
    ]),
    pres("pond_size", ["it's about three metres across", "roughly 2000 litres"])
  ],
  cases: [
    ["p01", talk("do you work weekends?", "A: Saturdays only.", "fab, thanks"), { visit: null }],
    ["p02", talk("how far out do you travel?", "A: About twenty miles.", "ah right, no worries"), { visit: null }],
    ["p03", talk("the waterfall has gone quiet and the filter box is silent", "A: We can send someone Friday.", "lovely, thank you"), { visit: "pump_filter" }],
    ["p04", "Great, thanks. Also the level sinks a few centimetres a day, I think the liner has a hole.", { visit: "liner_leak" }],
    ["p05", "You can't see the fish any more for the pea-soup colour, it's roughly 3000 litres", { visit: "water_quality", pond_size: true }],
    ["p06", "We want to put in a small pond for frogs at the bottom of the garden", { visit: "new_pond" }],
    ["p07", "Name: Ines Duarte\nMessage: The lads came on Monday and the pump is sorted. Working fine now, thanks.", { visit: null }],
    ["p08", "Just wanted to say the pond has been crystal clear since your visit, thanks so much!", { visit: null }],
    ["p09", "Do you sell pond plants, or only do the maintenance?", { visit: null }],
    ["p10", "perfect", { visit: null }],
    ["p11", "The filter clogs within a day and the pump cuts out", { visit: "pump_filter" }],
    ["p12", "ok, cheers", { visit: null }]
  ]
}

export const CCLS_DOMAINS: ReadonlyArray<CatDomain> = [sewing, saddler, pond]
