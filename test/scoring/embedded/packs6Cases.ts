// Messages of our own (packs6), SPICED on fresh text: impact told as a consequence or a stake
// (a contract lost, a penalty per late job, a team cut), a critical event told as a fixed outside
// date or trigger (an inspection, a lease, a service switched off), the decision told as how the
// buyer decides (a trial of two, a tender); a third near misses (a hypothetical with no stake, a
// past event, the vendor's date, someone else's deadline). `yes` names the detectors stated,
// `maybe` the ones a careful reader could label either way. Run by packs6.test.ts.
import { m, type MessyCase } from "./packs5Cases.js"

export const PACKS6_SPICED: ReadonlyArray<MessyCase> = [
  // --- impact as a consequence or stake
  m("si1", "spiced", "if the portal is late again we'd lose the hospital contract, and that's a third of our revenue", ["impact"], ["pain"]),
  m("si2", "spiced", "Each late delivery costs us a penalty under the supermarket's terms.", ["impact"], ["pain"]),
  m("si3", "spiced", "The board has said they'll cut the support team if response times don't improve by summer.", ["impact"], ["pain", "critical_event"]),
  m("si4", "spiced", "Every missed inspection slot means the landlord charges us a call-out fee.", ["impact"], ["pain"]),
  m("si5", "spiced", "Hello Jan,\n\nTo put it plainly, we stand to lose our accreditation if the training records are incomplete again.\n\nBest,\nRuth Adeyemi\nQuality Manager", ["impact"], ["pain"]),
  m("si6", "spiced", "Two of our best planners handed in their notice last year because of the manual rostering.", ["impact"], ["pain"]),
  m("si7", "spiced", "Impact: each double booking = refund + a free night, roughly 300 eur", ["impact"], ["pain"]),
  m("si8", "spiced", "When the machine stop, all the line stop and we pay the workers for nothing, maybe 2000 euro each day.", ["impact", "pain"]),
  m("si9", "spiced", "- stake: parents' group threatening to pull their kids if the app isn't fixed", ["impact"], ["pain"]),
  m("si10", "spiced", "The council fines us for every day the collection reports are late.", ["impact"], ["pain"]),
  m("si11", "spiced", "Our biggest client has told us they'll take their business elsewhere unless tracking is working for their spring range.", ["impact"], ["pain", "critical_event"]),
  m("si12", "spiced", "If we miss one more delivery window the distributor drops us from their approved list.", ["impact"], ["pain"]),
  m("si13", "spiced", "Honestly, one more bad inspection and we lose the licence to operate the kitchen.", ["impact"], ["pain"]),
  m("si14", "spiced", "every wrong invoice we send out means a credit note and about two weeks' delay getting paid", ["impact"], ["pain"]),
  m("si15", "spiced", "the warehouse team is doing ten hours of overtime a week just to keep up with returns", ["impact"], ["pain"]),
  // --- critical event as an outside date or trigger
  m("se1", "spiced", "The regulator's audit is in March and they'll want to see full training records.", ["critical_event"]),
  m("se2", "spiced", "Our lease ends in October and the new unit has no server room.", ["critical_event"], ["situation"]),
  m("se3", "spiced", "The old phone lines are being switched off at year end by the carrier.", ["critical_event"]),
  m("se4", "spiced", "The county's new purchasing rules apply from April, so every supplier has to send invoices electronically.", ["critical_event"]),
  m("se5", "spiced", "CE: parent co. sells the site 30 June, they must be off the shared ERP by then", ["critical_event"]),
  m("se6", "spiced", "Our insurance renews on 1 Feb and the insurer wants proof of backups before then.", ["critical_event"]),
  m("se7", "spiced", "The festival opens on 14 July and we expect twenty thousand visitors through the gates.", ["critical_event"], ["situation"]),
  m("se8", "spiced", "Trigger: merger with Hollins Dental completes in Q3", ["critical_event"]),
  m("se9", "spiced", "In september the government start the e-invoice obligation for all companies and we are not ready.", ["critical_event"], ["pain"]),
  m("se10", "spiced", "Our payroll provider is closing its desktop version on 31 December.", ["critical_event"]),
  m("se11", "spiced", "Once the new wing opens in May we double the number of beds.", ["critical_event"], ["situation"]),
  m("se12", "spiced", "Hi,\n\nQuick context: the building is being sold and we have to be out by the end of August, so the file server has to go somewhere.\n\nThanks\nOwen", ["critical_event"], ["situation"]),
  m("se13", "spiced", "the card terminals we rent stop being supported after 30 November, the bank told us", ["critical_event"]),
  // --- decision as how the buyer decides
  m("sd1", "spiced", "We'll trial two systems side by side for a month and then pick one.", ["decision"]),
  m("sd2", "spiced", "Procurement runs a tender for anything like this: three quotes, then a panel scores them.", ["decision"]),
  m("sd3", "spiced", "The way it works here: I shortlist, the ops team tries it out, and the finance committee gives the final approval.", ["decision"]),
  m("sd4", "spiced", "We usually pilot in one branch and if the managers like it we roll it out everywhere.", ["decision"]),
  m("sd5", "spiced", "We make a test with two providers, after the director choose.", ["decision"]),
  m("sd6", "spiced", "Whichever comes out best in the pilot gets the contract; the partners just confirm it.", ["decision"]),
  m("sd7", "spiced", "decision: 2-week trial w/ shortlist of 3, then vote at the Monday mgmt meeting", ["decision"]),
  // --- whole messages
  m("sf1", "spiced", "Hi Priya,\n\nSome background before Thursday. We run four nurseries and every sign-in is on a paper register. Staff spend the last half hour of each day adding up hours for invoices, and parents dispute the bills.\n\nThe inspectors visit in February and will check ratios against the registers. If they find gaps we could be downgraded, and that would empty places fast.\n\nWe'll try two apps over half-term and the owners choose.\n\nWarm regards,\nDelia", ["situation", "pain", "impact", "critical_event", "decision"]),
  m("sf2", "spiced", "Call notes - Fenwick Joinery\n- 18 staff, jobs quoted in Word\n- quotes go out a week late, customers go elsewhere\n- new showroom opens 1 March\n- owner + son decide after a trial", ["situation", "pain", "impact", "critical_event", "decision"]),
  // --- near misses
  m("sn1", "spiced", "If we ever grew to fifty staff I guess scheduling might get harder, but we're nowhere near that.", [], ["situation"]),
  m("sn2", "spiced", "We had the fire inspection in March last year and passed with no notes.", []),
  m("sn3", "spiced", "Your price increase on 1 April, does it apply to existing customers too?", []),
  m("sn4", "spiced", "A friend of mine runs a bakery whose lease ends in May; nothing to do with us, just saying she might call you.", []),
  m("sn5", "spiced", "Could it cope with a product launch, in theory? We don't have one planned.", []),
  m("sn6", "spiced", "Is your webinar on 3 March going to be recorded?", []),
  m("sn7", "spiced", "How do other customers usually decide, is it IT or finance who picks?", []),
  m("sn8", "spiced", "Could late deliveries ever trigger a penalty under your terms of service?", []),
  m("sn9", "spiced", "Thanks, Tuesday works.\n\n> On Mon, Sam wrote:\n> Our summer release ships on 1 July with the new booking module.", []),
  m("sn10", "spiced", "Just browsing for now. No deadline, and nobody's asked me to look.", []),
  m("sn11", "spiced", "Our competitor apparently has an audit in June. Not our problem, ha.", []),
  m("sn12", "spiced", "I'll be on leave until the 14th, so let's talk after that.", []),
  m("sn13", "spiced", "What would happen to our data if we cancelled?", []),
  m("sn14", "spiced", "We trialled a few tools back in 2022 and nobody picked anything.", []),
  m("sn15", "spiced", "If you put your prices up we might lose interest, to be honest.", []),
  m("sn16", "spiced", "Our previous supplier's contract ended in 2023 and since then we've used spreadsheets.", [], ["situation"])
]
