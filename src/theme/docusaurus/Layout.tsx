import type { ReactNode } from 'react'
import { siteConfig } from '../../siteConfig.ts'
import Head from './Head.tsx'

// `@theme/Layout`: every route already renders inside the site's layout (navbar, footer: src/theme/Layout.tsx),
// so a Docusaurus page's `<Layout title description>` adds its title (`Title | Site`, as Docusaurus
// formats it) and description to the document head, and its children in the page's place.

export interface LayoutProps {
  children?: ReactNode
  title?: string
  description?: string
  noFooter?: boolean
  wrapperClassName?: string
}

export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  return (
    <>
      {(title || description) && (
        <Head>
          {title && <title>{`${title} | ${siteConfig.title}`}</title>}
          {description && <meta name="description" content={description} />}
        </Head>
      )}
      <div className={wrapperClassName}>{children}</div>
    </>
  )
}
