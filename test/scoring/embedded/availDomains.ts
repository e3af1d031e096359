import type { CircDomain } from "./custcircCases.js"

// Four rubrics of our own (a volunteer coordinator, a tutoring agency, a dog walker, a cleaning
// firm) whose detectors say when someone can: a shift or session preference, a start date, an
// access window. The messages tell them in other words; about a third are near misses, a time
// that is no availability (a past date, the vendor's hours asked about, another thing's deadline).

const volunteers: CircDomain = {
  name: "a volunteer coordinator",
  criteria: {
    custom_detectors: [
      {
        name: "availability", type: "classification", categories: ["daytime", "evenings", "weekends", "flexible"],
        examples: [
          { text: "I'm free weekday mornings while my youngest is at nursery", category: "daytime" },
          { text: "After work is best for me, from about six", category: "evenings" },
          { text: "Saturdays only, I work Monday to Friday", category: "weekends" },
          { text: "Happy to fit in whenever you're short", category: "flexible" }
        ]
      },
      { name: "start_date", type: "presence", examples: ["I could begin next week", "available from the 1st of May", "I can start once my DBS check clears"] }
    ]
  },
  cases: [
    ["Hi, I'd love to help at the food bank. I can only do evenings once the kids are in bed, weekends are out for me.", ["availability"]],
    ["Retired last month so my days are pretty empty, happy to come in any weekday.", ["availability"]],
    ["I'm a student, lectures all week, but Saturdays and Sundays I'm yours. Free from the 3rd.", ["availability", "start_date"]],
    ["Put me down for whatever slots nobody else wants, I don't mind when.", ["availability"]],
    ["Mornings suit me better than late shifts, and I could get going straight after Easter.", ["availability", "start_date"]],
    ["I finish my current placement on Friday, so any time from the week after.", ["start_date"]],
    ["What time does the warehouse open on Saturdays?", []],
    ["I volunteered with you back in 2019 and really enjoyed it.", []],
    ["The deadline for the grant application is the 14th, could you check my form before then?", []],
    ["My husband works nights at the hospital, so he can't help, but I wanted to ask about donating tins.", []],
    ["Is the shop open late on Thursdays?", []],
    ["Name: Dev\nWhen can you help: after 7pm on weeknights\nStart: as soon as possible", ["availability", "start_date"]]
  ]
}

const tutoring: CircDomain = {
  name: "a tutoring agency",
  criteria: {
    custom_detectors: [
      {
        name: "session_time", type: "classification", categories: ["after_school", "evenings", "weekends"],
        examples: [
          { text: "straight after school, about 4", category: "after_school" },
          { text: "after dinner, 7 or later", category: "evenings" },
          { text: "Saturday mornings would be ideal", category: "weekends" }
        ]
      },
      { name: "start_date", type: "presence", examples: ["we'd like to start in September", "could lessons begin next Monday?", "from after half term"] },
      { name: "subject", type: "presence", examples: ["GCSE maths", "help with chemistry", "A-level French"] }
    ]
  },
  cases: [
    ["My daughter needs help with algebra. She has netball until five most days so anything later in the evening works.", ["session_time", "subject"]],
    ["Weekdays are hopeless with clubs, but Sunday afternoons we're always home. Could we kick off the week after next?", ["session_time", "start_date"]],
    ["He gets home from school at half three and is fresh then, that's the best time for physics.", ["session_time", "subject"]],
    ["We're away until the 20th, so from then on please.", ["start_date"]],
    ["Her mock exams were last Tuesday and they didn't go well in biology.", ["subject"]],
    ["What hours are your tutors available? Do you work evenings?", []],
    ["His coursework is due on the 9th of March.", []],
    ["We had a tutor on Saturday mornings last year but she moved away.", []],
    ["Any chance of a first session this Thursday? Ideally once he's home, around four.", ["session_time", "start_date"]],
    ["Could you send me your prices?", []],
    ["Tuesday and Thursday nights after tea would be perfect for her English.", ["session_time", "subject"]],
    ["The school term starts on the 5th.", []]
  ]
}

const dogWalker: CircDomain = {
  name: "a dog walker",
  criteria: {
    custom_detectors: [
      { name: "access_window", type: "presence", examples: ["the house is empty from 9 till 5", "you can come in any time after ten", "someone's home on Wednesdays to let you in"] },
      {
        name: "walk_time", type: "classification", categories: ["morning", "midday", "evening"],
        examples: [
          { text: "an early walk before work", category: "morning" },
          { text: "a lunchtime walk to break up his day", category: "midday" },
          { text: "a walk once it's cooler in the evening", category: "evening" }
        ]
      }
    ]
  },
  cases: [
    ["Any time after ten, the side gate's open and he'll be in the garden.", ["access_window"]],
    ["We both leave at eight and nobody's back before six, so the flat is yours in between.", ["access_window"]],
    ["She gets restless around noon, could you take her out in the middle of the day?", ["walk_time"]],
    ["The key safe is by the back door, code to follow. We're out all day Monday to Friday.", ["access_window"]],
    ["Rex needs to go out first thing, before it gets hot.", ["walk_time"]],
    ["What time do you usually finish your rounds?", []],
    ["Our last walker came at lunchtime but she stopped in October.", []],
    ["His vaccinations are due on the 12th, just so you know.", []],
    ["My neighbour is in all afternoon if you need to get in, and a walk late in the day would be best.", ["access_window", "walk_time"]],
    ["Do you walk dogs in the rain?", []],
    ["He was walked at seven this morning by my son, thanks.", []],
    ["I'm working from home on Tuesdays so just knock then; other days the spare key is under the pot.", ["access_window"]]
  ]
}

const cleaners: CircDomain = {
  name: "a cleaning firm",
  criteria: {
    custom_detectors: [
      { name: "access_window", type: "presence", examples: ["I'm home after 3pm any weekday", "Thursday mornings work", "any time on Saturday"] },
      { name: "first_clean", type: "presence", examples: ["could you start next week?", "the first clean on the 4th", "from the beginning of next month"] },
      {
        name: "frequency", type: "classification", categories: ["weekly", "fortnightly", "one_off"],
        examples: [
          { text: "every week", category: "weekly" },
          { text: "every other week", category: "fortnightly" },
          { text: "just a one-off deep clean", category: "one_off" }
        ]
      }
    ]
  },
  cases: [
    ["We're out at work till late, but the concierge can let you in any weekday before noon. A clean each week please.", ["access_window", "frequency"]],
    ["Once every fortnight would do. The earliest we could have the first one is the 2nd.", ["frequency", "first_clean"]],
    ["Fridays are no good, we have guests, any other morning is fine.", ["access_window"]],
    ["We move out on the 30th and need the flat spotless for the landlord, just the once.", ["frequency"]],
    ["Do your cleaners work on Sundays?", []],
    ["The carpets were last done in June.", []],
    ["Our boiler service is on the 18th, so the engineer will be here that morning.", []],
    ["I'm in from lunchtime most days, so the afternoon is easiest for me.", ["access_window"]],
    ["What are your opening hours for the office?", []],
    ["Could you begin straight after the builders leave, around the middle of next month?", ["first_clean"]],
    ["We had a cleaner every week until she retired at Christmas.", []],
    ["The invoice for last month is due by the 10th, can you resend it?", []],
    ["Weekends only, as we're both at the office all week.", ["access_window"]]
  ]
}

export const DOMAINS: ReadonlyArray<CircDomain> = [volunteers, tutoring, dogWalker, cleaners]
