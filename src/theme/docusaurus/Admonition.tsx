import type { ReactNode } from 'react'
import { contentComponents } from '../markdownComponents.tsx'

// `@theme/Admonition`: `<Admonition type="tip" title="…">`, the site's admonition box, as `:::tip` renders.
// Docusaurus's types (and `secondary`/`success`, shown as a note and a tip); no title: the type's name.

export interface AdmonitionProps {
  type?: string
  title?: ReactNode
  icon?: ReactNode
  className?: string
  children?: ReactNode
}

const shownAs: Record<string, string> = { secondary: 'note', success: 'tip' }
const known = new Set(['note', 'tip', 'info', 'caution', 'warning', 'danger', 'important'])

export default function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  const kind = shownAs[type] ?? (known.has(type) ? type : 'note')
  const defaultTitle = type.charAt(0).toUpperCase() + type.slice(1)
  const Box = contentComponents['docs-admonition']
  const Title = contentComponents['docs-admonition-title']
  // A title that is more than text goes where a `:::tip **rich** title` puts it: first, lifted into the title line.
  if (title !== undefined && typeof title !== 'string') {
    return (
      <Box type={kind} title={defaultTitle}>
        <Title>{title}</Title>
        {children}
      </Box>
    )
  }
  return (
    <Box type={kind} title={title ?? defaultTitle}>
      {children}
    </Box>
  )
}
