// Plain facts that carry a signal's words but tell no signal (leftovers2): a share of the buyer's
// people told as who they are, a pitch promised while doubting it lands, people of a club lost to
// age or death, a firm's name holding "priority". Each is a rubric's `elsewhere` (rubrics/types.ts):
// the words matched are hidden from its cues and the sentence's likeness is a near miss at most.
// See ../../text/cues.ts for the pattern syntax.

/** How a share is said: "one in five"; "a third", "40%", "half", "most". Each a pattern's start ("|" parts a whole pattern). */
const SHARES = [
  // Number words are read as {num} ("two in three"); "one" stays a word.
  "@one/@{num} @in @{num}",
  "@{pct}/@half/@third/@thirds/@quarter/@quarters/@fifth/@most/@majority"
]
/** Passing it on to the deciders: "pitch it to", "put it to", "raise it with". */
const PASS_ON = "@pitch/@put/@take/@raise/@present/@float/@mention/@suggest/@bring/@show"
/** The people a share is of. */
const PEOPLE =
  "@staff/@members/@employees/@volunteers/@team/@workforce/@drivers/@customers/@clients/@pupils/@students/@patients/@residents/@choir/@players/@users/@people/@congregation/@parents/@families/@tenants/@guests"
/** What the people are, not how they fare: age, hours, role, origin. */
const WHO_THEY_ARE =
  "@part-time/@full-time/@over/@under/@aged/@retired/@volunteers/@women/@men/@female/@male/@students/@parents/@based/@from/@seasonal/@agency/@contractors/@freelance/@freelancers/@older/@younger/@local/@remote/@pensioners/@children/@kids/@teenagers/@bilingual/@retirees"

/**
 * "One in five of our staff are part-time", "about a third of our members are over seventy": the
 * makeup of the buyer's people, no figure to improve (`elsewhere` for metrics). "One in five of our
 * appointments are no-shows" and "20% of our customers cancel" stay: things, or how people fare.
 */
export const PEOPLE_SHARE = SHARES.map((share) => `${share} @of @our/@the/@my ${PEOPLE} @are/@is * ${WHO_THEY_ARE}`).join(" | ")

/**
 * "I'll pitch it to the committee, but I don't think they'll go for it": the sender will pass it on
 * while doubting it, a messenger rather than someone selling it inside (`elsewhere` for champion).
 * "I'll pitch it … I'm sure they'll go for it" stays.
 */
export const PITCH_DOUBTED = [
  `${PASS_ON} ** , @but ** @not @think/@sure/@hopeful/@optimistic/@convinced/@expect/@see`,
  `${PASS_ON} ** , @but ** @doubt/@doubtful/@unlikely`
].join(" | ")

/**
 * "We lost two of our oldest members this winter", "we lost one of our founding members": people
 * of a club or a parish lost to age or death, no cost of the buyer's problem (`elsewhere` for pain
 * and impact). "We lost two of our biggest clients" and "we lost 30 members because …" stay.
 */
export const MEMBERS_LOST =
  "@lost ** @oldest/@eldest/@longest-serving/@founding/@founder/@dear/@dearest/@beloved/@much-loved/@long-time/@longtime/@lovely @member/@members/@volunteer/@volunteers/@resident/@residents/@parishioner/@parishioners/@regulars/@friend/@friends"

/** Trade words a firm's name ends with ("Priority #1 Couriers", "Top Priority Plumbing", "First Priority Care Ltd"). */
const FIRM_TRADES =
  "@couriers/@courier/@plumbing/@plumbers/@care/@cleaning/@cleaners/@logistics/@services/@ltd/@limited/@transport/@removals/@electrical/@electrics/@builders/@group/@solutions/@deliveries/@motors/@taxis/@cars/@security/@recruitment/@consulting/@healthcare/@homes/@express/@freight/@haulage/@roofing/@scaffolding/@glazing/@landscapes/@lettings/@vets/@dental/@pharmacy"

/** "Priority" in a firm's name, before a rank and the trade word ("Priority #1 Couriers", "Top Priority Plumbing"): no priority told (`elsewhere` for prioritization). */
export const PRIORITY_FIRM = `[@priority] @#1/@#2/@#3/@{id}/@one/@1? ${FIRM_TRADES}`
