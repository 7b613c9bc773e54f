import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { treeRss } from './processTree.ts'

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
}

export interface MeasureOptions {
  cwd?: string
  env?: NodeJS.ProcessEnv
  sampleMs?: number
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
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  }).finally(() => clearInterval(timer))
  const wallMs = performance.now() - start
  // GNU time's last line (a failed command gets a line before it): `maxRssKB userSeconds systemSeconds`.
  const [kilobytes, user, system] = existsSync(timeFile)
    ? readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number)
    : []
  const peakProcessRss = Number.isFinite(kilobytes) ? kilobytes * 1024 : undefined
  const cpuMs = Number.isFinite(user) && Number.isFinite(system) ? (user + system) * 1000 : undefined
  rmSync(scratch, { recursive: true, force: true })
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`)
  return { wallMs, peakTreeRss, peakProcessRss, cpuMs, startedAt, output }
}
