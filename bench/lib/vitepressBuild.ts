import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { measureCommand, type CommandMeasurement } from './measureCommand.ts'
import { benchTmp, projectRoot } from './buildRunner.ts'

// The same generated tree built by VitePress (a pinned dev dependency), for the ratio in
// `npm run bench:build`'s scale rows: its default theme, local search off (as ours indexes the pages
// itself, VitePress would spend its own time on it), and dead links ignored (the tree's pages take
// routes from their `id` front matter, which VitePress does not read).

const config = `export default {
  title: 'Generated tree',
  ignoreDeadLinks: true,
  cleanUrls: true,
  // The tree's sources: every page but the partial folders our engine skips.
  srcExclude: ['**/_*/**', '**/_*.md'],
}
`

/**
 * Copies `contentDir` into a VitePress site folder under bench/tmp and builds it; returns the measurement,
 * with `failure` set when the build ran out of memory (at Node's default heap limit, as on a CI runner) or
 * was stopped after `timeoutMs`: at 10,000 pages either is the result.
 */
export async function buildWithVitepress(contentDir: string, label: string, timeoutMs?: number): Promise<CommandMeasurement> {
  // Under bench/tmp, inside the project: VitePress and Vue resolve from its node_modules.
  const siteDir = path.join(benchTmp, `vitepress-${label}`)
  rmSync(siteDir, { recursive: true, force: true })
  cpSync(contentDir, siteDir, { recursive: true })
  mkdirSync(path.join(siteDir, '.vitepress'), { recursive: true })
  writeFileSync(path.join(siteDir, '.vitepress/config.mjs'), config)
  // VitePress's home: the tree has no index.md at its top.
  writeFileSync(path.join(siteDir, 'index.md'), '# Generated tree\n')
  try {
    return await measureCommand('npx', ['vitepress', 'build', siteDir], { cwd: projectRoot, timeoutMs, allowFailure: true })
  } finally {
    rmSync(siteDir, { recursive: true, force: true })
  }
}

/**
 * This site's own markdown (content/ and public/) built by VitePress with its local search, into `outDir`:
 * the other side of the phone search timing (bench/sections/searchOnPhone.ts). Returns the build's time.
 */
export async function buildContentWithVitepress(outDir: string): Promise<CommandMeasurement> {
  const siteDir = path.join(benchTmp, 'vitepress-content')
  rmSync(siteDir, { recursive: true, force: true })
  cpSync(path.join(projectRoot, 'content'), siteDir, { recursive: true })
  cpSync(path.join(projectRoot, 'public'), path.join(siteDir, 'public'), { recursive: true })
  mkdirSync(path.join(siteDir, '.vitepress'), { recursive: true })
  writeFileSync(
    path.join(siteDir, '.vitepress/config.mjs'),
    `export default {\n  title: 'Redux',\n  ignoreDeadLinks: true,\n  cleanUrls: true,\n  srcExclude: ['**/_*/**', '**/_*.md'],\n` +
      `  outDir: ${JSON.stringify(outDir)},\n  themeConfig: { search: { provider: 'local' } },\n}\n`,
  )
  try {
    return await measureCommand('npx', ['vitepress', 'build', siteDir], { cwd: projectRoot })
  } finally {
    rmSync(siteDir, { recursive: true, force: true })
  }
}
