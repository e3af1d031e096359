// The readings of the custstate3 round, each on sentences of our own beside its near misses.
import { describe, expect, it } from "vitest"
import { tokensOfText } from "../../../src/scoring/embedded/text/units.js"
import { tellsOldItem, tellsYoungItem } from "../../../src/scoring/embedded/text/itemAge.js"
import { tellsEligibleCircumstance } from "../../../src/scoring/embedded/text/eligibleCircumstance.js"
import { tellsBeginner } from "../../../src/scoring/embedded/text/beginnerWords.js"
import { tellsExperience } from "../../../src/scoring/embedded/text/experienceWords.js"
import { tellsResidence } from "../../../src/scoring/embedded/text/residenceWords.js"
import { rubric, user } from "./presenceCases.js"

describe("a thing told young or bought recently (text/itemAge.ts)", () => {
  it.each([
    ["The dehumidifier isn't even a year old.", true],
    ["It's only nine months old and already rattling.", true],
    ["We bought the kiln in January.", true],
    ["Got it from your Leeds store five weeks ago.", true],
    ["I purchased the headset last month.", true],
    // Old, somebody else's, asked, dated by a year long gone.
    ["It's eleven years old and has never missed a beat.", false],
    ["My neighbour bought hers in June.", false],
    ["Is it covered if I bought it in May?", false],
    ["We bought it in March 2015.", false],
    ["The company is only two years old.", true]
  ])("%s: %s", (text, want) => expect(tellsYoungItem(tokensOfText(text))).toBe(want))
})

describe("a thing told years old, past any cover (text/itemAge.ts)", () => {
  it.each([
    ["The dryer must be nine years old by now.", true],
    ["We bought it six years ago from your old shop.", true],
    // Young, hedged small, asked.
    ["It's two years old.", false],
    ["It's under five years old.", false],
    ["Is a 4 years old boiler still covered?", false]
  ])("%s: %s", (text, want) => expect(tellsOldItem(tokensOfText(text))).toBe(want))
})

describe("a circumstance that earns a concession (text/eligibleCircumstance.ts)", () => {
  it.each([
    ["I'm 81 and live on my own.", true],
    ["I'm seventy-three.", true],
    ["We're both on pension credit.", true],
    ["I receive the disability benefit.", true],
    ["I'm a full-time student at the college.", true],
    ["I'm a carer for my dad.", true],
    ["I was made redundant last month.", false],
    ["We've been made redundant, both of us.", true],
    ["I'm 79, what does the course cost?", true],
    // Young, somebody else's, past, asked, conditional.
    ["I'm 34 and work full time.", false],
    ["My dad is on pension credit.", false],
    ["I was on universal credit until March.", false],
    ["Do students get a discount?", false],
    ["If I'm on benefits, is it cheaper?", false]
  ])("%s: %s", (text, want) => expect(tellsEligibleCircumstance(tokensOfText(text))).toBe(want))
})

describe("a first go or a first-timer denies experience (text/beginnerWords.ts)", () => {
  it.each([
    ["First time on a paddleboard, be gentle!", true],
    ["It's my first time climbing outdoors.", true],
    ["We're all first-timers.", true],
    ["Total landlubber here.", true],
    // A first visit dated in a story, a question, a first-timer beside experience.
    ["The first time we came the lake was frozen.", false],
    ["Is the course fine for first-timers?", false],
    ["First time on a paddleboard, but I've surfed for years.", false]
  ])("%s: %s", (text, want) => expect(tellsBeginner(tokensOfText(text))).toBe(want))
})

describe("experience told as time spent or a deed of the trade (text/experienceWords.ts)", () => {
  it.each([
    ["I spent two summers crewing on a ferry.", true],
    ["We skippered a yacht round Mull in 2022.", true],
    ["I coached under-tens for five years.", true],
    // Money spent, a plan, somebody else's deed.
    ["I spent a fortune on the last repair.", false],
    ["My uncle skippered trawlers for years.", false]
  ])("%s: %s", (text, want) => expect(tellsExperience(tokensOfText(text))).toBe(want))
})

describe("living in a place now (text/residenceWords.ts)", () => {
  it.each([
    ["We live just behind the church.", true],
    ["I've lived on this estate since 1998.", true],
    ["Born and bred here, as were my parents.", true],
    ["We're local, about ten minutes on foot.", true],
    // A former home, a move ahead, somebody else's home, a question.
    ["We lived in Didsbury before the children came.", false],
    ["We're moving to the village in spring.", false],
    ["My aunt lives round the corner from you.", false],
    ["Do I need to live in the parish?", false]
  ])("%s: %s", (text, want) => expect(tellsResidence(tokensOfText(text))).toBe(want))
})

describe("cover and eligibility found by their circumstance, end to end (engine/ownRecordFound.ts)", () => {
  const kiln = rubric(
    { name: "kiln_cover", type: "presence", examples: ["The kiln is still under warranty", "It came with a three-year guarantee", "Our extended cover runs until next year"], non_examples: ["The warranty ended last year"] },
    { name: "fault", type: "presence", examples: ["The elements won't heat", "It trips the fuse"], non_examples: ["Works fine"] }
  )
  const pool = rubric(
    { name: "concession", type: "presence", examples: ["I'm a pensioner", "I'm on jobseeker's allowance", "I'm a full-time student"], non_examples: ["Two adults at full price"] },
    { name: "session", type: "presence", examples: ["The early lane swim", "Saturday's family splash"], non_examples: ["A swim"] }
  )
  it.each([
    [kiln, "kiln_cover", "It's barely four months old and the elements won't heat.", true],
    [kiln, "kiln_cover", "We bought it from you in February.", true],
    [kiln, "kiln_cover", "It's a good fifteen years old now.", false],
    [kiln, "kiln_cover", "The kiln is nine years old and the elements won't heat.", false],
    [pool, "concession", "I'm 70, could I come to the early lane swim?", true],
    [pool, "concession", "Do you do cheaper sessions for the over-60s?", false],
    [pool, "concession", "My husband is 70 and I'm 58.", false]
  ] as const)("%s / %s: %s", (scorer, det, text, want) => expect(scorer.score([user(text)])[det]!.found).toBe(want))
  it("reads the youth as no denial of the cover", () => expect(kiln.score([user("It's not even a year old.")]).kiln_cover!.negated).toBe(false))
})
