import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'tests/budgets/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
