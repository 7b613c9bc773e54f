import { cpus, freemem, loadavg, totalmem } from 'node:os'
import { execFileSync } from 'node:child_process'
import { markdownTable } from './table.ts'

// The benchmark's one table: each row a measurement, its value, the target it is held to (if any) and
// whether it met it. Written to bench/results.json (with the raw data) and bench/RESULTS.md.

export interface Row {
  section: string
  measurement: string
  value: string
  target?: string
  /** true: met, false: missed, undefined: no target. */
  met?: boolean
}

export const row = (section: string, measurement: string, value: string, target?: { text: string; met: boolean }): Row => ({
  section,
  measurement,
  value,
  target: target?.text,
  met: target?.met,
})

/** `≤ limit` (or `≥` when `atLeast`), met or not. NaN (not measured) is missed. */
export function target(value: number, limit: number, text: string, atLeast = false): { text: string; met: boolean } {
  return { text, met: Number.isFinite(value) && (atLeast ? value >= limit : value <= limit) }
}

const verdict = (met: boolean | undefined) => (met === undefined ? '' : met ? 'met' : 'MISSED')

export function renderTable(rows: Row[]): string {
  return markdownTable(
    ['section', 'measurement', 'value', 'target', 'verdict'],
    rows.map((r) => [r.section, r.measurement, r.value, r.target ?? '', verdict(r.met)]),
  )
}

export interface Machine {
  cpu: string
  cores: number
  memory: string
  node: string
  platform: string
  /** 1-minute load average when the bench started: above the core count, timings are inflated. */
  loadAtStart: number
  commit?: string
}

export function describeMachine(): Machine {
  let commit: string | undefined
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  } catch {
    commit = undefined
  }
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memory: `${Math.round(totalmem() / 2 ** 30)} GB (${Math.round(freemem() / 2 ** 30)} GB free)`,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAtStart: Math.round(loadavg()[0] * 10) / 10,
    commit,
  }
}

export function renderResultsMarkdown(rows: Row[], machine: Machine, date: string, notes: string[]): string {
  const missed = rows.filter((r) => r.met === false)
  return [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${date}${machine.commit ? ` at commit ${machine.commit} (plus any uncommitted changes)` : ''}.`,
    '',
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memory}, Node ${machine.node}, ${machine.platform}; ` +
      `load average ${machine.loadAtStart} at the start${machine.loadAtStart > machine.cores ? ' (busier than its cores: timings are inflated)' : ''}.`,
    '',
    renderTable(rows),
    '',
    missed.length
      ? `**Targets missed (${missed.length}):** ${missed.map((r) => `${r.section} ${r.measurement}`).join('; ')}.`
      : 'Every target met.',
    '',
    '## How it is measured',
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n')
}
