import { agent, user } from "./custescCases.js"
import type { CircDomain } from "./custcircCases.js"

// Four of seven rubrics of our own (custreqDomains2.ts holds the others): a payroll software trial,
// a business bank's helpdesk, a letting agent and a venue for hire. Each has a requirement, a
// concern or a hazard detector beside its routine business. Positives tell a requirement as a
// condition of buying or a rule of someone in the buyer's firm, a concern as a thing noticed, a
// hazard as a state seen; near misses name the topic without it (a question about a feature, a
// product or room named with the word, a past check that went fine, somebody else's case, a form
// field left for later).

const payroll: CircDomain = {
  name: "a payroll software trial",
  criteria: {
    custom_detectors: [
      {
        name: "payroll_need", type: "presence",
        examples: ["We need to run payroll for 40 hourly staff", "Looking to move our monthly payslips off spreadsheets", "We want holiday pay worked out automatically"],
        non_examples: ["Just having a look"]
      },
      {
        name: "compliance_requirement", type: "presence", required: false,
        examples: ["Our auditors will need a full change log of every pay run", "Do you have ISO 27001?", "Payroll data has to stay in the UK"],
        non_examples: ["No particular compliance needs"]
      }
    ],
    escalation: { triggers: [{ field: "compliance_requirement" }] }
  },
  cases: [
    ["We pay 60 warehouse staff weekly from a spreadsheet and it's getting risky. Before finance signs off on any new system, they'll want proof that pay records are kept for six years and can't be edited afterwards.", ["payroll_need", "compliance_requirement"]],
    ["Our group's information security team won't approve a supplier unless it has passed an independent penetration test in the last twelve months.", ["compliance_requirement"]],
    ["Any vendor we choose must keep employee records on servers in Ireland, that's a condition from our works council.", ["compliance_requirement"]],
    ["We passed our own ISO audit last spring with no findings, so that side is in good shape. Mainly we want payslips emailed to everyone automatically.", ["payroll_need"]],
    ["We currently use ComplianceHub for HR files and want payroll that can read its staff list so we stop typing names twice.", ["payroll_need"]],
    ["Company: Fenwick Bakeries\nEmployees: 85\nPayroll need: weekly pay for shift workers with overtime\nCompliance requirements: not sure, will ask our accountant", ["payroll_need"]],
    [[agent("What are you hoping to sort out?"), user("holiday pay, it's a nightmare every summer"), agent("Any requirements from IT or legal?"), user("legal said anything holding bank details has to be encrypted at rest, and they'll want a signed data processing agreement")], ["payroll_need", "compliance_requirement"]],
    ["Just browsing for now, my boss asked me to compare a few payroll tools.", []],
    ["We had a data breach scare with our old provider two years ago but it turned out to be nothing. Now we just want something simpler that handles pension deductions.", ["payroll_need"]],
    ["Our security requirements are pretty relaxed, we're a family firm of eight.", []],
    ["We can't move anything off the current system until you can show us that two-factor login is enforced for every admin.", ["compliance_requirement"]],
    ["What does the Secure plan add over Standard?", []],
    ["Name: Ola Berg\nWork email: ola@tarnfield.se\nCompliance requirements: to be confirmed, our office manager is finding out\nData: clocking-in app exports (XLS) and the HMRC PAYE reference", []]
  ]
}

const bank: CircDomain = {
  name: "a business bank's helpdesk",
  criteria: {
    custom_detectors: [
      {
        name: "account_request", type: "presence",
        examples: ["Please raise our daily transfer limit", "I need a replacement card for my colleague", "Can you add a new signatory to the account"],
        non_examples: ["Thanks for your help"]
      },
      {
        name: "fraud_concern", type: "presence", required: false,
        examples: ["There's a payment on our statement none of us made", "Someone rang pretending to be from your fraud team and asked for a code", "Our card was used in a shop abroad while it was in my wallet"],
        non_examples: ["I've done the fraud awareness quiz you sent"]
      }
    ],
    escalation: { triggers: [{ field: "fraud_concern" }] }
  },
  cases: [
    ["Two transfers went out overnight to a payee none of us recognise, both just under our approval limit.", ["fraud_concern"]],
    ["I got a text saying a new device was added to the account, but I haven't changed phones in years.", ["fraud_concern"]],
    ["Please can you raise our daily transfer limit to 20,000 for payroll week?", ["account_request"]],
    ["Can you explain how your fraud protection works for business cards?", []],
    ["Last spring we had a suspicious payment but your team refunded it within a day, very impressed. Could we add a second card for our new manager?", ["account_request"]],
    ["A supplier emailed to say their bank details have changed and asked us to pay the next invoice into a new account. The address is one letter off their usual one.", ["fraud_concern"]],
    ["Our accountant's firm was targeted by a scam call last week, they've asked us to be careful. Nothing odd on our side.", []],
    ["I need to order a replacement card, the chip's worn out.", ["account_request"]],
    ["Account: 40-11-92 8812\nRequest: add my business partner as a signatory\nAnything unusual on the account?: no", ["account_request"]],
    ["The statement shows our balance dropped by 3,400 and I can't match it to anything we bought.", ["fraud_concern"]],
    ["I reported the fake email you warned us about and deleted it.", []],
    [[agent("How can I help today?"), user("someone has changed the email address on our online banking and it wasn't me or my co-director")], ["fraud_concern"]],
    ["What are your opening hours on Saturdays?", []]
  ]
}

