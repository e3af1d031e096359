// Builders for the custom rubrics the classification challenge sets declare: a classification
// detector from (example, category) pairs, its categories in first-seen order, and a presence
// detector from its example texts.
export const cls = (name: string, examples: ReadonlyArray<readonly [string, string]>) => ({
  name,
  type: "classification" as const,
  categories: [...new Set(examples.map(([, c]) => c))],
  examples: examples.map(([text, category]) => ({ text, category }))
})

export const pres = (name: string, examples: ReadonlyArray<string>) => ({ name, type: "presence" as const, examples: [...examples] })
