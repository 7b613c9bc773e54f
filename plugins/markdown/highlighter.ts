import { refractor } from 'refractor/core'
import bash from 'refractor/bash'
import css from 'refractor/css'
import diff from 'refractor/diff'
import javascript from 'refractor/javascript'
import json from 'refractor/json'
import jsx from 'refractor/jsx'
import markup from 'refractor/markup'
import tsx from 'refractor/tsx'
import typescript from 'refractor/typescript'
import yaml from 'refractor/yaml'
import type { Element, ElementContent, Text } from 'hast'

// Code is highlighted at build time only (Prism grammars through refractor): the browser receives
// spans with Prism's token classes, coloured for each theme by src/theme/code.css. A TextMate
// highlighter (shiki) reads better on exotic syntax but tokenised these docs ~8× slower, twice over for
// two themes.

for (const grammar of [markup, css, javascript, jsx, typescript, tsx, json, bash, diff, yaml]) refractor.register(grammar)
refractor.alias({ bash: ['sh', 'shell', 'zsh'], markup: ['html', 'xml', 'svg'] })

const plainLanguages = new Set(['text', 'txt', 'plaintext', 'plain'])

export interface CodeHighlighter {
  /** Highlighted lines, or null when the language is unknown. */
  highlight(code: string, lang: string | null | undefined): ElementContent[][] | null
}

export function createCodeHighlighter(): CodeHighlighter {
  return {
    highlight(code, lang) {
      if (!lang || plainLanguages.has(lang)) return splitLines([text(code)])
      if (!refractor.registered(lang)) return null
      return splitLines(refractor.highlight(code, lang).children as ElementContent[])
    },
  }
}

/** Splits highlighted tokens into lines; a token that spans lines is cut, each piece keeping its classes. */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]]
  const walk = (node: ElementContent, ancestors: Element[]) => {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, index) => {
        if (index > 0) lines.push([])
        if (!part) return
        let wrapped: ElementContent = text(part)
        for (let i = ancestors.length - 1; i >= 0; i--) {
          wrapped = { type: 'element', tagName: ancestors[i].tagName, properties: { ...ancestors[i].properties }, children: [wrapped] }
        }
        lines[lines.length - 1].push(wrapped)
      })
    } else if (node.type === 'element') {
      for (const child of node.children) walk(child, [...ancestors, node])
    }
  }
  for (const node of nodes) walk(node, [])
  return lines
}

function text(value: string): Text {
  return { type: 'text', value }
}
