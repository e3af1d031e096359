// Six custom rubrics of our own for custom classification on text far from its examples (branch
// custcls2): a bike workshop, a council's street services desk, a travel agent, a credit union, a
// music school and a parcel courier. Each has two classification detectors written as a customer
// would (one to three examples per category) and a presence detector. Every text is our own.
import { cls, pres } from "./fewExampleRubric.js"

export interface DomainCase {
  readonly rubric: string
  /** The customer's message, or a chat: agent and customer lines alternating, the agent's first. */
  readonly text: string | ReadonlyArray<string>
  /** Per detector: the category stated (null: none) for a classification, true/false for presence. */
  readonly want: Readonly<Record<string, string | boolean | null>>
}


export const RUBRICS = {
  bikes: [
    cls("job_kind", [
      ["Could you give my bike its annual service?", "service"],
      ["The gears slip whenever I climb a hill", "repair"],
      ["My chain keeps jumping off", "repair"],
      ["I'm thinking of buying a new bike from you", "purchase"],
      ["Can I get measured so the saddle height is right?", "bike_fit"]
    ]),
    cls("bike_type", [
      ["It's a carbon road bike", "road"],
      ["My mountain bike with full suspension", "mountain"],
      ["An electric bike with a battery on the frame", "e_bike"],
      ["My son's little bike with stabilisers", "kids"]
    ]),
    pres("under_warranty", ["It's still under the two-year guarantee", "I bought it here last spring so it should be covered"])
  ],
  council: [
    cls("report_kind", [
      ["There's a deep pothole on Mill Lane", "road_defect"],
      ["Our bins weren't emptied on Tuesday", "missed_collection"],
      ["Someone has dumped a mattress in the alley", "fly_tipping"],
      ["The street lamp outside number 12 is out", "street_lighting"]
    ]),
    cls("reply_channel", [
      ["Please reply by email", "email"],
      ["Ring me on my mobile", "phone"],
      ["Send me a letter, I'm not online", "post"]
    ]),
    pres("exact_location", ["It's opposite the bus stop on Grange Road", "Outside 44 Wellington Street"])
  ],
  travel: [
    cls("booking_request", [
      ["We'd like a week in Crete in August", "new_holiday"],
      ["Can we move our flights to the following weekend?", "amend_booking"],
      ["Our hotel was nothing like the pictures and we want compensation", "complaint"],
      ["We have to cancel, my wife is in hospital", "cancellation"]
    ]),
    cls("party_type", [
      ["Just me travelling alone", "solo"],
      ["My partner and me", "couple"],
      ["Two adults and three kids", "family"],
      ["Fourteen of us from the walking club", "group"]
    ]),
    pres("special_assistance", ["My father uses a wheelchair", "I need help getting through the airport"])
  ],
  creditunion: [
    cls("member_request", [
      ["I'd like to borrow £3,000 for a car", "loan"],
      ["My card was swallowed by the cash machine", "card_problem"],
      ["How do I put money aside every month into savings?", "savings"],
      ["I need my address changed on your records", "account_update"]
    ]),
    cls("account_holder", [
      ["It's my own personal account", "individual"],
      ["The account is in both our names", "joint"],
      ["This is for my plumbing firm's account", "business"]
    ]),
    pres("hardship", ["I lost my job last month", "We're struggling to pay the bills"])
  ],
  music: [
    cls("instrument", [
      ["I want to learn piano", "piano"],
      ["Guitar lessons for my daughter", "guitar"],
      ["He plays the violin", "strings"],
      ["Singing lessons please", "voice"]
    ]),
    cls("level", [
      ["Complete beginner, never played", "beginner"],
      ["I played as a child and want to pick it up again", "returning"],
      ["Preparing for grade 8", "advanced"]
    ]),
    pres("exam_goal", ["She wants to sit her grade 3 exam", "Working towards an audition in the spring"])
  ],
  courier: [
    cls("parcel_issue", [
      ["My parcel was due on Monday and still hasn't come", "late"],
      ["The box arrived crushed and the vase inside is broken", "damaged"],
      ["Tracking says delivered but I've got nothing", "missing"],
      ["Can you pick up a return from my house?", "collection"]
    ]),
    cls("drop_preference", [
      ["Leave it in the porch", "safe_place"],
      ["Give it to my neighbour at number 9", "neighbour"],
      ["I'll fetch it from the depot myself", "collect_depot"]
    ]),
    pres("tracking_number", ["Tracking number JD0042881923", "My reference is 7731-0992"])
  ]
} as const
