import { describe, expect, it } from 'vitest'
import { prepareHistory } from '../../../src/router/history.ts'

/** A window whose history records replaceState calls. */
function fakeWindow(pathname: string, state: unknown = null) {
  const calls: { state: unknown; url: string }[] = []
  const history = {
    state,
    scrollRestoration: 'auto',
    replaceState(next: unknown, _title: string, url: string) {
      calls.push({ state: next, url })
      history.state = next
    },
  }
  const win = { history, location: { pathname, search: '?q=1', hash: '#top' } } as unknown as Window
  return { win, history, calls }
}

describe('prepareHistory', () => {
  it('strips a trailing /index.html with replaceState, keeping query and hash', () => {
    const { win, calls } = fakeWindow('/api/createstore/index.html')
    expect(prepareHistory(win)).toBe(true)
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe('/api/createstore?q=1#top')
  })

  it('corrects /index.html to /', () => {
    const { win, calls } = fakeWindow('/index.html')
    expect(prepareHistory(win)).toBe(true)
    expect(calls[0].url).toBe('/?q=1#top')
  })

  it('leaves other paths alone (a trailing slash too), but gives the entry a key once', () => {
    const { win, calls, history } = fakeWindow('/api/store/', { idx: 0 })
    expect(prepareHistory(win)).toBe(false)
    expect(calls[0].url).toBe('/api/store/?q=1#top')
    expect(history.state).toMatchObject({ idx: 0, key: expect.any(String) })
    expect(prepareHistory(win)).toBe(false)
    expect(calls).toHaveLength(1)
  })

  it('takes over scroll restoration', () => {
    const { win, history } = fakeWindow('/')
    prepareHistory(win)
    expect(history.scrollRestoration).toBe('manual')
  })
})
