// A small hand-written concept lexicon: clusters of words (and two-word phrases written with
// "_") that mean roughly the same thing in customer messages. Each word of a cluster adds a
// shared concept feature, so "refund" and "money back", or "braces" and "aligners", look alike
// to the similarity model even when no word is shared. General language only.
import { stem } from "./stem.js"

const CLUSTERS: ReadonlyArray<string> = [
  // buying, selling, renting
  "buy buying bought purchase purchasing buyer buyers acquire order ordering",
  "sell selling sold sale seller vendor_sale list_property valuation valuations market",
  "rent renting rental rentals lease leasing let letting tenant tenants tenancy lettings landlord",
  "view viewing viewings visit visiting tour showing see look_round open_house come_see",
  "house home flat apartment condo bungalow townhouse cottage property studio bedroom bed",
  "mortgage loan lender lending bank financing finance borrow preapproval",
  "approved preapproved pre_approved approval authorised authorized",
  "cash outright",
  "budget max maximum afford spend ceiling price_range up_to",
  "cheap cheaper inexpensive affordable budget_friendly",
  "expensive pricey costly overpriced dear steep price_went price_increase too_much",
  "price pricing cost costs fee fees charge charges rate rates quote tariff",
  "discount discounts coupon promo promotion deal offer",
  // money, billing, payments
  "refund refunds refunded reimburse reimbursement money_back credit_back prorated repay",
  "cancel cancelling canceling cancellation terminate termination unsubscribe end_subscription turn_off switch_off stop_subscription close_account",
  "subscription subscriptions plan plans membership renewal renew auto_renew autorenew tier",
  "downgrade downgrading smaller_plan cheaper_plan drop_down move_down lower_tier",
  "upgrade upgrading bigger_plan higher_tier move_up",
  "invoice invoices bill billed billing statement receipt line_items",
  "charge charged charges debit debited deducted taken_out",
  "twice duplicate duplicated double doubled two_times again still_charged overcharged",
  "dispute disputing chargeback chargebacks contest reverse_charge card_issuer",
  "pay paying payment payments paid settle",
  "self_pay pocket uninsured own_pocket",
  "installment installments instalment instalments monthly_payments payment_plan spread finance_option split",
  "insurance insured insurer coverage cover covered policy ppo benefits plan_provider",
  "competitor competitors another_provider another_platform another_vendor switched_provider switched switching moved_to alternative rival",
  "account workspace username login profile org_id account_id",
  "email mail inbox address",
  // support and problems
  "broken broke break breaks breaking cracked chipped snapped damaged crack",
  "error errors bug bugs glitch glitches fault issue issues problem problems",
  "crash crashes crashing crashed freeze freezes frozen hang hangs",
  "slow slowly sluggish lag laggy delay delayed delays latency",
  "down outage offline unavailable unreachable",
  "lost lose losing missing vanished disappeared gone deleted wiped erased",
  "urgent urgently asap immediately emergency right_away straight_away now",
  "help assist assistance support",
  "question questions ask asking wondering query enquiry inquiry curious",
  "feature features functionality capability integration integrate integrations connector",
  "password login log_in sign_in signin credentials locked_out reset",
  "complain complaint complaints unhappy dissatisfied frustrated annoyed angry upset",
  "thanks thank grateful appreciate appreciated love loving great fantastic",
  // health, dental, medical
  "tooth teeth molar molars incisor filling fillings crown gum gums wisdom_tooth",
  "pain painful ache aches aching hurt hurts hurting sore throbbing toothache agony",
  "swollen swelling swell swells puffy abscess infection infected",
  "bleeding bleed bleeds blood",
  "cleaning clean checkup check_up exam examination hygiene hygienist routine regular scale polish",
  "whiten whitening veneer veneers cosmetic smile bleach bleaching",
  "braces brace aligner aligners invisalign orthodontic orthodontist straighten crooked overbite retainer",
  "allergy allergies allergic reaction intolerant intolerance latex penicillin",
  "medication medications medicine medicines drug drugs pill pills prescription prescribed",
  "blood_thinner blood_thinners anticoagulant warfarin aspirin",
  "pregnant pregnancy expecting trimester",
  "diabetes diabetic insulin asthma heart_condition epilepsy condition conditions",
  "appointment appointments booking book schedule reschedule slot consultation consult",
  "doctor dentist nurse clinic surgery practitioner physician",
  // time
  "today tonight now this_morning this_afternoon",
  "tomorrow tmrw tmr next_day",
  "weekend saturday sunday",
  "soon shortly quickly fast asap",
  "later eventually someday whenever sometime",
  "deadline due cutoff cut_off",
  "month monthly months",
  "week weekly weeks",
  "year yearly annual annually years",
  // people and work
  "boss manager supervisor director head lead",
  "owner founder ceo president proprietor",
  "team staff employees colleagues coworkers people crew",
  "customer customers client clients user users",
  "job work employer employment benefits salary payroll",
  "hire hiring recruit recruiting recruitment candidate candidates applicant applicants interview",
  "quit resign resignation leave leaving notice",
  "holiday holidays vacation pto time_off leave annual_leave",
  "sick ill illness unwell",
  // shipping, orders
  "deliver delivery delivered shipping shipped ship dispatch dispatched courier parcel package",
  "track tracking status where_is",
  "return returns returning send_back exchange",
  "arrive arrived arrival arriving come came received receive",
  "damaged defective faulty broken_item wrong_item",
  // banking and cards
  "card cards debit_card credit_card visa mastercard",
  "transfer transfers transferred send_money wire remittance",
  "withdraw withdrawal withdrawals atm cash_machine",
  "balance funds available_balance",
  "top_up topup top topping add_money",
  "pin passcode code",
  "exchange_rate conversion currency currencies forex",
  "stolen theft fraud fraudulent unauthorised unauthorized scam hacked compromised",
  "pending processing waiting hold",
  "fee fees commission surcharge extra_charge",
  "verify verification identity id_check kyc",
  // assistant-style requests
  "weather forecast rain temperature sunny",
  "alarm wake_up",
  "timer countdown",
  "remind reminder reminders",
  "calendar meeting meetings event events",
  "song music play playlist track",
  "translate translation say_in language",
  "recipe cook cooking ingredients",
  "restaurant reservation table dinner lunch",
  "flight flights airline plane boarding",
  "hotel room stay accommodation",
  "car vehicle oil tire tyre",
  "phone mobile cell smartphone",
  "call ring phone_call callback call_back",
  "text message sms",
  // moods, decisions
  "interested interest keen curious",
  "decide decision decided choose chose choice",
  "need needs require required requirement want wants wish",
  "yes yeah yep sure ok okay correct",
  "no nope nah"
]

