// A new thread needs tsx's loader of its own to run onThread.ts.
import { register } from "tsx/esm/api"

register()
await import("./onThread.ts")
