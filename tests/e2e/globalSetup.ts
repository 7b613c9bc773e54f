import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startStaticServer } from '../../plugins/staticServer.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** Serves dist/ for the whole e2e run. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../../dist')
  if (!existsSync(path.join(root, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` before the e2e tests')
  const { server, url } = await startStaticServer({ root })
  project.provide('baseUrl', url)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
