// Three of the six custfp rubrics (custfpDomains2.ts holds the others): a dog daycare, a
// scaffolding firm and a dentist's emergency line. Each has two or three required fields and one
// escalation trigger (required: false). A case gives the STATUS it must reach and what each
// detector must read (found or not; a detector left out of the record is not asserted). About a
// third are near misses of the trigger: its topic said figuratively, about a past episode put
// right, about somebody else, asked as a question, or denied. Every text is our own.
import type { Message, Status } from "../../../src/domain/types.js"

// Kept here (not from presenceCases.ts, which loads vitest) so a script can read the cases too.
export const user = (content: string): Message => ({ role: "user", content })
export const agent = (content: string): Message => ({ role: "agent", content })

export type FpCase = readonly [string, string | ReadonlyArray<Message>, Status, Readonly<Record<string, boolean>>]

export interface FpDomain {
  readonly name: string
  readonly criteria: Record<string, unknown>
  readonly cases: ReadonlyArray<FpCase>
}

export const field = (name: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string> = []) =>
  ({ name, type: "presence", examples: [...examples], non_examples: [...non_examples] })

export const trigger = (name: string, description: string, examples: ReadonlyArray<string>, non_examples: ReadonlyArray<string>) =>
  ({ name, type: "presence", required: false, description, examples: [...examples], non_examples: [...non_examples] })

const daycare: FpDomain = {
  name: "a dog daycare",
  criteria: {
    custom_detectors: [
      field("dog_details", ["Bramble is a two-year-old spaniel", "Our dog Pip, a 4 year old lurcher", "Dog: Hector, beagle, 6"]),
      field("days_wanted", ["Mondays and Thursdays please", "We need daycare three days a week from March", "Days: Tue/Wed"]),
      field("vaccination", ["He's up to date with his jabs including kennel cough", "Vaccination card attached", "Her boosters were done in January"]),
      trigger("dog_harmed", "A dog hurt, ill or lost while in the daycare's care", [
        "Bramble came home limping and has a cut on his paw",
        "She's been vomiting since she got back from daycare",
        "Pip got out of the yard and is missing",
        "He's got a bite wound on his neck after today's session"
      ], ["He was a bit tired after his first day"])
    ],
    escalation: { triggers: [{ field: "dog_harmed" }] }
  },
  cases: [
    ["d01", "Bramble came back from yours tonight with a deep gash on his back leg and he won't put weight on it.", "ESCALATE", { dog_harmed: true }],
    ["d02", "Hi! Looking for a place for Moss, our 3 year old collie cross. We'd want Mondays, Wednesdays and Fridays. All his vaccinations are current, kennel cough too.", "QUALIFIED", { dog_details: true, days_wanted: true, vaccination: true, dog_harmed: false }],
    ["d03", "Honestly my lab is sick of being home alone all day, he's chewing the sofa out of boredom 😅 Could he come Tuesdays and Thursdays? He's Bruno, 18 months, fully vaccinated.", "QUALIFIED", { dog_details: true, days_wanted: true, vaccination: true, dog_harmed: false }],
    ["d04", "Last spring Luna tore a claw during a session but it healed within the week and we've no complaints at all. Can we add Fridays to her usual days? Her boosters were renewed in October.", "PARTIAL", { dog_details: false, days_wanted: true, vaccination: true, dog_harmed: false }],
    ["d05", "A friend's terrier was bitten at another daycare, so I wanted to ask how you group the dogs. Ours is Tilly, a 5 year old whippet.", "PARTIAL", { dog_details: true, days_wanted: false, vaccination: false, dog_harmed: false }],
    ["d06", "What happens if a dog gets hurt while at yours? Do you have a vet you use?", "FAILED", { dog_details: false, days_wanted: false, vaccination: false, dog_harmed: false }],
    ["d07", "No injuries or anything, he just seemed very thirsty after his day, is that normal? He's Otto the pug, 3, and he comes Wednesdays.", "PARTIAL", { dog_details: true, days_wanted: true, vaccination: false, dog_harmed: false }],
    ["d08", "Dog name: Juno\nBreed: boxer\nDays: Thursdays\nMessage: she has had diarrhoea with blood in it since pickup yesterday and won't eat", "ESCALATE", { dog_harmed: true }],
    ["d09", [agent("Paws and Play daycare, how can I help?"), user("when I came to collect Biscuit the gate was open and he's nowhere to be found, your staff are out looking")], "ESCALATE", { dog_harmed: true }],
    ["d10", "Hello,\n\nWe'd like to book daycare for our retriever Hazel (2) on Tuesdays from next month.\n\nBest wishes,\nGemma Hart\nVeterinary Nurse, Oakfield Animal Hospital", "PARTIAL", { dog_details: true, days_wanted: true, vaccination: false, dog_harmed: false }],
    ["d11", "Dog: Rolo, dachshund, 7\nDays wanted: Mon + Tue\nVaccinations: all in date (November)\nMedical issues: none", "QUALIFIED", { dog_details: true, days_wanted: true, vaccination: true, dog_harmed: false }],
    ["d12", "This heatwave is killing me, can Scout come an extra day this week, say Thursday? Cockapoo, 4, jabs all current.", "QUALIFIED", { dog_details: true, days_wanted: true, vaccination: true, dog_harmed: false }]
  ]
}

