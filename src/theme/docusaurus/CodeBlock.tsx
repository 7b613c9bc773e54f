import type { ReactNode } from 'react'
import type { CompactNode } from '../../../shared/types.ts'
import { contentComponents } from '../markdownComponents.tsx'
import { renderTree } from '../renderTree.tsx'
import './CodeBlock.css'

// `@theme/CodeBlock`: the site's code block (title line, copy button, highlighted lines), as a fenced
// block renders. Children that are one literal string arrive highlighted at build time
// (`prehighlighted`, added by plugins/docusaurus-modules/codeBlockLiterals.ts, with `{1,3-4}` from
// `metastring` and `// highlight-next-line` comments applied); any other string is shown as plain code,
// and elements as they are. `showLineNumbers` numbers the lines in a gutter the copied text leaves out
// (CSS content from `data-n`: no style attribute, which the site's CSP would block in prerendered HTML).

export interface CodeBlockProps {
  children?: ReactNode
  className?: string
  language?: string
  title?: ReactNode
  metastring?: string
  showLineNumbers?: boolean | number
  /** Build time's highlighting of literal children: never written by hand. */
  prehighlighted?: { lines: number; code: CompactNode[] }
}

const titleOf = (metastring = '') =>
  metastring
    .match(/title=(?:"([^"]*)"|'([^']*)'|(\S+))/)
    ?.slice(1)
    .find(Boolean)

export default function CodeBlock({
  children,
  className = '',
  language,
  title,
  metastring,
  showLineNumbers,
  prehighlighted,
}: CodeBlockProps) {
  const Pre = contentComponents.pre
  const lang = language ?? className.match(/(?:^|\s)language-(\S+)/)?.[1] ?? 'text'
  const text = typeof children === 'string' ? children.replace(/\n+$/, '') : undefined
  const lines = prehighlighted?.lines ?? text?.split('\n').length
  const firstLine = typeof showLineNumbers === 'number' ? showLineNumbers : 1
  const gutter = showLineNumbers && lines && (
    <span className="line-numbers" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} data-n={firstLine + index} />
      ))}
    </span>
  )
  return (
    <Pre data-language={lang} data-lines={lines} data-title={(title as string | undefined) ?? titleOf(metastring)}>
      {gutter}
      <code>{prehighlighted ? renderTree(prehighlighted.code) : (text ?? children)}</code>
    </Pre>
  )
}
