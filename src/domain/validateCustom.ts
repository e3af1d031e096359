// Rules for caller-declared detectors and their escalation triggers (interface.md Custom
// Detector and Escalation; decisions §4, §6).
import type { CustomDetector, Escalation, ExampleInput } from "./criteria.js"
import { DETECTOR_NAME, LIMITS } from "./limits.js"
import { charCount, isBlank } from "./text.js"

export type Report = (path: string, message: string) => void

const exampleText = (e: ExampleInput): string => (typeof e === "string" ? e : e.text)

const checkPhrase = (text: string, path: string, what: string, report: Report) => {
  const length = charCount(text)
  if (isBlank(text)) report(path, `${what} must not be empty.`)
  else if (length > LIMITS.exampleChars) {
    report(path, `${what} must be at most ${LIMITS.exampleChars} characters long; it has ${length}.`)
  }
}

const checkCategories = (categories: ReadonlyArray<string>, path: string, report: Report) => {
  if (categories.length < LIMITS.categoriesMin || categories.length > LIMITS.categoriesMax) {
    report(
      path,
      `A classification detector needs ${LIMITS.categoriesMin} to ${LIMITS.categoriesMax} categories; it has ${categories.length}.`
    )
  }
  const seen = new Set<string>()
  categories.forEach((category, k) => {
    if (isBlank(category)) report(`${path}[${k}]`, "Each category must be a non-empty string.")
    else if (charCount(category) > LIMITS.categoryChars) {
      report(`${path}[${k}]`, `Each category must be at most ${LIMITS.categoryChars} characters long.`)
    } else if (seen.has(category)) report(`${path}[${k}]`, `The category "${category}" is listed more than once.`)
    seen.add(category)
  })
}

const checkExamples = (d: CustomDetector, p: string, report: Report) => {
  const count = d.examples.length
  if (count < 1) report(`${p}.examples`, "Each detector needs at least 1 example.")
  if (count > LIMITS.examplesPerDetector) {
    report(`${p}.examples`, `A detector may have at most ${LIMITS.examplesPerDetector} examples; it has ${count}.`)
  }
  d.examples.forEach((e, j) => {
    const path = `${p}.examples[${j}]`
    checkPhrase(exampleText(e), typeof e === "string" ? path : `${path}.text`, "Each example", report)
    if (typeof e === "string" || e.category === undefined || e.category === null) return
    if (d.type === "presence") {
      report(`${path}.category`, "Examples of a presence detector cannot have a category; send the example as a plain string.")
    } else if (d.categories !== undefined && !d.categories.includes(e.category)) {
      report(`${path}.category`, `"${e.category}" is not one of this detector's categories (${d.categories.join(", ")}).`)
    }
  })
}

const checkNonExamples = (d: CustomDetector, p: string, report: Report) => {
  if (d.non_examples === undefined) return
  if (d.type === "classification") {
    report(
      `${p}.non_examples`,
      "non_examples is not allowed on a classification detector; add a catch-all category and put those phrases in its examples instead."
    )
    return
  }
  if (d.non_examples.length > LIMITS.nonExamplesPerDetector) {
    report(`${p}.non_examples`, `A detector may have at most ${LIMITS.nonExamplesPerDetector} non_examples; it has ${d.non_examples.length}.`)
  }
  d.non_examples.forEach((text, k) => checkPhrase(text, `${p}.non_examples[${k}]`, "Each non-example", report))
}

const checkDetector = (d: CustomDetector, i: number, firstIndex: Map<string, number>, report: Report) => {
  const p = `custom_detectors[${i}]`
  if (!DETECTOR_NAME.test(d.name)) {
    report(
      `${p}.name`,
      "A detector name must start with a lowercase letter and use only lowercase letters, digits and underscores (at most 64 characters)."
    )
  } else if (firstIndex.has(d.name)) {
    report(`${p}.name`, `The detector name "${d.name}" is already used by custom_detectors[${firstIndex.get(d.name)}].`)
  } else firstIndex.set(d.name, i)

  if (d.type === "presence" && d.categories !== undefined) {
    report(`${p}.categories`, "categories is only allowed on classification detectors.")
  }
  if (d.type === "classification") {
    if (d.categories === undefined) {
      report(`${p}.categories`, `categories is required for a classification detector (${LIMITS.categoriesMin} to ${LIMITS.categoriesMax} categories).`)
    } else checkCategories(d.categories, `${p}.categories`, report)
  }
  checkExamples(d, p, report)
  checkNonExamples(d, p, report)
}

export const checkCustomDetectors = (detectors: ReadonlyArray<CustomDetector>, report: Report) => {
  if (detectors.length === 0) report("custom_detectors", "custom_detectors must list at least 1 detector.")
  if (detectors.length > LIMITS.detectorsPerEvaluation) {
    report("custom_detectors", `An evaluation may have at most ${LIMITS.detectorsPerEvaluation} detectors; it has ${detectors.length}.`)
  }
  const firstIndex = new Map<string, number>()
  detectors.forEach((d, i) => checkDetector(d, i, firstIndex, report))

  const examples = detectors.reduce((n, d) => n + d.examples.length, 0)
  if (examples > LIMITS.examplesPerEvaluation) {
    report("custom_detectors", `An evaluation may have at most ${LIMITS.examplesPerEvaluation} examples in all; it has ${examples}.`)
  }
  const nonExamples = detectors.reduce((n, d) => n + (d.non_examples?.length ?? 0), 0)
  if (nonExamples > LIMITS.nonExamplesPerEvaluation) {
    report("custom_detectors", `An evaluation may have at most ${LIMITS.nonExamplesPerEvaluation} non_examples in all; it has ${nonExamples}.`)
  }
}

export const checkEscalation = (escalation: Escalation, detectors: ReadonlyArray<CustomDetector>, report: Report) => {
  const triggers = escalation.triggers
  if (triggers.length === 0) report("escalation.triggers", "escalation.triggers must list at least 1 trigger.")
  if (triggers.length > LIMITS.triggersPerEvaluation) {
    report("escalation.triggers", `escalation may have at most ${LIMITS.triggersPerEvaluation} triggers; it has ${triggers.length}.`)
  }
  triggers.forEach((t, k) => {
    const q = `escalation.triggers[${k}]`
    const d = detectors.find((candidate) => candidate.name === t.field)
    if (d === undefined) {
      report(`${q}.field`, `"${t.field}" is not the name of a custom detector of this evaluation.`)
      return
    }
    if (d.type === "presence") {
      if (t.values !== undefined) {
        report(`${q}.values`, `values must be omitted for a trigger on the presence detector "${d.name}": it matches when the detector is found.`)
      }
      return
    }
    if (t.values === undefined) {
      report(`${q}.values`, `values is required for a trigger on the classification detector "${d.name}": list the categories that escalate.`)
      return
    }
    if (t.values.length === 0) report(`${q}.values`, "values must list at least 1 category.")
    t.values.forEach((value, m) => {
      if (d.categories !== undefined && !d.categories.includes(value)) {
        report(`${q}.values[${m}]`, `"${value}" is not one of the categories of "${d.name}" (${d.categories.join(", ")}).`)
      }
    })
  })
}
