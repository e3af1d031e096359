// A message that only asks whether the vendor sells or stocks a thing ("do you stock pony fly
// masks? I'm after two"), beside manners and what the customer is after, asks to buy goods, not for
// any of the jobs a service's classification tells apart: no category. Not where a category is
// itself buying (its name or examples speak of sale, stock or ordering) or the goods asked about are
// a category by name ("do you sell tablets?" for a phone shop): there the question is the answer.
import type { DetModel } from "./model.js"
import type { CustomerSentence } from "./customerSentences.js"
import { namesCategory } from "./categoryWords.js"

/** "Do you sell ...", "does the shop stock ...", "can you supply ...": a question whether goods are to be had. */
const SELLS = /\b(?:do|does|can|could)\s+(?:you|y['’]all|the\s+(?:shop|store|showroom|salon|workshop|yard))\s+(?:also\s+|still\s+|even\s+)?(?:sell|stock|carry|supply)\b[^?]*\?/iu
/** What the customer is after: "I'm after about forty", "looking for a small one". Not someone to do a job. */
const AFTER = /^\W*(?:(?:i|we)(?:['’]m|['’]re|\s+am|\s+are)\s+(?:(?:just|mainly)\s+)?(?:after|looking\s+for|hoping\s+(?:to\s+)?(?:buy|find|get))|looking\s+for|ideally|preferably)\b/iu
const JOB_SOUGHT = /\b(?:someone|somebody|anyone|to\s+(?:fix|repair|mend|service|look\s+at|check|sort))\b/iu
/** Words by which a category is itself buying. */
const BUYING = /\b(?:sell|sells|selling|sale|sales|buy|buying|purchase|stock|shop|order|orders|product|products|supplies|retail)\b/iu

const buying = new WeakMap<DetModel, boolean>()
/** Whether a category is itself buying, read once per compiled detector (its names and examples do not change). */
const buyingCategory = (m: DetModel): boolean => {
  let b = buying.get(m)
  if (b === undefined) {
    b = m.categories.some((c) => BUYING.test(c.replace(/_/g, " "))) || m.spec.examples.some((e) => e.category !== undefined && BUYING.test(e.text))
    buying.set(m, b)
  }
  return b
}

/** Whether the customer's sentences only ask whether the vendor sells something, with what they are after and manners. */
export const stockQuestionOnly = (m: DetModel, sentences: ReadonlyArray<CustomerSentence>): boolean => {
  let asks = 0
  for (const { text } of sentences) {
    if (SELLS.test(text) && !namesCategory(m, text)) asks++
    else if (!AFTER.test(text) || JOB_SOUGHT.test(text) || text.includes("?")) return false
  }
  return asks > 0 && !buyingCategory(m)
}
