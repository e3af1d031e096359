// A second batch of our own (11-27, issue 22), written after the readings of intentsWild*Cases.ts
// were made, to see whether they hold on sentences they were not made from. No dataset text.
import type { WildCase } from "./intentsWildPersonCases.js"

const H = "needs_human"
const N = "not_interested"

export const BATCH2: ReadonlyArray<WildCase> = [
  ["someone from your end to ring", H, "Could someone from your end give me a quick ring about the delivery window?", true],
  ["menu loop, a person", H, [["agent", "Sorry, I didn't catch that. Please choose an option."], ["user", "none of these. i need a person"]], true],
  ["email: please arrange a call, quoted", H, "Hi,\n\nCould you arrange for the account manager to call me tomorrow morning?\n\nThanks,\nBeata Nowak\nBuyer, Lakeside Hotels\n\n> On 3 Nov, Sales wrote:\n> Let me know if you have questions.", true],
  ["form: message asks for a callback", H, "Full name: Ade Balogun\nSubject: Meter reading\nMessage: I'd like a callback from someone in billing, the estimate is way off.", true],
  ["non-native: I want talk with manager", H, "Sir I want to talk your manager about this bill, is very wrong.", true],
  ["ticket: human review", H, "Subject: Please escalate\n\nThe automated replies haven't helped. Requesting human review of case 7719.", true],
  ["call notes: asked for a supervisor", H, "Caller asked for a supervisor after the second transfer; wants a call back today.", true],
  ["I'd like an engineer to call", H, "I'd like one of your engineers to call me before they come out.", true],
  ["chat: bot doesn't understand", H, [["agent", "I can help with that! Did you mean 'Track my order'?"], ["user", "no. you're not understanding me. real person please"]], true],
  ["can somebody actually look", H, "Can somebody actually look at this instead of sending me links?", true],
  ["question about moderators", H, "Are the reviews on your site moderated by people or automatically?", false],
  ["complaint: waited an hour", H, "We waited an hour for the table even though we had booked. Poor evening.", false],
  ["our HR person will call", H, "Our HR person will call you about the onboarding dates.", false],
  ["thanks to the person", H, "Thanks to whoever answered my email yesterday, that fixed it.", false],
  ["human in the loop feature", H, "Does your tool support a human-in-the-loop approval step for our reviewers?", false],
  ["form: preferred contact phone only", H, "Name: Lily Chan\nPhone: 07700 900456\nMessage: what time do you open on Sundays?", false],
  ["we've gone a different route", N, "Thanks for the proposal, but we've gone a different route.", true],
  ["signed elsewhere, call notes", N, "Follow-up call: they signed with a rival firm on Monday, not proceeding.", true],
  ["sold the business", N, "I've sold the business, so please take me off your list.", true],
  ["moving away, cancel", N, "We're moving to Spain next month, please cancel the gym membership.", true],
  ["non-native: not need more", N, "Thanks, we not need your product, please no more call.", true],
  ["form: reason unsubscribe", N, "Email: tom@example.org\nMessage: No longer running the club, please remove us.", true],
  ["we'll give it a miss", N, "I think we'll give this one a miss, thanks.", true],
  ["email: decided to keep doing it ourselves", N, "Hi Jo,\n\nThanks for the demo. We've decided to keep doing the rota ourselves for now and won't be taking it further.\n\nBest,\nRuth\nPractice Manager", true],
  ["not now, in June", N, "Not right now - can you come back to me in June?", false],
  ["not the insurance, just the phone", N, "Not interested in the insurance, just the phone please.", false],
  ["is there a fee to cancel", N, "If we cancel in the first month, is there a fee?", false],
  ["they weren't interested", N, "The last supplier wasn't interested in small orders, hopefully you are.", false],
  ["no thanks to the gift wrap", N, "No thanks on the gift wrap, but please send the order today.", false],
  ["stop the reminders, keep the service", N, "Can you stop the text reminders? I still want the appointments.", false]
]
