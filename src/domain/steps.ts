// Long computations (compiling a large rubric takes seconds) are written as generators that
// yield between small pieces of work, so a caller can run them in slices and let other requests
// through (src/scoring/embedded/sliced.ts), or all at once.

/** A computation that pauses at each `yield` and finally returns T. */
export type Steps<T> = Generator<void, T, void>

/** Runs the steps to the end, without pausing. */
export const drain = <T>(steps: Steps<T>): T => {
  for (;;) {
    const next = steps.next()
    if (next.done === true) return next.value
  }
}
