/** A cue pattern (see ../cues.ts), its weight in [0, 1], and for classification its category. */
export type Cue = readonly [pattern: string, weight: number, category?: string]

/** The categories of a fault told only at the sender's marked point (`Rubric.markedFault`). */
export interface MarkedFault {
  readonly blocked: string
  readonly fault: string
}

/** The built-in knowledge behind one built-in detector. */
export interface Rubric {
  /** Phrasings that state the signal (presence detectors). */
  readonly positive: ReadonlyArray<string>
  /** Phrasings per category (classification detectors). */
  readonly categories?: Readonly<Record<string, ReadonlyArray<string>>>
  /** Phrasings that explicitly deny the signal ("we have no budget"). */
  readonly denial: ReadonlyArray<string>
  /** Look-alike phrasings that are not the signal. */
  readonly negative: ReadonlyArray<string>
  /** Patterns that state the signal (or, with a category, put the text in it). */
  readonly cues: ReadonlyArray<Cue>
  /** Patterns that explicitly deny the signal. */
  readonly denyCues: ReadonlyArray<Cue>
  /**
   * Patterns showing that the sentence's topic words are about something else ("our revenue is
   * 3 million": an amount, but not money set aside): the words they match are hidden from the
   * cues, which read what is left, and the sentence's likeness counts as a near miss at most.
   */
  readonly elsewhere?: ReadonlyArray<string>
  /** Patterns matching an agent question about this signal (its answer is read in that light). */
  readonly questions: ReadonlyArray<string>
  /**
   * Qualification packs: what ties a plain answer to the agent's question about this signal to
   * the signal itself (an amount for money, a person or role for authority, a date for a
   * timeline). Weak cue patterns, too weak to state the signal alone; `{person}` is a person's
   * name. An answer with none of them is not read as the signal (engine/answerLink.ts).
   */
  readonly answers?: ReadonlyArray<string>
  /**
   * Classification: category cues read only in the first sentence of a customer's reply to an
   * agent question matching `questions` ("Which plan are you on?" "Growth"): a bare name or day
   * that says nothing alone says the category there (engine/answeredCategory.ts).
   */
  readonly answerCues?: ReadonlyArray<Cue>
  /**
   * Classification: agent questions about when something happened ("When did it start?"); a short
   * reply to one dates the fault and is not read by the cues (engine/datedReplies.ts).
   */
  readonly pastQuestions?: ReadonlyArray<string>
  /**
   * An inability states this signal ("members can't book online" is a problem) rather than
   * denying it; for any other signal "we cannot spend anything" is the denial.
   */
  readonly inabilityStates?: boolean
  /**
   * Classification whose categories run from most to least severe, in the detector's category list
   * (domain/catalog.ts, an array; not this object's keys, which JavaScript enumerates integer-like
   * ones first and ascending): each customer turn is read on its own and the call takes the most
   * severe turn's category, so a benign opening line does not outweigh a later turn that reports
   * an outage.
   */
  readonly mostSevereTurn?: boolean
  /**
   * With `mostSevereTurn`, patterns of the sentence its sender calls the one that matters ("more
   * pressing", "the real problem"): a category read there, or in the sentence after one that is
   * only the mark ("Now for what actually matters."), is its turn's answer over a stronger one
   * read elsewhere in the turn.
   */
  readonly stressed?: ReadonlyArray<string>
  /**
   * With `stressed`, the category of a fault told in a marked sentence that reads no category of
   * its own ("the real problem is that new starters never get their invite"): `blocked` when it
   * tells an inability (can't, won't let, never), `fault` for any other fault (engine/stressed.ts).
   */
  readonly markedFault?: MarkedFault
  /**
   * With `mostSevereTurn`, patterns of a wish for the product ("an option to … would be nice"): the
   * mild category read in such a sentence gives way, in its turn, to a high or critical one read in
   * another sentence of it (engine/wishBeside.ts), as a fault told beside a wish is the ticket.
   */
  readonly wishes?: ReadonlyArray<string>
  /**
   * Patterns whose words look like this detector's cues but say something else there, hidden
   * from its cues: "closes immediately" tells how the fault looks, not how soon help is needed.
   */
  readonly voids?: ReadonlyArray<string>
  /**
   * Void patterns read over a sentence and the next sentence of the same message; the words they
   * mark are hidden in the first: "Please don't ring me. Email works better." declines a channel,
   * told across the full stop, not the offer.
   */
  readonly nextSentenceVoids?: ReadonlyArray<string>
  /**
   * The detector reads only what the customer wrote as their own: not a signature's name, title
   * and company lines ("Pricing Analyst" or "Urgent Care Centre" under a name asks no price and no
   * hurry), not a form's labels ("Purchase date:", "Callback number:"), and a label its questions
   * match is not answered by the value alone. (A title or a label stays the sender's statement
   * for detectors that read it, such as authority or a pack's "Budget: $20k".)
   */
  readonly ownWordsOnly?: boolean
  /**
   * A signature's name, title and company lines say nothing for this detector, though form labels
   * still do: "Budget Controller" or "Priority Accounts Manager" under a name is who the sender is,
   * no budget and no priority (docs/decisions.md, "Whose words count in an email").
   */
  readonly titlesUnread?: boolean
  /**
   * Agent questions (cue patterns) that a bare "no" answers with this signal: "Are you still
   * interested?" "No." states not_interested. A "no" that defers ("not yet", "no, maybe in
   * spring") does not.
   */
  readonly answeredNo?: ReadonlyArray<string>
  /**
   * Marks of a message that is not about this detector's subject at all (a sales pitch, a
   * newsletter): a message whose marks weigh 1 or more together (each pattern counted once) is
   * not read by this detector.
   */
  readonly offTopic?: ReadonlyArray<Cue>
  /** Patterns of a report on this detector's subject: a message with one is read whatever its `offTopic` marks. */
  readonly onTopic?: ReadonlyArray<string>
}
