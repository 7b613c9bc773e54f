import type { ComponentProps, ReactNode } from 'react'
import { RouteLink } from '../router/RouteLink.tsx'

// Elements of a compiled page that need more than plain HTML.

function anchoredHeading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function AnchoredHeading({ id, children, ...rest }: ComponentProps<'h2'>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id && (
          <a className="hash-link" href={`#${id}`} aria-label={`Direct link to this section`}>
            #
          </a>
        )}
      </Tag>
    )
  }
}

function CodeBlock({ children, ...props }: ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string }) {
  const title = props['data-title']
  return (
    <div className="code-block">
      {title && <div className="code-block-title">{title}</div>}
      <pre tabIndex={0} data-language={props['data-language']}>
        {children}
      </pre>
    </div>
  )
}

function Admonition({ type, title, children }: { type: string; title: string; children?: ReactNode }) {
  return (
    <div className={`admonition admonition-${type}`}>
      <p className="admonition-title">{title}</p>
      <div className="admonition-body">{children}</div>
    </div>
  )
}

export const contentComponents = {
  a: RouteLink,
  h2: anchoredHeading('h2'),
  h3: anchoredHeading('h3'),
  h4: anchoredHeading('h4'),
  h5: anchoredHeading('h5'),
  h6: anchoredHeading('h6'),
  pre: CodeBlock,
  'docs-admonition': Admonition,
}
