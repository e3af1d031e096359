// Messages of our own for the five intents (11-27): chats, signed emails, web forms and non-native
// English, each with the intent it states or a near miss that does not. No dataset text.
export type IntentCase = readonly [label: string, detector: string, text: string, want: boolean]

export const PERSON_CASES: ReadonlyArray<IntentCase> = [
  ["is there someone to talk to", "needs_human", "Is there someone I can talk to about this?", true],
  ["whoever handles refunds", "needs_human", "I'd rather speak to whoever handles refunds.", true],
  ["a manager call me", "needs_human", "Can a manager call me this afternoon?", true],
  ["done with a bot", "needs_human", "I'm done talking to a bot.", true],
  ["a phone number please", "needs_human", "Do you have a phone number? Typing all this is taking forever.", true],
  ["form: callback wanted", "needs_human", "Name: Priya Shah\nReason for contact: Other\nMessage: please could somebody ring me back on my mobile, thanks", true],
  ["non-native: want speak with responsible", "needs_human", "I want speak with the responsible person for my contract please.", true],
  ["email: escalate", "needs_human", "Hi,\n\nThis is the fourth time I've written. I'd like this escalated to a supervisor.\n\nRegards,\nTom Hale\nOperations Lead, Hale & Co", true],
  ["someone senior", "needs_human", "I need someone senior to look at this.", true],
  ["not a machine", "needs_human", "Am I chatting with a machine? I need an actual person.", true],
  ["let me talk to your boss", "needs_human", "Let me talk to your boss.", true],
  ["put me through to billing", "needs_human", "Please put me through to billing.", true],
  ["someone to call me back", "needs_human", "Could somebody from your office call me back tomorrow?", true],
  ["non-native: give me a human", "needs_human", "pls give me human, the answers here not help", true],
  ["a person was helpful", "needs_human", "The person I spoke to yesterday was really helpful, thanks.", false],
  ["my manager asked me", "needs_human", "My manager asked me to write to you about the invoice.", false],
  ["I'll check with my boss", "needs_human", "I'll check with my boss and get back to you.", false],
  ["signature with phone", "needs_human", "Thanks for the update.\n\nBest,\nAnna Ruiz\nAccount Manager\nCall me: +44 20 7946 0000", false],
  ["the agent fixed it", "needs_human", "Your agent fixed it on the phone, all good now.", false],
  ["our team will test", "needs_human", "Our team will test the new build on Monday.", false],
  ["a human readable export", "needs_human", "Can the export be in a human readable format?", false],
  ["customers want a person", "needs_human", "Our customers prefer talking to a real person, so we need phone support in the plan.", false],
  ["the manager role", "needs_human", "How do I give a manager access to the reports?", false],
  ["chat is fine", "needs_human", "No need to call, the chat is fine for me.", false]
]

export const DECLINE_CASES: ReadonlyArray<IntentCase> = [
  ["gone with another provider", "not_interested", "Thanks for your time, but we've gone with another provider.", true],
  ["not for us right now", "not_interested", "Not for us right now, maybe next year.", true],
  ["remove me from your list", "not_interested", "Please remove me from your list.", true],
  ["no thank you, all set", "not_interested", "No thank you, we're all set.", true],
  ["email: decided not to go ahead", "not_interested", "Hi Mark,\n\nAfter some discussion we have decided not to go ahead.\n\nKind regards,\nJulia\nFinance Director", true],
  ["stop sending", "not_interested", "Stop sending me these emails.", true],
  ["non-native: we not need", "not_interested", "Thank you but we not need this service.", true],
  ["chosen a competitor", "not_interested", "We've chosen a different supplier for this.", true],
  ["doesn't fit", "not_interested", "It's not a good fit for us, thanks anyway.", true],
  ["please don't contact me", "not_interested", "Please don't contact me again.", true],
  ["won't be proceeding", "not_interested", "We won't be proceeding with the proposal.", true],
  ["opt out", "not_interested", "Opt me out of these messages please.", true],
  ["pass on this one", "not_interested", "I think we'll pass on this one.", true],
  ["went another way", "not_interested", "Appreciate the demo but the team went another way.", true],
  ["no budget and no need", "not_interested", "Honestly we don't need it, we have a spreadsheet that works.", true],
  ["not interested in excuses", "not_interested", "I'm not interested in excuses, I want it fixed.", false],
  ["interested, but not now?", "not_interested", "Interested, but could we talk next week instead?", false],
  ["not interested in the add-on", "not_interested", "Not interested in the add-on, just the basic plan please.", false],
  ["remove a user", "not_interested", "Please remove John from our account, he left the company.", false],
  ["stop the alerts", "not_interested", "How do I stop the alerts at night? I still want them during the day.", false],
  ["cancelled by the courier", "not_interested", "The courier cancelled my delivery, can you rebook it?", false],
  ["no problem", "not_interested", "No problem, Thursday works.", false],
  ["not the right size", "not_interested", "This size is not right for us, do you have a larger one?", false],
  ["an unsubscribe link of their own", "not_interested", "How do I add an unsubscribe link to the newsletters we send our members?", false]
]

