import { checkDomains } from "./custescCases.js"
import { DOMAINS } from "./custrecallDomains.js"
import { DOMAINS as DOMAINS2 } from "./custrecallDomains2.js"

// Eight custom rubrics of our own (a glazier, a piano tuner, a pest controller, a bike workshop, a
// dry cleaner, an office IT helpdesk, a carpet cleaner, an appliance repairer), two required
// content detectors each, 68 messages telling the need or fault in other words, plus near misses.
// Of 134 required labels, before workAsked.ts: 31 missed, 12 found where absent; after: 16 and 12.

/**
 * Required detectors still wrong ("case start / detector"), listed, not asserted. Missed: access
 * told as who is in or what is left open, a reason told as an event (a recital, students starting),
 * a pest told by its signs (scratching, droppings, ants), a stain told as a spill, a monitor that
 * "goes black" (no fault word), a form value under a label naming neither detector, a part asked
 * for with "do you stock" (an enquiry) or in broken English. Found where absent (all before
 * workAsked.ts, by the sentence vectors on a one-sentence message): a past job praised, a price
 * question, somebody else's thing told broken and dealt with.
 */
const REQUIRED_WRONG: ReadonlyArray<string> = [
  "One of the double glazed units in the lo / access_details",
  "Hello, We moved into the house in August / access_details",
  "Please the glass in my shop door it have / access_details",
  "Two of the black notes don't come back u / deadline_reason",
  "You tuned our Yamaha in June and it stil / service_request",
  "What would a tuning cost for a grand pia / service_request",
  "Instrument: baby grand, hasn't been touc / service_request",
  "Dear Sir, I inherited my grandmother's p / deadline_reason",
  "We keep hearing scratching in the ceilin / pest_problem",
  "Little brown ants are marching across th / pest_problem",
  "You serviced my road bike in April and i / repair_needed",
  "Bike: Trek hybrid, front wheel buckled a / collection_request",
  "Somebody spilled curry down the front of / garment_issue",
  "Picked up my coat yesterday and it looks / garment_issue",
  "How much is it to clean a wedding dress? / rush_reason",
  "My husband ruined his tie with coffee bu / garment_issue",
  "The monitor on reception goes black ever / device_fault",
  "The monitor on reception goes black ever / setup_request",
  "What does a new laptop cost through you? / device_fault",
  "What does a new laptop cost through you? / setup_request",
  "My son's games console is broken but tha / setup_request",
  "You did our stairs in the spring and the / cleaning_need",
  "Rooms: living room and hall, both filthy / cleaning_need",
  "Rooms: living room and hall, both filthy / stain_type",
  "Water sits in the bottom of the washer a / part_request",
  "My parents' fridge died but they've boug / appliance_fault",
  "My parents' fridge died but they've boug / part_request",
  "my freezer make ice everywhere and the d / part_request"
]

checkDomains([...DOMAINS, ...DOMAINS2], [], REQUIRED_WRONG)
