// One polite live region for the whole page ("Copied" and other short confirmations), instead of one per
// control: screen readers list every live region, and a page of twenty code blocks had twenty. It is made
// on first use, outside the React tree (so it is not part of hydration), and speaks a moment later: a
// region must exist before its text changes for every screen reader to read the change.

const ANNOUNCER_ID = 'polite-announcer'

let clearTimer: ReturnType<typeof setTimeout> | undefined

function announcer(): HTMLElement {
  let region = document.getElementById(ANNOUNCER_ID)
  if (!region) {
    region = Object.assign(document.createElement('div'), { id: ANNOUNCER_ID, className: 'sr-only' })
    region.setAttribute('role', 'status')
    region.setAttribute('aria-live', 'polite')
    document.body.append(region)
  }
  return region
}

/** Says `message` through the page's one polite live region, then clears it after `clearAfterMs`. */
export function announcePolitely(message: string, clearAfterMs = 2000): void {
  const region = announcer()
  region.textContent = ''
  clearTimeout(clearTimer)
  setTimeout(() => {
    region.textContent = message
    clearTimer = setTimeout(() => (region.textContent = ''), clearAfterMs)
  }, 50)
}
