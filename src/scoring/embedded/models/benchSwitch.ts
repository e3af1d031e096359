// Bench switches of the learned heads (ASSAY_HEADS, ASSAY_SEVERITY_HEADS and their lines): read at
// module load for an A/B run or a sweep of bench:quality, not service settings, so the service's
// configuration neither lists nor validates them.
const OFF = new Set(["off", "false", "no", "0"])

/** On unless the value is off, false, no or 0 (any case); the default when unset. */
export const switchOf = (value: string | undefined, fallback: boolean): boolean => (value === undefined ? fallback : !OFF.has(value.trim().toLowerCase()))

/** A positive number, else the default ("on" and unset keep it). */
export const thresholdOf = (value: string | undefined, fallback: number): number => {
  const x = Number(value)
  return Number.isFinite(x) && x > 0 ? x : fallback
}
