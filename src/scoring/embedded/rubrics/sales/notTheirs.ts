// Words that look like a qualification signal but are about something else: the vendor's own claim,
// opening hours, a past vendor's promise, a review named by its topic, an apology for a slow reply,
// a question about what would happen, a service tier called "priority". Each is a rubric's
// `elsewhere` (rubrics/types.ts): the words matched are hidden from its cues and the sentence's
// likeness is a near miss at most. No imports: shared.ts and the packs all read it.

/**
 * Words the vendor wrote, repeated by the buyer ("your website says clients save 30%"): a claim,
 * not the buyer's own figure or consequence (`elsewhere` for metrics and impact).
 */
export const VENDOR_CLAIM = [
  "@your ** @website/@site/@brochure/@deck/@rep/@salesperson/@page/@case-study/@marketing/@ad/@advert/@video/@webinar/@demo/@email/@leaflet * @says/@said/@claims/@claimed/@mentions/@mentioned/@promises/@promised/@shows/@showed/@quotes/@quoted ** ",
  "@on/@in/@from @your * @website/@site/@brochure/@page/@deck/@leaflet/@video/@webinar/@faq @that/@it/@you ** "
].join(" | ")

/** When the business is open ("open seven days a week"): no figure to improve (`elsewhere` for metrics and impact). */
export const OPENING_HOURS =
  "@open/@opening/@operate/@operating/@staffed/@closed ** @{num} * @days/@hours/@nights * @a/@per/@each @week/@day | @open/@opening/@staffed/@manned/@closed @from/@between * @{num}/@{time} * @to/@till/@until/@and * @{num}/@{time}"

/** What a vendor promised before ("the old supplier promised an integration"): no criterion of this purchase. */
export const PROMISED_BEFORE =
  "@vendor/@supplier/@provider/@company/@they/@firm ** @promised/@claimed/@advertised/@sold/@offered ** "

/** A step or a team named by its topic ("the security review", "our compliance team"): a process, no criterion. */
export const TOPIC_STEP =
  "[@security/@compliance/@legal/@infosec/@privacy/@it] @review/@reviews/@team/@teams/@sign-off/@signoff/@approval/@check/@checks/@officer/@lead/@department/@people"

/** An apology for the sender's own slowness ("sorry for the slow reply"): no problem of the business (`elsewhere` for pain). */
export const APOLOGY_DELAY =
  "@sorry/@apologies/@apologise/@apologize/@excuse * @for? @the/@my/@our? [@slow/@late/@delayed/@belated/@delay] * @reply/@response/@answer/@email/@message/@getting"

/** A percentage that is a price ("10% off if we pay upfront"): no figure of the business (`elsewhere` for metrics). */
export const PRICE_PERCENT =
  "[@{pct}] @off/@discount/@deposit/@vat/@tax/@commission/@interest/@fee/@fees/@markup | @discount/@deposit/@vat/@tax/@commission/@interest/@fee ** [@{pct}]"

/** Talking a purchase over with a person ("we need to talk to our accountant first"): no product criterion. */
export const TALK_TO_SOMEONE =
  "[@talk/@speak/@check] @to/@with * @our/@my/@the * @accountant/@lawyer/@solicitor/@partner/@partners/@wife/@husband/@team/@colleague/@colleagues/@boss/@manager/@director/@owner/@owners/@board/@it/@advisor/@adviser/@bank"

/** The business's growth told as history ("we grew from 5 to 40 staff"): its size, not a target (`elsewhere` for metrics). */
export const GREW_FROM =
  "@grew/@grown/@growing/@expanded/@went/@gone * @from @{num} * @to @{num} * @staff/@people/@employees/@stores/@sites/@locations/@members/@customers/@clients/@shops/@branches"

/** A business figure told as fine ("our margins are healthy"): no consequence borne (`elsewhere` for impact). */
export const FIGURE_FINE =
  "[@revenue/@revenues/@profit/@profits/@margin/@margins/@reputation/@sales] * @is/@are/@was/@were/@looks/@look/@looking/@remain/@remains * @very/@really/@pretty? @healthy/@good/@fine/@strong/@great/@solid/@growing/@up/@ok/@okay/@stable"

