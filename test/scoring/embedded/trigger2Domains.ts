// Challenge "trigger2" (11-28): escalation triggers told in other words. Seven rubrics of our own
// (a climbing wall, a meal-kit box, a children's music school, a password manager, a travel
// clinic, a holiday park, a restaurant till supplier), each with one or two presence triggers of
// 3–5 examples beside routine detectors. Messages tell the trigger's event by a symptom, a
// consequence or what someone saw, smelt or heard; near misses only touch the topic (a benign
// mention, a hazard denied, one fixed long ago, a question, a hypothetical). Written for this set,
// none of the datasets' text.
import { type Domain, user } from "./triggerCases.js"

/** A case: an id, the input and whether it must escalate. */
export type IdCase = readonly [string, string | ReadonlyArray<ReturnType<typeof user>>, boolean]
export interface IdDomain extends Omit<Domain, "cases"> {
  readonly cases: ReadonlyArray<IdCase>
}

const climbing: IdDomain = {
  name: "a climbing wall",
  criteria: {
    custom_detectors: [
      { name: "membership_query", type: "classification", categories: ["join", "freeze", "cancel"], examples: [
        { text: "How do I sign up for a monthly membership?", category: "join" },
        { text: "Can I pause my membership while I'm abroad?", category: "freeze" },
        { text: "Please cancel my membership from next month", category: "cancel" }
      ] },
      { name: "induction_booking", type: "presence", examples: ["I'd like to book an induction for Saturday", "Can my son do the beginner induction?", "Booking a taster session for two"] },
      { name: "climber_injury", type: "presence", required: false, description: "Someone hurt at the wall", examples: [
        "My friend fell off the top rope and hurt her back",
        "I twisted my ankle landing badly off the boulder wall",
        "A climber was injured when a hold came loose",
        "He hit his head on the wall and needed first aid"
      ] }
    ],
    escalation: { triggers: [{ field: "climber_injury" }] }
  },
  cases: [
    ["cl-finger", "Something popped in my finger on the crimpy route last night and it's gone purple and I can't bend it", true],
    ["cl-knee", "Came down awkwardly from the top of the cave problem and my knee has swollen up like a balloon", true],
    ["cl-ambulance", "An ambulance had to come for a lad who dropped from the highball yesterday evening, is he alright?", true],
    ["cl-hold-spun", "A hold spun on the overhang, I swung into the wall and my wrist is now in a cast", true],
    ["cl-belayer", "My belayer let the rope slip and I hit the mat from halfway up, my back has been agony since", true],
    ["cl-induction", "I'd like to book the beginner session for my daughter and her friend next Sunday", false],
    ["cl-freeze-past", "I broke my wrist skiing in the spring, all healed now, so please unfreeze my membership", false],
    ["cl-safe-q", "Is the bouldering area safe for a nervous eight year old? Just want to check before we come", false],
    ["cl-no-hurt", "I slipped off the easy traverse but nobody was hurt, the mats did their job", false],
    ["cl-cancel", "Please cancel my membership, I'm moving to Leeds for work", false]
  ]
}

const mealKit: IdDomain = {
  name: "a meal-kit box",
  criteria: {
    custom_detectors: [
      { name: "delivery_change", type: "presence", examples: ["Can I move my box to Thursday?", "Please skip next week's delivery", "Change my delivery address to my office"] },
      { name: "plan_size", type: "classification", categories: ["two_people", "family"], examples: [
        { text: "I'm on the plan for two", category: "two_people" },
        { text: "We get the family box for four", category: "family" },
        { text: "Switch me to the box for two please", category: "two_people" }
      ] },
      { name: "allergic_reaction", type: "presence", required: false, description: "A customer reacted badly to food from a box", examples: [
        "My son had an allergic reaction to the curry kit",
        "I came out in hives after eating the prawn noodles",
        "The sauce must have had nuts, my throat swelled up",
        "My wife was violently sick after the chicken recipe"
      ] }
    ],
    escalation: { triggers: [{ field: "allergic_reaction" }] }
  },
  cases: [
    ["mk-lips", "Half an hour after the satay stir fry my partner's lips went tingly and puffy and we had to use her pen", true],
    ["mk-blotches", "My daughter is covered in itchy red blotches since tea, the only new thing was the sesame dressing from your box", true],
    ["mk-breathe", "After the pesto pasta my husband was struggling to breathe and we ended up in A&E", true],
    ["mk-stomach", "Both of us were up all night throwing up after the fish tacos kit", true],
    ["mk-wheeze", "Wheezing and a puffy face within minutes of the dessert - were there almonds in it?", true],
    ["mk-skip", "Please skip next week, we're away in Cornwall", false],
    ["mk-no-nuts-q", "Does the Thai green curry kit contain any peanuts? My son is allergic so I want to check first", false],
    ["mk-fine", "We were nervous about the new spice blend but nobody reacted at all, it was lovely", false],
    ["mk-size", "Can we switch to the family box now the kids are eating proper meals?", false],
    ["mk-bland", "The risotto was a bit bland and the portion was small for two", false]
  ]
}

