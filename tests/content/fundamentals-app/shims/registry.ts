/**
 * What the shims hand to the UI runner: the React roots the app created and the mock API servers it started,
 * so one run can be torn down before the next starts. Shared through globalThis because every bundle of the
 * app carries its own copy of the shims.
 */
import type { Root } from 'react-dom/client'
import type { SetupServer } from 'msw/node'

export interface TasksRegistry {
  roots: Root[]
  servers: SetupServer[]
}

const key = '__fundamentalsTasksApp'

export function tasksRegistry(): TasksRegistry {
  const holder = globalThis as typeof globalThis & { [key]?: TasksRegistry }
  holder[key] ??= { roots: [], servers: [] }
  return holder[key]
}
