// Triage challenge "triage3", part two: forwarded and quoted mail, signatures and disclaimers with
// loud words, call notes with several points, threads that narrow or widen, non-native English and
// near misses (a severe word used lightly, a calendar named with nothing due). Sentences of our own.
import { type Case, chat, one } from "./triageCase.js"
import { agent, user } from "./triageReading.js"

export const TRIAGE3_THREADS: ReadonlyArray<Case> = [
  one(
    "forwarded: one reader declines contactless",
    "FYI, see below from our shop manager.\n\n---------- Forwarded message ---------\nFrom: Tom Reyes <tom@ourshop.example>\nDate: Wed, 5 Nov 2025\nSubject: tills\nTo: Ana <ana@ourshop.example>\n\nThe card reader on till 2 keeps declining contactless, tills 1 and 3 are fine.",
    { severity: "medium", tier: null, time: null }
  ),
  one(
    "signature full of loud words",
    "The CSV import skips the last row of every file.\n\nThanks,\nPriya Nair\nIncident & Outage Response Lead\nCriticalCare Systems Ltd",
    { severity: "medium", tier: null, time: null }
  ),
  one(
    "enterprise, retention resets, review on the 12th",
    "We're one of your Enterprise accounts. The audit log retention setting goes back to 30 days every night, and we need 365 for compliance. Our compliance review is on the 12th.",
    { severity: "medium", tier: "enterprise", time: "soon" }
  ),
  one(
    "free plan, missing axis labels",
    "I'm on the free plan, just trying things out. The chart export leaves off the axis labels. No rush at all.",
    { severity: "low", tier: "free", time: "flexible" }
  ),
  one(
    "one fixed, one new",
    "Two things. The login loop from yesterday is fixed, thanks. But now the invoice totals are off by a cent on about a third of our invoices.",
    { severity: "medium", tier: null, time: null }
  ),
  chat(
    "billing address, then a stranger changed payouts",
    [
      user("hello, I'd like to change our billing address"),
      agent("Sure, what's the new one?"),
      user("14 Elm Road, Hexham. also I just noticed someone logged into our account overnight and changed the payout bank details, none of us did that. please lock it now")
    ],
    { severity: "critical", tier: null, time: "immediate" }
  ),
  one(
    "payroll Thursday named, a how-to asked (near miss)",
    "Our payroll runs Thursday as usual and there are no problems there. Separately, how do I change the address the payslip emails come from?",
    { severity: "low", tier: null, time: null }
  ),
  one(
    "non-native: slow for all but working",
    "Hi, we have a problem. The system is very slow since monday, one page take 30 seconds to open. Our 15 staff all complain but we can still work.",
    { severity: "medium", tier: null, time: null }
  ),
  one(
    "non-native: licence expired for all",
    "Good morning, nobody of our team can enter in the system, it say 'licence expired' but we paid last week. We cannot work at all.",
    { severity: "critical", tier: null, time: null }
  ),
  one(
    "call notes: seat, reminders stopped, invoice copy",
    "Caller: Ben, facilities at Harrow Clinic. 1) wants an extra user seat. 2) says appointment reminders stopped going out on Tuesday, patients not turning up, six no-shows yesterday. 3) asked for a copy of the October invoice.",
    { severity: "high", tier: null, time: null }
  ),
  one(
    "follow-up narrows, quoted alarm",
    "Hi, following up: two of our eight users still can't log in, the other six are fine now.\n\nOn Mon, 3 Nov 2025, Jo Park <jo@ourfirm.example> wrote:\n> Nobody can log in!!",
    { severity: "medium", tier: null, time: null }
  ),
  one(
    "new menu live on Saturday",
    "We go live with the new menu on Saturday and the menu builder won't save any images, so the dishes have no pictures.",
    { severity: "high", tier: null, time: "soon" }
  ),
  one(
    "the truck leaves at four",
    "The truck leaves at 4 and we can't print a single shipping label.",
    { severity: "high", tier: null, time: "immediate" }
  ),
  one(
    "trip on Friday, parents blocked",
    "We have a school trip on Friday and the consent form link shows a 404 page to every parent who opens it.",
    { severity: "high", tier: null, time: "soon" }
  ),
  one(
    "the video is killer (near miss)",
    "The onboarding video is killer, we loved it. One tiny thing: the subtitles run about half a second late.",
    { severity: "low", tier: null, time: null }
  ),
  one(
    "not urgent, dark mode for the team",
    "Not urgent, but the whole team would love a dark mode.",
    { severity: "low", tier: null, time: "flexible" }
  ),
  one(
    "everything crashed in my own demo (near miss)",
    "Everything crashed in the demo I gave my boss, but only because I forgot to plug the laptop in, ha. Anyway: can I export a dashboard as a PNG?",
    { severity: "low", tier: null, time: null }
  ),
  chat(
    "one user, then everyone",
    [
      user("Small thing, one of our staff can't see the shared calendar."),
      agent("Could you ask them to clear the browser cache?"),
      user("Tried that. It's now all 30 of us, nobody can see any calendar.")
    ],
    { severity: "critical", tier: null, time: null }
  ),
  one(
    "disclaimer says urgently",
    "The label printer adds a blank line at the top of every label.\n\nRegards,\nSam\n\nThis email is confidential. Should it have reached you by mistake, please tell the sender urgently and delete it.",
    { severity: "medium", tier: null, time: null }
  ),
  one(
    "dead ugly chat bubble (near miss)",
    "The chat bubble on our site is dead ugly on phones, it sits over half the basket button, though people can still tap it.",
    { severity: "low", tier: null, time: null }
  ),
  chat(
    "the picture changes: was down, now only slow",
    [
      user("Our booking page is down!!"),
      agent("Checking now. Can you refresh and tell me what you see?"),
      user("ok it loads again, just slowly, takes maybe 8 seconds")
    ],
    { severity: "medium", tier: null, time: null }
  ),
  one(
    "long chatty email, the point at the end",
    "Hi Sofia,\n\nHope you had a good weekend! We finally moved into the new office, the kitchen is twice the size and the team is thrilled. Grateful too for your support moving the data across last month, it went smoothly.\n\nOne thing though: since the move, the door entry app won't unlock the front door for anyone, staff are being let in by reception one at a time.\n\nCheers,\nMatt",
    { severity: "high", tier: null, time: null }
  ),
  one(
    "business plan, renewal letter wrong, before the renewal",
    "We're on your Business plan. The renewal letter shows last year's company address. Could you fix it before it goes out on Monday?",
    { severity: "low", tier: "business", time: "soon" }
  ),
  one(
    "call notes, team blocked, whole rest fine",
    "Spoke to Leon in accounts. Their team of five can't approve any supplier invoices since this morning; the rest of the company is unaffected. He needs it before the payment run at 3pm.",
    { severity: "high", tier: null, time: "immediate" }
  ),
  one(
    "nightmare commute, then a question (near miss)",
    "Sorry for the slow reply, the trains were a total disaster this morning. To answer your question: yes, the export works for me now.",
    { severity: null, tier: null, time: null }
  ),
  one(
    "the doors open at seven",
    "Doors open at 7 tonight and the scanner app rejects every ticket bought on our own website.",
    { severity: "critical", tier: null, time: "immediate" }
  ),
  one(
    "two issues, the second marked as the real one",
    "The search box ignores accents, which is a bit annoying. The real problem is that new sign-ups never get their welcome email, so they can't set a password.",
    { severity: "high", tier: null, time: null }
  )
]
