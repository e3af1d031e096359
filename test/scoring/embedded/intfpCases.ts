// The five intents on near misses (intfp, 11-28): a price word naming a page of the vendor's site
// that is reported broken, a price judged too high as the reason for saying no, a quote thanked
// for before a refusal. Each case names the intents it states; the rest must stay not-found, and
// the status follows as decisions.md §3 derives it. About a third must still be found (a price
// asked beside the page or the verdict). Businesses no other set uses: a kayak hire, a bookbinder,
// a cider orchard, a puppet theatre, a reptile shop, a glass studio. Every text is our own.
import type { FpDomain } from "./custfpDomains.js"
// The same case builder and criteria as intents3: a case names the intents it states.
import { criteria, k } from "./intents3Cases.js"

const pages: FpDomain = {
  name: "a price page reported broken, with price questions beside it",
  criteria,
  cases: [
    k("page01", "Hello, the prices page on the kayak hire site shows a blank white screen in Firefox. Just letting you know.", ""),
    k("page02", "Hi! Your pricing page throws a 404 when I tap it from the menu. Figured someone should fix it.", ""),
    k("page03", "FYI the pricing section of your bookbinding site has a spelling mistake in the heading.", ""),
    k("page04", "There's a broken link on your price page, the one under the gift vouchers. Cheers, Ola", ""),
    k("page05", "Your pricing page keeps crashing on my tablet.\n\nBest,\nIgor", ""),
    k("page06", "Small thing: the images on the pricing page of the puppet theatre site won't load for me.", ""),
    k("page07", "The pricing page doesn't load, so could you tell me what a weekend hire for two kayaks costs?", "pricing"),
    k("page08", "I looked at your pricing page. What would a class of twelve pupils cost for a morning show?", "pricing"),
    k("page09", "The price page won't open on my phone. Is there a discount for school groups?", "pricing"),
    k("page10", "Can you email me a price list? The pricing page seems to be down.", "pricing"),
    k("page11", "There is a typo in your pricing page footer. Also, do you offer a reduced rate for charities?", "pricing"),
    k("page12", "Where can I find your pricing? I couldn't see a page for it.", "pricing")
  ]
}

const verdicts: FpDomain = {
  name: "a price judged too high as the reason for no, with questions beside it",
  criteria,
  cases: [
    k("verdict01", "We've gone through your offer for the orchard tours and it's too pricey for a small club like ours, so we'll give it a miss.", "not"),
    k("verdict02", "Having compared the figures, the glass course is too costly for our budget this year. We won't be booking.", "not"),
    k("verdict03", "At £60 a head it's more than we can justify, so we will stay with the local group we already use.", "not"),
    k("verdict04", "Thanks for the quote. Sadly it's too expensive for us and we won't be going ahead.", "not"),
    k("verdict05", "Thank you for the quotation. We've decided not to proceed.", "not"),
    k("verdict06", "Thanks for your quote, but we've chosen another supplier.", "not"),
    k("verdict07", "It's a bit too expensive as it stands. Is there a cheaper package for smaller groups?", "pricing"),
    k("verdict08", "Too costly for us at that level. Could you send a quote for just the mornings instead?", "pricing"),
    k("verdict09", "Thanks for the quote! Could you break down what the lamp heating part costs on its own?", "pricing"),
    k("verdict10", "Thanks for the quote, it looks fine. How do we pay the deposit?", "purchase"),
    k("verdict11", "Is the reptile care plan too expensive for a single gecko, or is there a smaller one?", "pricing"),
    k("verdict12", "How much is the weekend pass? Last year's felt too expensive to me.", "pricing")
  ]
}

const chats: FpDomain = {
  name: "the same shapes in chats and forms",
  criteria,
  cases: [
    k("chat01", [
      { role: "user", content: "Hi, quick note: the pricing page for the glass studio has a broken table on mobile." },
      { role: "assistant", content: "Thanks for flagging that! Anything else I can help with?" },
      { role: "user", content: "No, that's all, thanks." }
    ], ""),
    k("chat02", [
      { role: "assistant", content: "Have you had time to read through the proposal?" },
      { role: "user", content: "We did. It's out of our price range, so we'll pass for now and stay as we are." }
    ], "not"),
    k("chat03", [
      { role: "assistant", content: "Have you had time to read through the proposal?" },
      { role: "user", content: "Yes, it's over what we hoped to spend. What would it come to without the evening sessions?" }
    ], "pricing"),
    k("form01", "Name: Tamsin Reed\nTopic: Website problem\nMessage: the pricing page shows the old logo and a broken image", ""),
    k("form02", "Name: Priya Shah\nTopic: Quote\nMessage: how much for a puppet show at a birthday party of 15 kids?", "pricing")
  ]
}

const holds: FpDomain = {
  name: "a hold until a season, an out-of-hours line, a go-ahead awaited, with urgency and buying beside them",
  criteria,
  cases: [
    k("hold01", "Our grants are frozen until September. I'll get back to you once they reopen.", ""),
    k("hold02", "The refit is on hold till the spring, so nothing to arrange yet.", ""),
    k("hold03", "We're closed until January for the winter break. Speak in the new year.", ""),
    k("hold04", "The ferry office is shut until Monday and we need the booking screen fixed before we reopen on Monday morning.", "urgency"),
    k("hold05", "We need the signs printed by March, it's when the orchard opens.", "urgency"),
    k("hold06", "Could the new saddles be ready by April? The riding season starts then.", "urgency"),
    k("line01", "Thanks, that's all for now.\n\nKind regards,\nJoaquim Reyes\nHarbour Kayaks\nFor urgent matters outside opening hours please call 01632 960111", ""),
    k("line02", "Please send the invoice to our treasurer.\n\nIn an emergency out of hours, contact the warden on 01632 960222.", "purchase"),
    k("line03", "This is urgent: the kiln controller shows an error and our firing is tonight. Please call me.", "urgency human"),
    k("line04", "We have an emergency with the boiler at the studio, can someone come today?", "urgency"),
    k("goahead01", "Just browsing. I'll be back in touch once we have the go-ahead from our committee.", ""),
    k("goahead02", "Once we get the green light from the trustees I'll let you know.", ""),
    k("goahead03", "The committee gave us the go-ahead yesterday, so please send the agreement for the six boats.", "purchase"),
    k("goahead04", "We have the green light from our board. How do we pay?", "purchase")
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [pages, verdicts, chats, holds]