export const BUYING_CASES: ReadonlyArray<IntentCase> = [
  ["how much", "pricing_interest", "How much would it be for 20 users?", true],
  ["what does it cost", "pricing_interest", "What does the premium tier cost per month?", true],
  ["send a quote", "pricing_interest", "Could you send over a quote for the annual plan?", true],
  ["any discount", "pricing_interest", "Is there a discount for charities?", true],
  ["non-native: what price", "pricing_interest", "what is price for the big package?", true],
  ["rates", "pricing_interest", "What are your rates for weekend work?", true],
  ["bill paid", "pricing_interest", "I paid the bill yesterday.", false],
  ["price typo", "pricing_interest", "The price shown on my invoice matches, thanks.", false],
  ["want to buy", "purchase_interest", "We'd like to buy 5 licences.", true],
  ["sign us up", "purchase_interest", "Sign us up, we're ready to go.", true],
  ["where do I sign", "purchase_interest", "OK, where do I sign?", true],
  ["order it", "purchase_interest", "Please go ahead and place the order for the blue model.", true],
  ["start a trial", "purchase_interest", "Can we start on the team plan from next month?", true],
  ["non-native: we take it", "purchase_interest", "ok we take it, how we pay?", true],
  ["form: ready to proceed", "purchase_interest", "Company: Northside Dental\nEnquiry type: Sales\nMessage: We're ready to proceed with the three-site package.", true],
  ["just browsing", "purchase_interest", "Just browsing for now.", false],
  ["bought last year", "purchase_interest", "We bought the starter plan last year.", false],
  ["refund", "purchase_interest", "I want a refund for the order I placed.", false],
  ["asap", "urgency", "Need this sorted ASAP.", true],
  ["today", "urgency", "We need the delivery by today or the event is ruined.", true],
  ["system down", "urgency", "Our whole site is down and customers can't check out.", true],
  ["deadline friday", "urgency", "We have to sign before Friday, our budget closes then.", true],
  ["urgent email", "urgency", "Subject: URGENT - payroll not running\n\nHi, payroll failed this morning and staff get paid tomorrow.", true],
  ["non-native: very fast please", "urgency", "please is very urgent, we need fast", true],
  ["no rush", "urgency", "No rush at all, whenever you get a chance.", false],
  ["next quarter", "urgency", "We're looking at this for next quarter.", false],
  ["urgent was", "urgency", "It was urgent last month but we've worked around it.", false],
  ["emergency contact field", "urgency", "How do I update the emergency contact on my profile?", false]
]

/** Messages where two intents meet: the status rests on which one the words state. */
export const MIXED_CASES: ReadonlyArray<IntentCase> = [
  ["no interest in a bot, a person wanted", "needs_human", "I have no interest in chatting to a bot, get me a person.", true],
  ["no interest in a bot is no decline", "not_interested", "I have no interest in chatting to a bot, get me a person.", false],
  ["not interested in excuses, a manager", "needs_human", "Not interested in more excuses. Have a manager call me today.", true],
  ["not interested in excuses is no decline", "not_interested", "Not interested in more excuses. Have a manager call me today.", false],
  ["stop the emails, call me instead", "not_interested", "Please stop emailing me about the upgrade and just call me instead.", false],
  ["cancel talk wanted", "needs_human", "I want to cancel and I want to talk to someone about the final bill.", true],
  ["keen, questions for sales", "purchase_interest", "We're keen to get started, could your sales team walk us through the contract?", true],
  ["a rep mentioned", "needs_human", "Your rep Sarah mentioned a discount for annual billing, what would that come to for 8 seats?", false],
  ["a rep mentioned, price", "pricing_interest", "Your rep Sarah mentioned a discount for annual billing, what would that come to for 8 seats?", true],
  ["thanks, will speak to the team", "needs_human", "Thanks, I'll speak to the team internally and let you know.", false],
  ["thanks, will speak to the team: no decline", "not_interested", "Thanks, I'll speak to the team internally and let you know.", false],
  ["deferral with interest", "not_interested", "We'd love to, but the budget opens in April, can we pick this up then?", false],
  ["non-native deferral", "not_interested", "For now we wait, maybe after summer we buy.", false],
  ["signature with a manager title", "needs_human", "Please send the invoice for the 10 seats.\n\nThanks,\nRob Kent\nOffice Manager\nKent Joinery Ltd", false],
  ["signature with a manager title: purchase", "purchase_interest", "Please send the invoice for the 10 seats.\n\nThanks,\nRob Kent\nOffice Manager\nKent Joinery Ltd", true],
  ["an agent who was rude", "needs_human", "The agent on the phone was rude to me yesterday.", false],
  ["form: wants a demo call", "needs_human", "Interested in: Demo\nPreferred contact: phone\nMessage: Would one of your team be free for a call on Thursday?", true],
  ["polite decline with thanks", "not_interested", "Thank you for thinking of us, but it's not something we'll be taking forward.", true],
  ["not taking it further", "not_interested", "We won't be taking this any further.", true],
  ["urgent person", "urgency", "Our card machine stopped working and we open in an hour, someone please call me.", true],
  ["urgent person: human", "needs_human", "Our card machine stopped working and we open in an hour, someone please call me.", true],
  ["no human, faq solved", "needs_human", "Never mind, I found the answer in your FAQ.", false],
  ["no decline, just a question", "not_interested", "Before we decide, does the plan include phone support?", false],
  ["price asked without the word", "pricing_interest", "What would we be looking at for two vans for a week?", true]
]

