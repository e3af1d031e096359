// Messages of our own for the six custq rubrics (custqDomains.ts): [message, escalates]. Mostly near
// misses of the trigger (questions about the event, hypotheticals, other people's cases), with real
// events told as questions or beside one, which must still escalate.
export type QCase = readonly [string, boolean]

export const HEATING: ReadonlyArray<QCase> = [
  ["What should I do if I ever smell gas?", false],
  ["Is it normal for a boiler to smell a bit when it first comes on?", false],
  ["How quickly can you come out if there's a gas leak?", false],
  ["Would my cover include a carbon monoxide alarm going off?", false],
  ["Just so I know, if the CO alarm beeps, do I call you or the gas board?", false],
  ["In case we ever have a leak, where is the shut-off valve usually?", false],
  ["My neighbour's carbon monoxide alarm went off last night and they had to leave the house.", false],
  ["A flat across the road had a gas leak and the street was closed, can you check ours is safe?", false],
  ["Has anyone else in the area reported smelling gas?", false],
  ["My boiler is leaking gas, what do I do?", true],
  ["I can smell gas in the hallway, can someone come now?", true],
  ["The carbon monoxide alarm is going off, should we get out?", true],
  ["Our CO alarm keeps going off, is that serious?", true]
]

export const DOG: ReadonlyArray<QCase> = [
  ["What happens if a dog gets bitten while you're walking it?", false],
  ["Is it normal for a dog to limp a little after a long walk?", false],
  ["Would your insurance cover a vet bill if my dog got hurt?", false],
  ["How do you make sure dogs don't get lost in the park?", false],
  ["Have you ever lost a dog on a walk?", false],
  ["My sister's dog was bitten at the park by a loose terrier last spring.", false],
  ["A dog at my cousin's place got lost with another walker last year.", false],
  ["If Bella ever gets sick on a walk, would you take her to the vet?", false],
  ["Just so I know, in case he slips his lead, what do your walkers do?", false],
  ["Rex came back limping and won't put weight on his paw, what should I do?", true],
  ["My dog was bitten on today's walk, why did nobody tell me?", true],
  ["Our dog has been sick since the walk, could the walker have let her eat something?", true],
  ["Where is my dog? The walker says she ran off in the woods.", true],
  ["Could a walker have let a dog off the lead near the main road?", false],
  ["Anyone else had their dog come back with a cut paw from the group walks?", false]
]

export const NURSERY: ReadonlyArray<QCase> = [
  ["What do you do if a child has an allergic reaction at lunch?", false],
  ["Is it normal for toddlers to get a rash from the sand pit?", false],
  ["How quickly would you call me if my son bumped his head?", false],
  ["Do your staff have first aid training for allergic reactions?", false],
  ["A girl at my niece's school had a reaction to peanuts, so I'd like to know your nut policy.", false],
  ["My friend's little boy got a bad bump at his nursery last week, how do you supervise climbing?", false],
  ["In case my daughter gets a temperature during the day, who will call me?", false],
  ["Has there been a chickenpox case in the baby room?", false],
  ["Would you let me know if she ever came out in a rash?", false],
  ["My son came home with a huge bump on his head and has been sick twice, did he fall?", true],
  ["She has a rash all over and a high temperature since pick-up, should I take her to A&E?", true],
  ["Our daughter had a reaction after lunch today, what did she eat?", true]
]

export const ROOF: ReadonlyArray<QCase> = [
  ["What should we do if water starts coming through the ceiling?", false],
  ["Is it normal for a ceiling to have a damp patch after heavy rain?", false],
  ["Would you come out at night if part of the roof came down?", false],
  ["How fast can you get here if a storm takes some tiles off?", false],
  ["A building across the road had its roof cave in during the storm, could you check ours?", false],
  ["My colleague's garage roof collapsed under the snow, how much weight can a flat roof take?", false],
  ["Just so I know, if a leak starts at the weekend, do you have an emergency number?", false],
  ["Has anyone on our street reported leaks since the storm?", false],
  ["Water is pouring through the bedroom ceiling, can you come today?", true],
  ["Part of the roof has fallen in after the storm, what do we do?", true],
  ["The ceiling is bulging with water, is it about to come down?", true],
  ["Why is water pouring in again when you fixed the roof last month?", true]
]

export const CAR: ReadonlyArray<QCase> = [
  ["What should I do if my car breaks down on the motorway?", false],
  ["Would my cover include a crash abroad?", false],
  ["How long do you usually take to reach someone on the hard shoulder?", false],
  ["Is it safe to wait in the car if you break down on a country lane?", false],
  ["My colleague's car at another firm broke down on the motorway and he waited four hours, is that normal?", false],
  ["My brother crashed into a barrier last month and his cover was useless, does yours include recovery?", false],
  ["In case we get a flat battery on holiday, are we covered in France?", false],
  ["Just so I know, if I'm stuck with the kids in the car, do you come faster?", false],
  ["Has anyone reported the breakdown line being down today?", false],
  ["My car has broken down on the hard shoulder, how long will you be?", true],
  ["I've crashed into a barrier, can you send someone?", true],
  ["We're stuck on a country lane with a flat battery and the kids in the back, where's the van?", true],
  ["I broke down on the motorway an hour ago, why has nobody come?", true]
]

export const MEDS: ReadonlyArray<QCase> = [
  ["What should I do if I take a double dose by mistake?", false],
  ["Is it normal to feel dizzy on the new tablets?", false],
  ["Would you tell me if there was a mix-up with my prescription?", false],
  ["How do you check that patients get the right medicine?", false],
  ["My neighbour was given the wrong tablets at another pharmacy, how do you stop that happening?", false],
  ["A friend's face swelled up on antibiotics, can I have something different?", false],
  ["In case I react to the new antibiotics, who do I call out of hours?", false],
  ["Has anyone reported problems with this batch of inhalers?", false],
  ["If I miss a dose, should I take two the next day?", false],
  ["You gave my mum the wrong tablets and she's taken two, what should we do?", true],
  ["My face has swollen up since I started the new antibiotics, should I stop them?", true],
  ["I took a double dose by mistake and feel dizzy, is that dangerous?", true]
]

/**
 * Left alone this round, each outside what the round mends: a wish for the service read as the dog
 * harmed ("a walker who keeps them on leads" near "the walker lost our dog"), and an event told inside a
 * negated question ("why didn't anyone tell me …"), which the sentence vectors skip as negated.
 */
export const KNOWN_MISSES: ReadonlyArray<readonly [string, string, boolean]> = [
  ["dogWalker", "My sister's dog was bitten at the park by a loose terrier, so I want a walker who keeps them on leads.", false],
  ["nursery", "Why didn't anyone tell me Maya's lips swelled up after lunch?", true]
]
