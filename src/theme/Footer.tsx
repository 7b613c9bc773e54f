import { memo } from 'react'
import { RouteLink } from '../router/RouteLink.tsx'
import { siteConfig } from '../siteConfig.ts'
import { ChromeLogoImage } from './NavbarLogo.tsx'

/**
 * The footer (docsPlugin's `footer`, Docusaurus' shape): columns of links and HTML items, a logo, the
 * copyright as HTML; `style` light or dark. No `footer` option, no footer.
 * Memoized: the same on every page, so a navigation's render leaves it out.
 */
export const Footer = memo(function Footer() {
  const { footer } = siteConfig
  if (!footer) return null
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        <div className="footer-groups">
          {footer.links.map((column, columnIndex) => (
            <div key={columnIndex}>
              {column.title && <h2 className="footer-title">{column.title}</h2>}
              <ul>
                {column.items.map((item, index) =>
                  'html' in item ? (
                    <li key={index} className="footer-html" dangerouslySetInnerHTML={{ __html: item.html }} />
                  ) : (
                    <li key={index}>
                      <RouteLink href={item.href}>{item.label}</RouteLink>
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
        {footer.logo && (
          <div className="footer-logo">
            <RouteLink href={footer.logo.href}>
              <ChromeLogoImage logo={footer.logo} className="footer-logo-image" />
            </RouteLink>
          </div>
        )}
        {footer.copyright && <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
      </div>
    </footer>
  )
})