const scaffolding: FpDomain = {
  name: "a scaffolding firm",
  criteria: {
    custom_detectors: [
      field("site_address", ["Site is 14 Harbour Road, Whitby YO21 3PT", "Address: Unit 7, Canal Wharf, Leeds", "It's the terrace at 52 Alma Street"], ["Somewhere near the ring road"]),
      field("job_scope", ["We need a full wrap scaffold on a three storey house for a re-roof", "Just a chimney stack scaffold", "Scaffold to the rear elevation for rendering, about 12m run"]),
      field("start_date", ["We'd want it up by 3 June", "Start date: w/c 14 April", "Could you erect it next Monday"]),
      trigger("scaffold_danger", "A scaffold unsafe now: collapsing, struck, tampered with, or someone hurt on it", [
        "The scaffold has come away from the wall and is leaning over the pavement",
        "Boards blew off the top lift in the wind and landed in the street",
        "A lorry clipped the standards and the whole corner is bent",
        "One of our lads fell from the second lift"
      ], ["We'll need the scaffold altering next week"])
    ],
    escalation: { triggers: [{ field: "scaffold_danger" }] }
  },
  cases: [
    ["s01", "Your scaffold at 9 Queen's Terrace is swaying badly in this wind and two of the ties have pulled out of the brickwork, there are people walking underneath.", "ESCALATE", { scaffold_danger: true }],
    ["s02", "Hi, we're re-roofing a semi at 27 Birch Grove, Harrogate HG1 4LP and need scaffolding round the front and both gables. Ideally up Monday 12 May.", "QUALIFIED", { site_address: true, job_scope: true, start_date: true, scaffold_danger: false }],
    ["s03", "Our project plan is a bit of a collapsing house of cards right now, so no fixed start yet, but we'll need a chimney scaffold at 3 Mill Row, Skipton.", "PARTIAL", { site_address: true, job_scope: true, start_date: false, scaffold_danger: false }],
    ["s04", "The boards that came loose in the storm last month were refixed by your team the same day, all solid since. Can we now extend the scaffold along the back for the rendering? Same site, 41 Vale Road.", "PARTIAL", { site_address: true, job_scope: true, start_date: false, scaffold_danger: false }],
    ["s05", "The firm next door had their scaffold blow over on Saturday, which has our client nervous. Could you add extra ties to ours at 6 Dock Street before Friday?", "QUALIFIED", { site_address: true, job_scope: true, start_date: true, scaffold_danger: false }],
    ["s06", "Is your scaffolding inspected after high winds? Just asking before we book.", "FAILED", { site_address: false, job_scope: false, start_date: false, scaffold_danger: false }],
    ["s07", "No damage to the scaffold after last night's gales, everything is still tied in. We'd like the handrail on the top lift raised for the roofers on Tuesday 20th, site is 88 Cliff Lane.", "QUALIFIED", { site_address: true, job_scope: true, start_date: true, scaffold_danger: false }],
    ["s08", "URGENT - kids have been climbing our scaffold overnight and taken out a load of boards, the top lift is open with nothing to stop a fall. Site: Grange Court, Bolton BL1 5QQ", "ESCALATE", { scaffold_danger: true }],
    ["s09", [agent("Ridgeline Scaffolding, go ahead"), user("one of the plasterers stepped through a gap on the second lift and went down, ambulance is on its way")], "ESCALATE", { scaffold_danger: true }],
    ["s10", "Name: Carl Dobbs\nAddress: 19 Fern Bank, Otley LS21 1AQ\nWork: scaffold for a loft dormer, front elevation\nStart: not sure yet", "PARTIAL", { site_address: true, job_scope: true, start_date: false, scaffold_danger: false }],
    ["s11", "Could you drop the scaffold down a lift at 5 Abbey Walk? The roofers have finished up top. Any day next week is fine.", "QUALIFIED", { site_address: true, job_scope: true, start_date: true, scaffold_danger: false }],
    ["s12", "Morning,\n\nPlease quote for a tower scaffold to paint the gable end at 12 Quarry Hill, Ilkley. Start on 2 June if possible.\n\nThanks\nDan Reeve\nSite Safety Manager | Reeve Builders", "QUALIFIED", { site_address: true, job_scope: true, start_date: true, scaffold_danger: false }]
  ]
}

