// Intent detectors about how the conversation must be handled: urgency, a customer not
// interested, a customer who asks for a person. See ../../text/cues.ts for the pattern syntax.
import { DESCRIBED_NOT_URGENT } from "../described.js"
import type { Rubric } from "../types.js"

export const URGENCY: Rubric = {
  signatureUnread: true,
  positive: [
    "we need this as soon as possible",
    "it's urgent",
    "it must be running by this evening",
    "our deadline is this Friday",
    "we have to go live next week",
    "I need an answer by tomorrow",
    "time is running out",
    "our current contract lapses tomorrow",
    "this is time-sensitive",
    "we need it right away",
    "we're in a hurry",
    "can you get back to me today",
    "we need it before the end of the month"
  ],
  denial: ["there's no rush", "we're in no hurry", "it's not urgent at all", "take your time", "whenever suits you is fine"],
  negative: ["we bought it urgently last year", "urgent care clinic"],
  // A deadline that has passed is history ("our deadline was last week").
  voids: [...DESCRIBED_NOT_URGENT, "[@deadline/@deadlines] ** @was/@were/@passed/@expired"],
  cues: [
    ["asap/urgent/urgently/urgency/immediately/immediate/emergency", 0.9],
    ["time sensitive/critical", 0.85],
    ["as soon as possible/possible", 0.9],
    ["sooner the better", 0.85],
    ["right away/now", 0.8],
    ["today/tonight/tomorrow", 0.75],
    ["this morning/afternoon/evening", 0.7],
    ["end of * day/today/week", 0.8],
    ["by/before/until * {weekday}/tomorrow/tonight/eod/eow/cob/weekend", 0.85],
    ["eod/eow/cob", 0.8],
    ["close of business/play", 0.85],
    ["closes/close/ends/end/expires/expire/due/shutting/shuts * on/by? {weekday}/today/tomorrow/tonight/{num}", 0.75],
    // A run or a departure on a day or at an hour: "payroll runs on Friday", "the van leaves at 4pm".
    ["runs/run/leaves/leave/departs/depart * on? {weekday}/tomorrow/tonight", 0.75],
    ["go/goes/going live * on? {weekday}/tomorrow/tonight/today", 0.8],
    // An event with a date, the work due before it: "before our audit on the 14th".
    ["@before/@by/@until * @meeting/@demo/@presentation/@event/@inspection/@audit/@visit/@launch/@opening/@exam/@review/@board/@deadline/@wedding/@conference/@trip/@move ** @on/@at @the? @{num}/@{weekday}/@{month}/@tomorrow", 0.75],
    // Losing by the hour: "every hour this is down we're losing orders".
    ["@every/@each/@by/@per @the? @hour/@minute/@day ** @losing/@lose/@lost/@costing/@costs/@down/@offline", 0.8],
    ["leaves/leave/departs/depart/collects/collect/collection/pickup/pick-up * at {time}/{num}/noon/midday", 0.75],
    // A cost if it is not done in time: "otherwise the grant lapses", "or we lose the slot".
    ["@otherwise/@or-else ** @lose/@lapses/@lapse/@miss/@cancel/@cancelled/@fail/@expire/@expires/@forfeit/@penalty/@fine/@late", 0.8],
    ["has/have/needs/need to be * live/ready/done/running/working/set/active * before/by", 0.8],
    ["before then", 0.6],
    ["active/live/ready/running by", 0.8],
    ["rush * starts/begins/is", 0.6],
    ["by/before/until * {month}/{quarter}/{num}", 0.55],
    ["deadline/deadlines", 0.75],
    ["running out/low", 0.6],
    ["runs/run/ran/expires/expiring/expire/ends/ending out? today/tonight/tomorrow/soon/{weekday}", 0.85],
    ["hurry/rush/rushing", 0.5],
    // "Quickly" alone often tells how something went ("they solved it quickly"); asked for, it counts.
    ["quickly", 0.45],
    ["need/needs/want/wants/please/must/asap/back/fix/sort/resolve/respond/reply * quickly", 0.75],
    ["within * hours/hour/days/day", 0.8],
    ["this week", 0.45],
    ["next week", 0.55],
    ["can not !wait", 0.8],
    ["locked out", 0.55],
    ["no later than", 0.85],
    ["@time is running out", 0.85],
    // A deadline told by a business event: a meeting at an hour, visitors due on a named day,
    // a term that runs out at a month's end.
    ["before/by/until * meeting/call/demo/presentation/shift/service/opening/show/event/session/inspection/audit/visit/flight/launch/deadline/cutoff/cut-off/run * at {num}/{time}/noon/midday", 0.82],
    // Any modality: "if it isn't fixed before the doors open at 9" is the deadline, told as a condition.
    ["@before/@by/@until * @open/@opens/@close/@closes/@start/@starts/@leaves/@arrive/@arrives/@begins/@begin * @at @{num}/@{time}/@noon/@midday", 0.8],
    ["arrive/arrives/arriving/start/starts/starting/begin/begins/launch/launches/visit/visits/inspect/inspects/audit/audits * on? {weekday}/tomorrow", 0.75],
    ["runs/run/expires/expire/ends/end/lapses/lapse * out? * at/by * the? end of * month/week/quarter/year", 0.75]
  ],
  denyCues: [
    ["!rush/!hurry/!urgency/!urgent/!pressure/!deadline/!rushing", 0.9],
    ["take your/their time", 0.85],
    ["whenever", 0.7],
    ["is/are fine/ok/okay @for @us", 0.35],
    ["next year is/would-be fine/ok/okay", 0.8],
    ["when you get/have a chance/moment", 0.75],
    ["@someday/eventually/sometime", 0.6]
  ],
  // "When" only with what is wanted by then: a form line "When you have a moment: …" asks for no date.
  questions: ["@when ** @need/@needed/@needs/@start/@live/@ready/@done/@by/@deliver/@delivered/@launch/@go/@begin/@want/@like", "@deadline/@timeline/@soon/@urgent/@quickly/@date/@needed/@required/@due"]
}

