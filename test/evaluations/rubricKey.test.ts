import { describe, expect, it } from "vitest"
import { rubricKeyOf } from "../../src/evaluations/rubricKey.js"
import type { Manifest } from "../../src/domain/types.js"

describe("rubricKeyOf", () => {
  // A manifest read back from jsonb has its keys in jsonb's order (shorter keys first), not in
  // the order it was built: both must name the rubric compiled at create time.
  it("names a manifest by its content, whatever the order of its keys", () => {
    const built = { template: "custom", detectors: [{ name: "refund", type: "presence", required: true }] } as unknown as Manifest
    const readBack = { detectors: [{ type: "presence", name: "refund", required: true }], template: "custom" } as unknown as Manifest
    expect(rubricKeyOf("e1", readBack)).toBe(rubricKeyOf("e1", built))
  })

  it("tells apart other content, another evaluation, and the order of detectors", () => {
    const a = { detectors: [{ name: "a" }, { name: "b" }] } as unknown as Manifest
    const b = { detectors: [{ name: "b" }, { name: "a" }] } as unknown as Manifest
    expect(rubricKeyOf("e1", a)).not.toBe(rubricKeyOf("e1", b))
    expect(rubricKeyOf("e1", a)).not.toBe(rubricKeyOf("e2", a))
  })
})