/**
 * Kinds of things a classification category may be named after (a trade, a device, a channel, a
 * document, a time of day), each with the everyday words for its members: "fridge" is an
 * appliance, "boiler" heating, "printer" hardware. Read only against category names
 * (classify.ts): a customer who names a member names the kind. Looser than CLUSTERS, whose
 * words are near-synonyms and feed every similarity.
 */
const TOPICS: ReadonlyArray<string> = [
  // home services
  "plumbing plumber plumbers pipe pipes pipework drain drains drainage tap taps faucet toilet toilets sink sinks shower bath bathtub cistern stopcock sewer sewage septic burst_pipe water_pressure hot_water water_heater",
  "electrical electric electrician electricians electricity socket sockets outlet outlets plug plugs wiring rewire rewiring fuse fuses fusebox fuse_box breaker breakers circuit circuits light_switch light_fitting power_cut sparking",
  "heating heat heater heaters boiler boilers radiator radiators furnace thermostat central_heating underfloor_heating heat_pump",
  "cooling cool air_conditioning air_conditioner aircon air_con ac hvac heat_pump",
  "appliance appliances fridge fridges refrigerator freezer freezers dishwasher dishwashers washing_machine washer dryer tumble_dryer oven ovens cooker hob stove microwave",
  "roofing roof roofer gutter gutters tiles chimney",
  "locksmith lock locks key keys locked_out",
  // kinds of kit or goods a trade sorts by: a customer names the cabinet, not the trade's word
  "refrigeration refrigerated refrigerator refrigerators fridge fridges freezer freezers chiller chillers cold_room cold_rooms cold_store cold_storage walk_in_freezer walk_in_fridge walk_in_chiller walk_in_cooler bottle_cooler drinks_cooler wine_cooler frozen_food frozen_goods frozen_peas frozen_meat frozen_fish kept_frozen stay_frozen",
  "cooking cooker cookers fryer fryers deep_fryer griddle griddles grill grills hob hobs stove stoves burner burners oven ovens range_cooker hotplate hot_plate bain_marie rotisserie",
  // kinds of premises: a shop or a warehouse is told, seldom "retail" or "industrial" ("store" left
  // out: it is a verb as often, and "cold store" is no shop)
  "retail corner_shop shop_unit shop_units our_shop my_shop bakery_shop coffee_shop charity_shop gift_shop farm_shop boutique boutiques showroom showrooms supermarket supermarkets high_street shopfront",
  "industrial warehouse warehouses factory_unit factory_units factory_floor our_factory depot depots distribution_centre distribution_center distribution_unit manufacturing production_line production_floor trading_estate industrial_estate",
  // ways of laying the dead to rest, for funeral and memorial trades
  "burial burials buried_beside buried_next buried_alongside buried_at be_buried_with bury_him bury_her interred interment grave_plot grave_site her_grave his_grave family_grave graveside churchyard cemetery laid_to_rest",
  "cremation cremations cremate cremated crematorium ashes urn",
  // IT services
  "email emails mail mailbox inbox outlook",
  "network networking vpn wifi wi_fi internet connection connectivity router ethernet online offline broadband",
  "hardware device devices equipment laptop laptops computer computers pc desktop monitor monitors screen screens keyboard mouse printer printers dock docking_station charger battery headset webcam phone_handset",
  "account accounts login logins log_in sign_in signin password passwords username credentials locked_out mfa two_factor authenticator",
  "app apps application applications software program programme crm erp portal platform module modules dashboard dashboards intranet database planner",
  // health
  "prescription prescriptions repeat_prescription refill refills medication medications medicine medicines inhaler",
  "vaccination vaccinations vaccine vaccines vaccinated jab jabs injection injections booster boosters immunisation immunisations immunization flu_jab",
  "paperwork form forms certificate certificates letter letters sick_note fit_note document documents",
  "emergency emergencies urgent",
  "new_problem symptom symptoms pain painful ache aching headache migraine rash fever cough swollen swelling lump dizzy dizziness vomiting nausea infection sore",
  // work schedules and ways to meet: a shift or a channel is often told by a routine, a brand or
  // a verb rather than its own word ("after tea", "over Zoom", "give me a bell", "pop down"); a
  // clock time is read as "clock_<part of day>" (categoryTopics.ts clockKey)
  "day days daytime day_shift days_shift mornings morning_shift early_shift earlies before_noon before_lunch first_thing by_lunch by_lunchtime early_start early_starts clock_morning clock_afternoon",
  "night nights overnight overnights night_shift nightshift graveyard after_midnight small_hours night_owl clock_night",
  // Not "evening" itself: it stems as "even" ("even better"); a category so named takes this topic by
  // its name (categoryTopics.ts WHEN_NAME_TOPICS).
  "after_work after_dinner after_tea teatime tea_time clock_evening",
  "weekend weekends saturday saturdays sunday sundays sat_and_sun",
  "flexible flexibility any_shift whichever_shift any_time anytime any_day any_slot whichever_slot whatever_slot any_hours whatever_suits whenever_suits",
  "phone telephone mobile phone_call telephone_call by_phone call_me ring_me phone_me quick_call give_me_a_call call_back callback landline me_a_bell me_a_ring over_the_phone on_the_phone",
  // "online", "remote", "virtual" alone name no channel ("ordered it online", "I work remotely",
  // "we live quite remote"): only beside a meeting word; a way-detector's category so named takes the
  // topic by its name (categoryTopics.ts WAY_NAME_TOPICS).
  "video video_call videocall zoom facetime skype webcam on_camera over_teams via_teams video_link video_chat online_meeting online_meetings online_call online_consult online_consultation online_appointment online_session online_sessions online_lesson online_lessons virtual_meeting virtual_meetings virtual_call virtual_appointment virtual_consult virtual_session remote_consult remote_consultation remote_appointment remote_meeting remote_session",
  "in_person face_to_face visit home_visit pop_in pop_into drop_in pop_round come_round come_in coming_in come_down pop_down drop_by",
  "email emails e_mail by_email email_me in_writing me_a_line",
  // how goods reach the customer
  "pickup pick_up collect collecting collection click_and_collect come_and_get come_and_grab come_and_collect",
  "courier couriers driver drivers van delivery_driver dropped_off doorstep",
  "post postal by_post letterbox postbox first_class second_class",
  // what a request asks for
  "cancellation cancellations cancel cancels cancelled canceled cancelling call_off called_off scrap scrapped terminate withdraw",
  "change changes amend amendment modify modification alter alteration reschedule rearrange swap switch adjust move",
  "complaint complaints complain complaining unhappy disappointed dissatisfied unacceptable appalling awful rude",
  "follow_up followup again came_back come_back back_again bring_it_back recurring recurred",
  "routine routine_service servicing annual yearly check_up checkup tune_up maintenance once_over check_over overhaul",
  // large household items a collection is named for by their size ("bulky_waste"), told by the item
  "bulky bulky_item bulky_items furniture sofa sofas settee couch armchair armchairs mattress mattresses wardrobe wardrobes bed_frame fridge_freezer",
  // how soon ("immediately" only with a start: "reply immediately" asks for an answer, and "immediate"
  // stems alike, so an "immediate_family" category took this topic)
  "today tonight this_morning this_afternoon this_evening asap right_away straight_away same_day end_of_day close_of_business start_immediately begin_immediately available_immediately immediately_available start_tomorrow begin_tomorrow",
  "this_week next_few_days few_days couple_of_days end_of_the_week within_the_week",
  "no_rush no_hurry not_urgent whenever can_wait low_priority",
  // kin, for a leave or a next-of-kin form: named by the category's two words, never "family" alone
  // ("family_room", "family_law" are no kin); a parent, child, sibling or spouse is immediate family.
  // Not "child" or "parent": categories are named by them ("child_patient", "parent_enquiry") and would take every kin word
  "immediate_family close_family mother mum mom mummy mam father dad daddy sister sisters brother brothers sibling siblings son sons daughter daughters wife husband spouse stepmother stepfather stepmum stepdad stepson stepdaughter",
  "extended_family wider_family grandmother grandma gran granny nan nana grandfather grandad granddad grandpa grandparent grandparents aunt auntie aunty aunts uncle uncles cousin cousins nephew nephews niece nieces great_uncle great_aunt grandson granddaughter grandchild grandchildren in_laws mother_in_law father_in_law sister_in_law brother_in_law godmother godfather",
  // pets by kind, for a booking that sorts dogs from cats: a breed names its kind ("my greyhound").
  // Not "puppy": a category named "puppy_groom" would take every dog (see KINDS below).
  "dog dogs labrador labradors spaniel spaniels springer_spaniel a_springer terrier terriers collie collies retriever retrievers poodle poodles dachshund dachshunds whippet whippets greyhound greyhounds lurcher lurchers cockapoo cockapoos cavapoo labradoodle husky huskies beagle beagles pug pugs bulldog bulldogs alsatian german_shepherd staffie staffy jack_russell schnauzer dalmatian rottweiler doberman corgi corgis chihuahua shih_tzu",
  "cat cats kitten kittens kitty moggy moggies tabby tomcat a_siamese our_siamese my_siamese siamese_cat siamese_kitten maine_coon ragdoll british_shorthair sphynx",
  // who is affected
  "team teams department departments dept",
  "single_user individual just_me only_me only_my just_my only_mine myself",
  "organization organisation company_wide companywide everyone everybody whole_company all_staff all_offices every_office all_sites every_site all_branches every_branch all_locations whole_building entire_building entire_company whole_organisation whole_organization everywhere"
]