export const NOT_INTERESTED: Rubric = {
  signatureUnread: true,
  positive: [
    "not interested, thanks",
    "please remove me from your mailing list",
    "unsubscribe",
    "stop emailing me",
    "please stop calling us",
    "we went with another provider",
    "we chose a different supplier",
    "this isn't a fit for us",
    "we'll pass",
    "no thanks, we're all set",
    "please close my request",
    "don't contact me again",
    "we no longer need this"
  ],
  denial: ["yes, we remain keen on this", "please keep my enquiry open", "count us in as interested"],
  negative: ["are you interested in our newsletter", "I'm interested in the pro plan"],
  cues: [
    ["!interested/!interest", 0.9],
    ["unsubscribe+", 0.95],
    ["opt out", 0.9],
    ["remove/take me/us/my/our * from/off", 0.9],
    ["stop calling/emailing/contacting/messaging/texting/sending/reaching/spamming", 0.9],
    ["do not/never !contact/!call/!email/!message/!text !me/!us/!again", 0.85],
    ["do not/never !follow/!chase !up? !on? !me/!us/!this/!it/!again", 0.85],
    // Asking for no more of it, in plain or non-native words: "please no more email".
    ["no !more/!further !email/!emails/!e-mails/!mails/!calls/!messages/!contact/!offers/!newsletters/!follow-ups", 0.85],
    ["!contact/!call/!email/!message !me/!us/!again", 0.75],
    ["no !thanks/!thank", 0.8],
    ["no !longer !need/!needed/!require/!interested/!want/!looking/!use/!using/!evaluating/!considering/!pursuing/!exploring", 0.85],
    ["went/gone/going/signed/decided/chose/chosen/sticking/staying/switched/moved * with/to * another/other/different/competitor/competitors/provider/vendor/company", 0.85],
    ["signed with another", 0.85],
    ["!fit", 0.7],
    ["!for !us/!me", 0.6],
    ["we/i will pass", 0.8],
    ["hard pass", 0.9],
    ["pass", 0.45],
    ["pass on this/it", 0.8],
    ["all set", 0.45],
    ["close * my/our/the/this request/account/ticket/inquiry/enquiry/file/lead/opportunity/deal", 0.7],
    ["!looking !for/!to", 0.55],
    ["not/no !looking", 0.55],
    ["!want !any/!anything/!further/!more/!to", 0.55],
    ["leave me/us alone", 0.9],
    ["waste of time", 0.6],
    ["do not/never !want !to !buy/!hear", 0.85],
    // Declining by staying put or by asking for nothing more, with no "not interested" said.
    ["continue/continuing/stay/staying/stick/sticking/remain/remaining * with * our/the * current/present/existing/incumbent * supplier/provider/vendor/system/tool/solution/partner/setup", 0.85],
    ["decided/decide/deciding/voted * against", 0.85],
    ["!send !more/!further/!any * !offers/!quotes/!proposals/!information/!emails/!materials", 0.85],
    ["!moving/!move/!proceed/!proceeding/!going/!go !forward/!ahead", 0.8],
    ["!moving/!move/!going/!go/!take/!taking/!progress/!progressing !it/!this/!things? !any? !further", 0.8],
    ["not !be !renewing/!continuing/!extending/!proceeding/!signing", 0.85],
    // Keeping the old way by choice: "we've decided to keep doing it by hand".
    ["decided/decide/going/will/prefer/rather/choose/chosen/opted * to? * keep/stick/stay/carry/continue ** by-hand/manually/ourselves/in-house/on-paper/the-old-way/as-is/as-we-are", 0.8],
    // Not taking it up: "not something we'll be taking up", "we won't be taking you up on the offer".
    ["!something/!anything !we/!i * !taking/!take/!pursue/!pursuing/!considering/!consider !up/!further? ./,/;", 0.8],
    ["!take/!taking !you? !up !the? !offer/!on/./,/;", 0.8],
    // Not carrying on past a trial or a term, or keeping what they have in plain words.
    ["!going/!planning/!plan/!want/!intend/!wish * !continue/!renew/!upgrade/!subscribe/!extend/!keep", 0.85],
    ["going/decided/decide/will/gonna * to? * stay/stick/remain * with", 0.8],
    ["will/going/gonna/decided * be? * staying/sticking/remaining * with * what/our/current/existing/present/incumbent/them/spreadsheets/paper", 0.8],
    // A polite refusal: declining, giving it a miss, not something they need.
    ["i/we * decline/declining/pass", 0.85],
    ["respectfully/politely/regretfully/kindly * decline/declining", 0.85],
    ["give/giving * it/this * a miss", 0.85],
    // Only when the sentence stops there: "not something we need urgently" asks for no hurry.
    ["!something/!anything !we/!i !need/!want/!require/!use ./,/;", 0.8],
    // "It's a no from us", not in the market, no use for it, content with what they have.
    ["@a @no @from/@for @us/@me", 0.85],
    ["@answer @is @no", 0.8],
    ["!in !the !market", 0.85],
    ["no !use !for", 0.85],
    ["happy/content/satisfied/fine * with * current/existing/present/incumbent/what-we-have/what-we-use/what-we-have-got/our-own", 0.8],
    // Deciding not to go on, another direction, no need for it any more, a tool that already does it.
    ["decided/decide/chosen/chose/prefer/rather * not !to !proceed/!pursue/!continue/!go/!move/!buy/!purchase/!sign/!renew/!take", 0.85],
    ["gone/going/go/went/headed/heading * in * another/different/other * direction", 0.85],
    ["not !need/!want/!require !it/!this/!that/!them/!your * !anymore/!any-more/!any-longer", 0.85],
    ["not !need/!want/!require !yours", 0.85],
    ["already * have/use/got/using * tool/system/solution/provider/supplier/vendor/platform/software/app * that/which * does/covers/handles/do/cover/handle * this/that/it/everything/the-same/the-job", 0.8]
  ],
  // A time that does not suit declines the time, not the offer ("Tuesday doesn't work for me");
  // a part declined with the rest wanted is interest ("not the add-on, but the core product yes").
  voids: [
    // "No thanks, just the reset link": the offer turned down for what they came for.
    "[no] [!thanks/!thank] ,? @just/@only/@i-just/@i-only/@we-just/@we-only",
    "{weekday}/{time}/{month}/@tomorrow/@today/@tonight/@morning/@afternoon/@evening/@slot/@slots/@time/@date/@day/@week/@then/@meeting/@call ** @work/@works/@suit/@suits/@good/@possible [@for] [@me/@us]"
  ],
  elsewhere: [
    "[!interested] !in ** , @but ** @yes/@interested/@keen/@want/@like/@need/@please/@send/@still",
    "[!interested] !in ** , @i/@we? @just/@only/@really/@still/@instead ** @want/@need/@like/@interested/@after"
  ],
  denyCues: [
    // A kept interest beside an opt-out: "take me off the newsletter; I still want the updates".
    ["i/we * still * want/need/like/use/value * the/your/our/to-keep/to-receive/to-get/to-hear", 0.96],
    // Denying the leaving itself ("we're not planning to cancel") is staying, not declining.
    ["!looking/!planning/!going/!want/!thinking/!intend * !leave/!leaving/!cancel/!cancelling/!canceling/!switch/!switching/!churn/!quit/!move", 0.95],
    ["still/definitely/very/really/am/are/be/is interested", 0.85],
    ["!close", 0.75],
  ],
  // An agent asking "still interested?" is answered "no" by someone not interested: no
  // question patterns here (they would read that "no" as a denial), but that "no" states it.
  questions: [],
  answeredNo: [
    "@still * @interested/@keen/@considering/@looking",
    "@interested @in",
    "@go/@move/@going/@moving @ahead/@forward",
    "@proceed/@proceeding/@continue/@continuing/@renew/@renewing",
    "@like/@want * @to * @buy/@purchase/@sign/@upgrade/@subscribe/@order"
  ]
}

