import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { agesIn } from "../../../src/scoring/embedded/text/ages.js"
import { makesIn, namesIn } from "../../../src/scoring/embedded/text/properNames.js"
import { routeEndsIn } from "../../../src/scoring/embedded/text/routes.js"

// The readings of the shapes round, each with near misses of our own: an age told in words or
// as whose, a someone's name and a make told in passing, and what a field of them makes of a
// sentence with none (docs/quality.md, "Tried", 11-28, shapes).
const ages = (text: string) => agesIn(text).map((a) => [text.slice(a.start, a.end), a.attr])
const names = (text: string) => namesIn(text).filter((s) => !s.lead).map((s) => text.slice(s.start, s.end))
const makes = (text: string) => makesIn(text).map((s) => text.slice(s.start, s.end))

describe("ages", () => {
  it.each([
    ["our lad turned 6 in April", "turned 6"], ["she turns 3 in June", null],
    ["Grandpa is in his late nineties now", "in his late nineties"],
    ["she's ninety-two and still sharp", "she's ninety-two"],
    ["I'm 23, just graduated", "I'm 23"],
    ["a twenty-something looking for a room", "twenty-something"],
    ["the pup is about 10 weeks old", "10 weeks old"],
    ["Oscar is 7 and hates the car", "Oscar is 7"],
    ["The mare was born in 2011", "born in 2011"]
  ])("an age: %s", (text, value) => {
    expect(ages(text).map((a) => a[0])).toEqual(value === null ? [] : [value])
  })

  it.each([["The barn is 200 years old", "thing"], ["we bought it in 2019", "thing"], ["my nephew is 12", "person"], ["it's about four years old", "thing"]])("whose: %s", (text, whose) => {
    expect(ages(text).map((a) => a[1])).toEqual([whose])
  })

  it.each(["the van turned 180 degrees", "It's 12 noon already", "Total is 40, please confirm", "he's 6 foot tall", "we are 12 in total", "the sixties were great"])("no age: %s", (text) => {
    expect(ages(text)).toEqual([])
  })
})

describe("proper names", () => {
  it.each([
    ["we're booking for my niece Amara", ["Amara"]],
    ["The parrot is called Kiwi", ["Kiwi"]],
    ["Appointment for Mr Idris Kahn please", ["Mr Idris Kahn"]],
    ["Grandad (Walter Finch) will need a ramp", ["Walter Finch"]],
    ["Lenny's just turned five", ["Lenny's"]]
  ])("someone: %s", (text, want) => {
    expect(names(text)).toEqual(want)
  })

  it.each([
    "Hi, I'm Priya Shah from the letting agency",
    "Mrs Okafor, his key worker, said he settled well",
    "Dear Mr Lund, thank you for the visit",
    "Please speak to Colin, our site manager",
    "We moved here from Dorchester",
    "Deliver to 9 Birch Walk, Bridport",
    "My niece works for Marriott",
    "Thanks, Owen",
    "Could you confirm the time?",
    "She'll be there at ten"
  ])("no one's name: %s", (text) => {
    expect(names(text)).toEqual([])
  })

  it.each([
    ["the car is a 2017 Skoda Octavia", ["Skoda Octavia"]],
    ["Our Vaillant boiler keeps losing pressure", ["Vaillant"]],
    ["Brother HL1210 printer jammed", ["Brother HL1210"]],
    ["it's a Dualit one, four slots", ["Dualit"]]
  ])("a make: %s", (text, want) => {
    expect(makes(text)).toEqual(want)
  })

  it.each(["Sent from my Galaxy S22", "I used to work for Siemens", "Our previous car was a Fiesta", "Maybe 20 chairs in total", "About 8 metres long", "Flat 12, Harbour Court"])("no make: %s", (text) => {
    expect(makes(text)).toEqual([])
  })
})

