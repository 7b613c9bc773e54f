import { Children, isValidElement, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { RouteLink } from '../router/RouteLink.tsx'
import { admonitionIcons, CheckIcon, CopyIcon } from './Icons.tsx'
import { announcePolitely } from './announce.ts'
import { useHydrated } from './useHydrated.ts'

// Elements of a compiled page that need more than plain HTML (renderTree.tsx maps tags to them). Styles:
// styles/markdown.css and styles/code.css.

/** The plain text of rendered children (for labels that must name a heading). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children)
  return Children.toArray(node).map(textOf).join('')
}

function anchoredHeading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function AnchoredHeading({ id, children, ...rest }: ComponentProps<'h2'>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id && (
          <RouteLink className="hash-link" href={`#${id}`} aria-label={`Direct link to ${textOf(children)}`}>
            #
          </RouteLink>
        )}
      </Tag>
    )
  }
}

/**
 * Makes a scroll container reachable by keyboard only while it actually overflows, so short code blocks
 * and narrow tables don't add stops to the tab order. The server can't measure, so the markup says
 * `tabindex="0"` (without JavaScript, and until hydration, every such box is reachable, as a box that
 * scrolls must be); once mounted, the attribute is set or removed on the element directly, which React
 * leaves alone since the prop never changes.
 */
function useFocusableWhenScrollable<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current!
    const update = () => {
      // A code block far from the viewport is not laid out yet (code.css: content-visibility), so it can't
      // be measured: it keeps the server's tabindex until it is (contentvisibilityautostatechange).
      const content = element.firstElementChild
      if (content?.checkVisibility && !content.checkVisibility({ contentVisibilityAuto: true })) return
      if (element.scrollWidth > element.clientWidth) element.tabIndex = 0
      else element.removeAttribute('tabindex')
    }
    // No measuring here: a ResizeObserver reports each element once when it is first laid out, in the
    // frame's rendering steps where the layout is done already; reading sizes in this effect forced a
    // layout of the whole page (every code block and table) while a navigation was putting it on screen.
    const observer = new ResizeObserver(update)
    observer.observe(element)
    element.addEventListener('contentvisibilityautostatechange', update)
    return () => {
      observer.disconnect()
      element.removeEventListener('contentvisibilityautostatechange', update)
    }
  }, [])
  return ref
}

type PreProps = ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string; 'data-lines'?: number | string }

function CodeBlock({ children, 'data-title': title, 'data-language': language, 'data-lines': lines }: PreProps) {
  const pre = useFocusableWhenScrollable<HTMLPreElement>()
  const hydrated = useHydrated()
  return (
    <div className="code-block">
      {title && <div className="code-block-title">{title}</div>}
      <div className="code-block-body">
        <pre ref={pre} data-language={language} data-lines={lines} tabIndex={0}>
          {children}
        </pre>
        {hydrated && <CopyButton getText={() => pre.current?.textContent ?? ''} />}
      </div>
    </div>
  )
}

function CopyButton({ getText }: { getText: () => string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(getText())
      setCopied(true)
      announcePolitely('Copied')
    } catch {
      // No clipboard access (an insecure origin or a denied permission): the code stays selectable.
    }
  }
  return (
    <>
      <button
        type="button"
        className={copied ? 'copy-button copied' : 'copy-button'}
        aria-label="Copy code"
        title="Copy code"
        onClick={copy}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
    </>
  )
}

/**
 * A title with markdown in it (plugins/markdown/directives.ts): the first child, lifted into the title
 * line, in one span so the line's flex gap (icon to text) does not open between its words.
 */
function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <span>{children}</span>
}

function Admonition({ type, title, children }: { type: string; title: string; children?: ReactNode }) {
  const Icon = admonitionIcons[type] ?? admonitionIcons.note
  const parts = Children.toArray(children)
  const richTitle = parts.find((part) => isValidElement(part) && part.type === AdmonitionTitle)
  return (
    <div className={`admonition admonition-${type}`}>
      <p className="admonition-title">
        <Icon />
        {richTitle ?? title}
      </p>
      <div className="admonition-body">{richTitle ? parts.filter((part) => part !== richTitle) : children}</div>
    </div>
  )
}

/** Tables scroll sideways inside their own box on narrow screens. */
function Table(props: ComponentProps<'table'>) {
  const wrapper = useFocusableWhenScrollable<HTMLDivElement>()
  return (
    <div className="table-wrapper" ref={wrapper} tabIndex={0}>
      <table {...props} />
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
  table: Table,
  'docs-admonition': Admonition,
  'docs-admonition-title': AdmonitionTitle,
}
