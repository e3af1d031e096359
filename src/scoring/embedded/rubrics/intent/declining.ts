// The not_interested intent: a customer who declines, in plain or polite words, and not one who
// declines a time, a newsletter or a part of the offer. See ../../text/cues.ts for the pattern syntax.
// Opt-outs are in ./declineOptOut.ts, declines told by another provider in ./declineElsewhere.ts.
import type { Rubric } from "../types.js"
import { GONE_ELSEWHERE_CUES, OTHERS_NO_NEXT_VOIDS, OTHERS_NO_VOIDS } from "./declineElsewhere.js"
import { CHANNEL_PREFERENCE_VOIDS, OPT_OUT_CUES } from "./declineOptOut.js"

export const NOT_INTERESTED: Rubric = {
  ownWordsOnly: true,
  positive: [
    "not interested, thanks",
    "drop my address from your mailings",
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
    // Plain and polite refusals, a need ended, a business closing.
    ["!interested/!interest", 0.9],
    // A fragment that ends the need: "thanks, not needed anymore".
    ["^ not !needed/!required * @anymore/@any-more $ | ^ not !needed/!required * @any @longer $", 0.8],
    ["no !thanks/!thank", 0.8],
    ["no !longer !need/!needed/!require/!interested/!want/!looking/!use/!using/!evaluating/!considering/!pursuing/!exploring", 0.85],
    ["!fit", 0.7],
    ["!for !us/!me", 0.6],
    ["!for !our !company/!business/!team/!needs/!shop/!practice/!firm/!organisation/!organization/!school/!club", 0.7],
    ["we/i will pass", 0.8],
    // The offer waved off: "don't bother sending a quote", "don't bother following up".
    ["do not !bother ** !quote/!quotation/!proposal/!offer/!brochure/!following/!chasing", 0.8],
    ["hard pass", 0.9],
    ["pass", 0.45],
    ["pass on this/it", 0.8],
    ["all set", 0.45],
    ["close * my/our/the/this request/account/ticket/inquiry/enquiry/file/lead/opportunity/deal", 0.7],
    ["!looking !for/!to", 0.55],
    ["not/no !looking", 0.55],
    ["!want !any/!anything/!further/!more/!to", 0.55],
    ["waste of time", 0.6],
    ["do not/never !want !to !buy/!hear", 0.85],
    ["decided/decide/deciding/voted * against", 0.85],
    ["!moving/!move/!proceed/!proceeding/!going/!go !forward/!ahead", 0.8],
    ["!moving/!move/!going/!go/!take/!taking/!progress/!progressing !it/!this/!things? !any? !further/!forward", 0.8],
    ["not !be !renewing/!continuing/!extending/!proceeding/!signing", 0.85],
    ["not !be !booking/!ordering/!using/!buying/!shopping/!returning/!staying !again/!with", 0.85],
    ["not !be? !coming/!come !back", 0.85],
    // "Not now and not in future": the later time ruled out too.
    ["not/never/nor @in @the? @near/@foreseeable? @future ./,/;/!/either", 0.8],
    ["we/i will leave it/things ./,/;/there", 0.8],
    // The same told as a plan, on its own: "going to leave it, cheers". Not "leave it with you / at reception".
    ["@going/@gonna/@decided/@think @to? @leave @it/@things $/@there", 0.8],
    ["!make !sense !for !us/!a/!our/!me", 0.75],
    // Not taking it up: "not something we'll be taking up", "we won't be taking you up on the offer".
    ["!something/!anything !we/!i * !taking/!take/!pursue/!pursuing/!considering/!consider !up/!further? ./,/;", 0.8],
    ["!take/!taking !you? !up !the? !offer/!on/./,/;", 0.8],
    // Not carrying on past a trial or a term, or keeping what they have in plain words.
    ["!going/!planning/!plan/!want/!intend/!wish * !continue/!renew/!upgrade/!subscribe/!extend/!keep", 0.85],
    // A polite refusal: declining, giving it a miss, not something they need.
    ["i/we * decline/declining/pass", 0.85],
    ["respectfully/politely/regretfully/kindly * decline/declining", 0.85],
    ["give/giving * it/this * a miss", 0.85],
    // Only when the sentence stops there: "not something we need urgently" asks for no hurry.
    ["!something/!anything !we/!i !would/!will/!could? !need/!want/!require/!use ./,/;", 0.8],
    // "It's a no from us", not in the market, no use for it, content with what they have.
    ["@a @no @from/@for @us/@me", 0.85],
    ["@be/@is @a @no @from/@for @the/@our/@my", 0.85],
    // What was offered, not needed any more: "we shan't need the scaffolding now".
    ["@shall/@will @not !need/!require/!want !the/!any/!your/!it/!this/!that/!them ** @now/@anymore/@any-more/@any-longer/@either $", 0.8],
    // No need left for what was offered, with the reason before it: "so there's no need for the stock system any more".
    ["no !need !for ** @anymore/@any-more/@any-longer $", 0.8],
    // The plan itself dropped: "we're not doing the renovation after all". A day dropped is a new day (voids).
    ["@we/@i @are/@am/@will @not @be? !doing/!having/!getting/!buying/!ordering/!booking/!going ** @after @all", 0.8],
    // The order itself ruled out, at the end of its clause: "so we won't be placing an order" (an
    // order put off to a time is a deferral and does not end there).
    ["@will/@shall @not @be? !placing/!place/!making/!make/!raising/!raise @an/@the/@any/@a? !order/!orders/!purchase $", 0.8],
    // A call-note or reply fragment: "not proceeding", "not going ahead".
    ["^ not !proceeding/!continuing/!pursuing/!going-ahead $", 0.8],
    ["@answer @is @no", 0.8],
    ["!in !the !market", 0.85],
    ["no !use !for", 0.85],
    // Deciding not to go on, another direction, no need for it any more, a tool that already does it.
    ["decided/decide/chosen/chose/prefer/rather * not !to !proceed/!pursue/!continue/!go/!move/!buy/!purchase/!sign/!renew/!take", 0.85],
    // Non-native order of the same: "we decided to no buy this time".
    ["@decided/@decide/@chose/@chosen @to @no/@not !buy/!purchase/!proceed/!continue/!go/!move/!sign/!renew/!take/!order", 0.85],
    ["not !need/!want/!require !it/!this/!that/!them/!your * !anymore/!any-more/!any-longer", 0.85],
    ["not !need/!want/!require !yours", 0.85],
    // A change of plan that ends the need: "we won't need the quote after all", "no longer required".
    // The thing offered, not a task of their own: "we don't need to book a courier after all" is no decline.
    ["!need/!needed/!require/!required/!want !it/!this/!that/!them/!your/!any * @after @all | !need/!needed/!require/!required/!want !the/!our/!your/!this/!that/!any * !quote/!quotation/!offer/!proposal/!service/!services/!visit/!booking/!help/!plan/!package/!subscription/!consultation/!installation/!work/!survey/!licence/!licences/!license/!licenses/!seats/!places/!upgrade/!extra/!additional * @after @all", 0.85],
    ["no !longer !required/!necessary/!relevant/!going-ahead/!happening", 0.85],
    // What was offered no longer wanted: "so the desks won't be needed". Not "a password won't be needed".
    ["@the/@your/@it/@this/@that/@these/@those * will not !be !needed/!required/!necessary ./,/;/!/$/after/any/anymore/now/either", 0.75],
    ["@project/@plans/@plan/@refurbishment/@expansion/@rollout/@roll-out/@idea * @has/@have/@is/@are/@was/@were/@been * @shelved/@scrapped/@axed/@cancelled/@canceled/@dropped/@binned/@dead", 0.75],
    // What the offer was for, called off: "the conference has been called off", "the wedding is off".
    ["@project/@event/@conference/@wedding/@party/@launch/@trip/@renovation/@refurbishment/@expansion/@rollout/@move/@relocation/@opening/@festival * @has/@have/@is/@are/@was/@were/@been/@got * @called-off | @project/@event/@conference/@wedding/@party/@launch/@trip/@renovation/@refurbishment/@expansion/@rollout/@move/@relocation/@opening/@festival * @has/@have/@is/@are/@was/@were/@been/@got * @off $", 0.75],
    // Saying no in so many words: "I'm going to have to say no on this one".
    // Not "say no for now" or "at this stage": those put it off.
    ["@have/@going/@will/@must/@afraid/@sorry @to? @say @no $/@on/@this/@thanks/@thank", 0.8],
    ["give/giving * a pass/miss", 0.8],
    // Staying out of it: "we're going to sit this one out".
    ["sit/sitting this/that/it *1 out", 0.8],
    // Not worth it for their size: "it isn't worth it for a team our size" (a question whether it
    // is worth it denies nothing).
    // The judgement ends its clause within a few words: "it wasn't worth it for us to keep the old
    // plan, so please move us …" weighs their own old plan, not the offer.
    ["!worth !it/!the/!changing/!switching ** @for @us/@a-team/@a-business/@a-company/@a-shop/@a-practice/@our/@me * $", 0.75],
    // Who decides said no to it: "our board said no to the project", "the partners voted no".
    ["@board/@boss/@director/@directors/@committee/@management/@owner/@owners/@partners/@trustees/@ceo/@cfo/@we *1 @said/@voted @no $/@to-it/@to-this/@to-the-project/@to-the-proposal/@to-the-quote/@to-the-idea/@to-the-offer", 0.8],
    // The business itself ending: "we're winding the club down", "Business closing", "we're retiring".
    ["winding/wind/closing/shutting * the/our? * club/business/company/shop/practice/firm/charity/store/studio/salon/restaurant/cafe/office * down", 0.8],
    ["business/company/shop/club/practice/firm/store closing/closed/closure/ceased/ceasing | ceasing trading | going out of business", 0.75],
    ["we/i are/am retiring ./,/;/!/$/at/this/next/in", 0.75],
    // Bowing out or withdrawing from the purchase, not money from an account.
    ["bow/bowing out", 0.8],
    ["withdraw/withdrawing/pulling/pull * out? * from/of * the/this/our * process/tender/evaluation/trial/pilot/discussions/talks/conversation/programme/program/sale/deal/order", 0.8],
    // Non-native negation without "do": "we not continue", "I not need it".
    ["@we/@i @are/@am? @not/@no !continue/!proceed/!buy/!renew/!take/!order/!sign", 0.8],
    ["@we/@i @are/@am? @not/@no !need/!want !this/!it/!that/!your/!the/!them/!any/!anymore", 0.8],
    ...OPT_OUT_CUES,
    ...GONE_ELSEWHERE_CUES
  ],
  // A time that does not suit declines the time, not the offer ("Tuesday doesn't work for me");
  // a part declined with the rest wanted is interest ("not the add-on, but the core product yes").
  voids: [
    // An opt-out built for their own senders is no opt-out: "how do I add an unsubscribe link to our newsletter?"
    "@add/@adding/@include/@including/@insert/@put/@create/@build/@customise/@customize * [@unsubscribe+] @link/@links/@button/@buttons/@option/@footer/@page",
    // No interest in the excuse or the bot, the service still wanted: "not interested in more
    // excuses", "no interest in chatting to a bot". The offer itself is not named there.
    "[!interested/!interest] [!in] * @excuse/@excuses/@apology/@apologies/@explanation/@explanations/@promise/@promises/@stories/@bot/@bots/@chatbot/@robot/@script/@scripts/@scripted/@automated/@sorry",
    // A channel declined with another chosen in the next clause declines the channel, not the
    // offer: "no need to ring me, a text is fine", "don't phone during the day, email me instead".
    "[!contact/!call/!calling/!email/!emailing/!message/!text/!ring/!phone/!phoning] [!me/!us]? ** ,/;/. @just/@but/@please/@an/@a/@i/@we/@you/@by? ** @email/@e-mail/@emails/@mail/@text/@texts/@texted/@texting/@message/@messages/@call/@phone/@post/@letter/@whatsapp/@chat/@sms/@writing",
    // Another channel asked for is no opt-out: "stop emailing me and just call me instead".
    "[@stop/@quit] [@emailing/@calling/@texting/@messaging/@sending/@posting] ** ** @instead",
    // The same across a comma: "stop sending me paper invoices, email them instead".
    "[@stop/@quit] [@sending/@posting] ** ,/; ** @instead",
    // A plan ended for another of the vendor's: "cancel the monthly plan and move to the yearly one",
    // "end my trial now and upgrade us to Pro".
    "[@cancel/@end/@stop] ** @and/@then @upgrade/@move/@switch/@change/@go ** @plan/@tier/@package/@pro/@premium/@yearly/@annual/@monthly/@paid/@subscription/@one",
    // Staying with the vendor itself is a renewal: "we're going to stay with you for another year".
    "[@stay/@staying/@stick/@sticking/@remain/@remaining] @with @you/@your/@yourselves",
    // One part covered, the vendor wanted for the rest: "we already have someone for the payroll
    // side, we need your tool for rotas", "happy with our current paper supplier, we need you for the printers".
    "@already @have/@got [@someone/@somebody/@people] @for @the/@our ** ,/;/@but ** @need/@want/@like/@keen/@interested",
    "[@happy/@content/@satisfied/@fine] @with ** ,/;/@but @we/@i? @still? @need/@want/@like @you/@your/@yours",
    // The offer itself judged fine as it stands: "the draft looks good as things are, send it over".
    "@looks/@look/@looking/@sounds/@seems/@reads [@good/@fine/@okay/@ok] @as",
    // One round sat out for the next: "can I sit this one out and join the next cohort instead?"
    "[@sit/@sitting] @this/@that/@it *1 @out ** @join/@next/@instead/@later/@following",
    // One thing not sought for another: "not looking for a refund, just a replacement".
    "[!looking] [!for/!to] ** , @just/@only/@simply @a/@an/@the/@to/@want/@need/@looking/@asking",
    // A detail of the offer not suiting is no decline of it: "this size is not right for us".
    "@size/@sizes/@colour/@colours/@color/@colors/@length/@width/@shade/@finish/@model/@version/@layout * [!for] [!us/!me/!our]",
    // Done by mistake, no decline: "I unsubscribed by mistake", "accidentally cancelled".
    "[@unsubscribe+/@opted/@cancelled/@canceled/@cancel] ** @by @mistake/@accident/@error",
    "@accidentally/@mistakenly/@wrongly/@accidently [@unsubscribe+/@opted/@cancelled/@canceled]",
    // A time or a place changed is no provider changed: "we moved the meeting to another day",
    // "switched to a different browser". A time no longer needed is a new time: "we no longer need the 10am slot".
    "[@another/@other/@different] @plan/@plans/@tier/@package/@bundle/@year/@years/@term/@season/@round/@cohort/@day/@days/@date/@time/@slot/@week/@month/@room/@building/@floor/@office/@address/@location/@venue/@desk/@server/@folder/@page/@tab/@browser/@device/@phone/@laptop/@computer/@email/@account/@card",
    // A day not needed after all is a new day: "we won't need the van on Saturday after all".
    "@{weekday}/@{time}/@tomorrow/@tonight/@today/@morning/@afternoon/@evening/@weekend * [@after] [@all]",
    "@no [@longer] [@need/@needed/@require/@required] * @the/@our/@my/@that/@this? @{time}/@{weekday}/@slot/@appointment/@time/@date/@morning/@afternoon/@evening",
    // Something of their own already, the vendor still wanted: "we already have a supplier for this, but I'd like a quote".
    "@already [@have/@use/@got/@using] ** ,? @but ** @want/@like/@need/@keen/@interested/@quote/@price/@prices/@pricing/@compare/@open/@looking/@consider/@considering",
    // One option not for them, another booked or wanted after it: "the spa package isn't for us, but book him in for a trim".
    "[!for] [!us/!me] ,/;? @but/@though ** @book/@order/@take/@want/@like/@go-ahead/@sign/@add/@keen/@interested/@instead",
    // "No thanks, just the reset link": the offer turned down for what they came for.
    "[no] [!thanks/!thank] ,? @just/@only/@i-just/@i-only/@we-just/@we-only",
    // A named part turned down, the rest wanted after it: "no thanks to the premium support, the
    // basic tier is enough", "we'll pass on the training days but go ahead with the licences".
    "[no] [!thanks/!thank] @to/@on/@for @the/@your ** ,/; ** enough/just/only/take/want/need/like/go-ahead/sign-up/order/book/proceed/keen/interested",
    "[@pass/@passing] @on @the/@your ** @but/,/; ** go-ahead/take/want/need/like/proceed/order/book/sign/add/keen/interested/please",
    // One list left, another kept: "unsubscribe me from the newsletter but keep me on the product updates".
    "[@unsubscribe+/@remove/@take] @me/@us ** @but/; ** keep/leave @me/@us @on/@subscribed",
    // Asking to skip a step is no decline: "can we pass on the deposit and pay on delivery?"
    "@can/@could/@may @we/@i [@pass/@skip] @on",
    "{weekday}/{time}/{month}/@tomorrow/@today/@tonight/@morning/@afternoon/@evening/@slot/@slots/@time/@date/@day/@week/@then/@meeting/@call ** @work/@works/@suit/@suits/@good/@possible [@for] [@me/@us]",
    ...OTHERS_NO_VOIDS
  ],
  nextSentenceVoids: [...CHANNEL_PREFERENCE_VOIDS, ...OTHERS_NO_NEXT_VOIDS],
  elsewhere: [
    // A project put off with the vendor still wanted: "the refit is shelved, but we'd still like a price".
    "@project/@plans/@plan/@refurbishment/@expansion/@rollout/@roll-out/@idea ** [@shelved/@scrapped/@axed/@cancelled/@canceled/@dropped/@binned] ** @but ** @still/@want/@like/@need/@please/@send",
    // A past choice told as a regret: "we went for a cheaper quote last time and regretted it".
    "[@went/@gone/@chose/@picked/@opted] ** ** @regret/@regretted/@regretting/@mistake/@learned/@learnt",
    "[!interested] !in ** , @but ** @yes/@interested/@keen/@want/@like/@need/@please/@send/@still",
    "[!interested] !in ** , @i/@we? @just/@only/@really/@still/@instead ** @want/@need/@like/@interested/@after/@please",
    "[!interested] !in ** , @i/@we want/need/like",
    // The same without the comma: "not interested in the add-on but want the plan".
    "[!interested] !in ** @but @i/@we? @do/@still/@really? @want/@need/@like/@interested/@keen/@would",
    // Somebody else not interested, the writer is: "my colleague isn't interested but I am".
    "[!interested] ** @but @i/@we @am/@are/@still/@definitely/@really/@very/@keen",
    // Somebody else's lack of interest told as a fact about them: "our customers say they're not interested in long contracts".
    "@customers/@clients/@users/@patients/@guests/@visitors/@callers/@students/@parents/@shoppers/@tenants/@diners/@residents/@members/@colleague/@colleagues/@wife/@husband/@kids ** [!interested/!interest]",
    // Another firm's lack of interest, the firm as the verb's subject: "the last supplier wasn't
    // interested in small orders" (told to a new one) is no decline; "tell the agency we're not interested" is.
    "@supplier/@suppliers/@agency/@agencies/@vendor/@vendors/@provider/@providers/@bank/@banks/@contractor/@contractors/@builder/@builders/@installer/@installers/@landlord/@insurer/@insurers/@broker/@brokers/@dealer/@dealers/@garage/@manufacturer/@manufacturers/@wholesaler/@wholesalers/@distributor/@distributors/@printer/@printers/@competitor/@competitors/@lender/@lenders/@seller/@sellers @was/@were/@is/@are/@seemed/@seems/@had/@has/@have * [!interested/!interest]",
    // A choice elsewhere that fell through: "we had decided to go with another vendor but they fell through".
    "[@decided/@went/@gone/@go/@going/@chose/@chosen/@signed/@picked/@opted/@switched] ** [@another/@other/@different] ** @but ** @fell/@fallen/@pulled/@backed/@let/@collapsed/@folded/@bust/@disappeared",
    // Ending a contract elsewhere to come over is no decline: "cancel our contract with the old provider".
    "[@cancel/@end/@terminate/@close/@discontinue/@stop] ** @with @our/@the/@their? @old/@current/@previous/@existing/@other/@present * @provider/@supplier/@vendor/@company/@firm/@bank/@agency",
    // An option decided against with another wanted: "decided against the blue, please send the grey".
    "[@decided/@decide/@voted] [@against] ** ,/; @please/@so/@but/@and/@instead/@could/@can/@would ** @send/@want/@take/@go/@prefer/@use/@like/@keep/@need/@quote/@do/@make/@show/@book/@try/@offer",
    "[@decided/@decide/@voted] [@against] ** ,/; ** @instead",
    // A detail of the order decided against is no decline of it (the other choice may come in the
    // next sentence): "we decided against the oak finish. Could you quote for walnut?"
    "[@decided/@decide/@voted/@deciding] [@against] @the/@that/@this/@a/@an * @finish/@colour/@color/@colours/@colors/@size/@sizes/@shade/@material/@fabric/@style/@design/@layout/@model/@add-on/@add-ons/@addon/@extra/@extras/@date/@time/@day/@venue/@room/@menu/@flavour/@font/@logo/@wording/@lettering/@wood/@tiles/@colourway",
    // The customer's former provider not interested: "our last roaster wasn't interested in small accounts".
    "@our/@the/@my @last/@previous/@old/@former/@usual ** [!interested]",
    // One part declined for another: "not interested in the cafe, just the membership price".
    "[!interested] !in ** , @just/@only @the/@a/@an/@your/@in/@about/@want/@need/@looking"
  ],
  denyCues: [
    // A kept interest beside an opt-out: "take me off the newsletter; I still want the updates".
    ["still * want/need/like/use/value * the/your/our/to-keep/to-receive/to-get/to-hear", 0.96],
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
