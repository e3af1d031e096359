// The fields challenge set (issue 22, round fields): custom presence fields read on a word of the
// setting rather than a value ("the stove sits in the snug" is no stove model, "our 60th
// anniversary" no trip date, a crew size no budget), and short chat answers to the agent's
// question ("[agent] How many paddlers? [user] 6", "[agent] Which day? [user] weds"), numeric or
// one word. Near misses give the same setting words a real value. Three rubrics of our own: a
// chimney sweep, a sign maker and a kayak hire; no sentence comes from any dataset.
import type { Message } from "../../../src/domain/types.js"
import type { FieldDomain } from "./custfieldDomains.js"

/** A short chat answer to the agent's question. */
const asked = (question: string, answer: string): ReadonlyArray<Message> => [
  { role: "assistant", content: question },
  { role: "user", content: answer }
]

const sweep: FieldDomain = {
  name: "a chimney sweep",
  criteria: {
    custom_detectors: [
      { name: "stove_model", type: "presence", examples: ["it's a Morso Squirrel", "we have a Clearview Pioneer 400", "a Jotul F100 wood burner"] },
      { name: "visit_day", type: "presence", examples: ["could you come on Wednesday", "any day after the 12th", "next Monday morning would suit"] },
      { name: "property_address", type: "presence", examples: ["we're at 14 Cobble Row, Ludlow", "the house is on Station Road in Hay", "address is 3 Mill Cottages, SY7 9AB"] }
    ]
  },
  cases: [
    ["The stove sits in the snug and smokes a bit when lit. Could you sweep it on Wednesday?", ["visit_day"]],
    ["The stove is a Charnwood Cove 2 and smokes a bit when lit. Could you sweep it on Wednesday?", ["stove_model", "visit_day"]],
    ["Our wood burner has not been swept since we moved in. When are you free?", []],
    ["Our Hunter Herald burner has not been swept since we moved in.", ["stove_model"]],
    ["We live in the flat above the bakery and the flue runs up the back wall.", []],
    ["We live at 22 Quarry Lane, Bewdley, and the flue runs up the back wall.", ["property_address"]],
    [asked("Which day suits you?", "weds"), ["visit_day"]],
    [asked("Which day suits you?", "thursday pm"), ["visit_day"]],
    [asked("Which day suits you?", "not sure yet"), []],
    [asked("What make is the stove?", "Vermont"), ["stove_model"]],
    [asked("What make is the stove?", "no idea sorry"), []],
    [asked("And the address?", "9 Orchard Close, Tenbury"), ["property_address"]],
    [asked("And the address?", "I'll send it later"), []],
    ["It's for the cottage we rent out, the chimney there is the main worry.", []]
  ]
}

const signs: FieldDomain = {
  name: "a sign maker",
  criteria: {
    custom_detectors: [
      { name: "sign_size", type: "presence", examples: ["about 2 metres by 60 cm", "a board roughly 8ft long", "something around A1 size"] },
      { name: "budget", type: "presence", examples: ["we have about £600 to spend", "budget is under £1,000", "can go up to 2k"] },
      { name: "install_date", type: "presence", examples: ["needs to be up by 1 June", "before we open on the 20th", "fitting any time in early April"] }
    ]
  },
  cases: [
    ["We're opening our 2nd shop and need a fascia sign. Budget around £800.", ["budget"]],
    ["We're opening our 2nd shop and need a fascia sign like the first one.", []],
    ["The shopfront is 5 metres wide and we have 3 staff, no rush on timing.", []],
    ["The sign should be about 4 metres by 50 cm to fit above the door.", ["sign_size"]],
    ["We have 40 years of trading behind us and want a new sign for the anniversary.", []],
    ["We want the new sign up before our anniversary party on 9 May.", ["install_date"]],
    ["Our unit is number 12 on the trading estate, by the roundabout.", []],
    ["Can spend about £450 on it, and it needs to be up by the 3rd.", ["budget", "install_date"]],
    [asked("What size are you thinking?", "2m x 1m"), ["sign_size"]],
    [asked("What size are you thinking?", "not sure, whatever looks right"), []],
    [asked("Roughly what budget?", "£300"), ["budget"]],
    [asked("Roughly what budget?", "400 max"), ["budget"]],
    [asked("Roughly what budget?", "depends on the quote"), []],
    [asked("When does it need fitting?", "fri"), ["install_date"]],
    [asked("When does it need fitting?", "no rush"), []]
  ]
}

const kayaks: FieldDomain = {
  name: "a kayak hire",
  criteria: {
    custom_detectors: [
      { name: "group_size", type: "presence", examples: ["there will be 8 of us", "a group of twelve students", "just me and my partner"] },
      { name: "trip_date", type: "presence", examples: ["on Saturday 14 July", "some time over the bank holiday weekend", "next Sunday if the weather holds"] },
      { name: "budget", type: "presence", examples: ["we can spend about £200", "around £30 each", "budget is £500 for the day"] }
    ]
  },
  cases: [
    ["It's for my dad's 70th birthday, he's always wanted to paddle the gorge.", []],
    ["It's for my dad's birthday on 17 August, he's always wanted to paddle the gorge.", ["trip_date"]],
    ["There will be 6 of us, all fairly new to kayaking.", ["group_size"]],
    ["We're all fairly new to kayaking, so a gentle stretch please.", []],
    ["We live at 40 Weir Road so the launch by the bridge is easiest.", []],
    ["We have about £150 in total, so the shorter route is probably best.", ["budget"]],
    ["We did the 10 km route last year and loved it.", []],
    ["We did the long route last year; this time could we come on the 2nd?", ["trip_date"]],
    [asked("How many paddlers?", "6"), ["group_size"]],
    [asked("How many paddlers?", "four adults two kids"), ["group_size"]],
    [asked("How many paddlers?", "still counting heads"), []],
    [asked("Which date?", "sat 21st"), ["trip_date"]],
    [asked("Which date?", "tbc"), []],
    [asked("Any budget in mind?", "about 25 a head"), ["budget"]],
    [asked("Any budget in mind?", "not really"), []]
  ]
}

export const FIELDS_SETTING_DOMAINS: ReadonlyArray<FieldDomain> = [sweep, signs, kayaks]
