// Marks of the point a sender calls the one that matters, in a message of several ("second, and
// more pressing: ...", "the real problem is ..."): for a rubric read by its most severe turn, a
// category read there is its turn's answer (rubrics/types.ts `stressed`). See ../text/cues.ts.

export const STRESSED_POINT: ReadonlyArray<string> = [
  "more/most pressing/important/urgent/serious/worrying/critical",
  "main/real/bigger/biggest/actual/important/urgent/serious/pressing/worse * problem/issue/thing/one/concern/point",
  "importantly/above-all/first-and-foremost",
  // "What really matters is …", "what counts most": the point named by its weight.
  "what/that really/actually/truly/most matters/matter/counts | what/that matters/counts most/more",
  "reason * i/we * am/are * writing/contacting/emailing/reaching",
  // "The thing I really need help with is …": the point the sender names as the one to answer.
  "thing/one/bit/part/question * i/we * really/most/actually/mainly * need/want * help/answered/sorted"
]
