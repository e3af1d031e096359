// Custom classification whose categories are times (a shift or availability preference) or
// channels (a contact or appointment mode), each category taught by one short example. Messages
// of our own in five rubrics tell the category without its word (a clock range, a routine, a
// weekday, a channel's brand or verb); near misses are the time of an incident, the vendor's
// hours asked about, a past arrangement, a third party's, a refused category and a deferral.
// On the unchanged engine (b9d30f9) 20 of 46 were wrong; with the channel and routine words of
// lexicon TOPICS, clock times (categoryTopics.ts clockKey) and a way-detector's past or vendor-hours
// sentence set aside (whenElse.ts readsWay), 6. Still wrong: an incident's clock time, "Teams" read
// as a team, a visit that was beside a laptop wished for, a seat beside the child, a past told with
// a regular -ed verb, and a husband's past visit beside a wish read by the vectors as the branch.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { clockKey } from "../../../src/scoring/embedded/engine/categoryTopics.js"

const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    // A cleaning company's staff sign-up.
    { name: "shift_pref", type: "classification", categories: ["days", "nights", "weekends", "flexible"], examples: [
      { text: "I can do daytime hours", category: "days" },
      { text: "I prefer working nights", category: "nights" },
      { text: "weekends suit me", category: "weekends" },
      { text: "I can work any shift", category: "flexible" }
    ] },
    // A tutor's lesson mode.
    { name: "lesson_mode", type: "classification", categories: ["online", "in_person"], examples: [
      { text: "lessons on the computer please", category: "online" },
      { text: "could you come to our house?", category: "in_person" }
    ] },
    // A vet's consult mode.
    { name: "consult_mode", type: "classification", categories: ["phone", "video", "in_clinic"], examples: [
      { text: "can the vet call me?", category: "phone" },
      { text: "a video consult would be great", category: "video" },
      { text: "I'll bring him in", category: "in_clinic" }
    ] },
    // A call centre's hiring form.
    { name: "shift", type: "classification", categories: ["mornings", "evenings", "nights", "weekends", "asap"], examples: [
      { text: "early shift please", category: "mornings" },
      { text: "after 5pm works", category: "evenings" },
      { text: "overnight is fine", category: "nights" },
      { text: "Saturday and Sunday", category: "weekends" },
      { text: "I can start straight away", category: "asap" }
    ] },
    // A bank's appointment booking.
    { name: "appointment_mode", type: "classification", categories: ["phone", "video", "branch"], examples: [
      { text: "a phone call is fine", category: "phone" },
      { text: "video call please", category: "video" },
      { text: "I'd like to come into the branch", category: "branch" }
    ] },
    // For the rules' own tests below: an evening category beside "even", premises beside a channel.
    { name: "call_time", type: "classification", categories: ["mornings", "evenings"], examples: [
      { text: "before ten is best", category: "mornings" },
      { text: "later in the day please", category: "evenings" }
    ] },
    { name: "contact_method", type: "classification", categories: ["email", "in_store"], examples: [
      { text: "write to me", category: "email" },
      { text: "I'll see you there", category: "in_store" }
    ] }
  ]
})
const scorer = compileEmbedded(manifest)
const valueOf = (det: string, messages: ReadonlyArray<readonly [string, string]>): string | null => {
  const d = scorer.score(messages.map(([role, content]) => ({ role, content })))[det]!
  return d.found ? d.value : null
}

