// The severity floor: a message that asks support for something, or tells that the product does
// not do what it should, is a ticket, so it gets at least low or medium severity even when it
// carries none of the rubric's fault words. Many mild tickets are told only as a request ("could
// you send a copy of the August invoice", "we'd like to switch to yearly billing") or as a
// deviation ("the search used to find postcodes", "something looks off", "the new password isn't
// accepted"); without these, severity abstains and a real ticket fails (decisions §3).
//
// Every cue weighs exactly the found line (0.5): it answers only when no other cue of its turn
// reaches it, and loses a tie to the more severe category (engine/severestTurn.ts), so it never
// outweighs what the rubric reads elsewhere. A message with no request and no deviation (thanks,
// a newsletter, a survey saying all is fine) still abstains; a pitch, an application or a press
// request is set aside before (notATicket.ts). See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** The found line: a floor cue never beats a cue of the rubric's own. */
const FLOOR = 0.5

/** Things a customer asks support to do to their account, bills, users or data. */
const ACCOUNT_ACTS =
  "@use/@send/@resend/@email/@reset/@remove/@delete/@add/@cancel/@close/@change/@switch/@move/@transfer/@update/@set/@give/@issue/@provide/@reissue/@reactivate/@unlock/@enable/@disable/@extend/@upgrade/@downgrade/@merge/@rename/@refund/@credit/@explain/@confirm/@export/@download/@put/@look/@check/@advise/@make/@turn/@switch/@activate/@deactivate/@correct/@fix/@amend/@help/@call/@ring/@phone"

/** What the sender would like to do to their own account; not sending or giving, which a seller offers ("can I send you our brochure"). */
const WANTED_ACTS =
  "@switch/@move/@change/@add/@remove/@cancel/@close/@transfer/@upgrade/@downgrade/@update/@export/@download/@merge/@rename/@reset/@delete/@put/@use/@pay/@know/@get/@have/@see/@hide/@import/@edit/@attach/@print/@restrict/@limit"

/** The product and its parts as the subject of a deviation ("the search used to …", "it no longer …"). */
const PRODUCT =
  "@it/@this/@that/@which/@account/@accounts/@code/@codes/@confirmation/@confirmations/@logo/@price/@prices/@status/@search/@report/@reports/@invoice/@invoices/@page/@pages/@app/@system/@export/@exports/@screen/@button/@calendar/@dashboard/@email/@emails/@reminder/@reminders/@list/@view/@filter/@totals/@total/@figures/@receipt/@receipts/@form/@link/@feature/@tool/@portal/@setting/@settings/@sync/@import/@summary/@map/@rota/@diary/@login/@password"

