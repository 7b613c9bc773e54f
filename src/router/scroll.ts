// Where the window scrolls after a switch: a hash's element clear of the sticky navbar, the top, or the
// position the reader left a history entry at (back/forward). The browser's own restoration is off
// (history.scrollRestoration = 'manual', see history.ts): it would jump while the old page is still up.

const STORAGE_KEY = 'router:scroll-positions'
/** Most entries remembered; the oldest are forgotten first. */
const MAX_POSITIONS = 100

/** Scroll positions per history entry (location.key), kept across reloads in sessionStorage. */
export function createScrollMemory(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  const positions = new Map<string, number>()
  try {
    const saved: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]')
    if (Array.isArray(saved)) for (const [key, y] of saved) if (typeof key === 'string' && typeof y === 'number') positions.set(key, y)
  } catch {
    // Unreadable or unavailable storage: start empty.
  }
  return {
    save(key: string, y: number) {
      positions.delete(key)
      positions.set(key, y)
      if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value!)
    },
    get(key: string): number | undefined {
      return positions.get(key)
    },
    /** Writes the positions to storage (on pagehide), so a reload or a return to the site restores them. */
    persist() {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify([...positions]))
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
