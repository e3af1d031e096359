import { agent, type EscDomain, user } from "./custescCases.js"

// Three of the six rubrics (custescDomains2.ts holds the others): a home-care agency, an IT
// managed-service desk and a wedding caterer. Benign messages mention the trigger's topic without
// the event: a policy question, a past resolved event, a hypothetical, someone else's case, a
// denial, a routine mention, a title or notice line. Events are told in other words than the
// examples; required details are stated in other words or as form fields.

const homeCare: EscDomain = {
  name: "a home-care agency",
  criteria: {
    custom_detectors: [
      { name: "client_number", type: "presence", examples: ["Client number HC-20418", "Client ID: 55102", "My mum's client reference is HC 77301"] },
      { name: "visit_date", type: "presence", examples: ["The first visit on Thursday 12 March", "Can you start on 4 April", "Visit date: 21/05"] },
      {
        name: "care_need", type: "presence",
        examples: ["She needs help getting washed and dressed in the mornings", "We need someone to give him his medication at lunchtime", "Dad needs a carer to help with his meals"],
        non_examples: ["What are your hourly rates?"]
      },
      {
        name: "harm_or_neglect", type: "presence", required: false, description: "A client hurt, mistreated or left without care",
        examples: [
          "Mum was left on the floor for hours because the carer never came",
          "The carer shouted at my father and grabbed his arm",
          "Dad's tablets weren't given for three days and now he's confused",
          "She has bruises nobody can explain after the visit"
        ],
        non_examples: ["The carer was ten minutes late today"]
      }
    ],
    escalation: { triggers: [{ field: "harm_or_neglect" }] }
  },
  cases: [
    ["Client number HC-20418. My father had a fall last night, the carer didn't turn up and he was lying in the hallway until a neighbour found him this morning.", true, ["client_number"]],
    ["Can you tell me what your policy is if a carer finds a client has fallen?", false, []],
    ["Last year a visit was missed and mum went without lunch, but since the new rota it's been excellent. She now needs help with a bath on Sundays as well. Client ID 55102.", false, ["client_number", "care_need"]],
    ["A friend's mother was neglected by another agency, which is why I'm choosing carefully. My aunt needs someone to help her shower twice a week.", false, ["care_need"]],
    ["If a carer ever forgot her tablets, who would I ring?", false, []],
    ["Nobody has been rough with her, she just prefers a female carer. Client ref HC 77301.", false, ["client_number"]],
    ["Hi, please could the first visit be on Monday 9 June? She needs help with breakfast and getting dressed.\n\nKind regards,\nSusan Reid\nSafeguarding Lead, Northfield Primary School", false, ["visit_date", "care_need"]],
    ["Her tablets weren't given on Saturday or Sunday and now she's drowsy and not making sense", true, []],
    ["The new carer pushed my dad back into his chair and told him to shut up, I watched it on the camera", true, []],
    ["Client ID: 40917\nVisit date: 3 July\nNeeds: help with lunch and a wash\nConcerns: none", false, ["client_number", "visit_date", "care_need"]],
    ["Mum's got marks on her wrists since yesterday's visit and she says the carer held her down", true, []],
    ["Please come on 14 May for the assessment. Dad can't manage the stairs any more and needs help getting up and into bed.", false, ["visit_date", "care_need"]],
    [[agent("Home care office, how can I help?"), user("nobody came at all today and my grandmother has had no food or drink since yesterday morning, she's 94")], true, []],
    ["We watched a programme about carers mistreating elderly people and it upset mum. Can she have the same carer each week? Client number HC-30022.", false, ["client_number"]],
    ["The carer was a bit late this morning, no harm done, she was lovely as always.", false, []]
  ]
}

