// not_interested on messages of our own (11-27, issue 22): a decline told politely or by
// circumstance, in every style; and the near misses that must stay not found: a deferral with a
// time to come back (decisions §11), one part declined with the rest wanted, a question about
// cancelling, an opt-out undone. Also one or two buying finds those near misses imply. No dataset text.
import type { WildCase } from "./intentsWildPersonCases.js"

const N = "not_interested"

export const DECLINE_FINDS: ReadonlyArray<WildCase> = [
  ["gone with another provider", N, "We've gone with another provider, thanks for your time.", true],
  ["take me off this list", N, "Please take me off this list.", true],
  ["not for us at the moment", N, "Not for us at the moment, thanks.", true],
  ["email: staying with our accountants, quoted offer", N, "Hi Sam,\n\nThanks for sending the proposal over. After talking it through with the partners we've decided to stay with our current accountants.\n\nKind regards,\nPriya\n\n-----Original Message-----\nFrom: Sam\nWould you like to book a demo next week?", true],
  ["form: remove my email", N, "Name: J. Ortega\nReason for contact: Unsubscribe\nMessage: Please remove my email from your mailing list.", true],
  ["stop emailing me", N, "Stop emailing me.", true],
  ["we'll pass on this one", N, "We'll pass on this one.", true],
  ["thanks but no thanks", N, "Thanks but no thanks.", true],
  ["not something we need", N, "Appreciate the offer but it's not something we need.", true],
  ["non-native: already one company", N, "Thank you but we are not need this service, we have already one company for this.", true],
  ["signed with a competitor", N, "We signed with a competitor last week.", true],
  ["cancel membership, moving abroad", N, "Please cancel my membership, I'm moving abroad.", true],
  ["acquired, new owners have their own", N, "Our company has been acquired and the new owners have their own system, so we won't be going ahead.", true],
  ["shop closed, no need any more", N, "We've closed the shop, so there's no need for the stock system any more.", true],
  ["budget cut, project dead", N, "The budget got cut and the project is dead, so please close this out.", true],
  ["bare unsubscribe", N, "Unsubscribe", true],
  ["not interested, don't call", N, "Not interested, please don't call again.", true],
  ["doing it in-house", N, "We've decided to do it in-house.", true],
  ["ticket: close our account", N, "Subject: Cancel account\n\nPlease close our account at the end of the month, we no longer need it.", true],
  ["call notes: bought from a local dealer", N, "Rang back re quote. Said they've already bought one from a local dealer, not proceeding.", true],
  ["going to leave it", N, "Going to leave it, cheers.", true],
  ["all set, no need to follow up", N, "We're all set, thanks - no need to follow up.", true],
  ["no longer with the company", N, "I'm no longer with the company, please remove me from your contacts.", true],
  ["found a cheaper option", N, "We've found a cheaper option elsewhere.", true],
  ["don't contact me again", N, "Please don't contact me again about this.", true],
  ["not a good fit, we'll say no", N, "It's not a good fit for our team, so we'll say no.", true],
  ["don't see the value, stick with spreadsheets", N, "Honestly, we don't see the value for a team our size. We'll stick with spreadsheets.", true],
  ["not doing the renovation after all", N, "I've changed my mind about the kitchen, we're not doing the renovation after all.", true],
  ["remove me from ur list", N, "remove me from ur list pls", true],
  ["went with the other quote", N, "We went with the other quote.", true],
  ["sorry, not interested", N, "Sorry, I'm not interested.", true],
  ["opt me out", N, "Please opt me out of all marketing.", true],
  ["non-native: no want anymore", N, "I no want this product anymore, please not send more offer.", true],
  ["not for us, thanks anyway", N, "Not for us, thanks anyway.", true],
  ["chat: no to still interested", N, [["agent", "Just checking in - are you still interested in the upgrade?"], ["user", "No, we've sorted it another way."]], true],
  ["email: won't be proceeding", N, "Hello Dana,\n\nJust to let you know we won't be proceeding with the installation.\n\nThanks,\nGareth Bell\nFacilities\nTel 0161 496 0123", true],
  ["form: not interested in value", N, "Company: Northside Bakery\nInterested in a demo?: No, not interested\nComments: please don't follow up", true],
  ["we've had a change of plans, cancel the order", N, "We've had a change of plans, please cancel the order and refund the deposit.", true],
  ["circumstance: the event is off", N, "The conference has been called off, so we won't need the catering any more.", true],
  ["non-native: we decided no buy", N, "After discussion with my team we decided to no buy this time, thank you for the offer.", true],
  ["leave us off your list", N, "Kindly leave us off your mailing list going forward.", true],
  ["no further contact", N, "We would prefer no further contact from your sales team.", true]
]

