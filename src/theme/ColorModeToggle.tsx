import { useSyncExternalStore } from 'react'
import { readColorMode, setColorMode, subscribeColorMode, type ColorMode } from './colorMode.ts'
import { MoonIcon, SunIcon } from './Icons.tsx'
import { siteConfig } from '../siteConfig.ts'

// The server (and hydration) assume the site's default mode (docsPlugin's `colorMode`); React re-renders
// with the real mode right after hydrating.
const serverMode = (): ColorMode => siteConfig.colorMode.defaultMode

/** The navbar's light/dark switch: a toggle button, pressed in dark mode. */
export function ColorModeToggle() {
  const mode = useSyncExternalStore(subscribeColorMode, () => readColorMode(), serverMode)
  const dark = mode === 'dark'
  return (
    <button
      type="button"
      className="icon-button color-mode-toggle"
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setColorMode(dark ? 'light' : 'dark')}
    >
      {/* Both icons are rendered and CSS shows the one for the mode on <html>: right from the first paint. */}
      <SunIcon className="icon-when-light" />
      <MoonIcon className="icon-when-dark" />
    </button>
  )
}
