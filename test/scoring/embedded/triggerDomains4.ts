import { agent, type Domain, user } from "./triggerCases.js"

// The review's other domains (see triggerDomains3.ts): a water company and a school coach operator.

const water: Domain = {
  name: "a water company",
  criteria: {
    custom_detectors: [
      { name: "customer_reference", type: "presence", examples: ["Customer ref 300-44128", "Account: WT881204", "My reference number is 77120934"] },
      { name: "topic", type: "classification", categories: ["bill", "meter", "low_pressure"], examples: [
        { text: "My water bill has gone up a lot this quarter", category: "bill" },
        { text: "I'd like a water meter fitted", category: "meter" },
        { text: "The pressure in the shower is really weak", category: "low_pressure" }
      ] },
      { name: "postcode", type: "presence", examples: ["Postcode LS6 2QT", "We're in BS3 4HJ", "Postcode: M14 5RA"] },
      { name: "contamination_or_flooding", type: "presence", required: false, description: "Unsafe water or sewage flooding", examples: [
        "The water from our taps is brown and smells of sewage",
        "Raw sewage is coming up through the drain into our garden",
        "Our kids were sick after drinking the tap water and it tastes of chemicals",
        "A burst main is flooding the street and water is coming under our door"
      ] }
    ],
    escalation: { triggers: [{ field: "contamination_or_flooding" }] }
  },
  cases: [
    ["The pressure in the shower has been weak all week and now the water coming out is cloudy yellow with a petrol smell", true],
    ["Customer ref 300-44190. Toilet water keeps backing up and there's sewage on the bathroom floor", true],
    ["Postcode BS3 4HJ - the whole road is under water from a burst pipe and it's starting to get into the houses", true],
    ["Tap water smells of sewage, baby has diarrhoea", true],
    ["Account WT881299, since this morning our tap water smells like bleach and my husband has been vomiting", true],
    ["Account WT881230, please update my direct debit date to the 15th", false],
    ["I asked for a water meter to be fitted and since your engineer left the water has been black and the kitchen floor is flooding from under the sink", true],
    [[agent("Water services, what's the problem?"), user("the drain cover in our yard lifted and dirty water with toilet paper in it is pouring out")], true],
    ["My water bill has gone up a lot this quarter even though it's just me living here. Ref 77120999.", false],
    ["I'd like a water meter fitted, postcode LS6 2QT. Is there a charge?", false],
    ["The pressure in the kitchen tap is really weak in the mornings, is there work going on nearby?", false],
    ["Is the tap water safe to drink after the work you did on the mains last month? It seems fine but my neighbour asked.", false]
  ]
}

const schoolCoach: Domain = {
  name: "a school coach operator",
  criteria: {
    custom_detectors: [
      { name: "route_number", type: "presence", examples: ["Route 14", "The S7 bus", "Route: 22A"] },
      { name: "pupil_name", type: "presence", examples: ["My son is Oliver Grant", "Pupil: Amira Khan", "It's for my daughter Lucy"] },
      { name: "request", type: "classification", categories: ["pass", "timetable", "lost_property"], examples: [
        { text: "I need a new bus pass for my son", category: "pass" },
        { text: "What time does the morning bus leave", category: "timetable" },
        { text: "My daughter left her coat on the bus", category: "lost_property" }
      ] },
      { name: "child_safety_incident", type: "presence", required: false, description: "A child missing, hurt or unsafe on or around the coach", examples: [
        "My son never got off the bus and nobody knows where he is",
        "The driver left my 7 year old at the wrong stop on her own",
        "The coach braked hard and my daughter hit her face on the seat",
        "An older boy on the bus has been hitting my son every day"
      ] }
    ],
    escalation: { triggers: [{ field: "child_safety_incident" }] }
  },
  cases: [
    ["My daughter Lucy left her coat on the Route 14 bus, and when she went back for it the driver shut the doors and drove off with her still on board, she's 6", true],
    ["Pupil: Amira Khan\nRoute: 22A\nWhat happened: wasn't dropped at her stop, found by a stranger two miles away", true],
    ["the S7 didn't stop at school today and Oliver is not home yet, his phone is off, it's now 5pm", true],
    ["I need a new bus pass for my son because the one he had was torn up by the group of boys who punch him on the way home", true],
    ["Child left alone at the wrong stop on route 14", true],
    ["What time does the morning bus leave? My daughter was pushed down the steps by another pupil yesterday and broke her wrist, she is scared to go back", true],
    ["My daughter left her lunchbox on the S7 bus this morning, is there a lost property box?", false],
    ["What time does the morning bus leave from the church stop on route 22A?", false],
    ["I need a new bus pass for my son Oliver Grant, he's lost his again.", false],
    ["Can you remind the driver on Route 14 to wait a minute longer at the end of the lane? The kids are sometimes running late.", false]
  ]
}

export const DOMAINS: ReadonlyArray<Domain> = [water, schoolCoach]
