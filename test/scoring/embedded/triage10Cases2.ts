// Challenge "triage10" (11-28), part 2: a ticket that grows worse within one thread (a calm first
// message, an alarmed later one), and a subject line saying one thing over a body saying another.
// About a third are near misses. All wording is our own.
import { agent, user } from "./triageReading.js"
import type { T9Case } from "./triage9Read.js"

const BAD: ReadonlyArray<string | null> = ["critical", "high"]
const one = (id: string, text: string, want: Omit<T9Case, "id" | "messages">): T9Case => ({ id, messages: [user(text)], ...want })

/** Calm first, alarmed later in the same thread (near misses: alarm first, calm later; calm throughout). */
export const ESCALATING: ReadonlyArray<T9Case> = [
  { id: "e1-calm-then-all", messages: [user("Hi, the dashboard loads a bit slowly for me this morning, no big deal."), agent("Thanks, we're looking into it."), user("Update: now nobody in the office can log in at all, we're completely stuck. Please hurry!")], severity: ["critical"], time: ["immediate"], status: "ESCALATE" },
  { id: "e2-question-then-breach", messages: [user("Quick question, where do I swap the logo on our invoices?"), agent("Settings > Branding > Logo."), user("Thanks. While there I noticed I can see another company's invoices and their customers' addresses in our account. That's not right, is it??")], severity: ["critical"], status: "ESCALATE" },
  { id: "e3-one-then-every", messages: [user("One of our tablets isn't syncing, not urgent."), agent("Could you restart it?"), user("Restarted. Now none of the 12 tablets sync and the restaurant opens in 20 minutes.")], severity: BAD, time: ["immediate"], status: "ESCALATE" },
  { id: "e4-angry-third", messages: [user("Hello, an invoice came out with a small rounding difference, 1 cent."), agent("We'll check the rounding rule."), user("I've now heard from our accountant that EVERY invoice since January has the wrong VAT, they've all been sent to customers. This is a disaster, call me today.")], severity: BAD, time: ["immediate", "soon"], status: ["ESCALATE", "QUALIFIED"] },
  { id: "e5-nn-worse", messages: [user("Hello, sometimes the app is slow, maybe you can check."), agent("We will check, thank you."), user("Now the app not open at all for all our workers, they can not start the shift. Very urgent!!")], severity: ["critical"], time: ["immediate"], status: "ESCALATE" },
  { id: "e6-chaser-worse", messages: [user("The weekly report email didn't arrive this Monday."), agent("Sorry, we're looking."), user("Still nothing, and now the daily alerts have stopped too, so we didn't know a freezer failed overnight. We lost stock.")], severity: BAD, status: ["ESCALATE", "QUALIFIED"] },
  { id: "e7-near-alarm-then-calm", messages: [user("URGENT nobody can log in!!!"), agent("Could you clear your cache and try again?"), user("ah ok that fixed it, sorry for the panic, it was just my browser")], severity: [null, "low"], status: ["NONE", "QUALIFIED"] },
  { id: "e8-near-calm-throughout", messages: [user("Hi, the export takes a while, around a minute."), agent("That's expected for large exports."), user("Ok, good to know, thanks. Could it be faster in a future version?")], severity: ["low", "medium", null], status: ["QUALIFIED", "NONE"] },
  { id: "e9-near-calm-then-detail", messages: [user("A customer's name shows with the wrong accent on the receipt."), agent("Which customer?"), user("It's Müller, shows as Mller. Only that one customer, no rush.")], severity: ["low"], time: ["flexible", null], status: "QUALIFIED" },
  { id: "e10-polite-then-leaving", messages: [user("Hello, the calendar sometimes shows the wrong week."), agent("We're investigating."), user("It's now been three weeks. Two patients came on the wrong day because of it. If this isn't fixed by Friday we'll move to another provider.")], severity: BAD.concat(["medium"]), time: ["soon"], status: ["ESCALATE", "QUALIFIED"] },
  { id: "e11-calm-then-payments", messages: [user("Is there a way to change the colour of the pay button?"), agent("Not yet, it's on our list."), user("ok. different thing: since 10 minutes no customer payment goes through, all declined. we're losing sales right now")], severity: ["critical"], time: ["immediate"], status: "ESCALATE" },
  { id: "e12-near-worse-mild", messages: [user("The help icon is slightly off-centre."), agent("Thanks, noted."), user("Also the tooltip has a typo now. Both tiny.")], severity: ["low"], status: "QUALIFIED" }
]

