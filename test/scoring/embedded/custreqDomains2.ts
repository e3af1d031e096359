import { agent, user } from "./custescCases.js"
import type { CircDomain } from "./custcircCases.js"

// Three of seven rubrics of our own (custreqDomains.ts holds the others): a cloud host's sales
// desk, an outdoor centre taking school trips and a pharmacy that delivers. Requirements told as a
// condition of signing, concerns as things noticed, near misses in the domain's words.

const hosting: CircDomain = {
  name: "a cloud host's sales desk",
  criteria: {
    custom_detectors: [
      { name: "contact_email", type: "presence", examples: ["mia.lund@orrery-labs.com", "Email: k.obi@fernway.co.uk", "reach me at sam@quillpress.io"], non_examples: ["bigdave77@hotmail.com"] },
      {
        name: "workload", type: "presence",
        examples: ["We run a Magento shop with about 5k visitors a day", "Need hosting for three WordPress sites", "Moving our booking app off a single VPS"],
        non_examples: ["Just comparing prices"]
      },
      {
        name: "hosting_requirement", type: "presence", required: false,
        examples: ["We need our servers hosted in Germany", "Do you offer a 99.95% uptime SLA?", "Our compliance team will need your ISO 27001 certificate"],
        non_examples: ["No special hosting needs"]
      }
    ],
    escalation: { triggers: [{ field: "hosting_requirement" }] }
  },
  cases: [
    ["Procurement won't let us sign with a host unless backups are copied to a second country.", ["hosting_requirement"]],
    ["We're a charity, so nothing fancy. We need somewhere to put our Drupal site that doesn't fall over every time a newsletter goes out.", ["workload"]],
    ["Our insurer has made encrypted disks a condition of renewing our cyber cover, so whatever we move to has to offer that.", ["hosting_requirement"]],
    ["Is the Compliance Pack add-on included in the trial?", []],
    ["We went through a SOC 2 audit with our last host and it went smoothly, so no worries there. Mainly moving a Django app with a Postgres database.", ["workload"]],
    ["Email me at r.ames@tollbridge.io, we run two online shops and want them on one server.", ["contact_email", "workload"]],
    ["Our DPO insists that customer data never leaves the EU, which rules out most of the big providers.", ["hosting_requirement"]],
    ["What's the difference between your shared and dedicated plans?", []],
    ["Name: Jo Price\nEmail: jo@heronsoft.co.uk\nWorkload: internal wiki and a small CRM\nHosting requirements: don't know yet, need to ask our CTO", ["contact_email", "workload"]],
    ["We can't migrate anything until you can show us a signed data processing agreement.", ["hosting_requirement"]],
    ["A friend's startup got hacked on a cheap host, which is why I'm looking around. We have a single WordPress blog.", ["workload"]],
    [[agent("Any requirements we should know about?"), user("yes, the bank we work with audits our suppliers, they'll ask for your latest pen test report and proof of round-the-clock monitoring")], ["hosting_requirement"]],
    ["Security matters to us of course, like everyone. We'd like to move our Laravel app before Christmas.", ["workload"]]
  ]
}