const musicSchool: IdDomain = {
  name: "a children's music school",
  criteria: {
    custom_detectors: [
      { name: "instrument", type: "classification", categories: ["piano", "guitar", "violin"], examples: [
        { text: "She'd like piano lessons", category: "piano" },
        { text: "He wants to learn guitar", category: "guitar" },
        { text: "Lessons on the violin for my daughter", category: "violin" }
      ] },
      { name: "lesson_time", type: "presence", examples: ["Tuesdays after school would be best", "Can we move to the 4:30 slot?", "Saturday mornings suit us"] },
      { name: "safeguarding_concern", type: "presence", required: false, description: "A worry about a child's safety or welfare", examples: [
        "A teacher has been messaging my daughter on her personal phone",
        "My son says the tutor touched him in a way he didn't like",
        "A child turned up to her lesson with bruises and said her dad hits her",
        "One of the teachers shouted at my boy until he cried and locked the door"
      ] }
    ],
    escalation: { triggers: [{ field: "safeguarding_concern" }] }
  },
  cases: [
    ["ms-gifts", "The guitar teacher keeps giving my 11 year old presents and told him not to tell us about their chats online", true],
    ["ms-scared", "My daughter refuses to go to violin now and says Mr K makes her sit on his knee when the door's shut", true],
    ["ms-pupil-home", "One of your pupils told me she sleeps in the car some nights and hasn't eaten since yesterday", true],
    ["ms-photos", "A tutor asked my son to send him pictures of himself after the lesson, I've screenshotted it", true],
    ["ms-left-alone", "Nobody collected my 7 year old after piano, she was left standing outside in the dark for an hour", true],
    ["ms-time", "Could we move Ella to the 4:30 slot on Tuesdays from next term?", false],
    ["ms-dbs-q", "Are all your teachers DBS checked? Just asking before we sign up", false],
    ["ms-strict", "Her piano teacher is quite strict but she's learning loads and really likes him", false],
    ["ms-guitar", "My son wants to learn guitar, he's 9, what do you charge?", false],
    ["ms-hypo", "If a child was ever upset in a lesson, who would we speak to?", false]
  ]
}

const passwords: IdDomain = {
  name: "a password manager",
  criteria: {
    custom_detectors: [
      { name: "seats", type: "presence", examples: ["We need 25 seats", "Add three more users to our team", "We're a company of 40 people"] },
      { name: "billing_question", type: "presence", examples: ["Why was I charged twice this month?", "Can I get an invoice for last year?", "Please change the card on file"] },
      { name: "account_compromise", type: "presence", required: false, description: "Someone else got into a customer's vault or account", examples: [
        "Someone has logged into my vault from another country",
        "My account was hacked and passwords were changed",
        "I think an attacker has my master password",
        "There are logins in my history that weren't me"
      ] }
    ],
    escalation: { triggers: [{ field: "account_compromise" }] }
  },
  cases: [
    ["pw-alert", "Got an email saying a new device in Brazil signed in to my account at 3am, I've never been there", true],
    ["pw-entries", "Half my saved entries have vanished and my recovery email has been swapped for one I don't recognise", true],
    ["pw-bank", "Money left my bank an hour after someone unlocked my vault, I did not approve either", true],
    ["pw-locked-out", "I can't get in any more because somebody reset my 2FA and the phone number on it isn't mine", true],
    ["pw-shared", "A former employee still opened our shared finance folder last night after we'd removed her", true],
    ["pw-seats", "We're growing to 40 people, can we add 15 seats mid-contract?", false],
    ["pw-invoice", "Please send an invoice for last year, our accountant needs it", false],
    ["pw-safe-q", "What happens if someone steals my laptop, is my vault still safe?", false],
    ["pw-forgot", "I forgot my master password, how do I reset it? No one else has access, I just can't remember it", false],
    ["pw-was-me", "I got a new sign-in warning but it was just me on my new phone, all fine", false]
  ]
}

