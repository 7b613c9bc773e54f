import { escapeAttribute } from './escapeHtml.ts'

// A prerendered page reads fully without JavaScript: the scripts only hydrate it. So the browser gets the
// HTML, its stylesheets and its images first, and the app's scripts start once the page has loaded
// (`load`), instead of competing with the first paint for the network and the main thread. On a slow link
// the total bytes are the same, so the app is interactive about as soon as before; the first paint is not.
//
// The page keeps no <script src> and no modulepreload: one static inline script (so the CSP allows it by
// one hash for every page) reads the URLs from its own data attributes and adds the module preloads and
// the entry script after `load` and the first contentful paint, or 2 s after DOMContentLoaded, whatever the
// page is still waiting for (an iframe or a large image above the fold, a stylesheet that hangs, a tab in
// the background that paints nothing). A long page's first frame is often still being rasterised when
// `load` fires (and on a slow device painted after it): the paint timing entry, queued once the frame is on
// screen, is what says the first paint no longer needs the network or the CPU. Lighthouse's simulation
// counts every request that starts before the first paint as holding it back (its FCP and LCP were
// 0.1–0.3 s later on /api/createstore while the scripts started at `load` and the next frame).
// Browsers without paint timing (Safari before 14.1) start 2 s after DOMContentLoaded.

/** The loader, as it appears in every page: it must not vary between pages (one CSP hash). */
export const scriptLoader =
  '(function(b){var s=0;function go(){if(s)return;s=1;var h=document.head;' +
  "function add(t,p){var e=document.createElement(t);for(var k in p)e[k]=p[k];e.crossOrigin='';h.appendChild(e)}" +
  "b.getAttribute('data-preload').split(' ').forEach(function(u){u&&add('link',{rel:'modulepreload',href:u})});" +
  "b.getAttribute('data-entry').split(' ').forEach(function(u){u&&add('script',{type:'module',src:u})})}" +
  "function later(){try{new PerformanceObserver(function(l,o){l.getEntriesByName('first-contentful-paint')[0]&&(o.disconnect(),go())})" +
  ".observe({type:'paint',buffered:true})}catch(e){go()}}" +
  "if(document.readyState==='complete')later();else{addEventListener('load',later);" +
  "document.addEventListener('DOMContentLoaded',function(){setTimeout(go,2000)})}})(document.currentScript)"

const moduleScriptTag = /[ \t]*<script\s[^>]*\btype=["']module["'][^>]*><\/script>[ \t]*\n?/gi
const modulePreloadTag = /[ \t]*<link\s[^>]*\brel=["']modulepreload["'][^>]*>[ \t]*\n?/gi
const srcOf = (tag: string) => tag.match(/\b(?:src|href)=["']([^"']+)["']/i)?.[1]

/**
 * Takes the module scripts and module preloads out of the page's <head> and puts the loader before the
 * stylesheets. A page without module scripts (none in the template) is returned as it is.
 */
export function scriptsAfterLoad(html: string): string {
  const headEnd = html.search(/<\/head>/i)
  if (headEnd < 0) return html
  let head = html.slice(0, headEnd)
  const entries = [...head.matchAll(moduleScriptTag)].map((match) => srcOf(match[0])).filter((url) => url !== undefined)
  if (!entries.length) return html
  const preloads = [...head.matchAll(modulePreloadTag)].map((match) => srcOf(match[0])).filter((url) => url !== undefined)
  for (const url of [...entries, ...preloads]) {
    if (/\s/.test(url)) throw new Error(`a script URL with white space cannot be loaded after load: "${url}"`)
  }
  head = head.replace(moduleScriptTag, '').replace(modulePreloadTag, '')
  const loader =
    `<script data-entry="${escapeAttribute(entries.join(' '))}" data-preload="${escapeAttribute([...new Set(preloads)].join(' '))}">` +
    `${scriptLoader}</script>`
  // Before the stylesheets: an inline script after a stylesheet would stop the parser until it arrives.
  const stylesheet = head.search(/<link\s[^>]*\brel=["']stylesheet["']/i)
  if (stylesheet >= 0) {
    const indent = head.slice(0, stylesheet).match(/[ \t]*$/)?.[0] ?? ''
    head = `${head.slice(0, stylesheet)}${loader}\n${indent}${head.slice(stylesheet)}`
  } else {
    const closingIndent = head.match(/[ \t]*$/)?.[0] ?? ''
    head = `${head.slice(0, head.length - closingIndent.length)}${closingIndent}  ${loader}\n${closingIndent}`
  }
  return head + html.slice(headEnd)
}
