// not_interested on messages of our own (11-27, issue 22, "decline" task): four families the
// scorer read wrongly. A channel declined with another channel offered in the next sentence; one
// part declined with the rest wanted; soft declines that are declines; and a not-now with a time to
// come back (a deferral, decisions §11) against a vague "maybe later" (still a decline,
// docs/decisions.md). Chat, email with signature or quoted reply, form and ticket. No dataset text.

/** [label, the customer's message, not_interested expected]. */
export type DeclineCase = readonly [string, string, boolean]

/** A channel declined, another offered in a separate sentence: a preference, no decline. */
export const CHANNEL_PREFERENCES: ReadonlyArray<DeclineCase> = [
  ["chat: no ringing, email easier", "Please don't ring my mobile. An email is much easier for me.", false],
  ["chat: no calls, carry on by email", "No phone calls please. I'm happy to carry on over email.", false],
  ["chat: not at work, text after six", "Don't call me at work. You can reach me by text after six.", false],
  ["chat: lower case, whatsapp fine", "pls dont phone, im in meetings all day. whatsapp is fine", false],
  ["email: stop calling the office, email me", "Hi Dana,\n\nPlease stop calling the office line. Emailing me directly works much better for our team.\n\nThanks,\nRuth Okafor\nOperations Lead\nHarbour Kitchens", false],
  ["form: no calls, send it by email", "Preferred contact: Email\nMessage: Please don't call me. Send the quote by email and I'll read it tonight.", false],
  ["ticket: no texts, updates by email", "Subject: contact preference\n\nPlease don't text me about this ticket. I'd rather get the updates by email.", false],
  ["chat: stop texting, landline instead", "Stop texting me. Ring the landline if you need anything.", false],
  ["chat: no voicemails, a message works", "Please don't leave me voicemails. A quick message on Teams works best.", false],
  ["no brochure by post, a PDF is fine", "Please don't send the brochure by post. A PDF is fine.", false],
  ["no call, driving, text me", "Please don't call. I'm driving all day. Text me the details.", false],
  ["email: not by post, online", "Hello,\n\nPlease do not send letters to the house. Post everything to my online account instead.\n\nKind regards,\nP. Lindgren", false],
  // The near misses: the channel declined and the offer with it.
  ["chat: no calls, bought elsewhere", "Please don't call me again. We've bought a system elsewhere.", true],
  ["chat: no emails, not interested", "Don't email me anymore. I'm not interested.", true],
  ["chat: stop calling, off your list", "Stop calling me. Take my number off your list.", true],
  ["chat: no calls, email no better", "Don't call me again. Email is no better.", true],
  ["chat: no calls, texts unwelcome too", "Please don't call again. Text messages are also unwelcome.", true],
  ["email: no contact, went elsewhere", "Hi,\n\nPlease don't contact us again. We signed with a different installer last month.\n\nRegards,\nTom", true]
]

/** One part declined with the rest wanted: no decline of the offer. */
export const PART_DECLINES: ReadonlyArray<DeclineCase> = [
  ["we don't need the add-on, just the plan", "We don't need the reporting add-on, just the standard plan for twelve users.", false],
  ["no installation, send the order form", "We won't need the installation service, our own electrician will fit it. Please send the order form for the units.", false],
  ["skip the warranty, take the printers", "Skip the extended warranty, thanks, but we'll take the two printers.", false],
  ["no premium support, basic tier", "No thanks to the premium support, the basic tier is enough for us. How do we sign up?", false],
  ["form: only windows, no gutters", "Services wanted: window cleaning\nNotes: don't need the gutter clearing, only the windows, once a month.", false],
  ["no catering, only the room", "Not interested in the catering package, we only need the room for the day.", false],
  ["pass on the training, go ahead with licences", "We'll pass on the training days but please go ahead with the licences.", false],
  ["email: no onboarding calls, start the trial", "Hi Amir,\n\nWe don't need the onboarding calls, our team has used tools like this before. Could you start the trial on Monday?\n\nCheers,\nLena", false],
  ["ticket: drop the SMS add-on, keep the subscription", "Subject: Cancel add-on\n\nPlease remove the SMS add-on from our account from next month; we'll keep the main subscription.", false],
  ["no annual contract, monthly suits", "We don't want the annual contract. Monthly billing suits us better, can you set that up?", false],
  ["form: off the newsletter, keep product updates", "Message: Please unsubscribe me from the newsletter but keep me on the product update emails.", false],
  // The near misses: the whole offer declined.
  ["neither the add-on nor the plan", "We don't need the add-on or the plan, thanks. We're sorted.", true],
  ["none of it any more", "We won't need any of it anymore, the project was cancelled.", true]
]

