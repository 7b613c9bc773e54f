import { useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { storageKey } from './tabsModel.ts'

// A tab group's remembered choice: in localStorage under Docusaurus' key, shared by every <Tabs> of the
// group on the page (they subscribe here). Another browser tab's choice shows at the next page load (no
// `storage` listener: these bytes load with every page that has code). Storage may be unavailable (a
// privacy mode, a sandboxed frame): the choice then lasts for the page, in `memory`.

const listeners = new Map<string, Set<() => void>>()
const memory: Record<string, string> = {}

export function readChoice(groupId: string): string | null {
  try {
    return localStorage.getItem(storageKey(groupId)) ?? memory[groupId] ?? null
  } catch {
    return memory[groupId] ?? null
  }
}

export function saveChoice(groupId: string, value: string): void {
  memory[groupId] = value
  try {
    localStorage.setItem(storageKey(groupId), value)
  } catch {
    // In `memory` for this page.
  }
  for (const listener of listeners.get(groupId) ?? []) listener()
}

/** For useSyncExternalStore: calls `onChange` when the group's choice changes on this page. */
export function subscribeChoice(groupId: string, onChange: () => void): () => void {
  const group = listeners.get(groupId) ?? new Set()
  listeners.set(groupId, group)
  group.add(onChange)
  return () => group.delete(onChange)
}

/**
 * `tabs-js` on <html>: tabs work here, so tabs.css shows one panel at a time (without it, every panel
 * under its label). The before-paint script (plugins/prerender/tabsScript.ts) sets it on a prerendered
 * page with tabs; a page reached by a client-side navigation from one without gets it here.
 * (That script's `data-tab` matters only before a group mounts: no need to keep it current.)
 */
export function markDocument(): void {
  document.documentElement.classList.add('tabs-js')
}

/** The search parameter `key` of the current address. */
export function readQueryValue(key: string | null): string | null {
  return key ? new URLSearchParams(window.location.search).get(key) : null
}

/** Puts `key=value` in the address without a new history entry (Docusaurus replaces, so Back leaves the page). */
export function writeQueryValue(key: string | null, value: string): void {
  if (!key) return
  const url = new URL(window.location.href)
  url.searchParams.set(key, value)
  window.history.replaceState(window.history.state, '', url)
}

const noSubscription = () => () => {}

/**
 * A group's remembered choice (null without a groupId or a stored choice) and whether the group has
 * mounted: the prerendered HTML and the hydrating render show the default (`mounted` false), the layout
 * effect then renders the choice before the first paint. `onMount` runs in that effect.
 */
export function useGroupChoice(groupId: string | undefined, onMount?: () => void): { stored: string | null; mounted: boolean } {
  const [mounted, setMounted] = useState(false)
  const stored = useSyncExternalStore(
    groupId ? (onChange) => subscribeChoice(groupId, onChange) : noSubscription,
    () => (groupId ? readChoice(groupId) : null),
    () => null,
  )
  useLayoutEffect(() => {
    markDocument()
    onMount?.()
    setMounted(true)
    // onMount: the caller's, for the mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return { stored: mounted ? stored : null, mounted }
}
