// `node scripts/run-parallel.mjs typecheck lint`: runs those npm scripts at the same time, prints each
// one's output whole when it ends, and fails if any of them failed. Each check is one mostly single-threaded
// process, so `typecheck` and `lint` are themselves this script over their parts (three tsc projects;
// ESLint and Prettier): five at once keep both cores busy to the end, where two chains of unequal
// length (tsc three times one after the other, 57 s in CI run 26, beside lint's 51 s) left one idle.
//
// Scripts named after `--idle` run at the lowest CPU priority (nice 19): `npm test` runs the unit tests
// with the type checks and lint as idle work beside them. The unit tests keep the cores as if alone (their
// timeouts and timing tests see no slower machine), and the checks take only what the unit tests leave:
// the stretches where fewer than two of their processes are busy (Vitest starting, a worker waiting).
// When the others have ended, what is left of the idle ones goes back to normal priority (where the system
// lets a process raise priority, Linux as root), so on a machine busy with other work they are not left
// to wait behind it.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { setPriority } from 'node:os'

/** The process and its descendants (Linux's /proc; none elsewhere). */
function processTree(root) {
  const children = new Map()
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return []
  }
  const tree = [root]
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]) ?? []))
  return tree
}

const args = process.argv.slice(2)
const idleFrom = args.indexOf('--idle')
const scripts = args.filter((arg) => arg !== '--idle').map((script, index) => ({ script, idle: idleFrom !== -1 && index >= idleFrom }))
const idleChildren = []
let othersLeft = scripts.filter(({ idle }) => !idle).length
const results = await Promise.all(
  scripts.map(
    ({ script, idle }) =>
      new Promise((resolve) => {
        const started = Date.now()
        const command = idle ? ['nice', ['-n', '19', 'npm', 'run', script]] : ['npm', ['run', script]]
        const child = spawn(...command, { stdio: ['ignore', 'pipe', 'pipe'] })
        if (idle) idleChildren.push(child)
        else
          child.on('exit', () => {
            if (--othersLeft > 0) return
            for (const idleChild of idleChildren) {
              for (const pid of processTree(idleChild.pid)) {
                try {
                  setPriority(pid, 0)
                } catch {
                  // not allowed (an unprivileged user cannot raise a priority), or the process ended
                }
              }
            }
          })
        const output = []
        child.stdout.on('data', (chunk) => output.push(chunk))
        child.stderr.on('data', (chunk) => output.push(chunk))
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0)
          process.stdout.write(`\n> npm run ${script} (${code === 0 ? 'passed' : `failed, exit code ${code}`}, ${seconds} s)\n`)
          process.stdout.write(Buffer.concat(output))
          resolve(code)
        })
      }),
  ),
)
process.exit(results.every((code) => code === 0) ? 0 : 1)