describe("a journey's ends", () => {
  const ends = (text: string) => routeEndsIn(text).map((r) => `${text.slice(r.start, r.end)}:${r.attr}`)
  it.each([
    ["Can you shift a piano from Kendal to Penrith?", ["Kendal:from", "Penrith:to"]],
    ["pick up at my gran's in Whitby and drop at Scarborough", ["Whitby:from", "Scarborough:to"]],
    ["We're relocating to Aberdeen in June", ["Aberdeen:to"]],
    ["could you ship it from Kendal to Carlisle", ["Kendal:from", "Carlisle:to"]],
    ["we fly from 2 May to 16 May", []],
    ["the horse is currently stabled... sorry, currently at Thirsk", ["Thirsk:from"]],
    ["From: Hexham\nTo: Alnwick", ["Hexham:from", "Alnwick:to"]],
    ["We moved up from Exeter last year", ["Exeter:past"]],
    ["I grew up in Ripon, lovely spot", ["Ripon:past"]]
  ])("%s", (text, want) => {
    expect(ends(text)).toEqual(want)
  })

  it.each(["Please translate it from German into English", "We are switching from Xero to Sage", "Please talk to Morag about the invoice", "I got an email from Kieran yesterday", "It's next to Tesco", "We live in Keswick"])("no end: %s", (text) => {
    expect(ends(text)).toEqual([])
  })

  it("a field of one end does not take the other, nor a journey done", () => {
    const rubric = compileEmbedded(
      compileManifest({
        template: "custom",
        custom_detectors: [
          { name: "collect_from", type: "presence", examples: ["Collecting from 4 Vale Road, Bath", "Pick up is in Frome", "Moving out of a flat in Keynsham"] },
          { name: "deliver_to", type: "presence", examples: ["Delivering to Swindon", "Going to our new house at 7 Kiln Way, Devizes", "Moving into a cottage in Marlborough"] }
        ]
      } as never)
    )
    const found = (text: string) => Object.entries(rubric.score([{ role: "user", content: text }])).filter(([, x]) => x.found).map(([k]) => k).sort()
    expect(found("Taking a bed and some boxes over to Chippenham, can you help?")).toEqual(["deliver_to"])
    expect(found("We moved to Bath from Bristol three years ago and you were great.")).toEqual([])
  })
})

describe("whose name", () => {
  it("marks the sender's own name, which a field of the sender's name takes", () => {
    const text = "Hi, I'm Priya Shah and my lodger Tom Reed needs a key"
    expect(namesIn(text).map((s) => [text.slice(s.start, s.end), s.own])).toEqual([["Priya Shah", true], ["Tom Reed", false]])
    const rubric = compileEmbedded(compileManifest({ template: "custom", custom_detectors: [{ name: "contact_name", type: "presence", examples: ["I'm Dana Reyes", "My name is Kofi Mensah", "This is Ruth Bell"] }] } as never))
    expect(rubric.score([{ role: "user", content: "Morning, this is Grace Liu, could someone call me back?" }]).contact_name!.found).toBe(true)
  })
})

describe("a field of names or ages reads them by their shape", () => {
  const rubric = compileEmbedded(
    compileManifest({
      template: "custom",
      custom_detectors: [
        { name: "horse_name", type: "presence", examples: ["Her stable name is Juniper", "It's for Captain, our cob", "Horse: Maple (mare)"] },
        { name: "horse_age", type: "presence", examples: ["She's 14", "He turned nine last spring", "Born May 2012"] },
        { name: "trailer_model", type: "presence", examples: ["An Ifor Williams HB511", "We tow with a Cheval Liberte", "a 2015 Bateson Ascot"] }
      ]
    } as never)
  )
  const found = (text: string) => Object.entries(rubric.score([{ role: "user", content: text }])).filter(([, x]) => x.found).map(([k]) => k).sort()

  it("finds them told in passing", () => {
    expect(found("Could you shoe Pepper on Thursday? She's nineteen now and a bit stiff.")).toEqual(["horse_age", "horse_name"])
    expect(found("We'll bring her over in our old Ifor Williams trailer")).toEqual(["trailer_model"])
  })

  it("does not take a sentence with none of them, nor another's age or name", () => {
    expect(found("She'll wait in the yard for you.")).toEqual([])
    expect(found("Our yard is 30 years old and the gate sticks.")).toEqual([])
    expect(found("Hi, I'm Bethany Cole, the yard manager.")).toEqual([])
  })
})
