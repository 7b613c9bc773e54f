import type { ComponentProps } from 'react'
import { Link } from 'react-router-dom'

/**
 * The link every internal href goes through (content links, navbar, sidebar, pagination), so routing
 * behaviour such as prefetching lives in one place. External hrefs render a plain <a>.
 */
export function RouteLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
