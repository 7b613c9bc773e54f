import { memo } from 'react'
import { RouteLink } from '../router/RouteLink.tsx'
import { footerGroups } from '../../navigation.config.ts'

/** Memoized: the same on every page, so a navigation's render leaves it out. */
export const Footer = memo(function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-groups">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="footer-title">{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <RouteLink href={link.href}>{link.label}</RouteLink>
                  </li>
                ))}
              </ul>
              {group.note && <p className="footer-note">{group.note}</p>}
            </div>
          ))}
        </div>
        <p className="footer-copyright">Copyright © 2015–present the Redux documentation authors.</p>
      </div>
    </footer>
  )
})
