// The cform challenge set (issue 22): form lines and short chat answers whose value defers
// ("tbc", "will confirm later"), only accepts or shrugs ("Fine", "whatever suits"), or is left
// empty, and labels that name a person while the detector asks something else of them. Near
// misses give the same labels a value that does state the field. Three rubrics of our own:
// a piano tuner, an event caterer and a climbing wall; no sentence comes from any dataset.
import type { Message } from "../../../src/domain/types.js"
import type { FieldDomain } from "./custfieldDomains.js"

/** A short chat answer to the agent's question. */
const asked = (question: string, answer: string): ReadonlyArray<Message> => [
  { role: "assistant", content: question },
  { role: "user", content: answer }
]

const piano: FieldDomain = {
  name: "a piano tuner",
  criteria: {
    custom_detectors: [
      { name: "piano_model", type: "presence", examples: ["it's a Yamaha U1 upright", "a Steinway baby grand from the sixties", "an old Bechstein upright"] },
      { name: "visit_date", type: "presence", examples: ["could you come on Tuesday the 3rd", "any morning next week works", "we'd like it tuned before 12 March"] },
      { name: "stairs_access", type: "presence", examples: ["the piano is up two flights of stairs", "there's a narrow staircase to the flat", "it sits in a first floor room with no lift"] }
    ]
  },
  cases: [
    ["Name: Hugo Brennan\nPiano: Kawai upright, about 20 years old\nPreferred date: tbc\nStairs: none", ["piano_model"]],
    ["Name: Hugo Brennan\nPiano: Kawai upright, about 20 years old\nPreferred date: Thursday 9th after 2pm", ["piano_model", "visit_date"]],
    ["Piano: not sure of the make, it was my gran's\nPreferred date: any weekday morning", ["visit_date"]],
    ["Piano make: will check and let you know\nDate: next Friday if possible", ["visit_date"]],
    ["Piano make: Broadwood\nDate: will confirm once the decorators are done", ["piano_model"]],
    ["Piano: Yamaha grand\nDate: to be confirmed", ["piano_model"]],
    ["Piano: Yamaha grand\nDate:\nMessage: how much is a standard tuning?", ["piano_model"]],
    ["Piano: Yamaha grand\nDate: whenever suits you", ["piano_model"]],
    ["Piano: Yamaha grand\nAccess: fine", ["piano_model"]],
    ["Piano: Yamaha grand\nAccess: third floor, no lift", ["piano_model", "stairs_access"]],
    [asked("When would you like the visit?", "Not sure yet, I'll get back to you on that."), []],
    [asked("When would you like the visit?", "The 14th, any time after lunch."), ["visit_date"]],
    [asked("Which piano is it?", "Can't remember the brand to be honest."), []],
    [asked("Which piano is it?", "A Chappell upright."), ["piano_model"]]
  ]
}

const catering: FieldDomain = {
  name: "an event caterer",
  criteria: {
    custom_detectors: [
      { name: "guest_count", type: "presence", examples: ["we're expecting about 120 people", "40 guests for the evening do", "a small party of twelve"] },
      { name: "event_date", type: "presence", examples: ["the wedding is on 6 September", "it's the last Saturday in May", "the party is on the 18th"] },
      { name: "budget", type: "presence", examples: ["we have around £3,000 for food", "budget is £25 a head", "can spend up to 5k"] },
      { name: "venue_location", type: "presence", examples: ["it's at the village hall in Wraxton", "the venue is Corley Barn near Hexham", "in our garden in Selby"] }
    ]
  },
  cases: [
    ["Your name: Ama Mensah\nEvent: 40th birthday\nGuests: roughly 60\nBudget: prefer to discuss\nVenue: Hollins Cricket Club", ["guest_count", "venue_location"]],
    ["Your name: Ama Mensah\nGuests: roughly 60\nBudget: about £1,500\nVenue: Hollins Cricket Club", ["guest_count", "budget", "venue_location"]],
    ["Guests: tbc\nDate: 21 June\nVenue: our garden in Thirsk", ["event_date", "venue_location"]],
    ["Guests: 35\nDate: tbc\nBudget: £900", ["guest_count", "budget"]],
    ["Guests: 35\nDate: not fixed yet\nBudget: flexible", ["guest_count"]],
    ["Guests: 35\nDate: Saturday 2 August\nBudget: open to suggestions", ["guest_count", "event_date"]],
    ["Guests: still waiting on replies\nDate: 12 October\nVenue: to be decided", ["event_date"]],
    ["Guests: around 80\nVenue: still looking, any ideas welcome", ["guest_count"]],
    ["Guests: around 80\nVenue: Marsh Lane Scout Hut, Kendal", ["guest_count", "venue_location"]],
    ["Contact name: Ben Achterberg\nEmail address: ben.a@mailbox.example\nMessage: do you do vegan menus?", []],
    ["Contact name: Ben Achterberg\nVenue address: 4 Quarry Row, Malton\nMessage: do you do vegan menus?", ["venue_location"]],
    ["Budget: would rather talk it through on the phone\nGuests: 150", ["guest_count"]],
    ["Budget: £40 per head\nGuests: 150", ["budget", "guest_count"]],
    [asked("How many guests are you expecting?", "Not sure yet, depends who can make it."), []],
    [asked("How many guests are you expecting?", "About 70 I think."), ["guest_count"]],
    [asked("What's your budget?", "Whatever's reasonable really."), []],
    [asked("What's your budget?", "Somewhere near two thousand."), ["budget"]]
  ]
}

