import path from 'node:path'
import type { PluggableList } from 'unified'
import { linkDocblocks, transpileCodeblocks } from 'remark-typescript-tools'

// The TypeScript tabs part of the fixture Docusaurus site (tests/fixtures/docusaurus-site/docs/ts-tabs),
// and remark-typescript-tools configured for it as the Redux site's docusaurus.config.ts configures it:
// the same options, the same virtual path rewrite, only the paths are this fixture's.

export const tsTabsDocs = path.resolve(import.meta.dirname, 'fixtures/docusaurus-site/docs/ts-tabs')

const tsconfig = path.join(tsTabsDocs, 'tsconfig.json')

export const typescriptToolsPlugins: PluggableList = [
  [linkDocblocks, { extractorSettings: { tsconfig, basedir: tsTabsDocs, rootFiles: ['api-source/index.ts'] } }],
  [
    transpileCodeblocks,
    {
      compilerSettings: {
        tsconfig,
        externalResolutions: {},
        transformVirtualFilepath: (filePath: string) => filePath.replace('/docs/', '/website/'),
      },
    },
  ],
]

/** The folder built as a Docusaurus site's docs with the plugins above, and this site's own code tabs on, prerendered. */
export async function buildTsTabsSite(): Promise<string> {
  const { buildFixture } = await import('./buildFixture.ts')
  return buildFixture({
    contentDir: tsTabsDocs,
    docs: { remarkPlugins: typescriptToolsPlugins, codeTabs: true, sidebar: 'auto' },
    prerender: { siteUrl: 'https://docs.example.org' },
  })
}
