import { useCallback, type ComponentProps, type Ref } from 'react'
import { Link } from 'react-router-dom'
import { observeLink, prefetchOnIntent } from './routePrefetch.ts'
import { useDisplayedLocationIfAny } from './context.ts'

/**
 * The link every internal href goes through (content links, navbar, sidebar, pagination), so routing
 * behaviour lives in one place: client-side navigation, and prefetching of the target's chunks on
 * intent (hover and touch also load its module; focus hints only) and, in idle time, once in view.
 * Hashes on the page (`#section`) go through the router too, so each gets a history entry the router
 * can restore; they belong to the page on screen, even while the next one preloads. External hrefs
 * render a plain <a>.
 */
export function RouteLink({ href = '', children, ref, onMouseEnter, onFocus, onTouchStart, ...rest }: ComponentProps<'a'>) {
  const internal = (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#')
  const displayed = useDisplayedLocationIfAny()
  const observe = useCallback(
    (element: HTMLAnchorElement | null) => {
      const forward = assignRef(ref, element)
      // A section of this page needs no prefetching.
      const unobserve = element && internal && !href.startsWith('#') ? observeLink(element, href) : undefined
      return () => {
        unobserve?.()
        forward()
      }
    },
    [ref, href, internal],
  )
  if (!internal) {
    return (
      <a href={href} ref={ref} onMouseEnter={onMouseEnter} onFocus={onFocus} onTouchStart={onTouchStart} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link
      to={href.startsWith('#') && displayed ? { pathname: displayed.pathname, search: displayed.search, hash: href } : href}
      ref={observe}
      onMouseEnter={(event) => (prefetchOnIntent(href, true), onMouseEnter?.(event))}
      onTouchStart={(event) => (prefetchOnIntent(href, true), onTouchStart?.(event))}
      onFocus={(event) => (prefetchOnIntent(href, false), onFocus?.(event))}
      {...rest}
    >
      {children}
    </Link>
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