const climbing: FieldDomain = {
  name: "a climbing wall",
  criteria: {
    custom_detectors: [
      { name: "climber_injury", type: "presence", examples: ["I twisted my ankle coming off the bouldering wall", "my son cut his hand on a hold", "she hurt her shoulder on the top rope"] },
      { name: "session_date", type: "presence", examples: ["we'd like to come on Sunday the 7th", "a session next Wednesday evening", "booking for 3 November"] },
      { name: "group_size", type: "presence", examples: ["there are eight of us", "a group of 15 scouts", "just me and two friends"] }
    ]
  },
  cases: [
    ["Member name: Tariq Osei\nMembership number: 40217\nMessage: please update my card photo", []],
    ["Member name: Tariq Osei\nInjury: sprained wrist on the lead wall last night", ["climber_injury"]],
    ["Member name: Tariq Osei\nInjury: none", []],
    ["Name of person hurt: Tariq Osei\nWhat happened: slipped off the auto-belay and bruised his hip", ["climber_injury"]],
    ["Group leader: Mrs Falk\nGroup size: will confirm by Friday\nSession date: 19 May", ["session_date"]],
    ["Group leader: Mrs Falk\nGroup size: 22 pupils and 3 staff\nSession date: 19 May", ["group_size", "session_date"]],
    ["Group size: 10\nSession date: any day, we're flexible", ["group_size"]],
    ["Group size: 10\nSession date: next Tuesday evening", ["group_size", "session_date"]],
    ["Group size: not sure, numbers keep changing\nSession date: 3 June", ["session_date"]],
    ["Child's name: Elsie Marr\nAge: 9\nMessage: can she join the Saturday kids club?", []],
    [asked("How many will be climbing?", "Don't know yet, I'll let you know."), []],
    [asked("How many will be climbing?", "Six of us."), ["group_size"]],
    [asked("When do you want to come in?", "Happy with whatever you have free."), []],
    [asked("When do you want to come in?", "This Saturday around 10."), ["session_date"]]
  ]
}


const petSitter: FieldDomain = {
  name: "a pet sitter",
  criteria: {
    custom_detectors: [
      { name: "pet_name", type: "presence", examples: ["our tabby is called Juniper", "the dog's name is Barnaby", "it's for Clementine, our lop-eared rabbit"] },
      { name: "contact_name", type: "presence", examples: ["I'm Rosa Delgado", "my name is Piotr Wisniewski", "this is Hannah from number 12"] },
      { name: "pet_injury", type: "presence", examples: ["he sliced his paw on a broken bottle", "she's been limping since the weekend", "he hurt his leg jumping off the wall"] },
      { name: "owner_phone", type: "presence", examples: ["ring me on 07700 900415", "my mobile is 0117 496 0832"] }
    ]
  },
  cases: [
    ["Name: Corinne Aubert\nMessage: please stop sending me the newsletter", ["contact_name"]],
    ["Your name: Mr T. Lindqvist\nPet's name: Moss\nPhone: 07700 900563", ["contact_name", "pet_name", "owner_phone"]],
    ["Your name: Mr T. Lindqvist\nPhone: 07700 900563\nMessage: how much are weekend visits?", ["contact_name", "owner_phone"]],
    ["Owner name: Nadia Farouk\nPet: Pickle, a ten year old beagle", ["contact_name", "pet_name"]],
    ["Owner name: Nadia Farouk\nMessage: do you look after reptiles?", ["contact_name"]],
    ["Full name: Gareth Pryce-Jones", ["contact_name"]],
    ["Name of pet: Saffron\nInjury: none", ["pet_name"]],
    ["Name of pet: Saffron\nInjury: a torn claw, healing now", ["pet_name", "pet_injury"]]
  ]
}

export const CFORM_DOMAINS: ReadonlyArray<FieldDomain> = [piano, catering, climbing, petSitter]
