import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { namesIn } from "../../../src/scoring/embedded/text/properNames.js"
import { shapesIn } from "../../../src/scoring/embedded/text/shapes.js"
import { firmSignatureSpans } from "../../../src/scoring/embedded/text/signature.js"

// The readings of the shapes2 round (shapeLeftovers.test.ts), on sentences of our own, with near misses.

const named = (text: string) => namesIn(text).map((s) => [text.slice(s.start, s.end), s.kin === true])

describe("a relative named before a name", () => {
  it.each([
    ["My son Arlo wants to come along.", [["Arlo", true]]],
    ["our granddaughter, Freya, will be there", [["Freya", true]]],
    ["My kids Ella and Sam love him", [["Ella", true], ["Sam", true]]]
  ] as const)("%s", (text, want) => expect(named(text)).toEqual(want))
  it.each([
    // Owners call their animals "boy", "girl", "lad": no relative.
    ["our boy Hector is huge", [["Hector", false]]],
    ["It's for Pepper, our terrier", [["Pepper", false]]],
    ["Sonny and my wife are both nervous of dogs", [["Sonny", false]]]
  ] as const)("not: %s", (text, want) => expect(named(text)).toEqual(want))
})

const places = (text: string) => shapesIn(text).filter((s) => s.kind === "place").map((s) => text.slice(s.start, s.end))

describe("a named area with no preposition of its own", () => {
  it.each([
    ["we're in the Keswick area", ["Keswick"]],
    ["delivering to Ulverston area", ["Ulverston"]]
  ] as const)("%s", (text, want) => expect(places(text)).toEqual(want))
  it.each([
    ["Reception area is on the left.", []],
    ["the seating area needs a cover", []]
  ] as const)("not: %s", (text, want) => expect(places(text)).toEqual(want))
})

const measures = (text: string) => shapesIn(text).filter((s) => s.kind === "measure" || s.kind === "age").map((s) => [s.kind, s.attr, text.slice(s.start, s.end)])

describe("sizes told with 'by' and lengths in word tens", () => {
  it.each([
    ["The study is roughly 2.5 by 3 metres.", [["measure", "size", "2.5 by 3 metres"]]],
    ["a pitch ten metres by fifteen", [["measure", "size", "ten metres by fifteen"]]],
    ["want a forty-foot one", [["measure", "length", "forty-foot"]]],
    ["the gazebo is fifty feet from the house", [["measure", "length", "fifty feet"]]]
  ] as const)("%s", (text, want) => expect(measures(text)).toEqual(want))
  it.each([
    // No unit on either side: a grid, a score, a count.
    ["We won 3 by 2 in the end.", []],
    ["Lower the shelf by 5 cm please", [["measure", "length", "5 cm"]]],
    ["forty minutes away", []]
  ] as const)("not: %s", (text, want) => expect(measures(text)).toEqual(want))
})

const firmLines = (text: string) => firmSignatureSpans(text).map(([a, b]) => text.slice(a, b))

describe("a signature that signs for a firm", () => {
  it("a company line makes the block a firm's, its address lines too", () =>
    expect(firmLines("Can you help?\n\nRegards,\nNia Hughes\nHughes Haulage Ltd\n3 Dock Road, Barry CF63 4AA")).toEqual(["Nia Hughes", "Hughes Haulage Ltd", "3 Dock Road, Barry CF63 4AA"]))
  it("a title line too", () => expect(firmLines("Thanks,\nOwen Price\nSite Manager\n7 Quay Street, Tenby")).toHaveLength(3))
  it("an address line too long for the block is the firm's as well", () =>
    expect(firmLines("Best,\nJo Dale\nDale Fencing\nYard 4, Old Mill Lane Business Park, Ruthin LL15 1AB")).toContain("Yard 4, Old Mill Lane Business Park, Ruthin LL15 1AB"))
  it("not a private sender's name and address", () => expect(firmLines("Cheers\nRhys\n12 Bridge Street, Llandeilo")).toEqual([]))
  it("not a message with no sign-off", () => expect(firmLines("Drop it at 5 Mill Lane, Carmarthen please")).toEqual([]))
})

