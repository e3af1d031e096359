import { agent, type Domain, user } from "./triggerCases.js"

// Escalation triggers in rubrics of several detectors, in domains of our own (a car hire desk, a
// card issuer, an energy supplier, a children's activity camp). Each trigger has a few examples;
// the rubric's other detectors are the routine business of the same domain. True events are told
// in other words than the examples; the benign messages share the domain's words and not the
// event: denied, asked about, past and resolved, hypothetical, someone else's, the routine
// version of the same thing, a policy question, a form field answered "none".

const carHire: Domain = {
  name: "a car hire desk",
  criteria: {
    custom_detectors: [
      { name: "booking_reference", type: "presence", examples: ["My booking ref is CH-448120", "Reservation number 99812-B", "Ref: KX7731"] },
      { name: "pickup_branch", type: "presence", examples: ["Collecting from the airport branch", "I'll pick the car up at the Queen Street office", "Pickup at the train station desk"] },
      { name: "extras", type: "classification", categories: ["child_seat", "extra_driver", "satnav"], examples: [
        { text: "Can we add a booster seat for our daughter", category: "child_seat" },
        { text: "My wife will be driving too", category: "extra_driver" },
        { text: "Please include a GPS unit", category: "satnav" }
      ] },
      { name: "collision_or_injury", type: "presence", required: false, description: "The hired car has been in a crash or someone was hurt", examples: [
        "I've just crashed the hire car into a lamppost",
        "Someone drove into the back of us at the lights and my passenger is hurt",
        "The car hit a deer on the motorway and the front is smashed in"
      ], non_examples: ["No damage to report on return"] }
    ],
    escalation: { triggers: [{ field: "collision_or_injury" }] }
  },
  cases: [
    ["Hi, a van reversed into the side of the rental while it was parked outside our hotel, the driver door is dented and won't open. Booking CH-551903. What do I do now?", true],
    [[agent("Rental assistance, how can I help?"), user("we skidded on ice coming down the mountain pass and ended up in a ditch, my son banged his head on the window, we're waiting for an ambulance")], true],
    ["Ref: KX8820\nReason for call: other vehicle pulled out of a junction and we collided, airbags went off, nobody badly hurt but the car can't be driven", true],
    ["Dropped the car back at the airport branch this morning, no damage, all fine. Could you email the final invoice?", false],
    ["What happens with the excess if the car gets scratched in a car park? I'm trying to decide whether to buy the extra cover.", false],
    ["Last summer we had a little bump in one of your cars in Malaga and your team sorted it all out brilliantly, so we're booking with you again. Ref KX9012.", false],
    ["Can we add a second driver to reservation 77120-C? My brother will share the driving on the long stretches.", false],
    ["Return checklist\nFuel: full\nDamage or accidents during hire: none\nMileage: 1,204", false],
    ["My friend crashed his hire car in Portugal and got a huge bill, so I want to understand your insurance before I book.", false],
    ["Is it ok to drive the car onto a ferry to the islands, or does that void the cover?", false]
  ]
}

const cardIssuer: Domain = {
  name: "a card issuer",
  criteria: {
    custom_detectors: [
      { name: "card_ending", type: "presence", examples: ["Card ending 4471", "the last four digits are 9023", "It's the card that ends in 1180"] },
      { name: "request", type: "classification", categories: ["replacement", "limit_change", "statement"], examples: [
        { text: "My card is worn out and the chip doesn't work, can I get a new one", category: "replacement" },
        { text: "I'd like to raise my credit limit", category: "limit_change" },
        { text: "I can't find last month's statement", category: "statement" }
      ] },
      { name: "fraud_suspected", type: "presence", required: false, description: "A security concern: the account or card used by someone else", examples: [
        "There are payments on my card I didn't make",
        "Someone has been using my card details online",
        "I got a text saying my PIN was changed but I never changed it",
        "A man on the phone pretending to be from the bank got my security code"
      ], non_examples: ["All the transactions look right"] }
    ],
    escalation: { triggers: [{ field: "fraud_suspected" }] }
  },
  cases: [
    ["Hello, I've got three charges from an electronics shop in another country on my statement and I've never been there, my card is still in my purse. Card ending 3318.", true],
    ["i logged in this morning and my address and phone number are different, i didnt change them. also a new payee i dont know. please help fast", true],
    [[agent("What can I do for you today?"), user("I clicked a link in an email that looked like yours and typed in my card number and the code, then I realised it wasn't you")], true],
    ["Could you send me a copy of my September statement? The card ends in 2207. Thanks.", false],
    ["I'd like to increase my limit to 5,000 before our holiday. All the recent spending on the card is mine.", false],
    ["What should I do if I ever notice a payment I don't recognise? Just asking so I know.", false],
    ["A few months ago there was a strange payment on my card but your team refunded it and sent a new card, all fine since. Now I just need a PIN reminder.", false],
    ["My dad had money taken from his account by scammers at his bank, so he's nervous. Does your card have a freeze option in the app?", false],
    ["The chip on my card has stopped working at tills, can you send a replacement? Card ending 5561.", false],
    ["Reason for contact: replacement card\nUnrecognised transactions: none\nCard ending: 6090", false]
  ]
}

