import path from 'node:path'
import { buildFixture, warningLogger } from './buildFixture.ts'
import type { FixtureOptions } from './buildFixture.ts'

// The Docusaurus docs folder of issue 15 (tests/fixtures/docusaurus-docs), built as its maintainer would
// build it with this engine; for tests/docs/docusaurusFolder.test.ts and tests/e2e/docusaurusFolder.test.ts.

export const docusaurusDocs = path.resolve(import.meta.dirname, 'fixtures/docusaurus-docs')

/** The options a Docusaurus folder is built with: its `.md` files are MDX too (they use JSX and imports). */
export const docusaurusOptions: FixtureOptions['docs'] = {
  markdown: { format: 'mdx' },
  sidebar: 'auto',
  onBrokenAnchors: 'warn',
}

/** Builds the folder with prerendering into a fresh folder; returns it and the build's warnings. */
export async function buildDocusaurusFolder(docs = docusaurusOptions): Promise<{ outDir: string; warnings: string[] }> {
  const warnings: string[] = []
  const logger = warningLogger(warnings)
  const outDir = await buildFixture({
    contentDir: docusaurusDocs,
    docs,
    logger,
    search: { algolia: false },
    prerender: { siteUrl: 'https://docs.example.org' },
  })
  return { outDir, warnings }
}
