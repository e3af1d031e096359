// Written by scripts/fit-calibration.ts (npm run fit:calibration): chosen on the tune halves with the calibration it fitted.
/** ASSAY_CASCADE_THRESHOLD when unset: how sure every detector the status hinges on must be for the embedded scorer to answer alone. */
export const CASCADE_DEFAULT_THRESHOLD = 0.78