export const DECLINE_NEAR_MISSES: ReadonlyArray<WildCase> = [
  ["not right now, ask me in March", N, "Not right now, ask me in March.", false],
  ["not the add-on but the plan", N, "Not interested in the add-on but want the plan.", false],
  ["not the premium tier, price the standard", N, "We're not interested in the premium tier, but could you send the price for the standard one?", false],
  ["ping me after the budget meeting", N, "Can you ping me again after the budget meeting in January?", false],
  ["not this month, try me in the new year", N, "Not this month - we're mid-move. Try me again in the new year.", false],
  ["unsubscribed by accident", N, "I unsubscribed by accident, can you add me back?", false],
  ["cancel later if it doesn't work out", N, "Is there a way to cancel later if it doesn't work out?", false],
  ["what's your cancellation policy", N, "What's your cancellation policy?", false],
  ["not the cheapest option", N, "We're not going with the cheapest option, quality matters more to us.", false],
  ["interested, must check with boss", N, "I'm interested but need to check with my boss first.", false],
  ["colleague isn't interested, I am", N, "My colleague isn't interested but I am - can we set up a demo?", false],
  ["switched to you last year", N, "We switched from our old provider to you last year and love it.", false],
  ["no receipt needed", N, "No, I don't need a receipt.", false],
  ["customers not interested in long contracts", N, "Our customers often say they're not interested in long contracts - do you offer monthly?", false],
  ["pause instead of cancelling", N, "Can I pause the subscription for two months instead of cancelling?", false],
  ["don't take me off the list", N, "Don't take me off the list, I just changed my address.", false],
  ["timing, revisit after the audit", N, "The timing isn't great right now, can we revisit after the audit in April?", false],
  ["not a no, just not yet", N, "Not a no, just not yet - come back to us in Q2.", false],
  ["not sure yet, send a case study", N, "I'm not sure it's for us yet, could you send a case study?", false],
  ["cancel the Thursday appointment, rebook", N, "Please cancel the Thursday appointment and rebook me for next week.", false],
  ["other vendor fell through", N, "We had decided to go with another vendor but they fell through, is your offer still open?", false],
  ["stop the delivery this week, resume", N, "Stop the delivery this week please, we're away - resume on the 12th.", false],
  ["email: defer to after the merger, quoted", N, "Hi Leo,\n\nWe're in the middle of a merger so I can't commit to anything today. Can you check back with me in February?\n\nBest,\nAmara\n\n> Are you ready to move ahead with the pilot?", false],
  ["non-native: now no, after holidays yes", N, "For now is not possible, please write me again after the holidays.", false],
  ["form: not now, contact later", N, "Budget approved?: not yet\nBest time to contact: after 1 March", false],
  ["not interested in chatbot, want a person", N, "I'm not interested in the chatbot add-on, I just want a person to call me about the plan.", false],
  ["just looking, no decline", N, "Just looking for now, what does the basic plan include?", false],
  ["no, not the blue, the grey", N, "No, not the blue one - we'd like the grey in size 10.", false]
]

export const CROSS_FINDS: ReadonlyArray<WildCase> = [
  ["add-on no, plan yes: purchase", "purchase_interest", "Not interested in the add-on but want the plan.", true],
  ["not chatbot, a person to call: needs_human", "needs_human", "I'm not interested in the chatbot add-on, I just want a person to call me about the plan.", true]
]

