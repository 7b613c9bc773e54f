/** `react-dom/client` for the app: the real one, with every root it creates recorded for teardown. */
import { createRoot as reactCreateRoot, hydrateRoot } from 'react-dom/client'
import { tasksRegistry } from './registry.ts'

export { hydrateRoot }

export function createRoot(...args: Parameters<typeof reactCreateRoot>): ReturnType<typeof reactCreateRoot> {
  const root = reactCreateRoot(...args)
  tasksRegistry().roots.push(root)
  return root
}
