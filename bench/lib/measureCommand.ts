import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { treeLeaves, treeRss } from './processTree.ts'

export interface CommandMeasurement {
  /** Spawn to exit, in milliseconds. */
  wallMs: number
  /** Largest sum of resident memory over the whole process tree, sampled every `sampleMs`. */
  peakTreeRss: number
  /** The kernel's peak resident size of the largest single process (GNU time's %M), when available. */
  peakProcessRss?: number
  /**
   * User + system CPU time of the whole tree (GNU time's %U + %S), when available: on a shared machine
   * it varies far less than wall time, which includes waiting for a core.
   */
  cpuMs?: number
  /** Epoch milliseconds at spawn (to place timestamps the command writes on the same clock). */
  startedAt: number
  output: string
  /**
   * Why the command did not finish, when `allowFailure` let it fail: `out of memory` (V8's heap limit),
   * `stopped after N s` (`timeoutMs` reached) or `exited with N`.
   */
  failure?: string
}

export interface MeasureOptions {
  cwd?: string
  env?: NodeJS.ProcessEnv
  sampleMs?: number
  /** Stops the whole process tree after this long (and reports it as a failure). */
  timeoutMs?: number
  /** Returns a failed command's measurement, with `failure` set, instead of throwing. */
  allowFailure?: boolean
}

/** A short reason for a failed command, from its exit and its output. */
export function failureReason(code: number | null, output: string, timedOutAfterMs?: number): string {
  if (timedOutAfterMs !== undefined) return `stopped after ${Math.round(timedOutAfterMs / 1000)} s`
  if (/JavaScript heap out of memory|Allocation failed - process out of memory/.test(output)) return 'out of memory'
  return `exited with ${code}`
}

const gnuTime = '/usr/bin/time'

/** Runs a command to completion, timing it and sampling its process tree's memory. Throws if it fails. */
export async function measureCommand(command: string, args: string[], options: MeasureOptions = {}): Promise<CommandMeasurement> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-time-'))
  const timeFile = path.join(scratch, 'rss')
  const wrapped = existsSync(gnuTime)
    ? ([gnuTime, ['-f', '%M %U %S', '-o', timeFile, command, ...args]] as const)
    : ([command, args] as const)
  const startedAt = Date.now()
  const start = performance.now()
  const child = spawn(wrapped[0], [...wrapped[1]], { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  let peakTreeRss = 0
  const sample = () => {
    if (child.pid) peakTreeRss = Math.max(peakTreeRss, treeRss(child.pid))
  }
  const timer = setInterval(sample, options.sampleMs ?? 50)
  sample()
  let timedOutAfterMs: number | undefined
  // GNU time, npx and the build are separate processes. The tree is stopped from its leaves up, so that
  // each parent reaps its killed child and counts its CPU time; GNU time itself is never killed: it exits
  // once its child has, and still writes the tree's CPU time and memory.
  let killing: NodeJS.Timeout | undefined
  const killLeaves = () => {
    for (const pid of child.pid ? treeLeaves(child.pid) : []) {
      if (wrapped[0] === gnuTime && pid === child.pid) continue
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  }
  const stop = () => {
    timedOutAfterMs = performance.now() - start
    killLeaves()
    killing = setInterval(killLeaves, 100)
  }
  const deadline = options.timeoutMs === undefined ? undefined : setTimeout(stop, options.timeoutMs)
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  }).finally(() => {
    clearInterval(timer)
    clearTimeout(deadline)
    clearInterval(killing)
  })
  const wallMs = performance.now() - start
  // GNU time's last line (a failed command gets a line before it): `maxRssKB userSeconds systemSeconds`.
  const [kilobytes, user, system] = existsSync(timeFile)
    ? readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number)
    : []
  const peakProcessRss = Number.isFinite(kilobytes) ? kilobytes * 1024 : undefined
  const cpuMs = Number.isFinite(user) && Number.isFinite(system) ? (user + system) * 1000 : undefined
  rmSync(scratch, { recursive: true, force: true })
  const failure = code === 0 && timedOutAfterMs === undefined ? undefined : failureReason(code, output, timedOutAfterMs)
  if (failure && !options.allowFailure) throw new Error(`${command} ${args.join(' ')}: ${failure}:\n${output.slice(-4000)}`)
  return { wallMs, peakTreeRss, peakProcessRss, cpuMs, startedAt, output, failure }
}
