// Challenge "triage9" (11-28), part 3: a fresh batch written after the first rules, in the same six
// styles, to see whether the readings carry to sentences they were not written from. All wording
// is our own. An expectation lists the readings a careful agent could give (null: none).
import { agent, user } from "./triageReading.js"
import type { T9Case } from "./triage9Read.js"

const BAD = ["critical", "high"]
const one = (id: string, text: string, want: Omit<T9Case, "id" | "messages">): T9Case => ({ id, messages: [user(text)], ...want })

export const FRESH: ReadonlyArray<T9Case> = [
  one("f-it-firm-sync", "Hello, IT support for Greaves Opticians here (they're on your Business plan). Their appointment sync to the practice calendar stopped overnight, so the front desk can't see who is booked in today. Patients are arriving now.", { severity: BAD, tier: ["business"], time: ["immediate"], status: "ESCALATE" }),
  one("f-mum-login", "Hi, my mum (she's 70) can't remember which email she used for her account. Can you help her get back in? No hurry.", { severity: ["low"], time: ["flexible"], status: "QUALIFIED" }),
  one("f-log-quota", "Upload fails with:\n\n413 Request Entity Too Large\n\nfor any file over 20 MB. Smaller files go through fine. Is that a limit on our plan?", { severity: ["medium", "low"], status: "QUALIFIED" }),
  one("f-log-everyone", "ERROR 503 Service Unavailable on login for all of our 60 agents since 09:12, nobody in the call centre can take calls through your softphone. Please call back urgently.", { severity: ["critical"], time: ["immediate"], status: "ESCALATE" }),
  one("f-quoted-ok", `thanks, seen it, we'll update next week\n\nOn Fri, 13 Mar 2026 at 15:40, Support wrote:\n${["> Version 8.2 fixes the printing bug you reported.", "> All customers on 8.1 should update."].join("\n")}`, { severity: [null, "low"], status: "NONE" }),
  one("f-quoted-worse", `update: now none of the tablets in the restaurant can send orders to the kitchen, we're writing them on paper. dinner starts at 6.\n\nOn Fri, 13 Mar 2026 at 12:10, Support wrote:\n${["> Thanks, we see one tablet failing to sync.", "> Could you restart it?"].join("\n")}`, { severity: ["critical"], time: ["immediate"], status: "ESCALATE" }),
  one("f-mixed-wish-breach", "It would be great to have a bulk edit for prices. More worrying: a supplier told us they can see our purchase orders in their portal, including other suppliers' prices.", { severity: ["critical"], status: "ESCALATE" }),
  one("f-mixed-wish-slow", "Search is a little slow on the stock page, maybe 5 seconds. Also would be nice to search by barcode.", { severity: ["medium", "low"], status: "QUALIFIED" }),
  one("f-nn-one-driver", "Hello, one of our driver can not see the new routes in his app, the other drivers see everything. Please check when possible.", { severity: ["medium"], time: ["flexible"], status: "QUALIFIED" }),
  one("f-nn-all-teacher", "Good day, all the teacher in our school can not enter the grades since yesterday, the page give error. Report cards must go out on friday.", { severity: BAD, time: ["soon"], status: ["ESCALATE", "QUALIFIED"] }),
  one("f-nn-small", "Is small problem: in the receipt the word 'Total' is write wrong like 'Totla'. Thank you.", { severity: ["low"], status: "QUALIFIED" }),
  one("f-short-pls-refund", "pls refund the double charge from yesterday", { severity: ["low", "medium", "high"], status: "QUALIFIED" }),
  one("f-short-down", "portal down, customers cant log in", { severity: ["critical"], status: "ESCALATE" }),
  one("f-short-fine", "nvm, fixed it myself", { severity: [null, "low"], status: "NONE" }),
  { id: "f-chat-thanks-now", messages: [user("Nobody at the depot can print delivery notes, the print button does nothing."), agent("We've restarted the print service, can you try again?"), user("yes printing again now, thanks!")], severity: [null, "low"], status: ["NONE", "QUALIFIED"] }
]

/** A second fresh batch, written after the second pass. */
export const FRESH2: ReadonlyArray<T9Case> = [
  one("g-pa-expenses", "Hello, I'm Mr Brandt's assistant. The expenses app rejects his receipts with 'E-PARSE 12' but works for me and the rest of the office. Could you have a look this week?", { severity: ["medium"], time: ["soon"], status: "QUALIFIED" }),
  one("g-contractor-dns", "We do the IT for Lark & Finch (Enterprise plan). Since your certificate change at 02:00 their staff portal shows 'NET::ERR_CERT_COMMON_NAME_INVALID' for all employees and nobody can clock in.", { severity: ["critical"], tier: ["enterprise"], status: "ESCALATE" }),
  one("g-log-deprecated", "Our nightly job logs 'WARN: endpoint /v1/stock is deprecated, use /v2'. Is there a date when v1 stops? Everything works today.", { severity: ["low", null], status: ["QUALIFIED", "NONE"] }),
  one("g-log-duplicates", "Since the update every order is imported twice, see log:\n\n[import] order 5521 created\n[import] order 5521 created\n\nOur warehouse is packing everything double.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("g-quoted-chase", `Hello?? it's been a week and still the same, every label prints blank.\n\nOn Mon, 2 Mar 2026, Support wrote:\n> We're looking into blank labels, sorry for the delay.`, { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("g-mixed-idea-small", "Idea: let us pin favourite reports. Also a tiny thing, the 'Save' tooltip has a typo.", { severity: ["low"], status: "QUALIFIED" }),
  one("g-mixed-wish-card", "We'd love to see Apple Pay at some point. But right now the card machine declines every card, we can only take cash.", { severity: ["critical"], time: ["immediate", null], status: "ESCALATE" }),
  one("g-nn-pay-not", "Sorry my english. The salary of our workers is not pay this month, the bank say the file from your system is wrong. Workers are angry.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("g-nn-colour", "Hello, the colour of button is little different of our logo colour. Not important, only for beauty.", { severity: ["low"], status: "QUALIFIED" }),
  one("g-short-plz-call", "plz call me back re invoice", { severity: ["low"], status: "QUALIFIED" }),
  one("g-short-nobody-login", "nobody can login!!!", { severity: ["critical"], status: "ESCALATE" }),
  one("g-short-fyi", "fyi the help page link is dead", { severity: ["low", "medium"], status: "QUALIFIED" })
]