/** A subject line that says one thing over a body that says another. */
export const SUBJECT_BODY: ReadonlyArray<T9Case> = [
  one("sb1-quick-leak", "Subject: quick question\n\nHi, our customer list with phone numbers and home addresses is showing on the public booking page. Anyone can see it.", { severity: ["critical"], status: "ESCALATE" }),
  one("sb2-feedback-down", "Subject: small feedback\n\nThe whole system has been down since 8am, none of our 30 staff can work.", { severity: ["critical"], status: "ESCALATE" }),
  one("sb3-hello-charged", "Subject: Hello\n\nEvery customer who paid today was charged three times. We have dozens of complaints.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("sb4-idea-breach", "Subject: Feature idea\n\nNot really an idea, sorry: a former employee whose account we deleted still logged in yesterday and downloaded our client files.", { severity: ["critical"], status: "ESCALATE" }),
  one("sb5-urgent-typo", "Subject: URGENT!!!\n\nThere's a typo on the login page, 'Pasword'. Just so you know.", { severity: ["low"], status: "QUALIFIED" }),
  one("sb6-critical-colour", "Subject: Critical issue\n\nThe blue of the header is a bit darker than our brand blue. Not a big deal really.", { severity: ["low"], status: "QUALIFIED" }),
  one("sb7-down-question", "Subject: system down?\n\nFalse alarm, it was our wifi. While I'm here, how do I add a user?", { severity: ["low", null], status: ["QUALIFIED", "NONE"] }),
  one("sb8-fwd-leak", "Subject: FW: minor thing\n\nForwarding from our manager: patients' test results were emailed to the wrong patients this morning.", { severity: ["critical"], status: "ESCALATE" }),
  one("sb9-re-thanks-outage", "Subject: Re: thanks!\n\nSorry to come back so soon, but since your update nobody can clock in at any of our sites.", { severity: ["critical"], status: "ESCALATE" }),
  one("sb10-form-mismatch", "Subject: Question about billing\nPriority: low\nDescription: All card payments at our three shops have been declined since opening, customers are walking out.", { severity: ["critical"], status: "ESCALATE" }),
  one("sb11-near-both-mild", "Subject: quick question\n\nHow do I change the date format to day/month?", { severity: ["low", null], status: ["QUALIFIED", "NONE"] }),
  one("sb12-near-both-bad", "Subject: OUTAGE - nobody can log in\n\nSince 9am every user gets an error at the login page.", { severity: ["critical"], status: "ESCALATE" }),
  one("sb13-urgent-wish", "Subject: Urgent request\n\nCould you add a field for the customer's birthday? Would be nice for our newsletter.", { severity: ["low"], status: "QUALIFIED" })
]

/** Mixed near misses in the same families, in varied styles. */
export const MIXED10: ReadonlyArray<T9Case> = [
  one("m1-signature-urgent", "Hi, can you tell me where to find last year's invoices?\n\nThanks,\nPaula\nOffice Manager | Urgent matters: call 555 0199", { severity: ["low", null], status: ["QUALIFIED", "NONE"] }),
  one("m2-call-notes-workaround", "Call notes: customer says bulk SMS not sending since Tue; they are texting patients one by one for now, ~80 per day. Wants fix this week.", { severity: ["medium", "high"], time: ["soon"], status: "QUALIFIED" }),
  one("m3-form-fixed", "Name: Ravi\nIssue: export failed earlier\nStatus: resolved itself after a retry, no action needed", { severity: [null, "low"], status: ["NONE", "QUALIFIED"] }),
  one("m4-terse-sent", "wrong prices on all quotes sent to clients today. fix asap", { severity: BAD, time: ["immediate"], status: ["ESCALATE", "QUALIFIED"] }),
  one("m5-quoted-calm-over-alarm", `All sorted on our side now, thanks for your patience.\n\nOn Tue, 3 Mar 2026, Dana wrote:\n> Nobody can log in, the whole team is blocked!`, { severity: [null, "low"], status: ["NONE", "QUALIFIED"] }),
  one("m6-worked-this-time-but", "Tried the import again and it worked this time, but half the rows came in with empty prices, so our shop shows everything at 0.00 right now.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("m7-near-for-now-mild", "The dark theme resets to light after each login, so I switch it back for now. Not a big deal.", { severity: ["low"], status: "QUALIFIED" }),
  one("m8-nn-sent-wrong-names", "Hello, the letters to our members go out with the name of other member, they already receive it. Is big problem for privacy.", { severity: ["critical", "high"], status: ["ESCALATE", "QUALIFIED"] }),
  one("m9-hand-labels-comma-few", "The label printer is offline, I'm writing labels by hand, just 5 today so it's fine.", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("m10-someday-near-soon", "Some day a mobile app would be great. For now, could you fix the broken link in the footer before our launch on Monday?", { severity: ["low", "medium"], time: ["soon"], status: "QUALIFIED" })
]