const dentist: FpDomain = {
  name: "a dentist's emergency line",
  criteria: {
    custom_detectors: [
      field("patient_details", ["Patient: Sarah Lowe, born 12/03/1985", "It's for my son Alfie Price, date of birth 4 July 2016", "Name Tomasz Nowak DOB 21.11.1979"]),
      field("tooth_problem", ["My back molar on the left is really painful when I bite", "A filling fell out of my front tooth", "My crown came off while eating"], ["I'd like to register as a new patient"]),
      trigger("dental_emergency", "Swelling spreading to the face or eye, bleeding that won't stop, trouble swallowing or breathing, or a knocked-out adult tooth", [
        "My face has swollen up so much my eye is closing",
        "The socket has been bleeding for four hours since the extraction",
        "My jaw's swollen and I'm struggling to swallow",
        "He fell off his bike and his front adult tooth came out completely"
      ], ["My gum is a little sore after the cleaning"])
    ],
    escalation: { triggers: [{ field: "dental_emergency" }] }
  },
  cases: [
    ["t01", "Since last night the whole left side of my face has puffed up and it's now going down my neck, I can barely open my mouth. Name Priya Shah, DOB 09/08/1990", "ESCALATE", { dental_emergency: true }],
    ["t02", "Hi, it's Mark Ellis, born 3 Feb 1972. I've chipped a corner off a lower front tooth on an olive stone, sharp but not painful.", "QUALIFIED", { patient_details: true, tooth_problem: true, dental_emergency: false }],
    ["t03", "My teenager says her brace is killing her since it was tightened on Monday, the wire is poking her cheek. Patient: Ella Ward, DOB 14/06/2010", "QUALIFIED", { patient_details: true, tooth_problem: true, dental_emergency: false }],
    ["t04", "After my extraction in March it bled for ages but stopped that evening and healed fine. Now a different tooth, upper right, aches with cold drinks. Jan Kowalski, 30.01.1968", "QUALIFIED", { patient_details: true, tooth_problem: true, dental_emergency: false }],
    ["t05", "My husband had an abscess that swelled his whole cheek last year so I'm being cautious. I have a dull ache at the back on the right. It's for me, Laura Finch, born 22 May 1983.", "QUALIFIED", { patient_details: true, tooth_problem: true, dental_emergency: false }],
    ["t06", "If a child knocks out a baby tooth, do we need to come in or is that okay?", "FAILED", { patient_details: false, tooth_problem: false, dental_emergency: false }],
    ["t07", "No swelling and no bleeding, just a lost filling on a molar, it's a bit sensitive. Ben Osei, DOB 17/10/1995", "QUALIFIED", { patient_details: true, tooth_problem: true, dental_emergency: false }],
    ["t08", [agent("Emergency dental line, what's happened?"), user("my son took an elbow to the mouth at rugby, one of his big front teeth is out, we've got it in milk")], "ESCALATE", { dental_emergency: true }],
    ["t09", "Had a wisdom tooth out this afternoon and it's still pouring blood, I've gone through all the gauze and it's been 5 hours", "ESCALATE", { dental_emergency: true }],
    ["t10", "Temporary crown popped off while I was eating toast, can someone recement it this week?", "PARTIAL", { patient_details: false, tooth_problem: true, dental_emergency: false }],
    ["t11", "Patient name: Rosa Lind\nDate of birth: 02/12/1958\nProblem: my denture has cracked in half\nSwelling: no\nBleeding: no", "QUALIFIED", { patient_details: true, tooth_problem: true, dental_emergency: false }],
    ["t12", "The bill from my last visit nearly made me choke 😂 but anyway, my gums bleed a bit when I brush, can I get a hygiene appointment? Aaron Kent 11/11/1988", "QUALIFIED", { patient_details: true, tooth_problem: true, dental_emergency: false }]
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [daycare, scaffolding, dentist]
