import { useCallback, type ComponentProps, type MouseEvent, type Ref } from 'react'
import { observeLink, prefetchOnIntent } from './prefetch.ts'
import { useDisplayedLocationIfAny, useRouterNavigate } from './context.ts'

type AnchorProps = ComponentProps<'a'>

/**
 * The link every internal href goes through (content links, navbar, sidebar, pagination), so routing
 * behaviour lives in one place: client-side navigation, and prefetching of the target's chunks on
 * intent (hover, touch and a mouse press also load its module; focus hints only) and, in idle time,
 * once in view.
 * Hashes on the page (`#section`) go through the router too, so each gets a history entry the router
 * can restore; they belong to the page on screen, even while the next one preloads. External hrefs
 * render a plain <a>.
 *
 * A link to a path reads nothing that changes with the address, so a navigation does not re-render
 * the links of the sidebar and the page (react-router's <Link> would: it reads the location).
 */
export function RouteLink({ href = '', ...rest }: AnchorProps) {
  if (href.startsWith('#')) return <HashLink href={href} {...rest} />
  if (href.startsWith('/') && !href.startsWith('//')) return <RoutedAnchor href={href} prefetch {...rest} />
  return <a href={href} {...rest} />
}

/** `#section`: a section of the page on screen (the displayed page, not the one preloading). */
function HashLink({ href, ...rest }: AnchorProps & { href: string }) {
  const displayed = useDisplayedLocationIfAny()
  const target = displayed ? displayed.pathname + displayed.search + href : href
  return <RoutedAnchor href={target} prefetch={false} {...rest} />
}

function RoutedAnchor({
  href,
  prefetch,
  ref,
  onClick,
  onMouseEnter,
  onMouseDown,
  onFocus,
  onTouchStart,
  ...rest
}: AnchorProps & { href: string; prefetch: boolean }) {
  const navigate = useRouterNavigate()
  const observe = useCallback(
    (element: HTMLAnchorElement | null) => {
      const forward = assignRef(ref, element)
      const unobserve = element && prefetch ? observeLink(element, href) : undefined
      return () => {
        unobserve?.()
        forward()
      }
    },
    [ref, href, prefetch],
  )
  // The reader means to follow the link: hint its chunks, and with `load` fetch its module now.
  const intent = (load: boolean) => prefetch && prefetchOnIntent(href, load)
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!navigate || rest.download !== undefined || !isPlainLeftClick(event, rest.target)) return
    event.preventDefault()
    // The same address again replaces its entry instead of stacking a duplicate (as react-router's <Link>).
    const here = window.location.pathname + window.location.search + window.location.hash
    navigate(href, { replace: here === href })
  }
  return (
    <a
      href={href}
      ref={observe}
      onClick={click}
      onMouseEnter={(event) => (intent(true), onMouseEnter?.(event))}
      onTouchStart={(event) => (intent(true), onTouchStart?.(event))}
      // A press is a click on its way (the button comes up tens of milliseconds later): load now. Hover
      // usually came first; a link reached without it (the pointer already on it as the page appeared,
      // a pen, a stylus) still gets that head start.
      onMouseDown={(event) => (event.button === 0 && intent(true), onMouseDown?.(event))}
      onFocus={(event) => (intent(false), onFocus?.(event))}
      {...rest}
    />
  )
}

/** A click the browser would turn into a navigation of this tab: not a new tab, window or download. */
export function isPlainLeftClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>,
  target: string | undefined,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}

/** Passes the element to the caller's ref; returns how to undo it. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(value)
    return typeof cleanup === 'function' ? cleanup : () => ref(null)
  }
  if (ref) {
    ref.current = value
    return () => (ref.current = null)
  }
  return () => undefined
}