const travelClinic: IdDomain = {
  name: "a travel clinic",
  criteria: {
    custom_detectors: [
      { name: "destination", type: "presence", examples: ["We're going to Kenya in March", "Travelling to Peru and Bolivia", "A gap year in South East Asia"] },
      { name: "appointment_request", type: "presence", examples: ["Can I book a slot next week?", "I'd like an appointment for my jabs", "Do you have anything Saturday morning?"] },
      { name: "adverse_reaction", type: "presence", required: false, description: "A bad reaction to a vaccine or medicine given by the clinic", examples: [
        "I had a bad reaction to the yellow fever jab",
        "My arm is red and hot and swollen since the injection",
        "The malaria tablets are making me hallucinate",
        "I came up in a rash after the typhoid vaccine"
      ] }
    ],
    escalation: { triggers: [{ field: "adverse_reaction" }] }
  },
  cases: [
    ["tc-fever", "Since Tuesday's hepatitis shot I've had a temperature of 39 and shivers I can't stop", true],
    ["tc-nightmares", "The antimalarials you gave me are giving me terrifying dreams and I feel panicky all day", true],
    ["tc-lump", "There's a hard lump the size of an egg where the nurse put the needle in, and it's weeping", true],
    ["tc-faint", "My son passed out in the car park ten minutes after his rabies dose and his lips went blue", true],
    ["tc-vision", "Ever since starting the doxycycline my eyesight has gone blurry and my head is pounding", true],
    ["tc-book", "I'd like an appointment for my jabs before we go to Kenya in March", false],
    ["tc-sore-normal", "My arm was a little sore the day after, as the nurse said it would be, otherwise fine", false],
    ["tc-what-if", "What side effects should I look out for with the yellow fever vaccine?", false],
    ["tc-past", "I fainted at a blood test when I was a teenager, so could I lie down for the injection?", false],
    ["tc-dest", "We're doing a gap year in South East Asia, which vaccines do we need?", false]
  ]
}

const holidayPark: IdDomain = {
  name: "a holiday park",
  criteria: {
    custom_detectors: [
      { name: "booking_reference", type: "presence", examples: ["Booking ref HP-44812", "My reference is 99031", "Ref: HP-20077"] },
      { name: "stay_request", type: "classification", categories: ["late_checkout", "extra_bedding", "parking"], examples: [
        { text: "Could we check out later on Friday?", category: "late_checkout" },
        { text: "Can we have an extra duvet for the sofa bed?", category: "extra_bedding" },
        { text: "Where can we park a second car?", category: "parking" }
      ] },
      { name: "safety_hazard", type: "presence", required: false, description: "Something dangerous in a lodge or on the park", examples: [
        "There's a strong smell of gas in the caravan",
        "The decking on our lodge has a rotten board and my son's foot went through",
        "Sparks came out of the socket when I plugged in the kettle",
        "The fence round the pond is broken and toddlers can get to the water"
      ] },
      { name: "guest_unwell", type: "presence", required: false, description: "A guest taken ill or hurt", examples: [
        "My husband has collapsed and isn't responding",
        "Our daughter fell off the climbing frame and is bleeding a lot",
        "My mum is having chest pains"
      ] }
    ],
    escalation: { triggers: [{ field: "safety_hazard" }, { field: "guest_unwell" }] }
  },
  cases: [
    ["hp-eggs", "Ref HP-44903 - there's a rotten eggs whiff by the cooker and my head is thumping, should we get out?", true],
    ["hp-hot-plug", "The heater plug is too hot to hold, and the wall round it has a brown mark", true],
    ["hp-glass", "The shower screen has shattered all over the bathroom floor and we've got two kids barefoot", true],
    ["hp-grey", "My dad has gone grey and sweaty and says his arm feels heavy, we're in lodge 12", true],
    ["hp-pool", "The lifeguard pulled a little girl out of the pool, she was coughing up water and very floppy", true],
    ["hp-checkout", "Booking ref HP-44812, could we check out at 1 on Friday instead of 10?", false],
    ["hp-alarm-fine", "The smoke alarm chirped once last night, we changed the battery and it's been fine since", false],
    ["hp-duvet", "Can we have an extra duvet for the sofa bed please?", false],
    ["hp-gas-q", "Do the caravans have gas hobs or electric? My mum prefers electric", false],
    ["hp-fixed", "The loose step at lodge 4 we reported in May was fixed the next day, thanks", false],
    // Round answers2: a hazard guarded against is a precaution, one that happened anyway is not.
    ["hp-prevent-fire", "Our neighbour always unplugs her heater at bedtime to prevent a fire, should we do the same?", false],
    ["hp-avoid-fire", "We keep the tea towels well away from the hob to avoid a fire", false],
    ["hp-avoid-gas", "Which valve do we close at night so we avoid a gas leak?", false],
    ["hp-fire-anyway", "We unplugged everything to prevent a fire but the fridge plug is smoking now", true]
  ]
}

