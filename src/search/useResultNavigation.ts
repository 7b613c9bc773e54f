import { useEffect, useState, type KeyboardEvent } from 'react'
import { optionId } from './SearchResults.tsx'

/**
 * ↑/↓ move through the results (wrapping), Enter opens the active one. Focus stays in the search box
 * (the results are its listbox, `aria-activedescendant` names the active option). `initial` is the
 * active index when results arrive: the modal starts on the first result, the page on none (-1).
 */
export function useResultNavigation(count: number, resultsKey: unknown, open: (index: number) => void, initial: 0 | -1) {
  const [active, setActive] = useState<number>(initial)
  useEffect(() => setActive(count ? initial : -1), [resultsKey, count, initial])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault()
      setActive((index) => (index + 1) % count)
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault()
      setActive((index) => (index <= 0 ? count - 1 : index - 1))
    } else if (event.key === 'Enter' && active >= 0 && active < count) {
      event.preventDefault()
      open(active)
    }
  }
  /** The search box's combobox wiring: the results under `idPrefix` are its listbox. */
  const comboboxProps = (idPrefix: string) => ({
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': count > 0,
    'aria-controls': count ? `${idPrefix}-listbox` : undefined,
    'aria-activedescendant': active >= 0 && count ? optionId(idPrefix, active) : undefined,
    autoComplete: 'off',
    spellCheck: false,
    onKeyDown,
  })
  return { active, setActive, onKeyDown, comboboxProps }
}
