// Which lines are the sender's own when an email carries an older message: reply attributions
// in other languages, header blocks in other languages or starred, help-desk reply markers,
// mail apps' own lines, forwards inside one organisation, and more disclaimer wordings.
import { describe, expect, it } from "vitest"
import { ownLines } from "../../../src/scoring/embedded/text/quoted.js"

const own = (content: string) =>
  ownLines(content)
    .map((l) => content.slice(l.start, l.end))
    .filter((l) => l.trim() !== "")

describe("reply attributions and header blocks", () => {
  it.each([
    ["German, writer after the verb", "Danke, passt.\n\nAm Mo., 7. Dez. 2026 um 09:12 Uhr schrieb Lisa Brandt <lisa@kuehl.de>:\nWe can deliver urgently."],
    ["French", "Merci, later maybe.\n\nLe lun. 7 déc. 2026 à 09:12, Lisa Brandt <lisa@kuehl.fr> a écrit :\nWe can deliver urgently."],
    ["Spanish", "Gracias.\n\nEl lun, 7 dic 2026 a las 9:12, Lisa Brandt (<lisa@frio.es>) escribió:\nWe can deliver urgently."],
    ["Dutch", "Dank je.\n\nOp ma 7 dec. 2026 om 09:12 schreef Lisa Brandt <lisa@koel.nl>:\nWe can deliver urgently."]
  ])("%s", (_, text) => {
    expect(own(text)).toHaveLength(1)
  })

  it("a sender's own 'as … wrote:' with no date or address is no attribution", () => {
    expect(own("As my colleague wrote:\nwe need twelve more chairs.")).toEqual(["As my colleague wrote:", "we need twelve more chairs."])
  })

  it("a German Outlook header and a starred one end the sender's words", () => {
    expect(own("Ok, danke.\n\nVon: Lisa Brandt <lisa@kuehl.de>\nGesendet: Montag, 7. Dezember 2026 09:12\nAn: Jan Hoff\nBetreff: Angebot\n\nPrices go up urgently.")).toEqual(["Ok, danke."])
    expect(own("Noted.\n\n*From:* Lisa Brandt <lisa@kuehl.de>\n*Sent:* Monday, 7 December 2026 09:12\n*To:* Jan Hoff\n*Subject:* Offer\n\nPrices go up urgently.")).toEqual(["Noted."])
  })

  it("a header block inside one organisation is a forward: its body is read", () => {
    const text = "Please see below.\n\nFrom: Ola Berg <ola@fjord.no>\nSent: 7 December 2026 09:12\nTo: Per Lie <per@fjord.no>\nSubject: Freezers\n\nPer, we have 12k for the freezers.\nOla"
    expect(own(text)).toEqual(["Please see below.", "Per, we have 12k for the freezers.", "Ola"])
  })

  it("a header block whose subject or the message's says FW is a forward", () => {
    expect(own("Subject: FW: Freezers\n\nFYI.\n\nFrom: Ola Berg\nSent: 7 December 2026 09:12\nTo: Per Lie\nSubject: Freezers\n\nWe have 12k.")).toEqual(["Subject: FW: Freezers", "FYI.", "We have 12k."])
  })

  it("a header block from another domain is a reply's original", () => {
    expect(own("Thanks.\n\nFrom: Lisa Brandt <lisa@kuehl.de>\nSent: 7 December 2026 09:12\nTo: Per Lie <per@fjord.no>\nSubject: Offer\n\nBuy now.")).toEqual(["Thanks."])
  })

  it("From and To lines on a form are no header", () => {
    const text = "Name: Ivo Marsh\nFrom: Leeds\nTo: York\nBedrooms: 3"
    expect(own(text)).toEqual(["Name: Ivo Marsh", "From: Leeds", "To: York", "Bedrooms: 3"])
  })

  it("From, To and a date without a time on a form are no header; a mail's Date with a time is", () => {
    const form = "From: 2 Quay Street (top floor, no lift)\nTo: 9 Orchard Row\nDate: 04/10/2027\nItems: two sofas"
    expect(own(form)).toEqual(form.split("\n"))
    expect(own("Fine.\n\nFrom: Ola Berg\nDate: Mon, 7 Dec 2026 at 09:12\nTo: Per Lie\n\nBuy now.")).toEqual(["Fine."])
  })

  it("a message that opens with a header is read without it", () => {
    expect(own("From: Ola Berg <ola@fjord.no>\nSent: 7 December 2026 09:12\nTo: Per Lie\nSubject: Freezers\n\nWe have 12k.")).toEqual(["We have 12k."])
  })
})

describe("markers, mail apps and disclaimers", () => {
  it("a help desk's 'reply above this line' ends the sender's words", () => {
    expect(own("Will try, thanks.\n\n##- Please type your reply above this line -##\n\nSupport: this is critical.")).toEqual(["Will try, thanks."])
    expect(own("Great.\n-- Reply above this line --\nOffer ends tonight!")).toEqual(["Great."])
  })

  it.each(["Sent from Mail for Windows", "Get Outlook for Android", "Sent from Yahoo Mail on Android", "Sent from my Galaxy"])("'%s' ends the sender's words", (app) => {
    expect(own(`Price for 5 users?\n\n${app}\n\nOld text: urgent offer.`)).toEqual(["Price for 5 users?"])
  })

  it.each([
    "This e-mail is for the named recipient only. For urgent matters call the desk.",
    "If you are not the addressee, please delete this. Urgent? Ring us.",
    "Emails may be monitored for training. Anything urgent, phone us.",
    "We accept no liability for viruses. Urgent queries to the switchboard.",
    "Registered office: 1 Quay St, Bristol. Urgent: call us."
  ])("disclaimer: %s", (disclaimer) => {
    expect(own(`Quote for 8 seats please.\n\nTom\n\n${disclaimer}`)).toEqual(["Quote for 8 seats please.", "Tom"])
  })

  it("a sentence about the sender's own firm is kept", () => {
    expect(own("We are a charity registered in Scotland and we need 30 laptops.")).toHaveLength(1)
  })
})
