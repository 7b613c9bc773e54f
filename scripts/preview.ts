// `npm run preview`: serves dist/ the way a plain static host would (see plugins/staticServer.ts),
// with the response headers of dist/_headers, the Content-Security-Policy among them.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { startStaticServer } from '../plugins/staticServer.ts'

const port = Number(process.env.PORT ?? 4173)
const root = path.resolve(import.meta.dirname, '..', 'dist')
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('dist/ has no site: run `npm run build` first')
  process.exit(1)
}
const { url } = await startStaticServer({ root, port, host: process.env.HOST ?? '127.0.0.1' })
const headers = existsSync(path.join(root, '_headers')) ? 'with the headers of dist/_headers' : 'without dist/_headers (no CSP)'
console.log(`Serving ${root} at ${url}, ${headers}`)