/** A question about what would happen, put to the vendor: "what would the impact be on our data?". */
export const ASKS_EFFECT =
  "@what/@how @would/@will/@does/@is/@much ** @impact/@effect/@affect/@difference ** ? | @what/@which @impact/@effect/@difference/@effects @does/@do/@will/@would/@could/@might/@has/@is | @what/@how @the @impact/@effect/@difference * ** @would/@will/@might @be"

/** A product's service level named "priority" ("your priority support tier"): no ranking of the buyer's. */
export const PRIORITY_OFFERED = "[@priority] @support/@tier/@plan/@line/@queue/@service/@access/@booking/@shipping/@delivery/@mail/@boarding/@lane/@pass/@package"

/** Whether something would be hard, asked of the vendor ("is it hard to move our data over?"): no problem told (`elsewhere` for pain). */
export const ASKS_HARD =
  "@is/@are/@will/@would/@could * @hard/@difficult/@tricky/@complicated/@painful/@slow/@a-pain ** ** ?"

/** Someone else's customers or people ("her other clients struggle", "his partner hates …"): their problem, not the buyer's (`elsewhere` for pain). */
export const OTHERS_CUSTOMERS =
  "@her/@his/@their * @clients/@customers/@users/@patients/@members/@tenants ** | @her/@his * @partner/@wife/@husband/@friend/@brother/@sister/@boss/@team/@staff ** "

/** "Issue" naming a field of a document ("the issue number on your invoice", "issue date"): no problem (`elsewhere` for pain). */
export const ISSUE_AS_LABEL = "[issue/issues] number/numbers/no/date/dates/ref/reference/id"

/**
 * An instruction to the vendor ("please make sure the reminders don't go out before Monday",
 * "could you ensure …"): a request, no problem told (`elsewhere` for pain). Only as an imperative
 * or asked of "you": "we have to make sure nothing goes out twice" is still the buyer's chore.
 */
export const INSTRUCTION =
  "^ @please/@kindly/@just? @make @sure/@certain ** ** | ^ @please/@kindly/@just? @ensure ** ** | @could/@can/@would/@will @you @please? @make @sure/@certain ** ** | @could/@can/@would/@will @you @please? @ensure ** **"

/**
 * A spending bound someone signs or approves above ("signs every invoice over 500", "anything over
 * 200 needs the treasurer"): who decides, no figure to move (`elsewhere` for metrics, rev13).
 */
export const SPEND_BOUND = [
  "@sign/@signs/@signed/@approve/@approves/@approved/@authorise/@authorises/@authorize/@authorizes/@oks/@okays * @invoice/@invoices/@purchase/@purchases/@spend/@spending/@order/@orders/@bill/@bills/@expense/@expenses/@anything/@everything/@payment/@payments [@over/@above] [@{num}/@{money}]",
  "@anything/@invoice/@invoices/@purchase/@purchases/@spend/@spending/@bill/@bills/@expense/@expenses/@payment/@payments [@over/@above] [@{num}/@{money}] ** @needs/@need/@goes/@go/@has-to/@have-to/@must/@requires/@require/@signed/@approved/@sign-off/@signature/@approval"
].join(" | ")

/**
 * A sign-off limit told in the present ("she signs off on tools up to 10k herself", "I can approve
 * anything under 3,000"): whose say reaches how far, no money set aside, so the figure is hidden
 * from money (bantfp); so is a bound a purchase must pass a body's signature above. Only the habitual verb: "the board approved up to 20k for it" is a budget
 * granted and stays read.
 */
export const SIGN_OFF_LIMIT = [
  "@sign-off/@signs-off/@approve/@approves/@authorise/@authorises/@authorize/@authorizes/@ok/@oks/@okay/@okays ** [@up-to/@over/@above/@under/@below/@beyond] [@{money}/@{num}]",
  // The bound put first: "any order over 15k needs the directors' signatures".
  "@any/@anything/@every/@order/@orders/@purchase/@purchases/@spend/@spending/@invoice/@invoices [@over/@above/@beyond] [@{money}/@{num}] ** @needs/@need/@requires/@require/@has-to/@have-to/@must"
].join(" | ")
