import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/globalSetup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Integration suites share one database per backend; files run one at a time.
    fileParallelism: false,
    pool: "forks"
  }
})
