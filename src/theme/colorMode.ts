// The colour mode is `data-theme` on <html>: the reader's choice, else the site's `colorMode.defaultMode`
// (light here; the OS preference only with `respectPrefersColorScheme`). The choice is kept in localStorage
// under `storageKey`, which the inline script in index.html reads before the first paint (its mode step
// as plugins/chrome/colorModeScript.ts writes it). Keep them in step (tests/src/theme/colorMode.test.ts).

export type ColorMode = 'light' | 'dark'

export const storageKey = 'theme'

export function readColorMode(root: HTMLElement = document.documentElement): ColorMode {
  return root.dataset.theme === 'dark' ? 'dark' : 'light'
}

/** Applies a mode to the page and remembers it (storage may be unavailable: the page still switches). */
export function setColorMode(mode: ColorMode, root: HTMLElement = document.documentElement, storage?: Storage): void {
  root.dataset.theme = mode
  try {
    ;(storage ?? localStorage).setItem(storageKey, mode)
  } catch {
    // private mode or storage disabled: the choice lasts for this page only
  }
}

/** Calls `onChange` whenever `data-theme` changes, whoever changed it (this tab's toggle or another's). */
export function subscribeColorMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  // Another tab toggled: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey && (event.newValue === 'dark' || event.newValue === 'light')) {
      document.documentElement.dataset.theme = event.newValue
    }
  }
  window.addEventListener('storage', onStorage)
  return () => {
    observer.disconnect()
    window.removeEventListener('storage', onStorage)
  }
}
