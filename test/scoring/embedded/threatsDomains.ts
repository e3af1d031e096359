// Custom escalation triggers that are THREATS (round threats): a step outside told by the customer,
// a chargeback, a regulator or ombudsman, a solicitor, small claims, the public or a bad review, in
// plain words and in paraphrase. Three rubrics of our own: a canal boat hire firm, a student letting
// agent and a wedding cake bakery, each with two required fields beside the trigger. About half the
// messages are near misses: a threat steered clear of ("rather than …", "to avoid a chargeback"), a
// threat withdrawn, somebody else's, a question about the process, a hypothetical, the vendor's own
// terms quoted. Every text is our own.
import { type FpDomain, field, trigger } from "./custfpDomains.js"

const boats: FpDomain = {
  name: "a canal boat hire firm",
  criteria: {
    custom_detectors: [
      field("hire_ref", ["Hire NB-40211", "my hire reference is NB-77310", "NB-19025"]),
      field("boat_name", ["We had the boat Kingfisher", "Our narrowboat was Otter's Rest", "Boat: Morning Heron"]),
      trigger("escalation_threat", "Customer threatening a chargeback, legal action, an ombudsman or a public bad review", [
        "I'm disputing the charge with my credit card company",
        "My solicitor will be writing to you this week",
        "I'll be reporting you to the ombudsman",
        "Expect a one star review on every site going"
      ], ["Can we bring a dog on the boat?", "What time is handover on Saturday?"])
    ],
    escalation: { triggers: [{ field: "escalation_threat" }] }
  },
  cases: [
    ["bt01", "The engine died at the first lock and nobody came for six hours. I'll be talking to my bank on Monday about getting the hire fee back. NB-55102", "ESCALATE", { escalation_threat: true, hire_ref: true }],
    ["bt02", "Hire NB-60314 on Otter's Rest. Unless the deposit is returned this week, my solicitor will be in touch.", "ESCALATE", { escalation_threat: true, hire_ref: true }],
    ["bt03", "Every boating group on Facebook will know how you treat families. We were on Kingfisher, NB-71022.", "ESCALATE", { escalation_threat: true, hire_ref: true }],
    ["bt04", "I'd rather sort this with you directly than go to my bank, the toilet pump failed on day one. NB-33409, boat Morning Heron.", "QUALIFIED", { escalation_threat: false, hire_ref: true }],
    ["bt05", "To avoid a chargeback, could you just refund the fuel we were charged twice for? NB-82017, Kingfisher.", "QUALIFIED", { escalation_threat: false, hire_ref: true }],
    ["bt06", "Another couple at the marina said they'd taken your firm to small claims. Our week on Otter's Rest was lovely, NB-20988.", "QUALIFIED", { escalation_threat: false, hire_ref: true }],
    ["bt07", "How does your complaints process work, and is there an ombudsman for boat hire? NB-44105", "PARTIAL", { escalation_threat: false, hire_ref: true }],
    ["bt08", "Earlier I said I'd go to the ombudsman, but your manager called and it's all sorted now. Thanks. NB-90211 on Morning Heron.", "QUALIFIED", { escalation_threat: false, hire_ref: true }],
    ["bt09", "Your terms say disputes go to the ombudsman, fine by us. Just wanted to book the boat Kingfisher again, ref NB-66730.", "QUALIFIED", { escalation_threat: false, hire_ref: true }],
    ["bt10", "I won't be raising a chargeback, I just want an explanation for the extra cleaning fee on NB-31177.", "PARTIAL", { escalation_threat: false, hire_ref: true }]
  ]
}

