// A person's, an animal's or a thing's age as a field's value: "aged 7", "6 years old", "he's
// nine", "she turned 4 in May", "in his late eighties", "twenty-something", "born in 2019". Each
// is told as whose where the words before it say: a person or an animal ("she's 84", "my mum is
// 89"), or a thing ("the house is 100 years old", "it's about 3 years old"); a field of one's ages
// is not answered by the other's (valueShapes.ts).

export interface Age {
  readonly start: number
  readonly end: number
  /** "person" (a person or an animal), "thing", or null when the words do not say. */
  readonly attr: string | null
}

const SMALL = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty"
const TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
/** A number of years in figures or words, compounds too ("ninety-one"). */
const NUM = String.raw`(?:\d{1,3}(?:\.\d+)?|(?:${TENS})[\s-](?:one|two|three|four|five|six|seven|eight|nine)|${SMALL}|${TENS})`
const DECADES = "teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties"
/** "only", "about", "nearly": a hedge between the person and the number. */
const HEDGE = String.raw`(?:(?:only|just|about|around|nearly|almost|roughly|over|under|approx\.?)\s+)?`
/** The number closes its clause: a number alone after a person is their age ("he's nine", "I'm 23 and ..."). */
const CLOSES = String.raw`(?=\s*(?:$|[,.;!?)\n]|and\b|but\b|so\b|now\b|next\b|this\b))`
/** Kin and animal words that are someone whose age may be told bare ("my mum is 89", "the dog's 12"). */
const BEINGS =
  "mum|mom|mother|dad|father|son|daughter|wife|husband|partner|gran|granny|grandma|grandmother|nan|nana|grandad|grandpa|grandfather|aunt|auntie|uncle|brother|sister|niece|nephew|cousin|grandson|granddaughter|boy|girl|lad|child|kid|baby|toddler|dog|cat|puppy|kitten|pup|horse|pony|rabbit|bunny"

const MONTHS = "(?:January|February|March|April|May|June|July|August|September|October|November|December)"

const AGE = new RegExp(
  [
    // "aged 7", "age: 5", "Age 4,"
    String.raw`\b(?:aged|age)\s*[:=-]?\s*${NUM}\b(?!\s*(?:%|[/.]\d))`,
    // "6 years old", "a six-year-old", "9 weeks old", "7 yrs", "5yo"
    String.raw`\b${NUM}[\s-](?:years?|yrs?|months?|weeks?)[\s-]old\b`,
    String.raw`\b\d{1,2}\s?(?:yrs?\b|y\.?o\b\.?)`,
    // "he's nine", "I'm 23", "my mum is 89", "the dog's 12" closing the clause
    String.raw`\b(?:i|he|she|they|${BEINGS})(?:['’]s|['’]m|\s+am|\s+is|\s+are|['’]re)\s+${HEDGE}${NUM}${CLOSES}`,
    // "she turned 4 in May": an age reached ("turns 4 in May" tells when, as a start date's examples may)
    String.raw`\bturned\s+${NUM}\b(?!\s*(?:degrees?|°|%|pages?|times?|corners?))`,
    // "in his late eighties", "mid-thirties", "twenty-something"
    String.raw`\bin\s+(?:his|her|their|my|our|your)\s+(?:(?:early|mid|late)[\s-]+)?(?:${DECADES})\b|\b(?:early|mid|late)[\s-]+(?:${DECADES})\b`,
    String.raw`\b(?:${TENS})[\s-]something\b`,
    // "born June 2019", "born in 2016": the year of birth gives the age
    String.raw`\bborn\s+(?:in\s+)?(?:${MONTHS}\s+)?(?:19|20)\d\d\b`,
    // "bought it in 2021", "installed 2012": the year a thing was got gives its age
    String.raw`\b(?:bought|purchased|installed)\s+(?:it\s+|them\s+|new\s+)?(?:in\s+)?(?:${MONTHS}\s+)?(?:19|20)\d\d\b`
  ].join("|"),
  "gi"
)
/** Capitalised words that open a clause but name nobody ("It's 12", "Total is 40"). */
const NOBODY =
  "It|That|This|There|Here|What|Which|Who|Where|When|How|Mine|Ours|Total|Price|Cost|Order|Room|Unit|Table|Flat|Number|Score|" +
  // A record's or a sum's word opening a line ("Invoice is 45.", "Balance is 20"): a figure, no one's age (rev12).
  "Invoice|Bill|Balance|Amount|Fee|Fees|Deposit|Rate|Ref|Reference|Account|Budget|Limit|Size|Weight|Height|Width|Length|Code|Pin|Bay|Gate|Ward|Bed|Floor|Level|Page|Item|Ticket|Case|Plot|Door|House|Quote|Tax|Vat|Discount"
/** A person's name told as the one whose age follows ("Rufus is 14", "Ron's just turned 78"). */
const NAMED_AGE = new RegExp(String.raw`\b(?!(?:${NOBODY})\b)[A-Z][a-z]+(?:['’]s|\s+is)\s+(?:just\s+turned\s+|turned\s+)?${HEDGE}${NUM}${CLOSES}`, "g")

/** A person or an animal right before the age, in its clause. */
const PERSON_BEFORE = new RegExp(String.raw`\b(?:i|i['’]m|he|she|they|who|${BEINGS}|mr|mrs|ms|miss)\b[^.;!?\n]{0,30}$`, "i")
/** An age found opening with the being it belongs to ("a toddler of 3"). */
const BEING_FIRST = new RegExp(String.raw`^(?:${BEINGS})\b`, "i")
/** A thing whose age it is, told as the subject right before it: "it's", "the house is", "our boiler's about". */
const THING_BEFORE =
  /\b(?:it['’]s|it\s+is|(?:house|home|property|building|flat|roof|kitchen|bathroom|extension|car|van|vehicle|boat|boiler|machine|appliance|fridge|freezer|washer|dryer|oven|cooker|dishwasher|unit|system|software|laptop|computer|phone|business|company|firm|shop|clinic|practice|surgery|office|school|church|site|barn|shed|garage|stable|stables|yard|garden|tree|fence|gate|window|windows|door|bike|trailer|lorry|tractor|piano|organ|clock)(?:['’]s|\s+is|\s+was|\s+are|\s+were|\s+has\s+been))\s+(?:only\s+|just\s+|about\s+|around\s+|nearly\s+|almost\s+|roughly\s+|over\s+|under\s+|approx\.?\s+)?$/i

const whose = (text: string, start: number, found: string): string | null => {
  if (/^(?:i|he|she|they)\b/i.test(found) || /^(?:in\s+(?:his|her|their|my)|born)\b/i.test(found)) return "person"
  if (/^(?:bought|purchased|installed)\b/i.test(found)) return "thing"
  const before = text.slice(Math.max(0, start - 40), start)
  // A thing is the age's own subject ("my car is 10 years old"); a person may be further back ("my son starts school aged 4").
  if (THING_BEFORE.test(before)) return "thing"
  return PERSON_BEFORE.test(before) || BEING_FIRST.test(found) ? "person" : null
}

export const agesIn = (text: string): Array<Age> => {
  const out: Array<Age> = []
  for (const re of [AGE, NAMED_AGE])
    for (const m of text.matchAll(re)) {
      if (out.some((a) => a.start < m.index + m[0].length && m.index < a.end)) continue
      out.push({ start: m.index, end: m.index + m[0].length, attr: re === NAMED_AGE ? "person" : whose(text, m.index, m[0]) })
    }
  return out
}
