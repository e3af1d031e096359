// Triage challenge "triage3" (11-27, issue 22), part one: LONG and MIXED tickets of our own: a
// benign opening with a severe later point, several issues in one ticket, reply threads whose
// latest words change the picture, severe words used lightly, deadlines told by the business's
// own calendar. Every case asserts all three triage detectors (null: not found). No dataset text.
import { type Case, chat, one } from "./triageCase.js"
import { agent, user } from "./triageReading.js"

export const TRIAGE3_MIXED: ReadonlyArray<Case> = [
  one(
    "benign opening, fleet parked later",
    "Hi team, hope the week's going well. Quick one first: the export button looks a little pale next to the others, no big deal.\n\nThe bigger thing: since 7am none of our drivers can open their delivery runs in the app, so the whole fleet is parked in the yard. They're waiting right now.",
    { severity: "critical", tier: null, time: "immediate" }
  ),
  one(
    "numbered list, payments last",
    "Subject: three things\n\n1. There's a typo in the footer ('Copywright').\n2. Searching customers takes a few seconds longer than it used to.\n3. Since last night's update, card payments at our checkout fail for every shopper.\n\nPlease look at number 3 today.",
    { severity: "critical", tier: null, time: "immediate" }
  ),
  one(
    "back up now, orders lost",
    "Your storefront went down around nine and it's back up now, but we lost this morning's orders: none of the ones placed between nine and eleven are in the admin.",
    { severity: "critical", tier: null, time: null }
  ),
  one(
    "back up now, nothing lost (near miss)",
    "Your storefront went down for about ten minutes around nine. It's back up now and every order came through fine, just letting you know in case it's useful.",
    { severity: "low", tier: null, time: null }
  ),
  one(
    "the form is killing me",
    "This expense form is killing me: every time I add a receipt the date field jumps back to the first of January. Not urgent, I can retype the dates.",
    { severity: "medium", tier: null, time: "flexible" }
  ),
  one(
    "dying to know about dark mode",
    "I'm dying to know whether dark mode is on your roadmap. The whole team keeps asking me!",
    { severity: "low", tier: null, time: null }
  ),
  one(
    "a disaster design-wise",
    "The new dashboard is a disaster design-wise, the greens and oranges clash horribly. Functionally everything works as before.",
    { severity: "low", tier: null, time: null }
  ),
  one(
    "payroll runs Thursday",
    "Our payroll runs Thursday and since your update the bank file export writes the sort codes without dashes, so the bank rejects the whole file. Nobody gets paid unless this is fixed.",
    { severity: "critical", tier: null, time: "soon" }
  ),
  one(
    "the market opens at eight",
    "The market opens at eight and your price feed is still showing yesterday's closing prices for every ticker on our screens.",
    { severity: "critical", tier: null, time: "immediate" }
  ),
  one(
    "month close on the 30th",
    "We close the month on the 30th and the reconciliation screen counts each refund twice, so the totals are off. We can correct it by hand in the meantime.",
    { severity: "medium", tier: null, time: "soon" }
  ),
  chat(
    "admin question, then orders not shipping",
    [
      user("hi, quick question, how do I add a second admin?"),
      agent("Settings, then Users, then Invite."),
      user("thanks. oh and while I have you, the webhook to our warehouse hasn't fired since yesterday so not a single order has shipped. can someone look at that today?")
    ],
    { severity: "critical", tier: null, time: "immediate" }
  ),
  one(
    "call notes: praise, then an office blocked",
    "Call with Dana (ops manager, Enterprise contract). Opened with praise for the new reports. Then raised that SSO login fails for their whole Berlin office since Monday, about 60 staff working off temporary passwords meanwhile. Wants it fixed before their audit on the 14th.",
    { severity: "high", tier: "enterprise", time: "soon" }
  ),
  one(
    "non-native: mostly good, shops cannot print",
    "Hello, sorry for my english. The app is working good mostly, thank you for this. But from yesterday all our shops cannot print the receipts, the customers they wait and then go away. Please help us quick.",
    { severity: "critical", tier: null, time: "immediate" }
  ),
  one(
    "thanks, sorted, quoted outage (near miss)",
    "Thanks Marco, that sorted it, everyone's back in.\n\nBest,\nLena\nHead of Operations | Brightwater Logistics\n\nOn Tue, 4 Nov 2025 at 09:12, Marco <marco@vendor.example> wrote:\n> We can see the whole platform is down for your account and are working on it.",
    { severity: null, tier: null, time: null }
  ),
  one(
    "grab bag with a dead web shop in the middle",
    "A few bits while I think of them: the PDF logo looks blurry, the mobile app logs me out every hour (annoying), and the API has returned a 500 on every order from our web shop since 2am, so we've taken zero online orders today. Also, is there a keyboard shortcut for search?",
    { severity: "critical", tier: null, time: null }
  ),
  one(
    "payroll Thursday, a starter missing",
    "Before payroll runs on Thursday could you check why our new starter isn't on the payroll export? He's in the staff list but the export skips him.",
    { severity: "medium", tier: null, time: "soon" }
  ),
  one(
    "the shop opens at nine",
    "Our shop opens at 9 and the till app won't start on any of our three tills.",
    { severity: "critical", tier: null, time: "immediate" }
  ),
  one(
    "the school bell",
    "Registration is at 8:40 and none of our teachers can open the register this morning, the page just spins for everyone.",
    { severity: "critical", tier: null, time: "immediate" }
  ),
  chat(
    "slow, then stopped everywhere",
    [
      user("The stock sync feels a bit slow today."),
      agent("How slow are we talking?"),
      user("Actually it's stopped entirely now and none of our 12 branches can see stock levels.")
    ],
    { severity: "critical", tier: null, time: null }
  ),
  chat(
    "nobody on wifi, then only the guest network",
    [
      user("Nobody in the office can get on the wifi!"),
      agent("Is that the guest network or the staff one?"),
      user("just the guest one, staff wifi is fine")
    ],
    { severity: "medium", tier: null, time: null }
  ),
  chat(
    "card machines down, then three back",
    [
      user("All our card machines are down!"),
      agent("Could you restart them and tell me what you see?"),
      user("did that, three of the four are working again, the one by the door still won't connect")
    ],
    { severity: "medium", tier: null, time: null }
  ),
  one(
    "murder the date picker",
    "I'm going to murder whoever designed this date picker :) it always opens on 1970 and I have to scroll forever. Not urgent at all.",
    { severity: "low", tier: null, time: "flexible" }
  ),
  one(
    "killer feature request",
    "Killer feature request: bulk editing of tags. It would save us hours every month.",
    { severity: "low", tier: null, time: null }
  ),
  one(
    "a nightmare that is one",
    "This is a nightmare: since this morning every appointment text went to the wrong patient, people are reading other people's appointment details. Please stop the texts now.",
    { severity: "critical", tier: null, time: "immediate" }
  ),
  one(
    "board meets at ten tomorrow",
    "The board meets at 10 tomorrow and the board pack export fails for every pack, so we have nothing to send the directors.",
    { severity: "high", tier: null, time: "immediate" }
  ),
  one(
    "auditors on the 3rd",
    "Our auditors arrive on the 3rd and the audit log export is missing the user column. The rest of the export looks right.",
    { severity: "medium", tier: null, time: "soon" }
  ),
  one(
    "quarter-end is Friday",
    "Quarter-end is Friday and the revenue report shows last quarter's numbers for every region.",
    { severity: "high", tier: null, time: "soon" }
  ),
  one(
    "praise, then a PS with customers locked out",
    "Hi both,\n\nJust wanted to say the new reports look great and the team has taken to them quickly. Thanks for the training session too.\n\nPS I nearly forgot: since the update none of our customers can reset their passwords, they're locked out of their accounts.",
    { severity: "high", tier: null, time: null }
  )
]
