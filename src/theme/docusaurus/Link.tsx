import type { ComponentProps } from 'react'
import { RouteLink } from '../../router/RouteLink.tsx'
import { useLocation } from './router.ts'
import { withBaseUrl } from './useBaseUrl.ts'

// `@docusaurus/Link`: `to` (or `href`) inside the site goes through the site's RouteLink (client-side
// navigation, prefetching on intent and in view); a URL elsewhere is a plain link that opens in a new tab
// with `rel="noopener noreferrer"`, as Docusaurus does, unless `target`/`rel` say otherwise. `isNavLink`
// marks the link to the page on screen with `activeClassName` and `aria-current="page"`.

export interface LinkProps extends ComponentProps<'a'> {
  to?: string
  autoAddBaseUrl?: boolean
  isNavLink?: boolean
  activeClassName?: string
  exact?: boolean
}

const isExternal = (url: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)

export default function Link({
  to,
  href,
  autoAddBaseUrl = true,
  isNavLink,
  activeClassName = 'active',
  exact,
  className,
  ...rest
}: LinkProps) {
  const target = to ?? href ?? ''
  const location = useLocation()
  if (isExternal(target)) {
    const external = /^https?:|^\/\//i.test(target)
    return <a href={target} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />
  }
  const url = target.startsWith('/') && autoAddBaseUrl ? withBaseUrl(target) : target
  const path = url.split(/[?#]/)[0]
  const active =
    isNavLink &&
    path !== '' &&
    (exact ? location.pathname === path : location.pathname === path || location.pathname.startsWith(`${path}/`))
  return (
    <RouteLink
      href={url}
      className={[className, active ? activeClassName : ''].filter(Boolean).join(' ') || undefined}
      {...(active ? { 'aria-current': 'page' as const } : {})}
      {...rest}
    />
  )
}
