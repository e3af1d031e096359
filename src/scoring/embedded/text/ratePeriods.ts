// "60 kilos every week", "£40 every month": a period right after an amount is the rate's, no time
// asked for (a slot, a day). Read by shapes.ts, which drops such periods from the moments it found.
import type { Shape, ShapeKind } from "./shapes.js"

const RATE_PERIOD = /^every\s+(?:week|month)$/i
const RATE_OF: ReadonlySet<ShapeKind> = new Set(["money", "count", "measure"])

/** The shapes without the periods of a rate; `out` is left as it is. */
export const withoutRatePeriods = (text: string, out: ReadonlyArray<Shape>): ReadonlyArray<Shape> => {
  // The nearest quantity's end before each period is found by binary search: linear in the shapes, whatever the text.
  const quantityEnds = out.filter((q) => RATE_OF.has(q.kind)).map((q) => q.end).sort((a, b) => a - b)
  const quantityJustBefore = (at: number): boolean => {
    let [lo, hi] = [0, quantityEnds.length]
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (quantityEnds[mid]! <= at) lo = mid + 1
      else hi = mid
    }
    const end = quantityEnds[lo - 1]
    return end !== undefined && at - end < 60 && !/[.,;!?\n]/.test(text.slice(end, at))
  }
  const rates = new Set(out.filter((x) => x.kind === "moment" && RATE_PERIOD.test(text.slice(x.start, x.end)) && quantityJustBefore(x.start)))
  return rates.size === 0 ? out : out.filter((x) => !rates.has(x))
}
