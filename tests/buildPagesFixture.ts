import path from 'node:path'
import { buildFixture, warningLogger } from './buildFixture.ts'
import type { EditUrlParams } from '../plugins/options.ts'

// The page rules of the Docusaurus fixture site (tests/fixtures/docusaurus-site): its `src/pages` as the
// pages folder and its `docs/pages/` pages, with a site-wide table-of-contents depth of h2–h4, last-update
// dates and authors, and an editUrl function. For tests/docs/sitePagesBuild.test.ts and
// tests/e2e/docusaurusPages.test.ts.

export const docusaurusSite = path.resolve(import.meta.dirname, 'fixtures/docusaurus-site')

/** What the editUrl function was called with (one call per page). */
export const editUrlCalls: EditUrlParams[] = []

/** Builds the fixture with prerendering into a fresh folder; returns it and the build's warnings. */
export async function buildPagesFixture(): Promise<{ outDir: string; warnings: string[] }> {
  const warnings: string[] = []
  const logger = warningLogger(warnings)
  const outDir = await buildFixture({
    contentDir: path.join(docusaurusSite, 'docs/pages'),
    logger,
    search: { algolia: false },
    prerender: { siteUrl: 'https://docs.example.org' },
    docs: {
      pagesDir: path.join(docusaurusSite, 'src/pages'),
      // Its pages import Docusaurus's modules (src/pages/modules.tsx), as a Docusaurus site's pages do.
      docusaurusModules: { siteDir: docusaurusSite },
      sidebar: 'auto',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 4 },
      lastUpdate: { time: true, author: true },
      editUrl: (params) => {
        editUrlCalls.push(params)
        return `https://git.example.org/edit/main/${params.versionDocsDirPath}/${params.docPath}`
      },
    },
  })
  return { outDir, warnings }
}
