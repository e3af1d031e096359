import init from "./0001_init.js"

/** Every file in this folder is registered here; a test checks that none is forgotten. */
export const migrations = {
  "0001_init": init
}