const energy: Domain = {
  name: "an energy supplier",
  criteria: {
    custom_detectors: [
      { name: "account_number", type: "presence", examples: ["Account number 40021988", "My customer number is 7718-2204", "Acc: 55102311"] },
      { name: "meter_reading", type: "presence", examples: ["Electric meter reads 04512", "Gas reading today was 18822", "The meter says 7731.4"] },
      { name: "topic", type: "classification", categories: ["bill", "moving_home", "smart_meter"], examples: [
        { text: "My bill seems much higher than usual", category: "bill" },
        { text: "We're moving out at the end of the month", category: "moving_home" },
        { text: "When can you fit a smart meter", category: "smart_meter" }
      ] },
      { name: "vulnerable_supply_risk", type: "presence", required: false, description: "A concern: someone who depends on the supply is at risk of losing it", examples: [
        "My husband is on a home dialysis machine and you're threatening to cut us off",
        "The prepayment meter has run out and I've got a newborn and no heating",
        "I'm disabled and my stairlift needs power, please don't disconnect us"
      ] }
    ],
    escalation: { triggers: [{ field: "vulnerable_supply_risk" }] }
  },
  cases: [
    ["Hi, my mum is 89 and lives alone, her top-up meter went to zero last night and the house is freezing, she can't get to the shop to add credit. Account 40119023.", true],
    ["we got the final warning letter about disconnection. my daughter uses an oxygen machine overnight, if the power goes off she can't breathe properly. what can we do", true],
    ["Account: 55109987\nIssue: the emergency credit has run out and my son's feeding pump needs charging, we have no power at all since this morning", true],
    ["Meter reading for account 40021988: electric 04890, gas 19011. Thanks.", false],
    ["My bill has gone up by 40 pounds this quarter and I don't understand why, can someone explain?", false],
    ["Do you have a priority services register? My father may need home oxygen at some point next year and I want to be prepared.", false],
    ["We're moving house on the 30th. New address to follow; please close the account at the old one on that date.", false],
    ["Last winter our meter ran out over Christmas but your engineer came out the same day and sorted it, thanks again. Just sending this month's reading: 05102.", false],
    ["Name: P. Adeyemi\nAnyone in the household relying on medical equipment?: No\nTopic: smart meter installation", false],
    ["My neighbour told me you cut off a woman on our street, is it true you can disconnect people in winter?", false]
  ]
}

const camp: Domain = {
  name: "a children's activity camp",
  criteria: {
    custom_detectors: [
      { name: "child_age", type: "presence", examples: ["She's 9", "My son turned seven in May", "Age: 11"] },
      { name: "dietary_needs", type: "presence", examples: ["He's allergic to nuts", "She's vegetarian", "No dairy please, he's intolerant"] },
      { name: "week", type: "classification", categories: ["first_week", "second_week", "both_weeks"], examples: [
        { text: "Just the week starting 21 July", category: "first_week" },
        { text: "The second week only", category: "second_week" },
        { text: "Both weeks please", category: "both_weeks" }
      ] },
      { name: "safeguarding_concern", type: "presence", required: false, examples: [
        "My daughter says one of the coaches keeps messaging her on social media",
        "He came home with bruises and says an older boy hit him every day",
        "A leader told the kids to keep a secret from their parents"
      ], non_examples: ["She had a lovely time"] }
    ],
    escalation: { triggers: [{ field: "safeguarding_concern" }] }
  },
  cases: [
    ["Hello, my son told me tonight that an instructor took his phone number and has been sending him photos late at night. He's 12. I don't know who else to tell.", true],
    ["Hi, I'm writing about Friday. Maya (10) came home crying and said two girls in her group pushed her into the lake and told her if she told anyone they'd do it again. She doesn't want to go back.", true],
    [[agent("How can we help?"), user("one of your staff drove my daughter home alone without asking me, and told her not to mention it. I only found out from her diary")], true],
    ["Hello, I'd like to book both weeks for Oscar, he's 8 and is vegetarian. Thanks!", false],
    ["What are your safeguarding procedures, and are all the leaders DBS checked? Asking before I book.", false],
    ["Last year there was some name-calling in Ben's group but the leaders dealt with it quickly and he made friends in the end. He can't wait to come back.", false],
    ["Her friend at a different club was bullied, so she's a bit anxious about joining a new group. Could she be in the same group as her cousin?", false],
    ["Child: Leo, age 10\nAllergies: peanuts\nAny worries about your child's welfare we should know about?: none", false],
    ["She came home with a grazed knee from football but was absolutely fine and loved it. Same time next week!", false],
    ["If a child is being picked on, do the leaders tell the parents the same day?", false]
  ]
}

export const DOMAINS: ReadonlyArray<Domain> = [carHire, cardIssuer, energy, camp]