const outdoor: CircDomain = {
  name: "an outdoor centre taking school trips",
  criteria: {
    custom_detectors: [
      {
        name: "group_booking", type: "presence",
        examples: ["We'd like to bring 45 Year 6 pupils for three nights", "Booking for a scout troop of 20 in July", "Can we reserve the climbing wall for our class"],
        non_examples: ["Just asking for a brochure"]
      },
      {
        name: "medical_requirement", type: "presence", required: false,
        examples: ["One child carries an EpiPen for a nut allergy", "A pupil has type 1 diabetes and needs snacks between activities", "We have a student with epilepsy who can't do the high ropes"],
        non_examples: ["No medical needs in the group"]
      },
      {
        name: "safeguarding_concern", type: "presence", required: false,
        examples: ["One of your instructors sent a pupil a friend request on social media", "A child told us a staff member made them feel uncomfortable", "Someone we didn't know was wandering near the dormitories at night"],
        non_examples: ["We've read your safeguarding policy, thanks"]
      }
    ],
    escalation: { triggers: [{ field: "safeguarding_concern" }] }
  },
  cases: [
    ["After the trip a girl showed her teacher messages from one of your staff asking her to keep their chats secret.", ["safeguarding_concern"]],
    ["One boy can't be out in the sun for long because of his medication, so he'll need shade and breaks.", ["medical_requirement"]],
    ["We'd like to book 30 Year 8s for two nights in June; one of them is allergic to eggs and must avoid anything baked.", ["group_booking", "medical_requirement"]],
    ["Could you send your safeguarding policy? Our head asks for it with every trip.", []],
    ["Last year's visit was great, the instructors were brilliant with the kids. We'd love to book again for 40 pupils.", ["group_booking"]],
    ["During the night walk a man who wasn't with your team followed our group and took photos of the children.", ["safeguarding_concern"]],
    ["Booking for our Brownie pack, 16 girls, first weekend of May. No medical issues to report.", ["group_booking"]],
    ["A student uses an inhaler and may need to stop during the hike.", ["medical_requirement"]],
    ["My colleague at another school had a worry about an instructor there, nothing to do with you. We'd like to book the canoeing for our class.", ["group_booking"]],
    ["School: Hillcrest Primary\nGroup: 28 pupils, Year 5\nMedical needs: one pupil needs insulin at lunch\nDates: 9-11 July", ["group_booking", "medical_requirement"]],
    ["Are your staff DBS checked?", []],
    ["One of my pupils came back from archery saying the instructor grabbed her arm hard and shouted at her.", ["safeguarding_concern"]],
    ["If any child has an allergy we'll send the forms nearer the time.", []]
  ]
}

const pharmacy: CircDomain = {
  name: "a pharmacy that delivers",
  criteria: {
    custom_detectors: [
      {
        name: "prescription_request", type: "presence",
        examples: ["Can I order my repeat prescription", "I need more of my blood pressure tablets", "Please send my inhaler refill"],
        non_examples: ["Thanks, it arrived"]
      },
      {
        name: "safety_concern", type: "presence", required: false,
        examples: ["I think I've been sent someone else's tablets", "My dad took a double dose by mistake", "The new pills make her face swell up"],
        non_examples: ["I read the leaflet and it all makes sense"]
      }
    ],
    escalation: { triggers: [{ field: "safety_concern" }] }
  },
  cases: [
    ["The box says 10mg but the tablets inside are a different colour and shape from what I usually get.", ["safety_concern"]],
    ["Since starting the new cream his skin has gone red raw and blistered.", ["safety_concern"]],
    ["Please send my usual repeat, the metformin and the statins.", ["prescription_request"]],
    ["My mum's carer gave her the evening tablets in the morning as well, so she's had two lots today.", ["safety_concern"]],
    ["I read an article about a medicine recall in another country, nothing to do with mine. Can I order my inhaler refill?", ["prescription_request"]],
    ["The delivery was left on the doorstep and the packet had been torn open.", ["safety_concern"]],
    ["Last month I had a reaction to the new brand but the GP switched me back and I'm fine now. I need next month's supply.", ["prescription_request"]],
    ["Your Safety Net subscription sounds useful, how much is it?", []],
    ["The label on my bag has someone else's name and address on it.", ["safety_concern"]],
    ["Patient: R. Osei\nRequest: repeat of amlodipine\nAny problems with your last medicine?: no", ["prescription_request"]],
    ["He's been dizzy and falling over since the dose was doubled.", ["safety_concern"]],
    ["Do you check for interactions when you dispense?", []],
    ["Could I have my tablets in a blister pack? I get muddled with the days.", ["prescription_request"]]
  ]
}

export const DOMAINS: ReadonlyArray<CircDomain> = [hosting, outdoor, pharmacy]