export const NEEDS_HUMAN: Rubric = {
  signatureUnread: true,
  positive: [
    "can I talk to a real person",
    "I want to speak with a human",
    "please have someone call me back",
    "connect me with an agent",
    "I'd like to speak to a manager",
    "transfer me to a representative",
    "this bot is useless",
    "this is ridiculous, I want to talk to someone",
    "can someone from your team give me a call",
    "I need to speak to your sales team",
    "escalate this please",
    "I'm very frustrated with this service"
  ],
  denial: ["I'm happy to keep chatting here", "I don't want a phone call", "no person needed, this chat works"],
  negative: ["I spoke to a person last week and it was fine", "a human error on our side"],
  cues: [
    ["talk/speak/chat/speaking/talking/discuss * to/with * human/person/people/agent/rep/reps/representative/manager/supervisor/someone/somebody/engineer/salesperson/specialist/team/owner/consultant/advisor/staff/one/boss/superior/senior", 0.9],
    ["discuss/go-over/go-through/walk-through * this/it/that * with * someone/somebody/person/human/agent/rep/manager/team/specialist/you", 0.8],
    ["@hop/@jump/@get * @on * @a? @quick/@short? @call/@phone/@zoom/@video", 0.8],
    ["talk/speak to/with * sales", 0.85],
    ["real/actual/live/human person/human/agent/being/support", 0.9],
    ["call/ring/phone me/us * back?", 0.8],
    ["give/schedule me/us a call/ring", 0.85],
    ["call-back/callback/callbacks", 0.8],
    ["connect/transfer/put me/us * to/with/through", 0.85],
    ["escalate/escalating/escalation", 0.8],
    ["ridiculous/unacceptable/outrageous/absurd/useless/pointless", 0.7],
    ["frustrated/frustrating/angry/furious/livid/upset/annoyed/fed", 0.6],
    ["complaint/complain", 0.6],
    // A bot named is no complaint ("the chatbot sorted it"); one that loops or fails to follow is.
    ["bot/chatbot/robot/automated", 0.45],
    ["@bot/@chatbot/@robot/@machine * @keeps/@keep/@looping/@loops/@repeating/@repeats/@useless/@stuck/@circles/@understand/@understanding/@rubbish/@pointless/@hopeless", 0.75],
    ["@talking/@talk/@speaking/@chatting/@typing * @to/@with @a/@the @bot/@machine/@robot/@chatbot", 0.75],
    ["@are @you @a/@an/@even @bot/@robot/@machine/@real/@human/@person", 0.75],
    // Who to turn to: "who can I actually speak to?", "who do we call about this?"
    ["@who * @can/@could/@do/@should/@shall * @i/@we * @speak/@talk/@contact/@call/@ring/@reach/@escalate", 0.8],
    // Someone able to act, wanted: "looked at by someone who can actually decide".
    ["@want/@need/@like/@by * @someone/@somebody/@a-person/@a-human/@anyone/@anybody @who/@that * @can/@could/@knows/@understands/@actually", 0.75],
    // Away from this channel: "I'd rather not do this over chat", "I can't explain it in writing".
    ["@rather/@prefer/@easier ** @not ** @over/@by/@via/@on/@in * @chat/@email/@e-mail/@text/@writing/@messages/@messaging/@here", 0.8],
    ["!explain/!describe/!sort/!discuss/!resolve/!do ** !in/!over/!by/!via !writing/!chat/!email/!e-mail/!text/!message/!messages", 0.75],
    ["someone/somebody/person/rep/representative/agent/salesperson/specialist/advisor/adviser * contact/call/reach/ring/phone me/us", 0.8],
          ["manager/supervisor", 0.45],
    ["get/need/want/have * human/person/someone/somebody/agent", 0.8],
    ["human/humans", 0.75],
    ["with a person/human", 0.8],
    // Wanting a person without the word: someone who knows, someone in charge, no more canned replies.
    ["is there anyone/anybody/someone/somebody * who/that * can/knows/know/understands/understand/actually", 0.8],
    ["someone/somebody/anyone/anybody/whoever * in charge/senior/higher-up/responsible", 0.8],
    ["pass/send/forward/hand/refer * this/it/me/us * to * someone/somebody/engineer/engineers/developers/developer/tech/technician/technical/manager/supervisor/specialist/team", 0.8],
    ["canned/automatic/automated/generic/copy-paste/template reply/replies/answer/answers/response/responses", 0.75],
    ["same reply/replies/answer/answers/response/responses", 0.65],
    ["round/around in circles", 0.7],
    // A phone line asked for, the phone preferred, one of their people, a slot with someone.
    ["@number/@phone-number/@hotline/@helpline/@line * @i/@we * @can/@could * @call/@ring/@reach/@phone/@dial", 0.8],
    ["@explain/@discuss/@go-through/@walk/@talk/@sort/@run ** @over/@on/@by * @the/@a? @phone/@call/@video", 0.8],
    ["@rather/@prefer * @call/@phone/@ring/@speak/@talk", 0.8],
    ["@one @of @your @people/@staff/@team/@experts/@specialists/@engineers/@agents/@colleagues/@advisors/@consultants/@technicians/@reps", 0.8],
    ["@book/@schedule/@arrange/@get * @a? @slot/@call/@appointment/@session * @with", 0.8],
    // Asked to be contacted: "could your account manager get in touch with me".
    ["@get @in @touch @with @me/@us", 0.8],
    ["@have/@ask/@get * @someone/@somebody/@manager/@rep/@representative/@colleague/@engineer * @to * @contact/@call/@ring/@email/@phone", 0.8]
  ],
  // The customer's own people, or a talk they will have themselves ("I'll speak to my manager",
  // "we'll discuss it with the team"), ask nobody on the vendor's side.
  elsewhere: [
    "@my/@our @own? @finance/@it/@legal/@ops/@operations/@management/@senior/@leadership/@line? [@manager/@managers/@boss/@supervisor/@team/@colleague/@colleagues/@partner/@partners/@director/@directors/@board/@staff/@superior/@accountant/@lawyer/@solicitor/@people/@owner]",
    "@will/@shall/@let/@going * @discuss/@talk/@speak/@check/@run/@chat/@consult/@go * @it/@this/@that/@over/@through? * @with/@to/@by/@past @the [@team/@board/@others/@partners/@directors/@committee/@family]"
  ],
  denyCues: [
    ["no !need !to !transfer/!talk/!speak/!call/!connect", 0.9],
    ["!transfer/!escalate !me/!this", 0.85],
    ["do not/never !need !to !talk/!speak/!call", 0.85],
    ["this chat/bot * is/works fine/ok/okay/great/helpful", 0.6]
  ],
  questions: ["@connect/@transfer/@specialist/@agent/@human/@person/@call/@speak/@talk"]
}
