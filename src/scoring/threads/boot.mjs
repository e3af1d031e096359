// The scoring thread when the service runs from its TypeScript sources (tests, scripts, or
// bin/assay.mjs when it cannot compile them): a new thread needs tsx's loader of its own.
import { register } from "tsx/esm/api"

register()
const { default: handle } = await import("./worker.ts")
export default handle
