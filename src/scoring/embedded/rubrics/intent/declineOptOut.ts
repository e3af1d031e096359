// not_interested cues that ask to hear no more, or end what the customer already has with the
// vendor: opt-outs, "stop calling", "take us off your list", "cancel my subscription".
// A channel declined for another channel is no opt-out: see the voids in ./declining.ts.
import type { Rubric } from "../types.js"

export const OPT_OUT_CUES: Rubric["cues"] = [
  ["unsubscribe+", 0.95],
  ["opt out", 0.9],
  ["opt/opting me/us out", 0.9],
  ["remove/take me/us/my/our * from/off", 0.9],
  // The list left unsaid, the request ending the clause: "please remove us." (not "remove us as admins").
  ["@please/@kindly/@pls/@just ,? remove/unsubscribe/delete me/us $", 0.85],
  ["stop calling/emailing/contacting/messaging/texting/sending/reaching/spamming", 0.9],
  ["do not/never !contact/!call/!email/!message/!text/!ring/!phone !me/!us/!again/!this/!my", 0.85],
  ["do not/never !follow/!chase !up? !on? !me/!us/!this/!it/!again", 0.85],
  // Asking for no more of it, in plain or non-native words: "please no more email".
  ["no !more/!further !email/!emails/!e-mails/!mails/!calls/!messages/!contact/!offers/!newsletters/!follow-ups", 0.85],
  ["!contact/!call/!email/!message !me/!us/!again", 0.75],
  ["leave me/us alone", 0.9],
  ["!send !me/!us? !more/!further/!any * !offers/!quotes/!proposals/!information/!emails/!materials/!brochures/!catalogues/!catalogs/!leaflets/!flyers/!newsletters/!mailings/!mailshots/!promotions/!marketing", 0.85],
  // The same as a fragment: "no more leaflets please", "no further mailings, thanks".
  ["no !more/!further !brochures/!catalogues/!catalogs/!leaflets/!flyers/!newsletters/!mailings/!mailshots/!promotions/!marketing/!emails/!calls/!offers @please/@thanks/@thank/./!/$", 0.8],
  // Ending what they have with the vendor: "please cancel my subscription", "end my membership".
  ["cancel/end/terminate/discontinue/stop * my/our/the * subscription/subscriptions/plan/membership/contract/account/service/licence/license/agreement", 0.8],
  // A trial ended, not a trial meeting: "cancel the trial please".
  ["cancel/end/stop * my/our/the * free? trial/pilot $/please/now/account/subscription/and/as", 0.8],
  ["decided/decision * to * cancel/end/terminate/discontinue/stop/leave ./,/;/and | decided/decision * to * cancel/end/terminate/discontinue/stop * our/the/my/this * subscription/account/contract/plan/service/membership/licence/license/agreement", 0.8],
  // Kept off a list in other verbs: "kindly leave us off your mailing list".
  ["@leave/@keep @me/@us/@my/@our * @off/@out-of * @list/@lists/@mailing/@mailings/@emails/@newsletter/@newsletters/@database/@contacts", 0.85],
  // A regular order or visit ended: "please stop the weekly order", "cancel our monthly deliveries".
  ["cancel/end/stop/terminate/discontinue * our/my/the * weekly/monthly/regular/recurring/standing/repeat/fortnightly/daily * order/orders/delivery/deliveries/box/boxes/booking/bookings/visit/visits/service/collection/collections", 0.8],
]

/** Channels a customer may ask to be reached by instead. */
const CHANNELS =
  "@email/@e-mail/@emails/@emailing/@mail/@text/@texts/@texting/@message/@messages/@call/@calls/@phone/@ring/@landline/@mobile/@post/@letter/@letters/@whatsapp/@chat/@sms/@writing/@teams/@slack/@portal"
/**
 * Words that offer that channel rather than refuse it: "works better", "I'd rather", "you can reach
 * me". Told plainly, not denied ("email is no better" offers nothing); a wish may be hypothetical.
 */
const OFFERED = "works/work/better/best/fine/easier/easiest/preferred/ok/okay/good/suits/suit/only/instead/@prefer/@rather/@happy/@reach"

/**
 * A channel declined in one sentence and another offered in the next declines the channel, not the
 * offer: "Please don't ring my mobile. An email is much easier for me.", "Stop texting me. Ring the
 * landline if you need anything." (read over both sentences, rubrics/types.ts `nextSentenceVoids`).
 * The next sentence must offer the channel, or ask for it ("Email me."): "Don't call me again. Email is
 * no better." stays a decline.
 */
const REFUSED_CHANNEL =
  "[!contact/!call/!calling/!email/!emailing/!message/!messaging/!text/!texting/!ring/!ringing/!phone/!phoning] [!me/!us]?"
const STOPPED_CHANNEL = "[@stop/@quit] [@calling/@emailing/@texting/@messaging/@ringing/@phoning/@contacting]"
export const CHANNEL_PREFERENCE_VOIDS: ReadonlyArray<string> = [REFUSED_CHANNEL, STOPPED_CHANNEL].map(
  (refused) =>
    `${refused} ** ./! ** ${CHANNELS} ** ${OFFERED} | ${refused} ** ./! ** ${OFFERED} ** ${CHANNELS} | ${refused} ** ./! @call/@ring/@phone/@email/@text/@message/@whatsapp/@write @me/@us/@the/@my/@our/@on`
)