const letting: CircDomain = {
  name: "a letting agent",
  criteria: {
    custom_detectors: [
      { name: "tenancy_ref", type: "presence", examples: ["Tenancy ref LA-3391", "My reference is LA 20418", "Tenancy reference: LA-7002"] },
      {
        name: "rent_query", type: "presence",
        examples: ["When is my rent due this month?", "I've paid the rent twice by mistake", "Can I change my rent date to the 5th"],
        non_examples: ["Thanks for letting me know"]
      },
      {
        name: "safety_hazard", type: "presence", required: false,
        examples: ["There are bare wires hanging out of the bathroom wall", "The carbon monoxide alarm keeps going off", "The balcony railing is coming loose"],
        non_examples: ["The smoke alarm was tested at the last inspection and is fine"]
      }
    ],
    escalation: { triggers: [{ field: "safety_hazard" }] }
  },
  cases: [
    ["The light switch in the hall is warm to the touch and smells faintly of burning when it's on.", ["safety_hazard"]],
    ["Since the storm a section of the garden wall leans over the pavement and moves if you push it.", ["safety_hazard"]],
    ["The boiler flame has gone yellow and there's black soot round the casing.", ["safety_hazard"]],
    ["Our old flat had mould everywhere, so we're really pleased this one is dry. Can I pay rent on the 3rd instead of the 1st?", ["rent_query"]],
    ["Tenancy ref LA-5520. The gas safety certificate came through by email, thank you, all fine. When is the next rent increase due?", ["tenancy_ref", "rent_query"]],
    ["The top step of the staircase has split right through and wobbles when you stand on it.", ["safety_hazard"]],
    ["My neighbour in flat 4 had a chimney fire last winter, and the engineer who came round for her was ever so quick.", []],
    ["I paid the deposit twice by mistake, could you refund one of them? Ref LA-7781", ["rent_query", "tenancy_ref"]],
    ["The extractor fan in the bathroom is noisy but works fine.", []],
    ["Tenancy reference: LA-2204\nIssue: kitchen socket sparks when the kettle is plugged in\nBest time: after 4", ["tenancy_ref", "safety_hazard"]],
    ["We had a leak under the sink in March but the plumber sorted it. Just checking my rent went out this month?", ["rent_query"]],
    ["The window in the kids' room won't lock and it's on the second floor, the youngest can open it wide.", ["safety_hazard"]],
    ["The oven light flickers when the door opens but it heats up properly, so no rush.", []]
  ]
}

const venue: CircDomain = {
  name: "a venue for hire",
  criteria: {
    custom_detectors: [
      { name: "event_date", type: "presence", examples: ["The event is on 14 June", "Date: 03/10", "We're looking at Saturday 22 March"] },
      {
        name: "catering_need", type: "presence",
        examples: ["We'd like a buffet lunch for everyone", "Tea and coffee on arrival please", "Can you do a sit-down dinner for 90"],
        non_examples: ["We'll bring our own food"]
      },
      {
        name: "accessibility_requirement", type: "presence",
        examples: ["Two of our guests use wheelchairs", "We'll need a hearing loop in the main hall", "Is there step-free access to the stage?"],
        non_examples: ["None of our guests have access needs"]
      }
    ]
  },
  cases: [
    ["Our chair uses a wheelchair, so we can only book a room she can reach without steps.", ["accessibility_requirement"]],
    ["Several of our members are deaf and we'd need someone signing the talks.", ["accessibility_requirement"]],
    ["Do you do a buffet lunch for 80 on 12 May?", ["event_date", "catering_need"]],
    ["The Access Hall sounds perfect for our awards night on 3 October.", ["event_date"]],
    ["Last year's venue had a lift that kept breaking down, which was stressful, but this time all our guests are fine with stairs.", []],
    ["I can't confirm the booking until I know the ground floor toilets are accessible, one of the speakers rides a mobility scooter.", ["accessibility_requirement"]],
    ["We'd like tea, coffee and pastries when people arrive, and a vegetarian option at lunch.", ["catering_need"]],
    ["Is the car park free for guests?", []],
    ["Event date: 18/11\nNumbers: 120\nAccess needs: none\nCatering: canapés and drinks", ["event_date", "catering_need"]],
    ["My mum comes to everything and walks with two sticks, so a short distance from the car is essential.", ["accessibility_requirement"]],
    ["We want the event on 7 March; the speakers will need a lectern and a microphone.", ["event_date"]],
    ["If anyone needs step-free access we'll let you know nearer the time.", []],
    [[agent("Anything we should know about your guests?"), user("a few are partially sighted, so large print signs and good lighting would matter")], ["accessibility_requirement"]]
  ]
}

export const DOMAINS: ReadonlyArray<CircDomain> = [payroll, bank, letting, venue]
