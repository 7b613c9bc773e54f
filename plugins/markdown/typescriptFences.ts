// The TypeScript code blocks of a markdown source, found by reading its fences line by line, without
// parsing it: what a build hands the JavaScript tabs' worker ahead of the compile (tabsWorker.ts). It is a
// guess, and only that: a block found here that the parser reads otherwise (inside a container it
// does not see, a fence in an HTML block) costs the worker one wasted transpile, and a block it misses is
// sent when its page asks for it. The pages' output never depends on it.

export interface TypescriptFence {
  code: string
  language: 'ts' | 'tsx'
}

const opening = /^([ \t>]*?)( {0,3})(`{3,}|~{3,})[ \t]*([^\s`]*)(.*)$/

/**
 * Every fenced block whose info string is `ts` or `tsx` and not marked `fragment` or `no-transpile`
 * (the blocks codeTabs.ts makes tabs of), its text as the parser gives it: the lines between the fences,
 * each without the container prefix and the opening fence's indentation.
 */
export function typescriptFences(source: string): TypescriptFence[] {
  const found: TypescriptFence[] = []
  const lines = source.split(/\r?\n/)
  for (let index = 0; index < lines.length; index++) {
    const open = opening.exec(lines[index])
    if (!open) continue
    const [, prefix, indent, fence, info, meta] = open
    if (fence[0] === '`' && meta.includes('`')) continue // not a fence: a backtick in its info string
    const close = new RegExp(`^ {0,3}${fence[0]}{${fence.length},}[ \\t]*$`)
    const body: string[] = []
    let end = index + 1
    for (; end < lines.length; end++) {
      const line = lines[end].startsWith(prefix) ? lines[end].slice(prefix.length) : lines[end]
      if (close.test(line)) break
      body.push(line.slice(Math.min(indent.length, line.length - line.trimStart().length)))
    }
    const language = info.toLowerCase()
    const flags = meta.split(/\s+/)
    if ((language === 'ts' || language === 'tsx') && !flags.includes('fragment') && !flags.includes('no-transpile'))
      found.push({ code: body.join('\n'), language })
    index = end
  }
  return found
}
