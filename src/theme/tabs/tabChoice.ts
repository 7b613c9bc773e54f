import { useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { languageGroup, storageKey } from './tabsModel.ts'

// A tab group's remembered choice: in localStorage under Docusaurus' key, shared by every <Tabs> of the
// group on the page (they subscribe here) and by the site's other browser tabs (the `storage` event).
// Storage may be unavailable (a privacy mode, a sandboxed frame): the choice then lasts for the page.

const listeners = new Map<string, Set<() => void>>()
const fallback = new Map<string, string>()

export function readChoice(groupId: string): string | null {
  try {
    return localStorage.getItem(storageKey(groupId)) ?? fallback.get(groupId) ?? null
  } catch {
    return fallback.get(groupId) ?? null
  }
}

export function saveChoice(groupId: string, value: string): void {
  fallback.set(groupId, value)
  try {
    localStorage.setItem(storageKey(groupId), value)
  } catch {
    // Kept in `fallback` for this page.
  }
  markDocument(groupId, value)
  for (const listener of listeners.get(groupId) ?? []) listener()
}

/** For useSyncExternalStore: calls `onChange` when the group's choice changes here or in another browser tab. */
export function subscribeChoice(groupId: string, onChange: () => void): () => void {
  const group = listeners.get(groupId) ?? new Set()
  listeners.set(groupId, group)
  group.add(onChange)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey(groupId)) return
    if (event.newValue) markDocument(groupId, event.newValue)
    onChange()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    group.delete(onChange)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * What the before-paint script (plugins/prerender/tabsScript.ts) sets on <html>, set by the app too: on a
 * page reached by a client-side navigation that script never ran. `tabs-js`: tabs work here, so tabs.css
 * shows one panel at a time (without it, every panel is shown under its label); `data-tab-language`: the
 * site's code language, which tabs.css applies until a group has mounted.
 */
export function markDocument(groupId?: string, value?: string): void {
  const root = document.documentElement
  root.classList.add('tabs-js')
  if (groupId === languageGroup && value) root.setAttribute('data-tab-language', value)
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
