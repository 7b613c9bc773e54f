import path from 'node:path'
import { buildFixture, warningLogger } from './buildFixture.ts'

// The fixture Docusaurus site's pages that import Docusaurus's public modules
// (tests/fixtures/docusaurus-site/docs/modules, and src/pages/modules.tsx among the site's own pages),
// built with `docusaurusModules` as a maintainer moving that site would build it; for
// tests/docusaurus-modules/build.test.ts and tests/e2e/docusaurusModules.test.ts.

export const docusaurusSite = path.resolve(import.meta.dirname, 'fixtures/docusaurus-site')

/** Builds a content folder of the fixture site (default its modules pages) with prerendering; returns the output folder and the warnings. */
export async function buildDocusaurusModules(contentDir = path.join(docusaurusSite, 'docs/modules')) {
  const warnings: string[] = []
  const logger = warningLogger(warnings)
  const outDir = await buildFixture({
    contentDir,
    logger,
    search: { algolia: false },
    prerender: { siteUrl: 'https://docs.example.org' },
    docs: {
      markdown: { format: 'mdx' },
      sidebar: 'auto',
      pagesDir: path.join(docusaurusSite, 'src/pages'),
      docusaurusModules: { siteDir: docusaurusSite, siteConfig: { customFields: { fixtureFlag: 'on' } } },
    },
  })
  return { outDir, warnings }
}
