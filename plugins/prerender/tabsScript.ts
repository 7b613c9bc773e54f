// The one script a page with tabs (src/theme/tabs/) gets in its <head>, before its first paint; a page
// without tabs has no such script and pays nothing for them. It marks <html> `tabs-js` (tabs work here:
// tabs.css shows one panel at a time, where without JavaScript every panel shows under its label) and
// puts the reader's code language, as Docusaurus stores it, on <html> as `data-tab`, which
// tabs.css applies to the site-wide `language` groups until the app runs: no flash of the other tab.
// Static, so one CSP hash covers every page (headers.ts hashes the head's inline scripts).

// (Short, a classic script's `with` included: its bytes are in every such page. Without a stored choice the
// attribute reads "undefined", which no rule matches; where storage throws, `tabs-js` is set already.)
export const tabsHeadScript =
  "<script>try{with(document.documentElement)className+=' tabs-js',dataset.tab=localStorage['docusaurus.tab.language']}catch{}</script>"

/** Whether a prerendered app has a tab group (Tabs.tsx renders each in `<div class="tabs-container">`). */
export const hasTabs = (appHtml: string) => appHtml.includes('<div class="tabs-container"')
