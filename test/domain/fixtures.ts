import type { Criteria, CustomDetector } from "../../src/domain/criteria.js"
import { compileManifest } from "../../src/domain/manifest.js"
import type { Detection, Detections, Manifest } from "../../src/domain/types.js"

export const hit = (extra: Partial<Detection> = {}): Detection => ({
  found: true,
  confidence: 0.9,
  value: null,
  negated: false,
  evidence: [],
  invalid: false,
  ...extra
})

export const miss = (extra: Partial<Detection> = {}): Detection => hit({ found: false, confidence: 0.1, ...extra })

export const category = (value: string): Detection => hit({ value })

export const negated = (): Detection => miss({ negated: true })

/** Every manifest detector not found, then the given overrides. */
export const detections = (manifest: Manifest, overrides: Detections = {}): Detections => ({
  ...Object.fromEntries(manifest.detectors.map((d) => [d.name, miss()])),
  ...overrides
})

export const manifestOf = (c: Criteria): Manifest => compileManifest(c)

/** Test bodies are plain JSON; this types one as criteria without widening each literal. */
export const criteria = (body: unknown): Criteria => body as Criteria

export const presence = (name: string, extra: Record<string, unknown> = {}): CustomDetector =>
  ({ name, type: "presence", examples: [`an example of ${name}`], ...extra }) as CustomDetector

export const classification = (
  name: string,
  categories: ReadonlyArray<string>,
  extra: Record<string, unknown> = {}
): CustomDetector => ({ name, type: "classification", categories, examples: [`an example of ${name}`], ...extra }) as CustomDetector

export const custom = (detectors: ReadonlyArray<CustomDetector>, extra: Record<string, unknown> = {}): Criteria =>
  criteria({ template: "custom", custom_detectors: detectors, ...extra })