const itDesk: EscDomain = {
  name: "an IT managed-service desk",
  criteria: {
    custom_detectors: [
      { name: "account_code", type: "presence", examples: ["Customer code ACME-0042", "Contract number: MS-118203", "Our account ref is 33019"] },
      { name: "site", type: "presence", examples: ["Our Leeds office on Wellington Street", "Site: Unit 4, Riverside Park", "It's at the Bristol branch, 12 Quay Road"] },
      {
        name: "request", type: "presence",
        examples: ["We need a new laptop set up for a starter", "Please reset the password for our finance user", "Can you add two users to the shared mailbox"]
      },
      {
        name: "security_breach", type: "presence", required: false, description: "An attack, intrusion or data loss in progress",
        examples: [
          "We think someone has got into our email and is sending invoices from it",
          "Ransomware has encrypted the files on our server",
          "A staff member clicked a link and now the firewall shows data going out to an unknown address",
          "Our customer database was copied by someone who left"
        ],
        non_examples: ["Can you run the monthly security patching?"]
      }
    ],
    escalation: { triggers: [{ field: "security_breach" }] }
  },
  cases: [
    ["Customer code ACME-0042. Every file on the shared drive has been renamed with a .locked ending and there's a note demanding bitcoin.", true, ["account_code"]],
    ["What's your process if we ever get hit by ransomware? Our insurer is asking.", false, []],
    ["Please can you set up a laptop for our new starter on Monday at the Leeds office on Wellington Street? Contract number MS-118203.", false, ["account_code", "site", "request"]],
    ["The phishing test you sent last week caught three of our team, can we book the training you mentioned?", false, ["request"]],
    ["Our sister company was hacked last month, so we'd like a review of our backups. Site: Unit 4, Riverside Park.", false, ["site", "request"]],
    ["Nothing suspicious in the logs this week. Could you add Sam to the finance mailbox?", false, ["request"]],
    ["Clients are telling us they got emails from our accounts manager asking them to pay into a new bank account, and she never sent them", true, []],
    ["Account ref: 33019\nSite: Bristol branch, 12 Quay Road\nRequest: replace the broken printer in reception\nUrgency: normal", false, ["account_code", "site", "request"]],
    ["someone logged into our admin account from abroad at 3am and turned off the two-factor settings", true, []],
    ["Hi team, the VPN keeps dropping at our Manchester office, 40 King Street, could someone look at it?\n\nThanks\nPriya\nIT Lead\nReport any suspected security incident to security@northwind.example", false, ["site", "request"]],
    ["Our backup drive was stolen from a car two years ago, sorted at the time with your help. Now we need a new one ordered.", false, ["request"]],
    ["A laptop went missing from the office overnight and it has the payroll spreadsheets on it, unencrypted", true, []],
    ["Could you run the monthly patching a day early this month? Account ref 33019.", false, ["account_code", "request"]],
    [[agent("Service desk, what's happening?"), user("our website's front page has been replaced with someone else's slogans and we can't log in to change it back")], true, []],
    ["We got an odd email with an attachment, didn't open it, just deleted it. Is that the right thing to do?", false, []]
  ]
}

const caterer: EscDomain = {
  name: "a wedding caterer",
  criteria: {
    custom_detectors: [
      { name: "booking_ref", type: "presence", examples: ["Booking ref WC-1190", "Our booking number is 20817", "Ref: WED-3344"] },
      { name: "event_date", type: "presence", examples: ["The wedding is on 14 June 2025", "Date: Saturday 6 September", "We're getting married on the 3rd of May"] },
      { name: "venue", type: "presence", examples: ["The reception is at Hollybrook Barn, Ashford", "Venue: The Old Mill, Stroud", "It's at St Anne's church hall on Park Lane"] },
      {
        name: "food_safety_incident", type: "presence", required: false, description: "Guests made ill or harmed by the food",
        examples: [
          "Half our guests were sick the day after the wedding",
          "My brother had an allergic reaction to the starter and needed an ambulance",
          "Several people have food poisoning since eating the buffet"
        ],
        non_examples: ["One of our guests is vegan"]
      }
    ],
    escalation: { triggers: [{ field: "food_safety_incident" }] }
  },
  cases: [
    ["Booking ref WC-1190. Since Saturday about twenty of our guests have had vomiting and diarrhoea, and the only meal everyone shared was yours.", true, ["booking_ref"]],
    ["One of our guests has a severe nut allergy, can you make sure her meal is nut free? The wedding is on 14 June 2025.", false, ["event_date"]],
    ["What happens if someone has an allergic reaction during the meal, are your staff first-aid trained?", false, []],
    ["My cousin's caterer gave half the guests food poisoning, so I want to check your hygiene rating before we book. We're getting married on the 3rd of May at The Old Mill, Stroud.", false, ["event_date", "venue"]],
    ["Venue: Hollybrook Barn, Ashford\nDate: Saturday 6 September\nGuests: 120\nDietary needs: two coeliac, one vegan", false, ["event_date", "venue"]],
    ["Nobody was ill after the tasting, we loved it! Booking number 20817.", false, ["booking_ref"]],
    ["My father collapsed after the prawn starter, his lips swelled up and the paramedics had to give him adrenaline", true, []],
    ["Ref: WED-3344. Could we swap the salmon for chicken?", false, ["booking_ref"]],
    ["Just to say the food at the wedding was lovely. A couple of people felt rough the next morning but I think that was the free bar!", false, []],
    ["several guests and the bride's mother spent the night in A&E with stomach cramps after the buffet", true, []],
    ["Hi, we'd like a quote for a hog roast for about 80.\n\nMany thanks,\nEmma Lowe\nFood Safety Officer, Ashford Borough Council", false, []],
    [[agent("Thanks for calling, how can I help?"), user("the children's meals at our reception had peanuts in them even though we told you, and my nephew's throat closed up, he's in hospital")], true, []],
    ["If we had a guest with coeliac disease, could you do a separate gluten free menu? It's at St Anne's church hall on Park Lane.", false, ["venue"]],
    ["You did our wedding on 2 August last year and everything was perfect. We'd like you again for our anniversary party on 2 August 2026.", false, ["event_date"]],
    ["I read a review saying a guest got sick from your canapes years ago, has anything changed since?", false, []]
  ]
}

export const DOMAINS: ReadonlyArray<EscDomain> = [homeCare, itDesk, caterer]
