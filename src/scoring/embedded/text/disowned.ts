// A concern (fraud, a breach, a dispensing error) told as a thing noticed rather than in a
// detector's example words: an act on the customer's account, goods or people that nobody of
// theirs did ("a payee none of us recognise", "it wasn't me or my co-director", "I haven't changed
// phones in years", "I can't match it to anything we bought"), or a thing unlike the usual ("a
// different colour from what I usually get"). Read by engine/circumstances.ts for problem
// detectors, escalation triggers among them: the sender disowning the act is the signal the
// static vectors do not see.
import type { Token } from "./text.js"

/** After "none of us", "nobody here": acts and knowledge disowned ("none of us recognise", "nobody here made"), not an inability ("none of us can print"). */
const DISOWNING = new Set([
  "recognise", "recognises", "recognize", "recognizes", "know", "knows", "knew", "made", "make", "did", "sent", "changed", "set", "authorised",
  "authorized", "ordered", "bought", "booked", "requested", "added", "approved", "has", "have", "signed", "opened", "installed", "logged"
])
/** After "haven't", "didn't", "never" of the sender's own ("I haven't changed phones", "we didn't authorise it"). */
const OWN_ACTS = new Set([
  "changed", "change", "made", "make", "ordered", "order", "authorised", "authorise", "authorized", "authorize", "requested", "request",
  "sent", "send", "added", "add", "bought", "buy", "signed", "sign", "approved", "approve", "set", "logged", "log", "booked", "book", "been",
  // "a login I don't recognise", "an address we didn't recognise"
  "recognise", "recognize"
])
/** "The number on it isn't mine", "that card is not ours": a thing on the account disowned. */
const OWNED = new Set(["mine", "ours"])
const SELF = new Set(["i", "we", "me", "us"])
/** After "can't": an account of what happened the sender cannot give ("can't match it to anything", "can't explain the charge"). */
const ACCOUNTS = new Set(["match", "explain", "account", "trace", "place"])
/** Words that set a thing against its usual state ("different from what I usually get", "one letter off their usual one"). */
const UNLIKE = new Set(["different", "differently", "off", "unlike", "wrong", "changed"])

/** People told only as somebody: "a man", "someone", "a lady", "some guy". */
const SOMEBODY = new Set(["man", "woman", "lady", "guy", "bloke", "someone", "somebody", "person", "people", "men", "women", "stranger", "strangers", "chap", "lad", "girl", "boy", "caller"])
/** The verbs of a membership denied: "wasn't with your team", "isn't part of our staff", "not from our office". */
const BE = new Set(["was", "is", "were", "are"])
const MEMBERSHIP = new Set(["with", "from", "in", "on", "of"])
const WHOSE = new Set(["our", "your", "the", "my", "their"])

/**
 * Whether a somebody is told as no member of either side at tokens[k] ("a man who wasn't with
 * your team", "someone not from our office", "a woman who isn't part of our staff"): a stranger
 * told by what they are not, which no example's "stranger" word reaches.
 */
const strangerByNegation = (w: (k: number) => string, k: number): boolean => {
  if (!SOMEBODY.has(w(k))) return false
  let j = k + 1
  if (w(j) === "who" || w(j) === "that") {
    j++
    if (!BE.has(w(j))) return false
    j++
  }
  if (w(j) !== "not") return false
  j++
  if (w(j) === "part" && w(j + 1) === "of") j += 2
  else if (MEMBERSHIP.has(w(j))) j++
  else return false
  return WHOSE.has(w(j))
}

/** Whether tokens[from, to) tell an act nobody of the sender's did, or a thing unlike its usual self. */
export const tellsDisowned = (tokens: ReadonlyArray<Token>, from = 0, to = tokens.length): boolean => {
  const w = (k: number) => (k >= from && k < to ? tokens[k]!.norm : "")
  for (let k = from; k < to; k++) {
    const t = tokens[k]!.norm
    if (strangerByNegation(w, k)) return true
    if ((t === "none" || t === "neither") && w(k + 1) === "of" && (w(k + 2) === "us" || w(k + 2) === "them") && DISOWNING.has(w(k + 3))) return true
    if ((t === "nobody" || t === "no-one") && (w(k + 1) === "here" || w(k + 1) === "else") && DISOWNING.has(w(k + 2))) return true
    if (t === "not" && w(k - 1) === "was" && SELF.has(w(k + 1))) return true
    if ((t === "not" || t === "never") && (SELF.has(w(k - 1)) || SELF.has(w(k - 2))) && (OWN_ACTS.has(w(k + 1)) || OWN_ACTS.has(w(k + 2)))) return true
    if (t === "not" && (w(k - 1) === "can" || w(k - 1) === "could") && ACCOUNTS.has(w(k + 1))) return true
    if (t === "not" && BE.has(w(k - 1)) && OWNED.has(w(k + 1))) return true
    if ((t === "usual" || t === "usually") && tokens.slice(from, k).some((x) => UNLIKE.has(x.norm))) return true
  }
  return false
}
