import { describe, expect, it } from 'vitest'
import { createScrollMemory, hashToId } from '../../../src/router/scroll.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

describe('hashToId', () => {
  it('decodes the hash', () => {
    expect(hashToId('#dispatch%28action%29')).toBe('dispatch(action)')
    expect(hashToId('#caf%C3%A9')).toBe('café')
    expect(hashToId('#plain')).toBe('plain')
    expect(hashToId('#100%')).toBe('100%')
  })
})

describe('scroll memory', () => {
  it('remembers positions per history entry, and across a reload once persisted', () => {
    const storage = memoryStorage()
    const memory = createScrollMemory(() => storage)
    memory.save('a', 1200)
    memory.save('b', 40)
    memory.save('a', 1300)
    expect(memory.get('a')).toBe(1300)
    expect(memory.get('missing')).toBeUndefined()
    memory.persist()
    const reloaded = createScrollMemory(() => storage)
    expect(reloaded.get('a')).toBe(1300)
    expect(reloaded.get('b')).toBe(40)
  })

  it('survives broken or missing storage', () => {
    const broken = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('quota')
      },
    }
    const memory = createScrollMemory(() => broken)
    memory.save('a', 1)
    expect(() => memory.persist()).not.toThrow()
    expect(createScrollMemory(() => undefined).get('a')).toBeUndefined()
  })

  it('opens storage only to read or persist, and keeps positions saved before over the stored ones', () => {
    const storage = memoryStorage()
    storage.setItem(
      'router:scroll-positions',
      JSON.stringify([
        ['a', 10],
        ['b', 20],
      ]),
    )
    let opened = 0
    const memory = createScrollMemory(() => (opened++, storage))
    memory.save('a', 99)
    memory.save('c', 30)
    expect(opened).toBe(0)
    expect(memory.get('a')).toBe(99)
    expect(memory.get('b')).toBe(20)
    expect(memory.get('c')).toBe(30)
    memory.save('b', 21)
    memory.persist()
    expect(opened).toBe(1)
    expect(new Map(JSON.parse(storage.getItem('router:scroll-positions')!))).toEqual(
      new Map([
        ['a', 99],
        ['b', 21],
        ['c', 30],
      ]),
    )
  })

  it('forgets the oldest entries beyond a hundred', () => {
    const memory = createScrollMemory(() => undefined)
    for (let i = 0; i < 150; i++) memory.save(`k${i}`, i)
    expect(memory.get('k0')).toBeUndefined()
    expect(memory.get('k149')).toBe(149)
  })
})