const scorer = (criteria: Record<string, unknown>) => compileEmbedded(compileManifest({ template: "custom", ...criteria } as never))
const pres = (name: string, examples: ReadonlyArray<string>) => ({ name, type: "presence", examples: [...examples], non_examples: [] })

describe("what the fields make of them", () => {
  const site = scorer({ custom_detectors: [pres("job_site", ["Fit it at 14 Heol Fach, Neath", "The job is at 2 Church Row, SA11 3BB", "At our cottage near Aberdulais"])] })
  it("a firm's signature address is not the job site", () =>
    expect(site.score([{ role: "user", content: "Do you fit wood burners?\n\nKind regards,\nCarys Lloyd\nLloyd & Daughters Lettings\n19 Water Street, Neath SA11 3EP" }]).job_site!.found).toBe(false))
  it("a private sender's own address is, when the body names none", () =>
    expect(site.score([{ role: "user", content: "How much for a wood burner fitted?\n\nThanks\nGlyn\n6 Alfred Street, Neath SA11 1EH" }]).job_site!.found).toBe(true))
  it("the body's address is the site whoever signs", () =>
    expect(site.score([{ role: "user", content: "Please fit one at 8 Orchard Street, Neath SA11 1DS.\n\nRegards,\nCarys Lloyd\nLloyd & Daughters Lettings\n19 Water Street, Neath SA11 3EP" }]).job_site!.found).toBe(true))
  const office = scorer({ custom_detectors: [pres("office_address", ["Our office is at 3 Bank Street, Leeds", "Registered office: 10 Park Row, LS1 5HD", "Head office is Unit 4, Kirkstall Road"])] })
  it("a field of the firm's own office still takes its signature", () =>
    expect(office.score([{ role: "user", content: "Please invoice us.\n\nRegards,\nAmir Khan\nKhan Consulting Ltd\n22 Wellington Street, Leeds LS1 4DL" }]).office_address!.found).toBe(true))
  const pet = scorer({ custom_detectors: [pres("pet_name", ["Our rabbit is called Clover", "It's for Nutmeg, the hamster", "Pet: Ziggy (ferret)"])] })
  it("a child's name is not the pet's", () => expect(pet.score([{ role: "user", content: "My son Idris is five and adores animals." }]).pet_name!.found).toBe(false))
  it("the pet's name beside a child's still is", () => expect(pet.score([{ role: "user", content: "My son Idris named our rabbit Pickle." }]).pet_name!.found).toBe(true))
  const marquee = scorer({ custom_detectors: [pres("tent_size", ["Around 8m x 10m", "A 5 metre wide one", "Big enough for 50 seated"])] })
  it("a garden's length is no tent's size", () => expect(marquee.score([{ role: "user", content: "Our back garden is about 25 metres long, is that enough?" }]).tent_size!.found).toBe(false))
  it("the tent's own size beside it still is", () => expect(marquee.score([{ role: "user", content: "We'd like one about 6 by 9 metres please." }]).tent_size!.found).toBe(true))
  const lawn = scorer({ custom_detectors: [pres("lawn_area", ["The lawn is about 40 square metres", "Back garden roughly 10m x 12m", "A 200 sq m field"])] })
  it("a field of a site's own measure takes it", () => expect(lawn.score([{ role: "user", content: "Our garden is 60 square metres, mostly grass." }]).lawn_area!.found).toBe(true))
  const swimmer = scorer({ custom_detectors: [pres("swimmer_name", ["Swimmer: Lily Evans", "It's for Noah Price", "Booking for Ava (age 7)"])] })
  it("a field of a person's name takes a relative's", () => expect(swimmer.score([{ role: "user", content: "I'd like to book lessons for my daughter Gwen." }]).swimmer_name!.found).toBe(true))
})
