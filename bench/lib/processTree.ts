import { readdirSync, readFileSync } from 'node:fs'

// Memory of a whole process tree, read from Linux's /proc: a build is `npm` → `sh` → `node` (Vite), and
// may start more (esbuild, a prerendering browser). Peak memory is the largest sum of their resident
// sizes seen at one sample.

/** `pid (comm) state ppid ...` → the parent pid. The command name may hold spaces and parentheses. */
export function parentFromStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[1])
}

/** Resident set size in bytes from /proc/<pid>/status (`VmRSS:   12345 kB`); 0 for kernel threads. */
export function rssFromStatus(status: string): number {
  const match = status.match(/^VmRSS:\s+(\d+)\s+kB/m)
  return match ? Number(match[1]) * 1024 : 0
}

/** The root and every process below it, given each process's parent. */
export function descendantsOf(root: number, parents: Map<number, number>): number[] {
  const children = new Map<number, number[]>()
  for (const [pid, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), pid])
  const found: number[] = []
  const queue = [root]
  while (queue.length) {
    const pid = queue.shift()!
    if (found.includes(pid)) continue
    found.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return found
}

const readOrEmpty = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return '' // the process ended between listing and reading
  }
}

function parentsNow(): Map<number, number> {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const stat = readOrEmpty(`/proc/${name}/stat`)
    if (stat) parents.set(Number(name), parentFromStat(stat))
  }
  return parents
}

/** `root` and every process below it right now (none when `root` has ended), root first. */
export function treeMembers(root: number): number[] {
  const parents = parentsNow()
  return parents.has(root) ? descendantsOf(root, parents) : []
}

/** The processes of `root`'s tree that have no child right now (`root` itself when it has none). */
export function treeLeaves(root: number): number[] {
  const parents = parentsNow()
  if (!parents.has(root)) return []
  const members = descendantsOf(root, parents)
  const withChildren = new Set(members.map((pid) => parents.get(pid)))
  return members.filter((pid) => !withChildren.has(pid))
}

/** Sum of the resident memory of `root` and its descendants right now, in bytes. */
export function treeRss(root: number): number {
  return treeMembers(root).reduce((sum, pid) => sum + rssFromStatus(readOrEmpty(`/proc/${pid}/status`)), 0)
}
