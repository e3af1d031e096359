// Marks of a wish for the product, for a rubric read by its most severe turn (rubrics/types.ts
// `wishes`): "an option to … would be nice", "feature request:", "we'd love to see …". A mild
// category read in such a sentence gives way to a fault told beside it (engine/wishBeside.ts).
// Questions and requests to support ("is there a way", "please add a user") are no wish: they may
// be about the fault itself. See ../text/cues.ts for the pattern syntax.

export const WISHES: ReadonlyArray<string> = [
  "@would/@could @be @really/@so/@very/@just? @nice/@great/@lovely/@good/@handy/@helpful/@useful/@brilliant/@ideal/@cool/@amazing",
  "@feature-request/@suggestion/@wishlist/@wish-list/@nice-to-have/@would-be-nice",
  "@i/@we/@they/@staff/@users/@customers @would @love/@like @to @have/@see/@get/@be-able | @i/@we @would @love @a/@an/@the/@some/@it/@if",
  // A want put off to a later day: "eventually we'd like an export", "some day we would love …"
  // ("we'd like a refund" alone may be about the fault, so the later day is needed).
  "@eventually/@someday/@some-day/@one-day/@at-some-point/@in-future/@in-the-future ,? @i/@we @would @like/@love"
]
