// Chosen on the whole fitting ground (dev tune halves, sets A–J): the highest threshold that keeps it 80% local
// pooled (scripts/bench/cascadeSweep.ts, 11-29). `npm run fit:calibration -- --choose-default` rewrites it by the older tune-halves rule.
/** ASSAY_CASCADE_THRESHOLD when unset: how sure every detector the status hinges on must be for the embedded scorer to answer alone. */
export const CASCADE_DEFAULT_THRESHOLD = 0.75
