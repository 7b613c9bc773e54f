import path from 'node:path'
import { parseArgs } from 'node:util'
import { launchBrowser, serve } from './lib/browser.ts'
import { measureSearchOnPhone, ourSearch, vitepressSearch } from './sections/searchOnPhone.ts'

// Section 6's phone search timing (issue 31) over builds already made, in turns: a search typed at first
// paint on the slow phone, tap to first result, for each build given, A then B then C, A then B then C…
// so a shared, busy machine weighs on all alike. A label starting with `vitepress` is driven as
// VitePress's local search (bench/lib/vitepressBuild.ts's buildContentWithVitepress makes one), any
// other as this site's.
//
//   npx tsx bench/compareSearchOnPhone.ts ours=dist before=/tmp/base/dist vitepress=bench/tmp/vitepress-content-dist --runs 7

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '5' } } })
const builds = positionals.map((arg) => {
  const [label, dir] = arg.split('=')
  if (!label || !dir) throw new Error(`expected label=folder, got "${arg}"`)
  return { label, dir: path.resolve(dir) }
})
if (!builds.length) throw new Error('name at least one build: label=folder')

const servers = await Promise.all(builds.map((build) => serve(build.dir)))
const browser = await launchBrowser()
try {
  const timings = await measureSearchOnPhone(
    browser,
    builds.map((build, i) => ({ url: servers[i].url, selectors: build.label.startsWith('vitepress') ? vitepressSearch : ourSearch })),
    { runs: Number(values.runs) },
  )
  builds.forEach((build, i) => console.log(`${build.label}: median ${timings[i].median} ms (runs ${timings[i].runs.join(', ')})`))
} finally {
  await browser.close()
  await Promise.all(servers.map((server) => server.close()))
}
