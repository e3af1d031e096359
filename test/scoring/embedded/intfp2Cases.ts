// The five intents on two near-miss families (intfp2, 11-29). needs_human: whether the vendor's
// helpers are people, or whether people answer at some hour, asked as a fact about the service,
// is no wish to reach one. purchase_interest: a sign-up weighed as a condition ("if we went ahead,
// would …") or a purchase already made and now filed is no purchase wanted. About a third are the
// plain wishes beside them, which must stay found. Businesses no other set uses: a climbing gym, a
// language school, a marina, a print shop, a dog groomer, a ski rental. Every text is our own.
import type { FpDomain } from "./custfpDomains.js"
import { criteria, k } from "./intents3Cases.js"

const people: FpDomain = {
  name: "whether people answer, asked as a fact, beside real wishes for one",
  criteria,
  cases: [
    k("hum01", "Quick one: is the help desk at the climbing gym staffed by people at night, or only by the chatbot?", ""),
    k("hum02", "Do you offer live agent support on Sundays for the language courses?", ""),
    k("hum03", "Are the replies on your marina chat written by real people or generated? Just wondering.", ""),
    k("hum04", "Does the premium print plan come with human support, or is it email only?", ""),
    k("hum05", "Is there live human support in the evenings? We groom dogs until late and sometimes need help then.", ""),
    k("hum06", "Are your advisors actual humans? I'm putting together a comparison of ski rental sites for a magazine.", ""),
    k("hum07", "Out of curiosity, are your support reps real people based in Europe?", ""),
    k("hum08", "Do you provide human support for the basic tier, or is that only on the bigger plans?", ""),
    k("hum09", "The bot keeps looping, so I need a person to sort out my climbing membership.", "human"),
    k("hum10", "Can I get a live agent please? The marina booking has gone wrong twice.", "human"),
    k("hum11", "Is there a real human I can talk to about the course refund?", "human"),
    k("hum12", "Please put me through to an actual person, I've been typing at this bot for twenty minutes.", "human"),
    k("hum13", "Are you a bot? I need a human to sort out my print order, not canned answers.", "human"),
    k("hum14", "I'd rather deal with a real person than the automated form, can someone ring me?", "human")
  ]
}

const ifOrDone: FpDomain = {
  name: "a sign-up weighed as a condition, or a purchase already made, beside real ones",
  criteria,
  cases: [
    k("buy01", "Hi,\n\nSuppose we did sign up for the group lessons later this year, would you take payment by bank transfer? Just trying to understand the process.\n\nThanks,\nMarta", ""),
    k("buy02", "If we were to subscribe at some stage, would the gym need a company card or can you bill us?", ""),
    k("buy03", "Hypothetically, if we ordered from you, would the prints ship in plain packaging?", ""),
    k("buy04", "In case we do sign up one day, do you keep the data in the EU?", ""),
    k("buy05", "Hello,\n\nWe bought the yearly mooring package last spring. Where can I find the receipt for that purchase? Our bookkeeper needs a copy.\n\nBest,\nTomasz", ""),
    k("buy06", "I purchased a ski rental voucher in January. Can you resend the confirmation email? I can't find it.", ""),
    k("buy07", "We signed up for the grooming plan two years ago and need the original invoice for an audit.", ""),
    k("buy08", "Our school subscribed to the language app last term. Could you tell me who the account owner is?", ""),
    k("buy09", "This autumn we would like to sign up to the group lessons. Do you take bank transfer?", "purchase"),
    k("buy10", "We want to subscribe to the climbing membership for our whole team, how do we pay?", "purchase"),
    k("buy11", "We bought the starter pack last year and now we'd like to upgrade to the full plan.", "purchase"),
    k("buy12", "Please send the contract, we're ready to order the banners for all four shops.", "purchase"),
    k("buy13", "If the price holds, we'll sign today.", "purchase"),
    k("buy14", "Happy with the quote. Where do I put my card details?", "purchase")
  ]
}

const mixed: FpDomain = {
  name: "other intents beside the two families",
  criteria,
  cases: [
    k("mix01", "How much would lessons for a class of fifteen come to per term?", "pricing"),
    k("mix02", "What do you charge for a weekend of ski rental for two adults?", "pricing"),
    k("mix03", "We need the posters printed by Friday for the opening, can you manage that?", "urgency"),
    k("mix04", "Thanks for the info. We've decided to stay with our current groomer.", "not"),
    k("mix05", "Thanks for your help today, have a lovely weekend!", ""),
    k("mix06", "Our team chat is staffed by people in three time zones, which we love. Anyway, can I change my login email?", ""),
    k("mix07", "Is the mooring fee paid monthly or annually?", "pricing"),
    k("mix08", "My colleague wanted to talk to someone last week but it's all sorted now, thanks.", ""),
    k("mix09", "We renewed the gym plan in May; is the receipt in the portal somewhere?", ""),
    k("mix10", "Does a real person check the translations, or is it all automatic?", ""),
    k("mix11", "Would a bigger order get a better rate on the banners?", "pricing"),
    k("mix12", "Could a member of your team call me about moving our booking? It's complicated.", "human"),
    // Reviewer's finding (salesfix, 11-29): paperwork of a purchase made, no determiner.
    k("mix13", "I need proof of purchase for the warranty claim on the ski boots.", ""),
    k("mix14", "Can you send proof of purchases for the three kayaks we bought in May?", "")
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [people, ifOrDone, mixed]