/** Soft declines that are declines. */
export const SOFT_DECLINES: ReadonlyArray<DeclineCase> = [
  ["pass for this year", "We'll pass for this season, thanks for the quote.", true],
  ["going to pass on the proposal", "Appreciate you following up, but we're going to pass on the proposal.", true],
  ["ended up with a different agency", "We ended up going with a different agency for the rebrand.", true],
  ["take our office off your call list", "Could you take our office off your call list please?", true],
  ["signed up with someone else", "We've signed up with someone else for the cleaning.", true],
  ["not the right fit for our kitchens", "Thanks for the samples, but it's not the right fit for our kitchens.", true],
  ["email: a local firm, quoted reply", "Hi Ken,\n\nThanks for the revised figures. We've decided to go with a local firm who can start sooner.\n\nBest,\nMaria\n\n> On Tue, Ken wrote:\n> Attached is the revised quote for the roof.", true],
  ["chat: we're good, already have someone", "nah we're good thx, already have someone for it", true],
  ["form: another venue chosen", "Reason for reply: Other\nComments: We've booked another venue for the party, so please cancel our hold.", true],
  ["ticket: remove our practice", "Subject: Please remove\n\nKindly remove our practice from your marketing list.", true],
  ["not renewing the support contract", "We won't be renewing the support contract when it runs out in May.", true],
  ["sit this one out", "We're going to sit this one out, thanks all the same.", true],
  ["not going forward with it", "After the board meeting we're not going forward with the upgrade.", true],
  ["chose to stay with our broker", "In the end we chose to stay with our broker.", true],
  ["happy as we are", "Thanks, but we're happy as we are.", true],
  ["carry on the way we do now", "We'll carry on doing it the way we do now.", true],
  ["no plans to change anything", "We have no plans to change anything.", true],
  ["the board said no", "Our board said no to the project.", true],
  ["not worth it for our size", "We've decided it isn't worth it for a team our size.", true],
  ["form: partners voted no", "Name: D. Mensah\nCompany: Mensah & Lowe\nMessage: The partners voted no. Thanks for the demo all the same.", true],
  ["chat: not switching, the tool is fine", "we're not switching, sorry. the current tool is fine", true],
  ["our existing supplier is fine", "Thanks for the catalogue. Our existing supplier is fine.", true],
  // Near misses: interest, a question, or the decline of a time.
  ["not switching plans, adding seats", "We're not switching plans, just adding seats.", false],
  ["ticket: the old system works, the new fails", "Subject: login\n\nThe old system works fine. The new one does not load the dashboard since Monday.", false],
  ["happy with the seats, add a module", "We're happy as we are with the seats, but can we add the reporting module?", false],
  ["asks whether it is worth it", "Is it worth it for a team our size?", false],
  ["the board said no to a day", "The board said no to the Friday slot, can we do Monday?", false],
  ["no plans to change the address", "We have no plans to change the billing address.", false],
  ["no thanks to the offer, don't need it", "No thanks to the offer, we don't need it.", true],
  ["pass on the proposal, thanks anyway", "We'll pass on the proposal, but thanks for your time.", true],
  ["asks whether they can pass", "Can we pass on the deposit and pay in full on delivery?", false],
  ["went with the bigger plan", "We went with the bigger plan in the end, can you send the invoice?", false],
  ["Friday doesn't suit", "Friday doesn't suit us, could we do Monday morning instead?", false]
]

/** A not-now with a time to come back is a deferral; a vague "maybe later" stays a decline. */
export const DEFERRALS: ReadonlyArray<DeclineCase> = [
  ["not this month, pick up in February", "Not this month, can we pick this up again in early February?", false],
  ["new financial year, call in April", "We can't commit before the new financial year. Call me in April and we'll look at it properly.", false],
  ["too early, check back after June 15", "It's too early for us right now, please check back with me after the 15th of June.", false],
  ["not until autumn, call in September", "Not until the autumn. Let's set up a call for September.", false],
  ["hold off until January, revisit", "Hold off until January please, we'll revisit once the budget is signed.", false],
  ["not this term, after Easter", "We're not ready this term. Could you get in touch again after Easter?", false],
  ["form: not before Q3, contact in July", "Timeline: not before Q3\nMessage: please contact me again in July to discuss the fit-out.", false],
  ["circle back after the audit in May", "Can you circle back after our audit finishes in May?", false],
  ["not until the building opens, call in October", "Not until the new building opens. Put me down for a call in October.", false],
  ["not ready this quarter, revisit in the new year", "We're not ready to commit this quarter. Let's revisit in the new year.", false],
  ["not this year, try next autumn", "Not this year, sorry. Try us again next autumn when the budget resets.", false],
  ["email: not until after summer, book September", "Hi Jo,\n\nWe can't take this on until after the summer. Could we book something for the first week of September?\n\nBest,\nAnil\nHead of Ops\nBrightfield Care", false],
  ["email: not this quarter, speak in March", "Hi Jo,\n\nIt's not going to happen this quarter. Let's speak again in March when the new team is in.\n\nThanks,\nOwen\nFacilities Manager", false],
  // Vague later: still a decline.
  ["not for us now, perhaps next year", "Not something for us at the moment, perhaps next year.", true],
  ["not right now, maybe down the line", "Not right now, thanks. Maybe down the line.", true],
  ["no thanks, maybe another time", "No thanks, maybe another time.", true],
  ["not interested now, maybe someday", "Not interested at the moment, maybe someday.", true],
  ["not for us this time round, perhaps later", "Not for us this time round, perhaps in the future.", true],
  ["signed with another until 2027", "We've signed with another provider until 2027.", true],
  ["won't be going ahead this quarter", "Thanks for your time, but we won't be going ahead with the upgrade this quarter.", true]
]
