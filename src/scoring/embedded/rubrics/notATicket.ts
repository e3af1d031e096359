// Marks of a message that reached the support inbox but reports nothing (rubrics/types.ts
// `offTopic`): a vendor's pitch, a newsletter or a webinar invitation, a press or partnership
// request, a job application. Each mark alone can sit in a real ticket ("are you available for a
// call?", "the unsubscribe link is broken"); together (weight 1 or more) they make the message
// the sender's offer rather than a report. See ../text/cues.ts for the syntax.
import type { Cue } from "./types.js"

export const NOT_A_TICKET: ReadonlyArray<Cue> = [
  // A bulk mailing's footer.
  ["@you * @receiving/@received/@getting/@get * @this * @because", 1],
  ["@unsubscribe+", 0.5],
  ["@manage * @preferences/@subscription/@subscriptions", 0.5],
  ["@view * @in/@on * @browser/@online", 0.5],
  // The sender's record and offer.
  ["@we/@i/@team * @have/@has? * @helped/@helping/@help {num}/@hundreds/@thousands/@dozens/@over/@more", 0.6],
  ["@we/@i * @would/@love/@like * @to * @offer/@feature/@invite/@introduce/@partner/@show/@sponsor", 0.5],
  ["@offer/@offering/@give/@giving * @you * @a? @free/@complimentary", 0.5],
  ["@free/@complimentary * @audit/@consultation/@assessment/@review/@webinar/@course/@crash-course/@ebook/@e-book/@guide/@report/@analysis/@session/@workshop/@masterclass/@checklist/@slot/@strategy", 0.5],
  ["@you * @open/@up/@interested/@free/@available * @to/@for * @a? @quick/@short/@brief/@{num}-minute? @call/@chat/@demo/@conversation/@meeting/@intro/@interview", 0.5],
  ["@reserve/@register/@book/@grab/@claim/@secure/@save * @your * @seat/@spot/@place/@slot/@copy/@ticket", 0.6],
  ["@seats/@spots/@places * @are? * @limited/@filling | @limited * @seats/@spots/@places", 0.5],
  ["@you * @are * @missing * @out", 0.5],
  // Media, partnership and job requests.
  ["@i * @am * @a/@an * @reporter/@journalist/@writer/@editor/@recruiter/@host/@producer/@blogger", 0.5],
  ["@i/@we * @host/@run/@produce/@write * @a/@an * @podcast/@show/@newsletter/@blog/@channel/@column", 0.5],
  ["@join * @us * @for/@on * @an? @interview/@episode/@webinar/@podcast/@panel", 0.5],
  ["@media-kit/@sponsorship/@backlinks/@guest-post/@partnership/@collaboration/@webinar/@podcast/@seo", 0.3],
  ["@my * @cv/@resume/@cover-letter/@portfolio", 0.6],
  ["@apply/@applying/@application * @for * @role/@position/@job/@vacancy/@post", 0.6]
]
