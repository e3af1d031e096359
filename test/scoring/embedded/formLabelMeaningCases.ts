// Form lines whose label names a field by another word than the detector's name (issue 22): a
// made-up events-crew agency and a home-tutoring agency, plus the sales pack's BANT. Every text is
// ours. Expectations: "found", "negated" (an explicit denial), "absent" (not found, no denial),
// "not" (not found; a denial allowed either way, e.g. "n/a").
export type Want = "found" | "negated" | "absent" | "not"
export type LabelCase = readonly [label: string, rubric: "crew" | "tutor" | "bant", detector: string, text: string, want: Want]

const crewForm = (line: string): string => `Full name: Dana Whitlow\nEmail: dana.w@example.net\n${line}\nAnything else?: Happy to travel for the right gig.`

export const CREW_CASES: ReadonlyArray<LabelCase> = [
  // A place told under a label of place.
  ["area: a district", "crew", "home_town", crewForm("Area: South Gosforth"), "found"],
  ["location: a city", "crew", "home_town", crewForm("Location: Carlisle"), "found"],
  ["based in: a city", "crew", "home_town", crewForm("Based in: Truro"), "found"],
  ["home area: a town", "crew", "home_town", crewForm("Home area: Kirkby Stephen"), "found"],
  ["where do you live?: a town", "crew", "home_town", crewForm("Where do you live?: Alnwick"), "found"],
  // A start told under a label of availability or notice.
  ["availability: from a date", "crew", "start_date", crewForm("Availability: from 14 April"), "found"],
  ["notice: weeks", "crew", "start_date", crewForm("Notice: 2 weeks"), "found"],
  ["notice period: a month", "crew", "start_date", crewForm("Notice period: one month"), "found"],
  ["notice: none is a start now", "crew", "start_date", crewForm("Notice: none, free from tomorrow"), "found"],
  ["available from: a date", "crew", "start_date", crewForm("Available from: 1st June"), "found"],
  ["when can you begin?: monday", "crew", "start_date", crewForm("When can you begin?: next Monday"), "found"],
  // Pay told under a label of rate or salary.
  ["rate: per day", "crew", "pay_expectation", crewForm("Rate: £180/day"), "found"],
  ["expected salary: k", "crew", "pay_expectation", crewForm("Expected salary: 27k"), "found"],
  ["day rate", "crew", "pay_expectation", crewForm("Day rate: £210"), "found"],
  ["hourly rate wanted", "crew", "pay_expectation", crewForm("Hourly rate wanted: £15.50"), "found"],
  ["wage sought", "crew", "pay_expectation", crewForm("Wage sought: 13 an hour"), "found"],
  // A certificate told under a label of licences, qualifications or cards.
  ["licences held: two", "crew", "certification", crewForm("Licences held: PASMA, first aid at work"), "found"],
  ["qualifications: nvq", "crew", "certification", crewForm("Qualifications: NVQ level 2 in event production"), "found"],
  ["cards held: green card", "crew", "certification", crewForm("Cards held: green labourer card"), "found"],
  ["licence: driving c1", "crew", "certification", crewForm("Licence: C1 driving licence"), "found"],
  // Near misses: an empty or undecided value, a label of another field, a denial.
  ["location: n/a", "crew", "home_town", crewForm("Location: n/a"), "not"],
  ["area: blank", "crew", "home_town", crewForm("Area:"), "absent"],
  ["area of expertise", "crew", "home_town", crewForm("Area of expertise: stage lighting and sound desks"), "absent"],
  ["preferred location is a wish", "crew", "home_town", crewForm("Preferred location: anywhere in Yorkshire"), "absent"],
  ["event location", "crew", "home_town", crewForm("Location of your last event: Harrogate showground"), "absent"],
  ["home phone", "crew", "home_town", crewForm("Home phone: 01632 960 111"), "absent"],
  ["desired salary", "crew", "pay_expectation", crewForm("Desired salary: 26,000"), "found"],
  ["card number", "crew", "certification", crewForm("Card number: 4402 1187"), "absent"],
  ["start time of shift", "crew", "start_date", crewForm("Shift start time you prefer: 7am"), "absent"],
  ["previous employer", "crew", "home_town", crewForm("Previous employer: Tyneside Staging Ltd"), "absent"],
  ["availability: tbc", "crew", "start_date", crewForm("Availability: tbc"), "absent"],
  ["availability: weekends only", "crew", "start_date", crewForm("Availability: weekends only"), "absent"],
  ["notes: not a notice", "crew", "start_date", crewForm("Notes: I mostly do festival work"), "absent"],
  ["rate: dash", "crew", "pay_expectation", crewForm("Rate: -"), "not"],
  ["rating: stars", "crew", "pay_expectation", crewForm("Rating of our last event: 4 out of 5"), "absent"],
  ["rate: tbc", "crew", "pay_expectation", crewForm("Rate: tbc"), "absent"],
  ["licences held: none", "crew", "certification", crewForm("Licences held: none"), "negated"],
  ["licences held: not yet", "crew", "certification", crewForm("Licences held: not yet, booked on a course"), "absent"],
  ["qualifications: n/a", "crew", "certification", crewForm("Qualifications: n/a"), "not"],
  ["skills is no licence", "crew", "certification", crewForm("Skills: rigging, fork work, get-outs"), "absent"],
  // Other styles: an email with a signature and labelled lines, a chat.
  [
    "email: labelled lines",
    "crew",
    "pay_expectation",
    "Hello,\n\nI'd like to put myself forward for the steward work at the autumn show.\n\nAvailability: from the 20th\nRate: £14 an hour\n\nThanks,\nAmira Holt\n07700 900 456",
    "found"
  ],
  [
    "email: labelled start",
    "crew",
    "start_date",
    "Hello,\n\nI'd like to put myself forward for the steward work at the autumn show.\n\nAvailability: from the 20th\nRate: £14 an hour\n\nThanks,\nAmira Holt\n07700 900 456",
    "found"
  ],
  ["chat: based near", "crew", "home_town", "hiya, im based near Whitby, could do any weekend shifts", "found"],
  ["chat: no licence of mine", "crew", "certification", "is a licence needed? i dont have one yet but could get one", "absent"]
]