/**
 * Kinds a custom PRESENCE detector may be named or shown by (engine/kindMembers.ts): a requirement
 * class, a hazard, a licence, a diet, an access need, a pet, an injury, a reaction, a compromise, an outage, each with everyday members. Kept apart
 * from TOPICS: a classification category takes TOPICS by its name, and a category such as
 * "puppy_groom" must not take every dog. Allergies are left out of diets: "allergic" tells a
 * reaction as often as a diet.
 */
const KINDS: ReadonlyArray<string> = [
  "compliance compliant gdpr hipaa baa dpa nda non_disclosure data_processing soc soc2 soc_2 iso_27001 iso27001 pci pci_dss ccpa sso single_sign_on saml scim azure_ad pen_test pentest penetration_test penetration_testing security_questionnaire security_review security_assessment security_audit vendor_assessment due_diligence data_residency data_centre data_centres data_center data_centers encryption encrypted audit_log audit_logs audit_trail mfa two_factor multi_factor okta 2fa authenticator_app cyber_essentials data_protection dpia uk_hosted uk_hosting eu_hosted eu_hosting onshore",
  "hazard hazards fire fires flame flames blaze smoke smoky spark sparks sparking sparked burning burnt burned burn_mark scorch scorched scorching melt melted melting overheat overheated overheating singed charred smouldering gas_leak smell_of_gas smell_gas gas_smell rotten_egg rotten_eggs eggy_smell fumes carbon_monoxide electric_shock exposed_wire exposed_wires live_wire live_wires bare_wire bare_wires exposed_copper frayed fraying crackling crackle arcing electrocuted shock_off shock_from got_a_shock",
  "licence licences license licenses licensed certificate certificates certification certifications certified qualification qualifications accredited accreditation cscs cpcs npors ipaf pasma smsts sssts hgv lgv driver_cpc dbs_check first_aid_certificate site_card skills_card trade_card operator_card ecs_card cpcs_ticket npors_ticket site_ticket",
  "vegetarian vegan veggie pescatarian halal kosher gluten gluten_free coeliac celiac lactose lactose_intolerant dairy_free nut_free nut_allergy peanut peanuts nuts special_diet dietary sesame shellfish diabetic food_allergy food_allergies egg_allergy milk_allergy dairy_allergy epipen epi_pen anaphylaxis anaphylactic intolerant intolerance plant_based pescetarian fodmap low_fodmap",
  "wheelchair wheelchairs mobility_scooter walking_frame crutches guide_dog assistance_dog hearing_aid hearing_aids hearing_loop deaf blind partially_sighted visually_impaired step_free disabled disability disabilities blue_badge walking_stick walking_sticks rollator autistic autism wheelchair_user sign_language bsl hearing_impaired hard_of_hearing with_a_stick walking_aid mobility limited_mobility mobility_issues reduced_mobility zimmer zimmer_frame white_cane amputee prosthetic hearing_impairment low_vision sight_loss learning_disability dementia",
  "pet pets dog dogs puppy puppies cat cats kitten kittens rabbit rabbits hamster hamsters guinea_pig guinea_pigs parrot budgie ferret labrador spaniel spaniels terrier collie retriever poodle dachshund whippet greyhound tortoise tortoises goldfish gerbil gerbils lizard lizards gecko pony ponies horse horses cockatiel canary chickens hens cockapoo cockapoos cavapoo labradoodle husky huskies beagle pug pugs bulldog alsatian german_shepherd staffie staffy jack_russell snake snakes bearded_dragon moggy chinchilla chinchillas labradors terriers collies retrievers poodles dachshunds whippets greyhounds beagles bulldogs lurcher lurchers schnauzer schnauzers dalmatian dalmatians rottweiler rottweilers doberman dobermans corgi corgis chihuahua chihuahuas shih_tzu weimaraner weimaraners vizsla sprocker sphynx ragdoll ragdolls maine_coon british_shorthair tabby",
  // Harm a trigger escalates on, each member an event by itself: an injury, a reaction to a medicine, an account broken into, a system down.
  "injury injuries injured sprain sprained fracture fractured concussion concussed dislocated dislocation whiplash broken_arm broken_leg broken_wrist broken_ankle broken_nose broken_rib broken_ribs broken_bone broken_finger broken_toe torn_ligament twisted_ankle sprained_ankle head_injury back_injury",
  "adverse_reaction side_effect side_effects reaction reactions anaphylaxis anaphylactic hives",
  "compromise compromised hacked hacker hackers phishing phished malware ransomware unauthorised_access unauthorized_access account_takeover suspicious_login suspicious_logins suspicious_activity data_breach security_breach keylogger",
  "outage outages downtime offline system_down systems_down servers_down server_down site_down went_down"
]

