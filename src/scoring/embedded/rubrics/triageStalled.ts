// Round sev (11-28): fault shapes the severity cues did not read. A thing that "won't" do its
// job, nothing of a kind moving ("no emails are going out"), the work redone by hand while it
// lasts, another person's record put on someone's page, a fault that comes back a few times a day
// and passes, and a bare closing verdict ("Minor."). See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** What a product does, denied: the verbs "won't" takes in a fault ("the roster won't publish"). */
const DOES =
  "!publish/!open/!load/!start/!print/!sync/!save/!send/!upload/!connect/!scan/!work/!run/!post/!submit/!export/!import/!update/!install/!launch/!boot/!accept/!log/!sign/!charge/!process/!display/!show/!play/!let/!download/!refresh/!respond/!go-through/!turn-on/!switch-on"

/** A process moving, denied after "no …" ("no orders are being sent"). */
const MOVING =
  "!going/!getting/!coming/!arriving/!printing/!syncing/!sending/!loading/!saving/!updating/!showing/!appearing/!working/!being/!flowing/!posting/!uploading/!downloading/!come/!gone/!arrived/!printed/!synced/!sent/!loaded/!saved/!appeared/!posted/!uploaded/!landed"

/** Work the sender's people do to make up for the fault. */
const REDONE =
  "retyping/re-typing/rekeying/re-keying/re-entering/reentering/typing/entering/keying/copying/updating/fixing/fixed/correcting/corrected/processing/writing/redoing/re-doing/doing/adding/checking/sending/matching/reconciling/retyped/re-typed/rekeyed/re-keyed/re-entered/reentered/typed/entered/keyed/copied/processed/redid/re-did/reconciled/matched"

/** People whose records a page can show: with a possessive, one person's identity. */
const PERSONS =
  "customer/client/patient/guest/member/tenant/student/pupil/resident/person/passenger/child/family/owner/user/account-holder/policyholder/caller/employee/recipient/sender/buyer/applicant/candidate/visitor/subscriber/borrower"

/** Nothing moving because the business is shut on purpose ("no orders are coming in on Sundays because we are closed"). */
export const STALLED_VOIDS: ReadonlyArray<string> = [
  `^ no ** [${MOVING}] ** @because/@as/@since/@while ** @closed/@shut/@closing/@holiday/@holidays/@away/@paused/@off`
]

export const STALLED_CUES: ReadonlyArray<Cue> = [
  // The product as subject, not the speaker ("we won't publish it until Friday" is a plan).
  [`the/our/my/your/it/this/that/its *- will/would not ${DOES}`, 0.6, "high"],
  // "No emails are going out", "no invoices have been printing": a stream stopped. A clause opens
  // at "no", so "no worries, it's going fine" (a comma between) stays out.
  [`^ no * @are/@is/@were/@was/@have/@has @been? ${MOVING}`, 0.6, "high"],
  // The work redone by hand for everything while it lasts costs a team its day (high); for
  // some of it, a workaround (medium).
  [`${REDONE} ** every/all/each ** by-hand/manually`, 0.62, "high"],
  [`${REDONE} ** by-hand/manually`, 0.6, "medium"],
  // Another person's record put on someone's document: "prints the previous patient's dose on
  // the next bag", "attached the wrong customer's statement". A verb of putting is needed, so a
  // request about another person's record ("update the previous tenant's address") stays out.
  [`showed/displayed/putting/puts/put/printing/prints/printed/sending/sends/sent/attaching/attaches/attached/filling/fills/filled/loading/loads/loaded/populating/populates/populated/pulling/pulls/pulled/mixing/mixes/mixed * the/a? previous/wrong/last/another/different * ${PERSONS} * @name/@names/@dose/@dosage/@address/@details/@prescription/@medication/@results/@phone/@email/@date-of-birth/@record/@records/@notes/@statement/@invoice/@balance/@diagnosis/@signature`, 0.8, "critical"],
  // A fault that strikes a few times a day and passes: intermittent, not blocking.
  ["once/twice/a-few-times/a-couple-of-times/several-times/two-or-three-times/once-or-twice * a/per/every * day/week/month/shift/hour/night", 0.65, "medium"],
  ["then/and/but * carries/carry on", 0.65, "medium"],
  // The sender's closing verdict alone: "Minor.", "Very minor." ("minor thing" has its own cue).
  ["^ very/really/fairly/pretty/quite/all? minor/trivial/cosmetic $", 0.8, "low"]
]
