import type { TestSpecification } from 'vitest/node'
import { filesFirst } from '../longestFirst.ts'

/**
 * The end-to-end files that take longest, longest first (per-file times, their builds included, of a whole
 * run on this machine after the screenshots became opt-in and the page pool kept the HTTP cache). A
 * fresh clone has no Vitest results cache, and Vitest then starts the larger files first: the every-route
 * hydration test, a short file that takes a minute, started last, and ran on with one worker idle beside it.
 */
export const longestE2eFiles = [
  'tests/e2e/hydration.test.ts',
  'tests/e2e/theme.test.ts',
  'tests/e2e/a11y.test.ts',
  'tests/e2e/tsTabs.test.ts',
  'tests/e2e/readerControls.test.ts',
  'tests/e2e/search.test.ts',
  'tests/e2e/readers.test.ts',
  'tests/e2e/chrome.test.ts',
  'tests/e2e/searchForm.test.ts',
  'tests/e2e/docusaurusPages.test.ts',
  'tests/budgets/benchHarness.test.ts',
  'tests/e2e/siteCodeTabs.test.ts',
  'tests/e2e/prerender.test.ts',
  'tests/e2e/earlyTaps.test.ts',
  'tests/e2e/mdx.test.ts',
  'tests/e2e/markup.test.ts',
  'tests/e2e/docusaurusModules.test.ts',
  'tests/e2e/docusaurusFolder.test.ts',
  'tests/e2e/navigation.test.ts',
  'tests/e2e/dev.test.ts',
  'tests/e2e/oldAddresses.test.ts',
]

/** Files that wait for the global setup's background build (tests/e2e/variantBuilds.ts): last in their group. */
export const lastE2eFiles = ['tests/e2e/searchAlgolia.test.ts', 'tests/e2e/pageViews.test.ts']

const longestFirst = filesFirst(longestE2eFiles)

/** Vitest's order (its groups first: `sequence.groupOrder`), with the files above first in each group and `lastE2eFiles` last. */
export class LongestE2eFirst extends longestFirst {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const isLast = (file: TestSpecification) => lastE2eFiles.some((name) => file.moduleId.endsWith(`/${name}`))
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder
    // Stable: within a group, the files not named keep their order, the named ones follow them.
    return sorted.sort((a, b) => group(a) - group(b) || Number(isLast(a)) - Number(isLast(b)))
  }
}
