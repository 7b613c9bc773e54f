import { appendFileSync } from 'node:fs'
import type { Plugin, UserConfig } from 'vite'
import site from '../vite.config.ts'

// The site's dev config with timestamps of a markdown save's path through the server (watcher event,
// hot-update hooks, the update sent, the module requested, the docs transform done), appended to the file
// DEV_TRACE_LOG names as `<epoch ms> <what> <detail>`. bench/compareDevEdit.ts reads them (`--trace`),
// and copies this file into each tree it compares (bench/tmp/, the import made two levels up).

const log = (what: string, detail = '') => {
  if (process.env.DEV_TRACE_LOG) appendFileSync(process.env.DEV_TRACE_LOG, `${Date.now()} ${what} ${detail}\n`)
}
const isMarkdown = (file: string) => /\.mdx?(?:$|\?)/.test(file)

const before: Plugin = {
  name: 'dev-trace-before',
  enforce: 'pre',
  configureServer(server) {
    server.watcher.on('change', (file) => isMarkdown(file) && log('watcher-change', file))
    const send = server.ws.send.bind(server.ws) as (...args: unknown[]) => void
    server.ws.send = ((...args: unknown[]) => {
      log('update-sent', JSON.stringify(args[0]).slice(0, 120))
      send(...args)
    }) as typeof server.ws.send
    server.middlewares.use((request, _response, next) => {
      if (request.url && isMarkdown(request.url)) log('module-requested', request.url)
      next()
    })
  },
  handleHotUpdate: ({ file }) => void (isMarkdown(file) && log('hot-update-hooks-start', file)),
}
const after: Plugin = {
  name: 'dev-trace-after',
  enforce: 'post',
  handleHotUpdate: ({ file }) => void (isMarkdown(file) && log('hot-update-hooks-end', file)),
  transform: (_code, id) => void (isMarkdown(id) && log('transformed', id)),
}

const base = site as UserConfig
export default { ...base, cacheDir: 'bench/tmp/vite-dev-cache', plugins: [before, ...(base.plugins ?? []), after] }
