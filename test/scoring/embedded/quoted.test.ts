// Whose words count in an email (docs/decisions.md): the sender's own lines and signature, and
// the body of a message they forward; not quoted replies, nor a legal disclaimer.
import { describe, expect, it } from "vitest"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { ownLines } from "../../../src/scoring/embedded/text/quoted.js"
import { INTENT } from "./manifests.js"

const own = (content: string) => ownLines(content).map((s) => content.slice(s.start, s.end)).filter((l) => l.trim() !== "")

describe("an email's own lines", () => {
  const email = [
    "Hello,",
    "Our printer queue stalls every afternoon.",
    "",
    "Best wishes,",
    "Ravi Patel",
    "Finance Director, Northgate Tiles",
    "",
    "Confidentiality notice: this message and its attachments are confidential. If you are not the intended recipient, notify us immediately and delete it."
  ].join("\n")

  it("keep the body and the signature, title included", () => {
    expect(own(email)).toEqual(["Hello,", "Our printer queue stalls every afternoon.", "Best wishes,", "Ravi Patel", "Finance Director, Northgate Tiles"])
  })

  it("drop a disclaimer that opens with the message's confidentiality", () => {
    const lines = own("We want to order ten more seats.\n\nThe information in this e-mail is confidential and may be privileged.\nPlease respond at once if misdirected.")
    expect(lines).toEqual(["We want to order ten more seats."])
  })

  it("drop a 'Sent from' line and what follows it", () => {
    expect(own("Call me back please\n\nSent from my phone\n> earlier text")).toEqual(["Call me back please"])
  })

  it("read a forwarded message's body, without its header lines or its own quoted reply", () => {
    const content = [
      "Good news, see below.",
      "",
      "---------- Forwarded message ---------",
      "From: Dana Ruiz <dana@example.org>",
      "Date: Mon, 3 Mar 2025",
      "Subject: Re: scheduling tool",
      "To: Lee Park",
      "",
      "Approved. Take the 12k from the ops reserve.",
      "> Dana, can we buy the scheduling tool?"
    ].join("\n")
    expect(own(content)).toEqual(["Good news, see below.", "Approved. Take the 12k from the ops reserve."])
  })

  it("but still stop at a reply's original message", () => {
    expect(own("Noted.\n-----Original Message-----\nFrom: Sam\nSent: Monday\nWe have budget.")).toEqual(["Noted."])
  })
})

// A header line's trailing blanks and dashes were once two neighbouring patterns that backtrack
// quadratically: a 100 KB run of spaces took tens of seconds. The timeout is the check, generous
// for a loaded machine; what is asserted is the reading.
describe("a long line of blanks after a header's words", () => {
  const spaces = " ".repeat(100_000)

  it("that does not end as a header is read as the sender's own line", { timeout: 10_000 }, () => {
    for (const head of ["-- Forwarded message", "-----Original Message", "---------- Begin forwarded message"]) {
      const line = `${head}${spaces}x`
      expect(own(`Hi,\n${line}\nWe have budget.`)).toEqual(["Hi,", line, "We have budget."])
    }
  })

  it("that ends as one is still a header", { timeout: 10_000 }, () => {
    expect(own(`Noted.\n-----Original Message${spaces}-----\nWe have budget.`)).toEqual(["Noted."])
    expect(own(`See below.\n-- Forwarded message${spaces}--\nFrom: Sam\n\nApproved.`)).toEqual(["See below.", "Approved."])
  })
})

describe("boilerplate and signature notices", () => {
  it("drop a disclaimer that names no message: 'not the intended recipient', printing notices", () => {
    expect(own("We'd like the annual plan.\n\nIf you are not the intended recipient, please tell the sender immediately and delete it.")).toEqual([
      "We'd like the annual plan."
    ])
    expect(own("Invoice attached.\nPlease consider the environment before printing this e-mail.")).toEqual(["Invoice attached."])
  })

  it("drop a disclaimer told in other words: meant only for its addressee, reached you by mistake", () => {
    expect(own("The van is booked for Tuesday.\n\nThis message is private and meant only for the person it is addressed to.")).toEqual(["The van is booked for Tuesday."])
    expect(own("Quote attached.\nIf this e-mail has reached you by mistake, tell us straight away and delete it.")).toEqual(["Quote attached."])
    // The same words about a delivery are the sender's: no message is named.
    expect(own("The parcel reached you by mistake, please send it back.")).toEqual(["The parcel reached you by mistake, please send it back."])
  })

  const signed = [
    "Hi Noor,",
    "Happy with the quote.",
    "",
    "Warm regards,",
    "Elena Marsh",
    "Practice Manager | Brookside Vets",
    "T: +44 20 7946 0321",
    "elena@brookside.example",
    "Emergencies: ring the out-of-hours line",
    "Opening hours: Mon-Sat 8am-6pm",
    "PS: we'd want it running before the spring vaccination rush."
  ].join("\n")

  it("drop a signature's notice lines, keep its name, title, phone, e-mail and a postscript", () => {
    expect(own(signed)).toEqual([
      "Hi Noor,",
      "Happy with the quote.",
      "Warm regards,",
      "Elena Marsh",
      "Practice Manager | Brookside Vets",
      "T: +44 20 7946 0321",
      "elena@brookside.example",
      "PS: we'd want it running before the spring vaccination rush."
    ])
  })

  it("leave a 'Label: text' line in the body alone", () => {
    expect(own("Thanks!\nBudget: about 4k, approved by our board.")).toEqual(["Thanks!", "Budget: about 4k, approved by our board."])
  })
})

describe("the scorer never reads a signal from boilerplate", () => {
  const intent = compileEmbedded(INTENT)

  it("an urgent-sounding signature notice or disclaimer is no urgency", () => {
    for (const text of [
      "Thanks for the brochure, we'll read it.\n\nBest,\nOmar Haddad\nUrgent requests: phone reception\n",
      "Thanks for the brochure, we'll read it.\n\nThis message may contain privileged information. If you are not the intended recipient, notify the sender immediately."
    ]) {
      expect(intent.score([{ role: "user", content: text }])["urgency"]!.found, text).toBe(false)
    }
  })
})
