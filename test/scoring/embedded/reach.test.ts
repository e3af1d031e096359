// Who a sentence says is hit (text/reach.ts) and the reach scale a detector's examples set up
// (engine/reachScale.ts). Sentences of our own, in other domains than any dev set.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { inferReach } from "../../../src/scoring/embedded/engine/reachScale.js"
import { reachOf, reportsFault } from "../../../src/scoring/embedded/text/reach.js"

describe("reachOf", () => {
  it.each([
    ["Only the till by the door seems to be affected, it's just mine", "one"],
    ["The whole school got the newsletter, but only my tablet shows it blank", "one"],
    ["Nobody else has this, my scanner alone keeps beeping", "one"],
    ["Everyone else on the ward is fine, only I get the red banner", "one"],
    ["My two deskmates are fine, so it seems to be my account", null],
    ["none of us on the second floor can get the kettle socket to work", "group"],
    ["Since ten, nobody in the stockroom team can scan labels", "group"],
    ["All the drivers in the north depot group see the same message", "group"],
    ["It's not just me, the whole night shift has lost the rota app", "group"],
    ["The bookings desk is down, other departments are working normally", "group"],
    ["Every branch we run has lost the card machines", "all"],
    ["Across all our clinics the phones are dead", "all"],
    ["It's company-wide, the intranet is gone", "all"],
    ["Nobody can log in at all this morning", "all"],
    ["Nobody in Year 6 can open the maths quiz", "group"],
    ["Everyone on the late rota gets logged out", "group"],
    ["Since the update, scanning fails at all of our warehouses", "all"],
    ["The heaters are off everywhere, upstairs and down", "all"],
    ["Hi everyone, my printer is jammed again", null],
    ["Thanks all, the van is booked for Tuesday", null],
    ["Could you send the invoice to accounts?", null],
    // Near misses (reviewer round, reworded): who did not tell or answer the sender, where they
    // looked, a thing named "-wide", a wider group set against the sender's own fault.
    ["Nobody warned me the gate code was changed, so I'm stuck outside the yard", null],
    ["No one picked up at the depot switchboard", null],
    ["I can't spot the tyre pressure menu anywhere on the dashboard", null],
    ["The trust-wide rota app shows my shift twice", null],
    ["Every driver was given a new fuel card but mine won't swipe", "one"],
    ["Nobody at any depot can open the route planner", "all"],
    ["It's a council-wide outage, the bin app is gone", "all"]
  ] as const)("%j: %s", (text, want) => {
    expect(reachOf(text)).toBe(want)
  })

  it("tells the sentence that reports the fault from its background", () => {
    expect(reportsFault("the label printer jams on every third sheet")).toBe(true)
    expect(reportsFault("we moved to the new building in May")).toBe(false)
  })
})

describe("inferReach", () => {
  const spec = (categories: ReadonlyArray<string>, examples: ReadonlyArray<readonly [string, string]>) =>
    compileManifest({
      template: "custom",
      custom_detectors: [{ name: "d", type: "classification", categories: [...categories], examples: examples.map(([text, category]) => ({ text, category })) }]
    }).detectors[0]!

  it("reads each category's example, or its name when the example states no reach; a category read by neither leaves no scale", () => {
    const r = inferReach(spec(["solo", "crew", "everywhere"], [["Just my own headset crackles", "solo"], ["The whole loading crew can't clock in", "crew"], ["The alarm panel is dead", "everywhere"]]))
    expect(r === null ? null : Object.fromEntries([...r].map(([k, v]) => [v, k]))).toBeNull()
    const named = inferReach(spec(["single_user", "team", "organisation"], [["Only my mouse is sticky", "single_user"], ["The sales team is stuck", "team"], ["Our phones are all out", "organisation"]]))
    expect(named === null ? null : Object.fromEntries(named)).toEqual({ one: "single_user", group: "team", all: "organisation" })
  })

  it("reads a denial over any site as the whole organisation", () => {
    const r = inferReach(spec(["one_person", "one_crew", "all_sites"], [["Only my handset drops calls", "one_person"], ["Nobody on the night crew can clock in", "one_crew"], ["Nobody in any warehouse can print labels", "all_sites"]]))
    expect(r === null ? null : Object.fromEntries(r)).toEqual({ one: "one_person", group: "one_crew", all: "all_sites" })
  })

  it("leaves categories of another kind alone", () => {
    expect(inferReach(spec(["pickup", "courier", "post"], [["I'll collect it", "pickup"], ["Send a driver", "courier"], ["Just post it", "post"]]))).toBeNull()
  })
})
