// `npm run preview`: serves dist/ the way a plain static host would (see plugins/staticServer.ts).
import path from 'node:path'
import { startStaticServer } from '../plugins/staticServer.ts'

const port = Number(process.env.PORT ?? 4173)
const root = path.resolve(import.meta.dirname, '..', 'dist')
const { url } = await startStaticServer({ root, port, host: process.env.HOST ?? '127.0.0.1' })
console.log(`Serving ${root} at ${url}`)
