// Round tri3 (11-29): an account in a stranger's hands told without "logged in from abroad … and
// changed": a stranger named as the one inside, a change the owner disowns, a takeover named
// outright. Read critical: whoever holds the account can move money and read every record in it.
// Stated words only (no "@"), so a what-if ("if someone ever stole a login") or a question about
// safety reads nothing. See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** What only the owner should change. */
const OWNED = "password/email/e-mail/login/bank/payout/payouts/details/keys/key/tokens/token/admins/admin/users/user/two-factor/2fa/mfa/devices/device/phone/number/address"
/** The change. */
const CHANGED = "changed/reset/switched/edited/altered/replaced/removed/disabled/added/created/generated/turned-off/switched-off"
/** The one who did it, told as nobody of the owner's. */
/** OWNED whatever its modality. */
const OWNED_ANY = OWNED.split("/").map((w) => `@${w}`).join("/")
const NOBODY = "nobody/none/no-one/noone"
const OUR_MAKE = "@created/@made/@added/@wrote/@did/@touched/@changed/@requested/@generated/@authorised/@authorized/@approved/@sent/@placed/@set/@turned"

export const TAKEOVER_CUES: ReadonlyArray<Cue> = [
  // Somebody unknown inside: "a stranger is signed in to my account", "an outsider got into it".
  // The way in told next to the account (round trifix): "someone else has been using the meeting
  // room I booked in our dashboard" is no stranger inside.
  ["someone/somebody/stranger/outsider/hacker/hackers/attacker/intruder * else? * is/has/have/got/was/were/been * logged-in/signed-in/logged-into/signed-into/into/accessed/using/used/inside *1 my/our/the * account/accounts/admin/workspace/panel/dashboard/login", 0.84, "critical"],
  // An unknown party that got in, told by a past access verb on the sender's account (round
  // trifix): not "the page says unknown user when I log in", not an alert the sender owns ("a
  // suspicious sign-in on my account, but it was me").
  ["unauthorised/unauthorized/unknown/suspicious/strange person/persons/people/party/user/users/someone/device/devices has/have/had/was/were? been? accessed/logged-into/signed-into/logged-in-to/signed-in-to/got-into/got-in-to/used my/our * account/accounts/admin/workspace/panel/dashboard/login", 0.84, "critical"],
  // "an unauthorised login to our admin panel": the access told on the sender's account, not a
  // wish to "restrict unauthorised access to the reports page".
  ["unauthorised/unauthorized login/logins/access/sign-in/sign-ins/session/sessions to/into/on/of my/our * account/accounts/admin/workspace/panel/dashboard/login", 0.8, "critical"],
  // The taker named as the subject (round triold): "someone has taken over our account". The
  // account itself, its phrase closing there (round trifix2): "took over my account duties while I
  // was on leave" is a handover of work, no taker.
  ["someone/somebody/stranger/outsider/hacker/hackers/attacker/attackers/intruder/scammer/scammers * has/have/had/was/were? * taken-over/hijacked/took-over * my/our * account/accounts/admin/workspace/panel/dashboard/login/email $/and/then/so/last/yesterday/overnight/today/this/from/at/on/in/via/by/without/again", 0.84, "critical"],
  // Named outright: "our account has been hacked", "my login was compromised".
  ["my/our * account/login/admin/workspace/panel/dashboard/email * has/have/was/were/is/got * been? hacked/compromised/breached/hijacked/taken-over", 0.84, "critical"],
  // A change the owner disowns, in one sentence (the disowning clause follows the change, so
  // "none of us has changed it in years" opening a question is no takeover): "my password was reset without me asking",
  // "two API tokens showed up last night that no one here generated", "none of our admins made them".
  [`${OWNED} ** was/were/been/got/have/has/appeared * ${CHANGED}/appeared/there ** @without * @my/@our/@me/@us/@any * @permission/@consent/@knowledge/@asking/@request/@approval/@action`, 0.84, "critical"],
  [`that/which/and/but ${NOBODY} * of/on/in/at/here/from? * our/us/the/my? * team/staff/office/managers/admins/colleagues/employees/us/here/side? * ${OUR_MAKE}`, 0.8, "critical"],
  // "our bank details were edited by a device we have never seen": the change's origin told.
  [`my/our * ${OWNED} ** was/were/been/got * ${CHANGED} ** from/by * a/an/some/another/someone/somebody/unknown/foreign/strange/different * login/device/ip/location/country/address/city/one/person/else?`, 0.84, "critical"],
  // The owner's denial of the change: "it was not me", "we did not do this", "I never turned it off".
  ["it/that/this was/is not !me/!us/!mine/!ours $ | i/we *1 did/have not/never !do/!make/!request/!authorise/!authorize/!approve * this/that/it/them/these/those", 0.8, "critical"],
  // An account change only (round trifix): "I never ordered the large size" is a wrong order.
  [`i/we * never * @turned/@switched/@changed/@reset/@disabled/@removed/@added/@authorised/@authorized/@approved * @it/@that/@this/@them/@off/${OWNED_ANY}`, 0.74, "high"]
]
