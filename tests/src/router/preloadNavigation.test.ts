import { describe, expect, it, vi } from 'vitest'
import { createPreloadNavigation } from '../../../src/router/preloadNavigation.ts'

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

function setup() {
  const loads = new Map<string, ReturnType<typeof deferred>>()
  const switched: { target: string; error: unknown }[] = []
  const pendingChanges: boolean[] = []
  const errors: string[] = []
  const navigation = createPreloadNavigation<string>({
    preload: (target) => {
      const load = deferred()
      loads.set(target, load)
      return load.promise
    },
    onSwitch: (target, error) => switched.push({ target, error }),
    onError: (target) => errors.push(target),
    onPendingChange: (pending) => pendingChanges.push(pending),
  })
  return { navigation, loads, switched, pendingChanges, errors }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('preload before switch, latest wins', () => {
  it('keeps the current page until the preload finishes, then switches', async () => {
    const { navigation, loads, switched } = setup()
    navigation.go('/a')
    await settle()
    expect(switched).toEqual([])
    loads.get('/a')!.resolve()
    await settle()
    expect(switched).toEqual([{ target: '/a', error: undefined }])
  })

  it('click A then B, B ready first: B is shown and A never is', async () => {
    const { navigation, loads, switched } = setup()
    navigation.go('/a')
    navigation.go('/b')
    loads.get('/b')!.resolve()
    await settle()
    loads.get('/a')!.resolve()
    await settle()
    expect(switched.map((s) => s.target)).toEqual(['/b'])
  })

  it('click A then B, A ready first: nothing switches until B is ready, then B', async () => {
    const { navigation, loads, switched } = setup()
    navigation.go('/a')
    navigation.go('/b')
    loads.get('/a')!.resolve()
    await settle()
    expect(switched).toEqual([])
    loads.get('/b')!.resolve()
    await settle()
    expect(switched.map((s) => s.target)).toEqual(['/b'])
  })

  it('a failed preload still switches, with the error, so the page loader can offer Retry', async () => {
    const { navigation, loads, switched, errors } = setup()
    navigation.go('/a')
    const error = new Error('chunk failed')
    loads.get('/a')!.reject(error)
    await settle()
    expect(errors).toEqual(['/a'])
    expect(switched).toEqual([{ target: '/a', error }])
  })

  it('a superseded failure is reported but never shown', async () => {
    const { navigation, loads, switched, errors } = setup()
    navigation.go('/a')
    navigation.go('/b')
    loads.get('/a')!.reject(new Error('boom'))
    loads.get('/b')!.resolve()
    await settle()
    expect(errors).toEqual(['/a'])
    expect(switched.map((s) => s.target)).toEqual(['/b'])
  })

  it('reports pending once per wait (for the progress bar), and cancel drops what is preloading', async () => {
    const { navigation, loads, switched, pendingChanges } = setup()
    navigation.go('/a')
    navigation.go('/b')
    expect(pendingChanges).toEqual([true])
    expect(navigation.pending).toBe(true)
    navigation.cancel()
    expect(pendingChanges).toEqual([true, false])
    loads.get('/b')!.resolve()
    await settle()
    expect(switched).toEqual([])
  })

  it('a preload that throws synchronously is a failure like any other', async () => {
    const onSwitch = vi.fn()
    const navigation = createPreloadNavigation<string>({
      preload: () => {
        throw new Error('sync')
      },
      onSwitch,
    })
    navigation.go('/x')
    await settle()
    expect(onSwitch).toHaveBeenCalledWith('/x', expect.objectContaining({ message: 'sync' }))
  })
})