/** Buying told plainly, a person asked for in passing, and "no" words that decline nothing. */
export const PLAIN_CASES: ReadonlyArray<IntentCase> = [
  ["we'll take the yearly", "purchase_interest", "We'll take the 12-month option.", true],
  ["let's do it", "purchase_interest", "Sounds great, let's do it.", true],
  ["count us in", "purchase_interest", "Count us in for three units.", true],
  ["book us in", "purchase_interest", "Please book us in for the June install.", true],
  ["send the contract", "purchase_interest", "Send the contract over and I'll get it signed this week.", true],
  ["how do we get started", "purchase_interest", "How do we get started?", true],
  ["next steps to sign", "purchase_interest", "Happy with the proposal, what are the next steps to get it signed?", true],
  ["next steps of a repair", "purchase_interest", "What are the next steps to get the printer repaired?", false],
  ["add seats", "purchase_interest", "Can you add two more seats to our account?", true],
  ["upgrade wanted", "purchase_interest", "We want to upgrade to the business plan.", true],
  ["non-native: we want order", "purchase_interest", "We want order 50 pieces, please send proforma.", true],
  ["go ahead", "purchase_interest", "You can go ahead with the installation on the 4th.", true],
  ["how do I pay", "purchase_interest", "How do I pay for the annual licence?", true],
  ["a demo watched is no purchase", "purchase_interest", "We watched the recorded demo last week.", false],
  ["a cancelled order is no purchase", "purchase_interest", "Please cancel order 4471, it was placed twice.", false],
  ["call me when you can", "needs_human", "Could you give me a ring when you get a minute?", true],
  ["speak to someone today", "needs_human", "I really need to speak to someone today about the leak.", true],
  ["rather a person than a form", "needs_human", "I'd prefer to deal with a person rather than fill in another form.", true],
  ["non-native: somebody contact me", "needs_human", "Please somebody contact me, I not understand the letter.", true],
  ["who do I speak to", "needs_human", "Who do I speak to about changing the direct debit date?", true],
  ["the engineer came", "needs_human", "Your engineer came on Tuesday and fixed the boiler.", false],
  ["a call booked already", "needs_human", "I've got a call with Priya on Friday, can you send the slides before then?", false],
  ["I'll call the bank", "needs_human", "I'll call my bank and ask them to release the payment.", false],
  ["no, the other one", "not_interested", "No, I meant the other invoice, the one from May.", false],
  ["don't want the paper copy", "not_interested", "I don't want a paper copy, email is fine.", false],
  ["not looking for a refund", "not_interested", "I'm not looking for a refund, just a replacement.", false],
  ["cancel the meeting, keep the deal", "not_interested", "Can we cancel Thursday's meeting? We still want to go ahead, just need more time.", false],
  ["no longer broken", "not_interested", "The login is no longer broken, thanks for fixing it.", false],
  ["stop the tap dripping", "not_interested", "How do I stop the tap dripping after the repair?", false],
  ["we're not ready yet, but interested", "not_interested", "We're not ready to sign yet, but we are definitely interested.", false],
  ["we'll leave it thanks", "not_interested", "We'll leave it for now, thanks, not needed anymore.", true]
]

/**
 * The cases main's scorer gets wrong (11-27). Patterns that fix them all (branch intents-unkept)
 * moved no gate figure, so they were not kept; these stay pinned as misses until a fix that is.
 */
export const KNOWN_MISSES: ReadonlySet<string> = new Set([
  "a phone number please", "email: escalate", "a human readable export", "opt out", "went another way",
  "no budget and no need", "not the right size", "an unsubscribe link of their own", "price typo",
  "system down", "no interest in a bot is no decline", "not interested in excuses is no decline",
  "stop the emails, call me instead", "urgent person", "price asked without the word",
  "next steps to sign", "not looking for a refund", "we'll leave it thanks"
])
