// Runs in a child process of checkRun (scripts/content/run.ts): imports the block files named on the command
// line one after another, each with its own time limit, waits for the timers and handles a block leaves
// behind, and charges uncaught errors, unhandled rejections, a non-zero process.exitCode and what it wrote
// to stderr to the block that is running. One JSON line per block is appended to the results file (also
// from an exit handler, so a block calling process.exit() is reported). console.assert is left as Node has
// it (it prints "Assertion failed" to stderr and carries on); the parent fails a block that wrote to stderr.
import { appendFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { inspect } from 'node:util'

const [resultsFile, timeoutArg, ...blockFiles] = process.argv.slice(2)
const timeoutMs = Number(timeoutArg)

let current
const describe = (error) => (error instanceof Error && error.stack ? error.stack : inspect(error))
process.on('uncaughtException', (error) => { if (current) current.errors.push('Uncaught ' + describe(error)) })
process.on('unhandledRejection', (error) => { if (current) current.errors.push('Unhandled rejection: ' + describe(error)) })
process.stderr.write = function (chunk, encoding, callback) {
  if (current) current.stderr += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
  const done = typeof encoding === 'function' ? encoding : callback
  if (typeof done === 'function') queueMicrotask(done)
  return true
}
process.on('exit', (code) => {
  if (current && !current.reported) {
    if (code) current.errors.push('process.exit(' + code + ') was called')
    report(current)
  }
})

function report(state) {
  state.reported = true
  appendFileSync(resultsFile, JSON.stringify({
    file: state.file, errors: state.errors, stderr: state.stderr, timedOut: state.timedOut,
  }) + '\n')
}

const ignored = new Set(['PipeWrap', 'TTYWrap'])
function resources() {
  const counts = new Map()
  for (const type of process.getActiveResourcesInfo()) if (!ignored.has(type)) counts.set(type, (counts.get(type) ?? 0) + 1)
  return counts
}
function settled(baseline) {
  for (const [type, count] of resources()) if (count > (baseline.get(type) ?? 0)) return false
  return true
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 2))

for (const file of blockFiles) {
  const state = { file, errors: [], stderr: '', timedOut: false, reported: false }
  current = state
  const baseline = resources()
  const deadline = Date.now() + timeoutMs
  appendFileSync(resultsFile, JSON.stringify({ started: file }) + '\n')
  let timer
  const timeout = new Promise((resolve) => { timer = setTimeout(() => resolve('timeout'), timeoutMs) })
  try {
    const outcome = await Promise.race([import(pathToFileURL(file).href).then(() => 'done'), timeout])
    if (outcome === 'timeout') state.timedOut = true
  } catch (error) {
    state.errors.push(describe(error))
  }
  clearTimeout(timer)
  await tick()
  while (!state.timedOut && !settled(baseline)) {
    if (Date.now() > deadline) state.timedOut = true
    else await tick()
  }
  if (process.exitCode) {
    state.errors.push('process.exitCode was set to ' + process.exitCode)
    process.exitCode = 0
  }
  report(state)
  current = undefined
  // Whatever a timed-out block left running could disturb the next ones: the parent reruns them.
  if (state.timedOut) process.exit(0)
}
process.exit(0)