const letting: FpDomain = {
  name: "a student letting agent",
  criteria: {
    custom_detectors: [
      field("tenancy_ref", ["Tenancy ST-5502", "our tenancy reference is ST-1187", "ST-9034"]),
      field("property_address", ["The flat at 14 Mill Lane", "We live at Flat 3, 22 Hyde Road", "Address: 7 Castle Street"]),
      trigger("legal_threat", "Tenant threatening legal action, the deposit scheme's dispute service, the council or a regulator", [
        "I'm taking this to the deposit protection dispute service",
        "We'll be reporting the mould to the council's housing team",
        "Our lawyer is drafting a letter",
        "I'll take you to court over the deposit"
      ], ["When is the rent due?", "Can we get a spare key cut?"])
    ],
    escalation: { triggers: [{ field: "legal_threat" }] }
  },
  cases: [
    ["lt01", "Three months of black mould at 14 Mill Lane and nothing done. I'm going to the council's environmental health team on Friday. ST-6021", "ESCALATE", { legal_threat: true, tenancy_ref: true }],
    ["lt02", "You've kept £400 of our deposit for a stain that was there when we moved in. Our solicitor has been instructed. Tenancy ST-4410.", "ESCALATE", { legal_threat: true, tenancy_ref: true }],
    ["lt03", "This is going to the housing ombudsman. ST-8823, 9 Bank Street.", "ESCALATE", { legal_threat: true, tenancy_ref: true }],
    ["lt04", "I'd hate to have to involve a solicitor over a boiler, so please can someone come and look at it? ST-2290, Flat 1, 5 Elm Row.", "QUALIFIED", { legal_threat: false, tenancy_ref: true }],
    ["lt05", "My housemate keeps saying he'll sue you over the broken window, please ignore him, it was his football. ST-7115, 31 Carr Road.", "QUALIFIED", { legal_threat: false, tenancy_ref: true }],
    ["lt06", "If we ever disagree about the deposit, which scheme is it protected with? Tenancy ST-3308.", "PARTIAL", { legal_threat: false, tenancy_ref: true }],
    ["lt07", "I don't want to go down the legal route, I'd just like the oven fixed. ST-5561, 2 Quay Side.", "QUALIFIED", { legal_threat: false, tenancy_ref: true }],
    ["lt08", "Could you email over the tenancy agreement for ST-1902? My bank needs it for a loan.", "PARTIAL", { legal_threat: false, tenancy_ref: true }],
    ["lt09", "We're moving out of 40 Tower Hill on the 30th. What do we need to do to get the full deposit back? ST-6650", "QUALIFIED", { legal_threat: false, tenancy_ref: true }],
    ["lt10", "The letting agent next door was reported to the council by their tenants, which is why I chose you. Viewing for ST-8011 please.", "PARTIAL", { legal_threat: false, tenancy_ref: true }]
  ]
}

const cakes: FpDomain = {
  name: "a wedding cake bakery",
  criteria: {
    custom_detectors: [
      field("order_id", ["Order WC-3301", "my order is WC-8120", "WC-4457"]),
      field("wedding_date", ["The wedding is on 14 June", "We get married on 2 August", "Date: 21 September"]),
      trigger("reputation_threat", "Customer threatening a bad review, to go public, trading standards or a chargeback", [
        "I'm reporting you to Trading Standards",
        "I'll be posting photos of this cake on every wedding forum",
        "Prepare for a scathing review",
        "I'll be asking my card company to reverse the payment"
      ], ["Can we add a fourth tier?", "Do you do gluten free sponge?"])
    ],
    escalation: { triggers: [{ field: "reputation_threat" }] }
  },
  cases: [
    ["ck01", "The cake collapsed before the speeches. I'll make sure everyone on the village page hears about it. Order WC-5120, wedding was 3 May.", "ESCALATE", { reputation_threat: true, order_id: true }],
    ["ck02", "Wrong flavour on every tier. I'm contacting my card provider to claim the money back. WC-7704", "ESCALATE", { reputation_threat: true, order_id: true }],
    ["ck03", "Nobody turned up with the cake. Trading Standards will be hearing about this. Order WC-2281, married 19 July.", "ESCALATE", { reputation_threat: true, order_id: true }],
    ["ck04", "We'll be leaving a glowing review, the cake was perfect. WC-6632, married on 12 April.", "QUALIFIED", { reputation_threat: false, order_id: true }],
    ["ck05", "Rather than leave a bad review, I wanted to tell you first that the icing had cracked. WC-9018, wedding 28 June.", "QUALIFIED", { reputation_threat: false, order_id: true }],
    ["ck06", "My aunt threatened the last baker with Trading Standards, so you can see why I'm nervous! Can we book a tasting? Wedding on 6 September.", "PARTIAL", { reputation_threat: false, order_id: false }],
    ["ck07", "Does a deposit paid by credit card get any protection if a bakery closes down? WC-1430", "PARTIAL", { reputation_threat: false, order_id: true }],
    ["ck08", "I was going to go to my bank about the missing topper, but it turned up in the box after all. WC-3356, wedding 9 August.", "QUALIFIED", { reputation_threat: false, order_id: true }],
    ["ck09", "I really don't want to post about this online, I'd rather you just swapped the lemon tier for chocolate. WC-5592, 30 May.", "QUALIFIED", { reputation_threat: false, order_id: true }],
    ["ck10", "Your cancellation terms say a chargeback forfeits the deposit. Just confirming our date stays 17 October, order WC-2019.", "QUALIFIED", { reputation_threat: false, order_id: true }]
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [boats, letting, cakes]