/** Id, detector, the conversation (a string is one customer message), the category a careful reader picks (null: none stated). */
type Case = readonly [string, string, string | ReadonlyArray<readonly [string, string]>, string | null]
const CASES: ReadonlyArray<Case> = [
  // shift_pref (cleaning staff sign-up)
  ["c1", "shift_pref", "Hi, I'm free from 7am till about 3 most days, then I collect my son.", "days"],
  ["c2", "shift_pref", "Once the children are asleep I'm happy to work, I've done office cleans till 4am before.", "nights"],
  ["c3", "shift_pref", "I've a Mon–Fri job in a shop so it would only be Sat and Sun for me.", "weekends"],
  ["c4", "shift_pref", "Whatever suits the rota, I'm easy.", "flexible"],
  ["c5", "shift_pref", "Graveyard shifts don't bother me at all.", "nights"],
  ["c6", "shift_pref", "Not nights please, I don't drive after dark. Daytime would be great.", "days"],
  ["c7", "shift_pref", "Not nights please, I have a little one at home.", null],
  ["c8", "shift_pref", "Application form\nName: Priya\nHours available: 9 till 5, weekdays\nReferences: on request", "days"],
  ["c9", "shift_pref", "My sister works your weekend team and loves it. I'm writing about the job advert.", null],
  ["c10", "shift_pref", "Our office alarm went off at 2am last night, can your cleaners check the back door is locked?", null],
  ["c11", "shift_pref", "Hello,\n\nI can work any hours you need me, early, late, it's all the same to me.\n\nBest,\nTomasz", "flexible"],
  // lesson_mode (tutor)
  ["t1", "lesson_mode", "Can we do it over Zoom? We live quite far out.", "online"],
  ["t2", "lesson_mode", "Happy for you to pop round to ours, we're near the station.", "in_person"],
  ["t3", "lesson_mode", "I'd rather not travel in, Teams works well for us.", "online"],
  ["t4", "lesson_mode", "Last year we had a tutor visit the house, but this time a laptop session would suit better.", "online"],
  ["t5", "lesson_mode", "Last term she came to our house every week and it went well.", null],
  ["t6", "lesson_mode", "She concentrates much better with someone sitting beside her at the kitchen table.", "in_person"],
  ["t7", "lesson_mode", "Hi, my son needs help with fractions, he's in year 5.\n\nThanks,\nMaria\nSent from my iPhone", null],
  ["t8", "lesson_mode", "Not online please, the screen time is too much. Face to face at ours would be best.", "in_person"],
  // consult_mode (vet)
  ["v1", "consult_mode", "Ring me on my mobile when the vet has a moment, 07700 900456", "phone"],
  ["v2", "consult_mode", "Could we do it over FaceTime so you can see the rash?", "video"],
  ["v3", "consult_mode", "I'll pop her in the carrier and come down this afternoon.", "in_clinic"],
  ["v4", "consult_mode", "He was sick at 3am and again at six, what should I do?", null],
  ["v5", "consult_mode", "Last time I came in you were very helpful. Her stitches look fine now.", null],
  ["v6", "consult_mode", "No car until Monday, can a vet talk me through it on the phone?", "phone"],
  ["v7", "consult_mode", "What time does the surgery open on Saturdays?", null],
  ["v8", "consult_mode", "Not a video call please, my signal is awful. A quick call is fine.", "phone"],
  ["v9", "consult_mode", "He gets so stressed in the car. Could you look at him on camera instead?", "video"],
  // shift (call-centre hiring)
  ["h1", "shift", "I'm up at 5 anyway, so starting at 6 and finishing by lunch is perfect.", "mornings"],
  ["h2", "shift", "I do the school run till 3:30 but from tea time till 10 I'm free.", "evenings"],
  ["h3", "shift", "I'm a night owl, midnight to 8 suits me.", "nights"],
  ["h4", "shift", "Only Saturdays and Sundays, I'm at college during the week.", "weekends"],
  ["h5", "shift", "Evenings are no good, I have classes. Mornings would work though.", "mornings"],
  ["h6", "shift", "What hours is your phone line open?", null],
  ["h7", "shift", "Candidate form\nName: Leo\nPreferred shift: after work, 6 till 10\nNotice period: 2 weeks", "evenings"],
  ["h8", "shift", "I worked evenings at my last job and burned out.", null],
  ["h9", "shift", [["agent", "Which shifts could you cover?"], ["user", "anything before noon really"]], "mornings"],
  ["h10", "shift", "I've no notice to serve, so I could begin tomorrow if you need me.", "asap"],
  // appointment_mode (bank)
  ["b1", "appointment_mode", "Dear Sir/Madam,\nI'd like to discuss a mortgage. Could we do it over Teams? I work from home.\nRegards,\nJ. Okafor\nTel: 0113 496 0123", "video"],
  ["b2", "appointment_mode", "Happy to pop in to the high street office on Thursday.", "branch"],
  ["b3", "appointment_mode", "Just give me a bell on my landline, I'm not great with computers.", "phone"],
  ["b4", "appointment_mode", "My husband went into the branch last week and they told him to book. I'd like to open a joint account.", null],
  ["b5", "appointment_mode", "I'd rather not travel in, my knee is bad. Talking it over on the phone would be easiest.", "phone"],
  ["b6", "appointment_mode", "Is the Leeds branch open on Saturdays?", null],
  ["b7", "appointment_mode", "I'd like to sit down with someone face to face about my savings.", "branch"],
  ["b8", "appointment_mode", "Not a video call, please, my camera doesn't work. Could I come in instead?", "branch"]
]

/** Ids of the cases the engine still reads wrong (each asserted wrong, so a fixed one must leave the list). c10 mended by custom9 (a time told only past, whenElse.ts). */
const knownMisses: ReadonlyArray<string> = [
  "t3", "t4", "t6", "h8", "b4"
]

describe("custom classification of times and channels", () => {
  it.each(CASES)("%s %s: %j → %s", (id, det, text, want) => {
    const got = valueOf(det, typeof text === "string" ? [["user", text]] : text)
    if (knownMisses.includes(id)) expect(got).not.toBe(want)
    else expect(got).toBe(want)
  })
})

describe("the rules, on sentences of their own", () => {
  it("a routine tells an evening; the adverb \"even\" does not", () => {
    expect(valueOf("call_time", [["user", "Any day after dinner would be perfect for a chat."]])).toBe("evenings")
    expect(valueOf("call_time", [["user", "That quote is even cheaper than the last one, thanks."]])).toBeNull()
  })

  it("a category named after premises is a visit in person, told by a verb of coming", () => {
    expect(valueOf("contact_method", [["user", "I'll drop by on my lunch break to sort it."]])).toBe("in_store")
    expect(valueOf("contact_method", [["user", "I work in an office all day and can't take calls."]])).toBeNull()
  })

  it("a way-detector's sentence told only in the past, or the vendor's hours asked, chooses no way", () => {
    expect(valueOf("contact_method", [["user", "We came down to see you in March and sorted the warranty then."]])).toBeNull()
    expect(valueOf("contact_method", [["user", "Is your shop open late on Fridays?"]])).toBeNull()
  })

  it("a clock time with its half of the day names a part of the day; a bare number does not", () => {
    expect(clockKey("6am")).toContain("morn")
    expect(clockKey("2 p.m.")).toContain("afternoon")
    expect(clockKey("19:30")).toContain("even")
    expect(clockKey("4 a.m.")).toContain("night")
    expect(clockKey("11pm")).toContain("night")
    expect(clockKey("3")).toBeNull()
    expect(valueOf("call_time", [["user", "Please ring after 6pm, I'm at work before that."]])).toBe("evenings")
    expect(valueOf("call_time", [["user", "Catch me at 8am before the school run."]])).toBe("mornings")
  })
})
