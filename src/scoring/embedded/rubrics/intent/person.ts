// The needs_human intent: a customer who asks for a person, with or without the word, and not
// one who talks to their own people. See ../../text/cues.ts for the pattern syntax.
import type { Rubric } from "../types.js"

export const NEEDS_HUMAN: Rubric = {
  ownWordsOnly: true,
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
    ["talk/speak/chat/speaking/talking/discuss * to/with * human/person/people/agent/rep/reps/representative/manager/supervisor/someone/somebody/engineer/salesperson/specialist/team/owner/consultant/advisor/staff/one/boss/superior/senior/whoever/whomever", 0.9],
    ["discuss/go-over/go-through/walk-through * this/it/that * with * someone/somebody/person/human/agent/rep/manager/team/specialist/you", 0.8],
    ["@hop/@jump/@get * @on * @a? @quick/@short? @call/@phone/@zoom/@video", 0.8],
    ["talk/speak to/with * sales", 0.85],
    // Non-native English drops the "to": "I want talk your manager", "can I speak supervisor". Only a
    // role that acts for the business, never "my/our" (their own boss) nor "someone" ("talk someone into").
    ["@want/@need/@wish/@must/@can/@could/@may/@like/@let @to? @i/@me/@we/@us? [@talk/@speak] @your/@the/@a/@an/@one? @manager/@supervisor/@boss/@superior/@human/@agent/@representative/@operator/@owner", 0.8],
    ["real/actual/live/human person/human/agent/being/support", 0.9],
    // Someone qualified wanted in place of a tool: "I'd like a real accountant to look over this".
    ["@a/@an @real/@actual/@qualified/@proper/@live @accountant/@engineer/@technician/@expert/@specialist/@doctor/@nurse/@vet/@lawyer/@solicitor/@advisor/@adviser/@someone/@somebody/@member/@surveyor/@pharmacist/@mechanic/@electrician/@plumber", 0.8],
    ["@rather-than/@instead-of * @the/@a/@an/@your/@this? * @automated/@automatic/@bot/@chatbot/@ai/@machine/@robot/@algorithm/@auto-reply/@autoreply", 0.75],
    // A person set against the system, not asked about it ("checked by a person or by software?" is no wish).
    ["@person/@human/@someone/@somebody/@people/@staff ** @rather-than/@instead-of * @the/@a/@an/@your? @system/@software/@computer/@app/@website/@form/@portal", 0.75],
    // A real person wished for in a condition: "I'd appreciate it if a real human could look at my account".
    ["@if @a/@an @real/@actual/@live/@proper @person/@human/@agent/@being/@someone @could/@can/@would/@might/@will", 0.8],
    ["@deal/@dealing @with @a/@an @real/@actual/@proper/@live/@human @person/@human/@being/@someone", 0.8],
    // Asked for by name of the role alone: "representative please", "operator, please".
    ["^ @agent/@representative/@operator/@rep/@advisor/@adviser ,? @please | @please ,? @agent/@representative/@operator $", 0.8],
    // "Call to me back" in non-native English.
    ["call/ring/phone to? me/us * back?", 0.8],
    ["give/schedule me/us a call/ring/bell/buzz/shout", 0.85],
    // Taken up with someone of theirs: "I'd like to take this up with your head of service".
    ["@take/@raise @this/@it/@that/@the-matter * @up? @with @your/@someone/@somebody/@whoever/@a-manager/@a-person", 0.8],
    // A named contact wanted, not the shared inbox: "picked up by a named contact".
    ["@like/@want/@need/@prefer/@by/@get/@assign/@give * @a @named/@dedicated/@direct/@specific/@single @contact/@person/@point/@account-manager/@human", 0.8],
    ["@rather-than/@instead-of * @the/@a/@your? * @general/@shared/@generic/@main/@support/@info/@noreply @inbox/@mailbox/@queue/@form/@desk", 0.7],
    ["call-back/callback/callbacks", 0.8],
    ["connect/transfer/put me/us * to/with/through", 0.85],
    ["escalate/escalating/escalation", 0.8],
    // Escalation wished for in the participle: "I'd like this escalated to a supervisor".
    ["@like/@want/@need/@please/@get/@have * @escalated", 0.8],
    // The formal request: "I request that this matter be escalated to a senior member of staff".
    ["@request/@requesting/@insist/@demand/@ask/@asking ** @be @escalated", 0.8],
    ["@a/@someone/@somebody @more? @senior @member/@person/@colleague/@manager/@agent/@advisor/@adviser", 0.75],
    // A call from one of theirs, wished for: "I'd appreciate a phone call from someone who can sort it".
    ["@like/@want/@need/@appreciate/@prefer/@request/@requesting/@arrange @a/@an * @call/@callback/@call-back/@ring/@phone-call @from @your/@someone/@somebody/@a/@an/@one/@the", 0.8],
    // Someone of theirs told to get in touch, "to" left out: "pls have a supervisor contact me".
    ["@have/@get @a/@an/@your/@the/@someone/@somebody * @supervisor/@manager/@rep/@representative/@agent/@engineer/@technician/@person/@human/@specialist/@someone/@somebody/@advisor/@adviser @call/@ring/@phone/@contact/@email/@reach @me/@us", 0.8],
    // A line to call, asked of the vendor: "do you have a phone number?", "what's your direct line?"
    ["@do/@can/@could/@is/@what @you/@there/@is * @a/@your @phone/@telephone/@direct/@contact @number/@line ?$", 0.8],
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
    ["@want/@need/@needs/@like/@by ** @someone/@somebody/@a-person/@a-human/@anyone/@anybody @who/@that * @can/@could/@knows/@understands/@actually", 0.75],
    // Away from this channel: "I'd rather not do this over chat", "I can't explain it in writing".
    ["@rather/@prefer/@easier ** @not ** @over/@by/@via/@on/@in * @chat/@email/@e-mail/@text/@writing/@messages/@messaging/@here", 0.8],
    ["!explain/!describe/!sort/!discuss/!resolve/!do ** !in/!over/!by/!via !writing/!chat/!email/!e-mail/!text/!message/!messages", 0.75],
    ["someone/somebody/person/rep/representative/agent/salesperson/specialist/advisor/adviser * contact/call/reach/ring/phone me/us", 0.8],
    // A team member asked to ring, in formal or plain words: "a member of your complaints team could
    // telephone me", "please ask a member of the accounts team to phone me".
    ["team/department/member/office/desk * telephone/phone/ring/call/contact me/us", 0.8],
    ["@ask/@have/@get @your/@a/@an/@one/@someone/@somebody/@the ** @to @contact/@call/@ring/@phone/@telephone/@email @me/@us", 0.8],
    // A polite request reads as a condition ("I would be grateful if someone could ring me"): any modality.
    ["@grateful/@appreciate/@appreciated/@thankful @it? @if ** ** @telephone/@phone/@call/@ring/@contact @me/@us", 0.8],
    // Somebody got on the line, or met: "can u get a supervisor on the line", "to have meeting with your technician".
    ["@get/@put/@have/@bring * @someone/@somebody/@supervisor/@manager/@human/@person/@agent/@rep/@engineer/@technician/@specialist/@senior * @on @the @line/@phone", 0.8],
    ["@possible/@like/@want/@need/@could/@can * @to? * @have/@get/@arrange/@book @a/@an? @meeting/@appointment/@session/@visit @with @your/@a/@an/@one/@someone/@somebody", 0.8],
    // Explained face to face: "have whoever wrote this policy explain it to me in person".
    ["@explain/@discuss/@talk/@meet/@go-through/@sort/@speak/@walk ** @in @person | @face @to @face", 0.75],
          ["manager/supervisor", 0.45],
    ["get/need/want/have * human/person/someone/somebody/agent", 0.8],
    ["human/humans", 0.75],
    ["with a person/human", 0.8],
    // Wanting a person without the word: someone who knows, someone in charge, no more canned replies.
    ["is there anyone/anybody/someone/somebody * who/that * can/could/knows/know/understands/understand/actually", 0.8],
    ["someone/somebody/anyone/anybody/whoever * in charge/senior/higher-up/responsible", 0.8],
    ["pass/send/forward/hand/refer * this/it/me/us * to * someone/somebody/engineer/engineers/developers/developer/tech/technician/technical/manager/supervisor/specialist/team", 0.8],
    ["canned/automatic/automated/generic/copy-paste/template reply/replies/answer/answers/response/responses", 0.75],
    ["same reply/replies/answer/answers/response/responses", 0.65],
    ["round/around in circles", 0.7],
    // A phone line asked for, the phone preferred, one of their people, a slot with someone.
    ["@number/@phone-number/@hotline/@helpline/@line * @i/@we * @can/@could * @call/@ring/@reach/@phone/@dial", 0.8],
    ["@explain/@discuss/@go-through/@walk/@talk/@sort/@run ** @over/@on/@by * @the/@a? @phone/@call/@video", 0.8],
    ["@rather/@prefer * @call/@phone/@ring/@speak/@talk", 0.8],
    ["explain/show/describe * to * someone/somebody/a-person/a-human", 0.75],
    // Whether anyone reads: "is anyone actually reading these?", "is anybody there?"
    ["@is/@are @anyone/@anybody/@someone/@somebody/@a-human/@a-person * @actually/@even/@really? * @reading/@there/@listening/@looking/@checking/@answering/@monitoring", 0.75],
    ["@one/@member/@members @of @your @people/@staff/@team/@experts/@specialists/@engineers/@agents/@colleagues/@advisors/@consultants/@technicians/@reps/@folks/@guys/@surveyors/@installers", 0.8],
    // Time booked with the vendor's side, not with their own ("book a call with our IT lead").
    ["@book/@schedule/@arrange/@get * @a? @slot/@call/@appointment/@session/@time * @with @you/@your/@one/@someone/@somebody/@a/@an/@the", 0.8],
    // Someone on the vendor's side: "this needs someone on your side who can see our account".
    ["@someone/@somebody/@a-person/@anyone/@anybody/@a-human * @on/@at/@from @your @side/@end", 0.8],
    // Gone through with someone, wished for: "I'd prefer to go through the options with a surveyor".
    ["@prefer/@rather/@like/@want/@need/@could/@can * @to? @go-through/@talk-through/@go-over/@run-through/@discuss/@talk/@walk-through ** @with @a/@an/@one/@someone/@somebody/@your/@you", 0.8],
    // Put in touch, asked or reported: "can you put us in touch with someone who runs your catering side".
    ["@put/@get/@be/@been @me/@us? @in @touch @with ** @whoever/@whomever/@someone/@somebody/@a/@an/@the/@your/@one", 0.8],
    // Asked to be contacted: "could your account manager get in touch with me".
    ["@get @in @touch @with @me/@us", 0.8],
    ["@have/@ask/@get * @someone/@somebody/@manager/@rep/@representative/@colleague/@engineer * @to * @contact/@call/@ring/@email/@phone/@reach/@drop", 0.8],
    // A person named by what they look after, asked to get in touch or sent to: "could whoever
    // handles wholesale drop me a line?", "point me to whoever deals with refunds". The contact
    // verb or the sending verb is required: "whoever packed this" states no wish.
    ["@whoever/@whomever ** @call/@ring/@phone/@contact/@email/@reach/@drop/@message/@text * @me/@us", 0.8],
    ["@point/@direct/@steer/@send/@refer/@pass/@put/@forward/@connect/@introduce/@transfer @me/@us/@this/@it * @to/@towards/@with/@through/@onto ** @whoever/@whomever", 0.8],
    ["@pass/@send/@forward/@refer/@hand/@point/@direct/@put/@connect @me/@us/@this/@it * @to/@towards/@with/@through/@onto/@in-touch-with * @the/@a @right/@correct/@relevant/@appropriate/@proper @person/@people/@team/@department/@contact/@one/@someone", 0.8],
    // Said to anyone, a line asked for is a reply, no person ("drop me a line if the van is late").
    ["@drop @me/@us @a @line/@note/@call", 0.45],
    ["@reach @out @to @me/@us", 0.45],
    ["@someone/@somebody/@rep/@representative/@specialist/@advisor/@adviser/@manager/@engineer/@person/@colleague * @reach @out @to @me/@us | @someone/@somebody/@rep/@representative/@specialist/@advisor/@adviser/@manager/@engineer/@person/@colleague * @drop @me/@us @a @line", 0.8],
    // Whom to turn to, asked: "who's the right person to go over the terms with?"
    ["@who @is/@are/@would-be @the @right/@best/@correct/@appropriate/@relevant @person/@people/@contact/@team/@one/@department", 0.8],
    // A talk wanted, not one they will have: "I need a proper conversation about this", "can I have a word with …".
    ["@need/@want/@like/@prefer/@rather @a/@an * @proper/@real/@actual/@quick/@short/@brief/@live/@five-minute/@ten-minute/@human? @conversation/@chat/@word/@talk", 0.8],
    ["@can/@could/@may @i/@we @have/@get/@grab @a/@an * @quick/@short/@brief/@proper? @conversation/@chat/@word/@talk @with", 0.8],
    // Somebody to ring, asked for: "is there somebody I can ring to talk this through?"
    ["@is @there @someone/@somebody/@anyone/@anybody/@a-person * @i/@we @can/@could * @call/@ring/@phone/@speak/@talk/@contact", 0.8],
    // Time on a call with one of them: "would one of you be free for ten minutes on a video call?"
    ["@one/@any/@someone/@somebody/@anyone/@anybody * @of? @you? @be? @free/@available * @for ** @call/@chat/@video/@teams/@zoom/@phone", 0.8],
    ["@for/@spare/@give/@grab/@need/@want/@have * @minutes/@half-an-hour/@an-hour @on/@over @a @quick? @call/@video/@video-call/@phone-call/@teams/@zoom", 0.75]
  ],
  // The customer's own people, or a talk they will have themselves ("I'll speak to my manager",
  // "we'll discuss it with the team"), ask nobody on the vendor's side.
  voids: [
    // "Human" naming a kind of thing, not someone wanted: "a human readable export", "human error".
    // Someone of their own found or hired is no person asked for: "we've found someone local who can do it".
    "@found/@got/@hired/@booked/@appointed/@employed/@chose/@chosen/@picked/@using [@someone/@somebody]",
    "@already @have/@got [@someone/@somebody]",
    // A person NOT wished for: "I'd prefer not to speak to anyone, email works better".
    "[@prefer/@rather] @not @to? [@speak/@talk/@call/@ring/@phone]",
    "[@human] @readable/@error/@errors/@resources/@rights/@nature/@body/@eye/@language/@translation/@translator/@review/@verification",
    // Someone senior told as having come already: "someone senior joined our call and helped".
    "[@someone/@somebody] @senior/@more-senior ** @joined/@came/@called/@rang/@phoned/@helped/@visited/@attended/@spoke/@sorted/@fixed/@dropped/@was",
    // A contact line under a name is no request: "Head of Escalations | Call me: 0161 …".
    "[@call/@ring/@phone/@text] [@me/@us] :",
    // Somebody else's people wanting a human: "our customers keep asking to speak to a human".
    "@customers/@clients/@users/@patients/@guests/@members/@visitors/@callers/@students/@parents/@shoppers/@tenants/@diners/@residents ** [@speak/@talk/@chat/@speaking/@talking/@chatting] @to/@with @a/@an/@the? @real/@actual/@live? [@human/@humans/@person/@people/@agent/@someone/@somebody]",
    // Someone at home or on site for a visit is the customer's own: "do I need to have someone present?"
    "[@someone/@somebody/@anyone/@anybody/@person/@human] @present/@home/@at-home/@on-site/@onsite/@around/@to-let/@to-sign/@to-receive"
  ],
  elsewhere: [
    // People on the vendor's side asked about as a fact of the service, not asked for: "do you
    // offer live chat support at night?", "are your advisers real people?", "does a real person
    // mark the tests, or a program?". A person to talk to still reads ("is there a real human I
    // can talk to?"): the service nouns only, never "person" after "is there".
    "^ @do/@does/@is/@are/@will/@would ** [@live/@real/@actual/@in-person]? [@live/@human/@real/@actual/@in-person] [@support/@chat/@helpdesk/@help-desk/@cover/@service/@assistance/@agents/@advisors/@advisers/@reps]",
    "^ @do/@does/@is/@are/@will/@would ** [@live/@real/@actual] [@agent] [@support/@chat/@cover/@service]",
    "^ @are/@is @your/@the ** [@real/@actual/@live]? [@humans/@human/@people/@persons] ** ?$",
    "^ @does/@do/@is/@are/@will/@would @a/@an/@the? [@real/@actual/@live/@human] [@person/@human/@people/@humans] ** ,? @or",
    // A wish for a person that was met or is gone: "I wanted to speak to someone but it's sorted now".
    "@wanted/@needed/@asked/@tried/@hoped/@meant/@was-going/@were-going @to [@speak/@talk/@chat/@call/@ring/@phone/@reach] ** ,? @but/@though ** @sorted/@fixed/@resolved/@solved/@fine/@managed/@figured/@working/@no-need",
    // A talk that happened: "we had a quick chat with your rep last week".
    "@had/@did/@enjoyed @a/@an * [@chat/@call/@word/@conversation/@talk] @with",
    // Whom to turn to on their own side: "who is the right person to sign on our side?"
    "@who @is/@are @the @right/@best/@correct/@appropriate/@relevant [@person/@people/@contact/@team/@one/@department] ** @our/@my @side/@end/@team/@company/@office/@building/@site",
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
