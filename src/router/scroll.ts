// Where the window scrolls after a switch: a hash's element clear of the sticky navbar, the top, or the
// position the reader left a history entry at (back/forward). The browser's own restoration is off
// (history.scrollRestoration = 'manual', see history.ts): it would jump while the old page is still up.

const STORAGE_KEY = 'router:scroll-positions'
/** Most entries remembered; the oldest are forgotten first. */
const MAX_POSITIONS = 100

type PositionStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Scroll positions per history entry (location.key), kept across reloads in sessionStorage. Storage is
 * opened on the first read or persist, not on save: a forward navigation only saves, and the browser's
 * first access to sessionStorage waits on the browser process (a few ms inside the click otherwise).
 */
export function createScrollMemory(openStorage: () => PositionStorage | undefined) {
  let positions: Map<string, number> | undefined
  /** Saved before storage was read: newer than anything stored. */
  const fresh = new Map<string, number>()
  let storage: PositionStorage | undefined

  const remember = (map: Map<string, number>, key: string, y: number) => {
    map.delete(key)
    map.set(key, y)
    if (map.size > MAX_POSITIONS) map.delete(map.keys().next().value!)
  }
  const loaded = (): Map<string, number> => {
    if (positions) return positions
    positions = new Map()
    try {
      storage = openStorage()
      const saved: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]')
      if (Array.isArray(saved))
        for (const [key, y] of saved) if (typeof key === 'string' && typeof y === 'number') remember(positions, key, y)
    } catch {
      // Unreadable or unavailable storage: start empty.
    }
    for (const [key, y] of fresh) remember(positions, key, y)
    fresh.clear()
    return positions
  }

  return {
    save(key: string, y: number) {
      remember(positions ?? fresh, key, y)
    },
    get(key: string): number | undefined {
      return loaded().get(key)
    },
    /** Writes the positions to storage (on pagehide), so a reload or a return to the site restores them. */
    persist() {
      const all = loaded()
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify([...all]))
      } catch {
        // Storage full or disabled: positions live for this page load only.
      }
    },
  }
}

/** sessionStorage, unless the browser refuses it (privacy settings throw on access). */
export function sessionStorageIfAvailable(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** The id a hash names: `#dispatch%28action%29` → `dispatch(action)`; a malformed escape stays as written. */
export function hashToId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** Height of the sticky navbar (class `navbar`) that would cover a target scrolled to the very top. */
function navbarOffset(): number {
  const navbar = document.querySelector('.navbar')
  if (!navbar) return 0
  const { position } = getComputedStyle(navbar)
  return position === 'sticky' || position === 'fixed' ? navbar.getBoundingClientRect().height : 0
}

/** A little air between the navbar and the target. */
const TARGET_GAP_PX = 8

/** Scrolls the hash's element into view below the navbar. No element, no scroll; returns whether it found one. */
export function scrollToHash(hash: string): boolean {
  const id = hashToId(hash)
  const element = id ? document.getElementById(id) : null
  if (!element) return false
  const top = element.getBoundingClientRect().top + window.scrollY - navbarOffset() - TARGET_GAP_PX
  window.scrollTo({ top: Math.max(0, top), left: 0, behavior: 'instant' })
  return true
}

export function scrollToY(y: number): void {
  window.scrollTo({ top: y, left: 0, behavior: 'instant' })
}
