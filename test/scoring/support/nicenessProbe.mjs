// A scoring thread's module for tests: it records, as it loads, the niceness of its thread, to
// show that entry.mjs lowered it before any of the thread's own code ran.
import { readFileSync } from "node:fs"

const stat = readFileSync("/proc/thread-self/stat", "utf8")
const nicenessAtLoad = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])

export default (task) => ({ ...task, nicenessAtLoad })
