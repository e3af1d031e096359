// Round packs (11-29): someone else's "no" beside the writer's own want. A colleague, a boss or a
// partner who was not interested, told by a writer who then asks a price or to start: the other
// person's refusal is no decline from the writer. Near misses keep the decline: the writer
// relaying a no they share or that binds them, the writer's own "no" beside a keen colleague.
// Businesses no other set uses: a bell foundry, a ferry timetable app, a falconry centre, a
// stained-glass restorer, a quiz-night host, a seed bank. Every text is our own.
import type { FpDomain } from "./custfpDomains.js"
import { agent, user } from "./custfpDomains.js"
import { criteria, k } from "./intents3Cases.js"

const theirNo: FpDomain = {
  name: "another person's lack of interest, then the writer's own want",
  criteria,
  cases: [
    k("other01", "My business partner isn't interested in the ferry app, but I am, so what would ten driver logins cost?", "pricing"),
    k("other02", "Our ops manager said she was not interested back in the spring, but I'd like a price for the falconry display.", "pricing"),
    k("other03", "My husband wasn't interested when your rep called round last autumn with the brochure, but I would like to book the restoration.", "purchase"),
    k("other04", "Hi,\n\nMy predecessor wasn't interested in the quiz packs, but I'd love a quote for the winter season.\n\nThanks,\nNell", "pricing"),
    k("other05", "My co-founder is not interested, however I'd like to start a free trial of it for our seed catalogue.", "purchase"),
    k("other06", "Our head of ops wasn't interested in switching. I'd like to sign up for the starter plan myself though.", "purchase"),
    k("other07", "My colleague spoke to your team in March and was not interested then, but I want the pricing for the bell tuning service.", "pricing"),
    k("other08", "My boss isn't interested, but she doesn't hold the budget. I'd like a quote for 40 seats please.", "pricing"),
    k("other09", "My dad wasn't interested in the falconry day, but I am. How much is it for two?", "pricing"),
    k("other10", "My manager wasn't interested in the upgrade, but we want it anyway: please send the order form.", "purchase"),
    k("other11", [user("Our IT lead told your colleague he wasn't interested, but that was before the merger."), agent("Understood, has anything changed?"), user("Yes, I'd like to buy the team plan now.")], "purchase"),
    k("other12", "My colleague isn't interested but I am: what does the annual licence cost?", "pricing"),
    k("other13", "My old boss was not interested in the seed bank membership, but I'm keen and would like a price for the school.", "pricing"),
    k("other14", "Our finance director wasn't interested last year, but I would like to go ahead with the pilot now.", "purchase")
  ]
}

const ownNo: FpDomain = {
  name: "near misses: a no shared, relayed as binding, or the writer's own",
  criteria,
  cases: [
    k("near01", "Our director isn't interested, so please take us off your call list.", "not"),
    k("near02", "My partner isn't interested and neither am I, thanks.", "not"),
    k("near03", "My colleague was keen but I am not interested.", "not"),
    k("near04", "My manager wasn't interested, but thanks for your time anyway.", "not"),
    k("near05", "My boss isn't interested in the ferry app. Please don't contact us again.", "not"),
    k("near06", "Our owner has looked at it and isn't interested, and I agree with her.", "not"),
    k("near07", "My colleague was interested, but I'm not interested in another subscription.", "not"),
    k("near08", "We're not interested, but my colleague may want a price later.", "not"),
    k("near09", "The committee isn't interested in the quiz packs, sorry.", "not"),
    k("near10", "Thanks for the call. I'm not interested, but I'll pass your card to my brother.", "not"),
    k("near11", "My husband isn't interested in the restoration, and we won't be going ahead.", "not"),
    k("near12", "Our trustees are not interested. I'm sorry to have wasted your time.", "not"),
    k("near13", "My boss wasn't interested, but I'm afraid we won't be taking it further.", "not"),
    k("near14", "Not interested, but my partner might be. I'll let her know.", "not"),
    // Reviewer's findings (salesfix, 11-29): the writer's own team, and a "but" with no want after it.
    k("near15", "Our team is not interested, but I do appreciate you reaching out.", "not"),
    k("near16", "Our team is not interested, but we are grateful for your time.", "not"),
    k("near17", "My boss is not interested, but I am not going to push it.", "not"),
    k("near18", "My manager isn't interested, but I would rather not go against her.", "not"),
    k("other15", "My manager isn't interested, but I really want a quote for the bell tuning.", "pricing")
  ]
}

const plain: FpDomain = {
  name: "wants without any no, and topic words without the signal",
  criteria,
  cases: [
    k("plain01", "My colleague recommended you. What does the bell tuning cost per visit?", "pricing"),
    k("plain02", "My boss asked me to get a quote for the falconry display at our summer fair.", "pricing"),
    k("plain03", "My manager is interested too, so please send the order form and we'll sign.", "purchase"),
    k("plain04", "Is your quiz host interested in a regular Thursday slot at our pub?", ""),
    k("plain05", "My colleague said your restoration work was lovely on the chapel windows.", ""),
    k("plain06", "Our customers aren't interested in paper timetables any more, so we need the app. How much is it?", "pricing"),
    k("plain07", "My partner was sceptical at first, but we'd both like to start the trial.", "purchase"),
    k("plain08", "Our previous supplier wasn't interested in small orders. Can you quote for 200 seed packets?", "pricing"),
    k("plain09", "My sister asked whether you're interested in a stall at the craft market.", ""),
    k("plain10", "Our head teacher says yes, please book the falconry visit for the 12th.", "purchase"),
    k("plain11", "My boss wasn't sure, but I'd like a price for the spring tuning anyway.", "pricing"),
    k("plain12", "My colleague is not keen on long contracts. Do you have a monthly option and what does it cost?", "pricing")
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [theirNo, ownNo, plain]
