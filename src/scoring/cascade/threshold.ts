// Written by scripts/fit-calibration.ts (npm run fit:calibration): chosen on the tune halves with the calibration it fitted.
// 0.74 since 11-29 (calmEscalation.ts): the highest threshold keeping the fitting ground (dev tune halves, sets A–J) 80% local pooled.
/** ASSAY_CASCADE_THRESHOLD when unset: how sure every detector the status hinges on must be for the embedded scorer to answer alone. */
export const CASCADE_DEFAULT_THRESHOLD = 0.74
