// A tally of the custopt2 set (run with tsx): status right, optional and required F1, and the readings wrong.
import { readerOf, tally } from "./custoptCases.js"
import { short } from "./triggerCases.js"
import { DOMAINS } from "./custopt2Domains.js"

const { rows, statusRight, cases } = tally(DOMAINS)
const f1 = (opt: boolean) => {
  const r = rows.filter((x) => x.optional === opt)
  const tp = r.filter((x) => x.truth && x.got).length
  const fp = r.filter((x) => !x.truth && x.got).length
  const fn = r.filter((x) => x.truth && !x.got).length
  return `${((2 * tp) / (2 * tp + fp + fn)).toFixed(3)} (tp ${tp}, fp ${fp}, fn ${fn})`
}
console.log(`status ${statusRight}/${cases}; optional F1 ${f1(true)}; required F1 ${f1(false)}`)
for (const r of rows) if (r.truth !== r.got) console.log(`  "${r.key}",`)
for (const d of DOMAINS) {
  const read = readerOf(d)
  for (const [input, status] of d.cases) if (read(input).status !== status) console.log(`  status "${short(input).slice(0, 40)}",`)
}
