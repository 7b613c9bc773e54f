import { defineConfig } from 'vitest/config'

// End-to-end tests: real headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core)
// against the production build in dist/ (run `npm run build` first; `npm run test:e2e` does).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