export const FLOOR_CUES: ReadonlyArray<Cue> = [
  // A request to support: "could you send me a copy", "please cancel the extra location".
  [`@could/@can/@would/@will @you * ${ACCOUNT_ACTS}`, FLOOR, "low"],
  [`@please ${ACCOUNT_ACTS}`, FLOOR, "low"],
  [`@i/@we @would/@want/@need * @like? @to ${WANTED_ACTS}`, FLOOR, "low"],
  [`@can/@could/@may @i/@we * ${WANTED_ACTS}`, FLOOR, "low"],
  // Asked in the passive or for help as such: "could that be corrected?", "we'd like the payment returned", "I need help pairing the reader".
  ["@could/@can/@would/@will * @be @corrected/@fixed/@changed/@sorted/@refunded/@removed/@updated/@checked/@looked/@reversed/@credited/@cancelled/@canceled/@merged/@reset/@done/@automated/@arranged/@added/@made/@set | @would @like * @returned/@refunded/@corrected/@removed/@cancelled/@canceled/@changed/@updated/@reset/@resent/@closed/@deleted/@reversed/@credited", FLOOR, "low"],
  ["@i/@we @need/@could-use @some/@a? @help/@assistance/@advice/@guidance | @i/@we @would @like/@appreciate @some/@a? @help/@assistance/@advice/@guidance", FLOOR, "low"],
  // Told in call notes, of the caller: "asked us to resend the statement", "she wants to know whether …".
  ["@asked/@asks/@asking @us/@me/@whether/@if/@how | @wants/@wanted/@needs/@needed @to @know/@check/@find-out | @wants/@wanted/@needs/@needed @us/@someone @to", FLOOR, "low"],
  // Unsure, chasing, wishing: "a bit confused by the charges", "still waiting for the copy", "I'd love for members to get …".
  ["@confused/@unsure/@unclear @by/@about/@why/@how/@what/@whether | @not @sure @why/@how/@whether/@what/@where | @still @waiting @for/@on | @i/@we @would @love @for/@if @our/@my/@new/@the/@members/@customers/@clients/@staff/@guests/@patients", FLOOR, "low"],
  ["@please @what/@how/@where/@can/@could", FLOOR, "low"],
  // A thing not found or a possibility asked: "why can't I find the export button", "I want ask if is possible to …".
  ["can/could not !find/!locate | @where @is/@are @it/@they/@that/@this ?$ | @if/@whether @is/@it @possible | @is @it @possible", FLOOR, "low"],
  // A change asked as a preference or a need of a thing: "we'd prefer 'GST'", "our staff would prefer
  // Monday", "we need the correction of the invoice".
  ["@would @prefer/@rather | @i/@we/@they/@staff/@users/@customers @prefer | @i/@we @need/@want @the/@a/@an/@our @correction/@change/@copy/@update/@fix/@version/@receipt/@invoice/@statement/@refund/@credit", FLOOR, "low"],
  // A question about what the product allows, where a thing is, why it is so, how someone else does it.
  // Only of the sender's or the product's: a pitch asks "why are 300 firms switching?".
  ["@why @is/@are/@does/@do/@did/@has/@have/@would/@was/@were/@can @our/@my/@the/@it/@this/@that/@i/@we", FLOOR, "low"],
  ["@how @can/@do/@does/@should/@would/@could/@will @the/@our/@my/@he/@she/@they/@someone/@somebody/@another", FLOOR, "low"],
  ["@is @there @a/@any @way/@limit/@option/@setting/@maximum | @is @it/@that/@this @normal/@expected/@intended | @would/@will @it @be @possible @to/@for", FLOOR, "low"],
  ["@where @do/@can/@does/@is/@are * @i/@we/@the * @set/@find/@change/@see/@setting/@settings/@option/@options/@button/@menu", FLOOR, "low"],
  ["@what @do @i/@we @need @to @do | @what @paperwork/@documents/@details/@information @do @you @need", FLOOR, "low"],
  ["@do @you @run/@offer/@provide/@support/@have * @training/@sessions/@session/@course/@courses/@guide/@guides/@integration/@option", FLOOR, "low"],
  ["@can/@could/@does/@will @your/@the @system/@app/@software/@platform/@tool/@product @produce/@create/@generate/@handle/@export/@print/@import/@do", FLOOR, "low"],
  // Text clipped at an edge is cosmetic: "the print button cuts off the last line".
  ["cuts/cutting/chops/chopping/crops/cropping off * the? last/first/bottom/top/end/right/left * line/lines/row/rows/word/words/letter/letters/edge/column/digit/digits", FLOOR, "low"],
  // A layout that looks wrong is cosmetic.
  ["looks/look unprofessional/messy/untidy/cramped", FLOOR, "low"],

  // A deviation from what it did or should do: "the search used to find …", "it no longer …".
  [`${PRODUCT} @always? used @to`, FLOOR, "medium"],
  // Whatever the thing is called, what it used to do for the sender: "the widget used to show prices"; not "I used to work in sales".
  ["used to show/find/list/include/display/appear/arrive/let/allow/print/load/sync/open/remember/save/pull/fill/round/sort/match/accept/update/import/export", FLOOR, "medium"],
  [`${PRODUCT} * no @longer`, FLOOR, "medium"],
  ["something/things/it/this/that/figures/numbers/totals/levels/balances/amounts/dates/times ** look/looks/looked/seem/seems/seemed * off/odd/strange/weird/funny | something/this/that is * off/odd/strange/weird | acting/playing up | strange/odd/weird totals/figures/numbers/results/behaviour/behavior", FLOOR, "medium"],
  ["@has/@did @something @changed/@change/@go | something went/has-gone astray", FLOOR, "medium"],
  // Shown or sent otherwise than asked: "shows yesterday's date instead of today's".
  ["show/shows/showing/appear/appears/arrive/arrives/come/comes/go/goes/print/prints/sorted/sorts/open/opens/land/lands ** instead/rather of/than", FLOOR, "medium"],
  ["appear/appears/appearing/show/shows/showing up? * under/as", FLOOR, "medium"],
  ["come/comes/came out * as/sideways/rotated/blank/empty/garbled/upside-down | sideways/rotated/upside-down/back-to-front/mirrored", FLOOR, "medium"],
  ["jumps/jumped/jump/resets/snaps/reverts back to", FLOOR, "medium"],
  // Going back is a deviation only of the product: "I went back to the settings page" is the sender moving.
  [`${PRODUCT} * goes/went/keeps-going back to`, FLOOR, "medium"],
  ["logs/log/logging/kicks/signs me/us/him/her/them out", FLOOR, "medium"],
  ["leaves/leaving out | is/are/stays/comes/shows * blank/empty", FLOOR, "medium"],
  // Of the product, not "your website still uses an old design" in a pitch.
  [`${PRODUCT} ** still shows/show/showing/says/say/goes/go/going/has/lists/displays/sends/uses/points`, FLOOR, "medium"],
  // Doubled records ("two rows for the same customer"); a thing the system does twice is read by triageImpact.ts.
  ["{num}/two/three rows/lines/entries/records/copies/emails/messages/charges * for/of the same", FLOOR, "medium"],
  ["does/do/did nothing | nothing @happens/@happened", FLOOR, "medium"],
  // Trouble told as such, and what the sender saw: "we're having trouble getting the feed to …", "we've noticed that …".
  // Of the sender's own, not a pitch's "Having trouble collecting payments?" or "we noticed that your site …".
  ["i/we * having/have/had trouble/difficulty/difficulties/problems/issues | noticed/spotted/realised/realized/discovered that our/my/the/it/some/all/none", FLOOR, "medium"],
  // What the sender set or expected, contradicted: "even though I ticked 'keep me signed in'", "different from the till".
  ["even-though/although i/we * set/ticked/checked/unticked/changed/saved/updated/entered/selected/chose/turned/asked/paid/cancelled/canceled/removed/added/switched/reset", FLOOR, "medium"],
  // Figures, not "our approach is different from other agencies".
  ["number/numbers/total/totals/figure/figures/amount/amounts/balance/balances/date/dates/time/times/price/prices/count/counts/sum/hours/stock/result/results ** is/are/was/were/looks/seems * different from/to/than", FLOOR, "medium"],
  // Content left stale is low, as the rubric reads outdated content (triageConsequence.ts).
  ["still shows/show/showing/has/have/lists/displays/says * the? old/previous/former/original/outdated", FLOOR, "low"],
  // Done as asked, but the product did otherwise: "we cancelled in March but it renewed", "I tried to import them but …".
  ["i/we * tried/cancelled/canceled/saved/changed/updated/set/asked/entered/uploaded/paid/reset/removed/deleted/turned ** but", FLOOR, "medium"],
  ["tried/trying/try to ** ** but", FLOOR, "medium"],
  // Text turned to symbols: "names print as odd symbols".
  ["odd/strange/weird/funny/random/garbled/broken symbols/characters/letters/signs/boxes/squares", FLOOR, "medium"],
  ["stays/stay/stayed/remains/remain/remained the? same | !work/!works/!apply/!applies/!applied", FLOOR, "medium"],
  // The product's own behaviour denied: "isn't accepted", "doesn't remember me", "won't open".
  ["!open/!opens/!accept/!accepts/!accepted/!remember/!remembers/!agree/!agrees/!match/!appear/!appears/!show/!shows/!print/!prints/!save/!saves/!sync/!syncs/!update/!updates/!recognise/!recognises/!recognize/!recognizes/!respond/!responds | can/could not !see | !get @in/@into/@through", FLOOR, "medium"],
  // What the product will not do, told with "won't": "the reports won't attach photos".
  ["!attach/!attaches/!upload/!uploads/!start/!starts/!connect/!connects/!register/!registers/!generate/!generates/!submit/!submits/!send/!sends/!load/!loads/!export/!exports/!import/!imports", FLOOR, "medium"],
  // What the product computes or fetches, denied: "won't calculate overtime", "isn't pulling in my events".
  ["!calculate/!calculates/!calculating/!pull/!pulls/!pulling/!refresh/!refreshes/!refreshing/!fetch/!fetches/!fetching/!scan/!scans/!scanning/!display/!displays/!displaying", FLOOR, "medium"],
  // A monitor's warning of a resource past its mark: "disk usage at 81%. Threshold 80%". The
  // percentage itself, or the mark named, so "I got a warning about cookies" stays out.
  ["usage/utilisation/utilization/load/memory/cpu/storage/capacity/latency * at/above/over/reached/exceeds/exceeded/hit * {pct} | threshold/thresholds/limit * exceeded/crossed/breached/reached", FLOOR, "medium"],
  // Printed or sent without a part: "the labels print without the barcode".
  // The bare verb only after what is printed: "can I print without the logo?" asks.
  ["prints/printed/printing/comes/came/arrives/arrived/goes/went/shows/showed/exports/exported out? * @without @the/@a/@an/@any/@its/@their | labels/receipts/invoices/tickets/pages/documents/reports/emails/orders/letters/statements print/come/arrive/go/show/export out? * @without @the/@a/@an/@any/@its/@their", FLOOR, "medium"],
  // A thing the sender needs mended is not working: "need the export fixed asap". Only "fixed" or
  // "repaired": "need the new user sorted" asks a change (low, above).
  ["need/needs/needed/want/wants/get/getting * the/this/that/it/our/my * fixed/repaired/mended", FLOOR, "medium"],
  // Figures that disagree: "do not agree" reads as open rather than denied, so "not" is matched in any modality.
  ["@not @agree/@agrees/@tally/@tallies/@reconcile", FLOOR, "medium"],
  // What is shown against what is so: "30 miles from where it actually is".
  ["than/from where * actually/really", FLOOR, "medium"],
  // A name spelt wrong on a page: a typo told without the word (triage6); a stale year is
  // triageConsequence.ts.
  ["spells/spelt/spelled * our/my/the/your * company/business/shop/surname/name/town/street/brand * name? * as?", FLOOR, "low"],
  // A wish for the product told as "would be good to have/get" or "if it could handle": a request,
  // no fault. "Great to have it working again" asks for a fix: triageOutcome.ts `COURTESY_DENIALS` hides it.
  ["@would @be @really/@so/@very/@just? @good/@great/@nice/@helpful/@handy/@lovely/@brilliant/@ideal * @to @get/@have | @if @the/@your/@it * @could/@can @handle/@support/@read/@accept/@take", FLOOR, "low"]
]