let index: ReadonlyMap<string, ReadonlyArray<number>> | null = null
let kindIndex: ReadonlyMap<string, ReadonlyArray<number>> | null = null
let topicIndex: ReadonlyMap<string, ReadonlyArray<number>> | null = null

const build = (clusters: ReadonlyArray<string> = CLUSTERS): ReadonlyMap<string, ReadonlyArray<number>> => {
  const map = new Map<string, Array<number>>()
  clusters.forEach((line, id) => {
    for (const entry of line.split(/\s+/)) {
      const key = entry
        .split("_")
        .map((w) => stem(w))
        .join("_")
      const list = map.get(key) ?? []
      if (!list.includes(id)) list.push(id)
      map.set(key, list)
    }
  })
  return map
}

/** The concept clusters of a stem or of a two-stem phrase `a_b`. */
export const conceptsOf = (key: string): ReadonlyArray<number> => {
  index ??= build()
  return index.get(key) ?? []
}

/** The topics (TOPICS) a stem or a two-stem phrase `a_b` is a member of. */
export const topicsOf = (key: string): ReadonlyArray<number> => {
  topicIndex ??= build(TOPICS)
  return topicIndex.get(key) ?? []
}

/** The kinds (KINDS) a stem or a two-stem phrase `a_b` is a member of. */
export const kindsOf = (key: string): ReadonlyArray<number> => {
  kindIndex ??= build(KINDS)
  return kindIndex.get(key) ?? []
}
