import { readFileSync } from 'node:fs'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The test files that take longest, longest first (per-file times of a fresh-clone CI run): they start first,
 * so the two workers do not end with one of them alone on a minute-long file. Vitest orders by its results
 * cache (node_modules/.vite/vitest), which a fresh clone lacks; it then runs larger files first, and these,
 * short files that compile, typecheck and run whole apps, came last.
 *
 * The isolated ones (vitest.config.ts) come before those that share a module graph: Vitest keeps a worker
 * that shares only while the next file in its queue shares too, so the sharing files are kept together
 * (these, then Vitest's order, which puts the rest of that project next).
 */
export const longestFiles = [
  // isolated
  'tests/content/essentials-app.test.ts',
  'tests/content/fundamentals-app.test.ts',
  'tests/content/content.test.ts',
  'tests/content/fundamentals-app-ui.test.ts',
  'tests/content/tutorialApp.test.ts',
  'tests/content/quick-start-app.test.ts',
  'tests/markdown/linearEditMap.test.ts',
  // sharing a module graph
  'tests/content/runCheck.test.ts',
  'tests/prerender/failedBuild.test.ts',
  'tests/src/search/ranking.test.ts',
  'tests/prerender/swapFolder.test.ts',
  'tests/markdown/typescriptTools.test.ts',
  'tests/prerender/duplicateIds.test.ts',
  'tests/docusaurus/buildSite.test.ts',
  'tests/content/javascriptTabs.test.ts',
]

const namesEnvironment = new Map<string, number>()

/**
 * 1 for a test file that names its own environment (`// @vitest-environment jsdom`), else 0. Vitest keeps a
 * worker that shares a module graph only while the next file in the queue runs in the same environment: a
 * jsdom file among the others ended the worker before it and the one it ran in, and the workers started
 * after them imported Vite, unified and TypeScript again.
 */
function ownEnvironment(file: TestSpecification): number {
  let own = namesEnvironment.get(file.moduleId)
  if (own === undefined) {
    own = /@vitest-environment\s/.test(readFileSync(file.moduleId, 'utf8').slice(0, 1000)) ? 1 : 0
    namesEnvironment.set(file.moduleId, own)
  }
  return own
}

/**
 * A sequencer that keeps Vitest's order (its groups first: `sequence.groupOrder`) with the files of `first`
 * (paths from the repository's root) at the head of each group, in that list's order.
 */
export function filesFirst(first: string[]): typeof BaseSequencer {
  return class extends BaseSequencer {
    async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (file: TestSpecification) => {
        const index = first.findIndex((name) => file.moduleId.endsWith(`/${name}`))
        return index === -1 ? first.length : index
      }
      const group = (file: TestSpecification) => file.project.config.sequence.groupOrder
      const project = (a: TestSpecification, b: TestSpecification) =>
        a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1
      // Array.prototype.sort is stable: the other files keep Vitest's order (by project, then its own),
      // except that those naming an environment of their own come last in their project's.
      return (await super.sort(files)).sort(
        (a, b) => group(a) - group(b) || rank(a) - rank(b) || project(a, b) || ownEnvironment(a) - ownEnvironment(b),
      )
    }
  }
}

/** Vitest's order, with the files above first. */
export const LongestFirst = filesFirst(longestFiles)