export const TUTOR_CASES: ReadonlyArray<LabelCase> = [
  ["home area", "tutor", "base", "Parent: Lena Ford\nChild's year: Year 9\nHome area: outskirts of Ripon\nSubject: chemistry", "found"],
  ["town/city", "tutor", "base", "Parent: Lena Ford\nTown/city: Settle\nSubject: chemistry", "found"],
  ["postcode district", "tutor", "base", "Parent: Lena Ford\nPostcode area: near Skipton\nSubject: chemistry", "found"],
  ["area of study", "tutor", "base", "Parent: Lena Ford\nArea of study: GCSE maths\nYear: 10", "absent"],
  ["location: tbc", "tutor", "base", "Parent: Lena Ford\nLocation: tbc\nSubject: chemistry", "absent"],
  ["weekly spend", "tutor", "lesson_budget", "Parent: Lena Ford\nSpend per week: about £60\nSubject: chemistry", "found"],
  ["price in mind", "tutor", "lesson_budget", "Parent: Lena Ford\nPrice range: £25-£35 a lesson\nSubject: chemistry", "found"],
  ["spend: none set", "tutor", "lesson_budget", "Parent: Lena Ford\nSpend per week: not decided yet\nSubject: chemistry", "absent"]
]

export const BANT_CASES: ReadonlyArray<LabelCase> = [
  ["spend: up to", "bant", "budget", "Company: Brackenfield Joinery\nSpend: up to 12k\nNeeds: a shared job board for the workshop", "found"],
  ["investment: amount", "bant", "budget", "Company: Brackenfield Joinery\nInvestment: £8,000 this year\nNeeds: a shared job board", "found"],
  ["spend: none yet", "bant", "budget", "Company: Brackenfield Joinery\nSpend: none agreed yet\nNeeds: a shared job board", "absent"],
  ["go-live: quarter", "bant", "timeline", "Company: Brackenfield Joinery\nGo-live: Q3\nNeeds: a shared job board", "found"],
  ["target date", "bant", "timeline", "Company: Brackenfield Joinery\nTarget date: end of September\nNeeds: a shared job board", "found"],
  ["go-live: tbc", "bant", "timeline", "Company: Brackenfield Joinery\nGo-live: tbc\nNeeds: a shared job board", "absent"],
  ["sign-off: me and partner", "bant", "authority", "Company: Brackenfield Joinery\nSign-off: me and my business partner\nNeeds: a shared job board", "found"],
  ["approver: myself", "bant", "authority", "Company: Brackenfield Joinery\nApprover: myself\nNeeds: a shared job board", "found"],
  ["budget: not agreed yet", "bant", "budget", "Company: Brackenfield Joinery\nBudget: not agreed yet\nNeeds: a shared job board", "absent"],
  ["budget: none", "bant", "budget", "Company: Brackenfield Joinery\nBudget: none\nNeeds: a shared job board", "negated"],
  ["sign-off: dash", "bant", "authority", "Company: Brackenfield Joinery\nSign-off: -\nNeeds: a shared job board", "absent"]
]