const tills: IdDomain = {
  name: "a restaurant till supplier",
  criteria: {
    custom_detectors: [
      { name: "site_name", type: "presence", examples: ["This is the Harbour Kitchen in Whitby", "Site: Riverside Grill", "It's for our Camden branch"] },
      { name: "training_request", type: "presence", examples: ["Can you train our new staff on the tills?", "We'd like a refresher session on refunds", "Is there a video on setting up table plans?"] },
      { name: "system_outage", type: "presence", required: false, description: "Tills or card payments down during service", examples: [
        "None of our tills will turn on",
        "Card payments are failing on every terminal",
        "The system crashed in the middle of lunch service",
        "Orders aren't reaching the kitchen printer"
      ] }
    ],
    escalation: { triggers: [{ field: "system_outage" }] }
  },
  cases: [
    ["ti-spinning", "Every screen has been stuck on a spinning wheel since 12 and we've a full restaurant waiting to pay", true],
    ["ti-cash-only", "We've had to put a cash only sign on the door, the card readers just say declined for everyone", true],
    ["ti-tickets", "Chefs have had no tickets for twenty minutes, the waiters are writing orders on napkins", true],
    ["ti-black", "Harbour Kitchen here: the terminals went black mid service and won't come back", true],
    ["ti-reboot", "The till keeps rebooting itself every few minutes tonight, we can't close a single bill", true],
    ["ti-train", "Can you train our three new waiters on refunds next week?", false],
    ["ti-was-down", "Last month's outage was sorted quickly, thanks for the credit on our bill", false],
    ["ti-offline-q", "If the internet goes down, can the tills still take card payments offline?", false],
    ["ti-slow-printer", "The receipt printer paper keeps jamming, can you send a few new rolls?", false],
    ["ti-site", "It's for our Camden branch, we're opening in June and need four tills", false]
  ]
}

/** Round answers2: a hazard or a harm guarded against ("to prevent a fire") is a precaution; a diet avoided is still the diet. */
const villageHall: IdDomain = {
  name: "a village hall kitchen",
  criteria: {
    custom_detectors: [
      { name: "hall_booking", type: "presence", examples: ["I'd like to hire the main hall on the 3rd", "Can we book the kitchen for a Saturday party?", "Is the hall free next Sunday afternoon?"] },
      { name: "kitchen_hazard", type: "presence", required: false, description: "Something dangerous in the hall kitchen", examples: [
        "The kettle lead is scorched and sparking",
        "There's a burning smell coming from the fuse board",
        "The dishwasher flex is frayed and the wires show"
      ] },
      { name: "guest_diet", type: "presence", required: false, description: "A guest's special diet for the catered lunch", examples: [
        "One of our guests is coeliac",
        "Two of the children are vegan",
        "My uncle has a severe nut allergy"
      ] }
    ],
    escalation: { triggers: [{ field: "kitchen_hazard" }, { field: "guest_diet" }] }
  },
  cases: [
    ["vh-prevent-fire", "We'll switch the urn off at the wall every night to prevent a fire, as the caretaker asked", false],
    ["vh-avoid-gas", "Could someone show us how to shut the hob off properly to avoid a gas leak?", false],
    ["vh-avoiding-sparks", "We'll keep the craft table away from the sockets, avoiding sparks near the little ones", false],
    ["vh-prevents-smoke", "Does the fryer have a lid that prevents smoke filling the room? Asking before we book", false],
    ["vh-smoke-real", "The old toaster caught fire this morning and there's smoke all through the kitchen", true],
    ["vh-gas-real", "There's a strong smell of gas by the back door of the kitchen right now", true],
    ["vh-fire-anyway", "We tried hard to prevent a fire but the chip pan went up and the wall above it is scorched", true],
    ["vh-gluten", "My granddaughter has to avoid gluten, can the caterer plate hers separately?", true],
    ["vh-avoiding-dairy", "Three of the guests are avoiding dairy completely", true]
  ]
}

export const TRIGGER2_DOMAINS: ReadonlyArray<IdDomain> = [climbing, mealKit, musicSchool, passwords, travelClinic, holidayPark, tills, villageHall]
