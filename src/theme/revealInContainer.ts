/**
 * Scrolls `container` (not the window: scrollIntoView would move the page too) so its first element
 * matching `selector` is visible, a third of the way down; does nothing when it already is.
 */
export function revealInContainer(container: HTMLElement, selector: string): void {
  const target = container.querySelector(selector)
  if (!target) return
  const box = container.getBoundingClientRect()
  const item = target.getBoundingClientRect()
  if (item.top >= box.top && item.bottom <= box.bottom) return
  container.scrollTop += item.top - box.top - box.height / 3
}
