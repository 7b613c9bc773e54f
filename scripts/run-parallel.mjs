// `node scripts/run-parallel.mjs typecheck lint`: runs those npm scripts at the same time, prints each
// one's output whole when it ends, and fails if any of them failed. Each check is one mostly single-threaded
// process, so `typecheck` and `lint` are themselves this script over their parts (three tsc projects;
// ESLint and Prettier): five at once keep both cores busy to the end, where two chains of unequal
// length (tsc three times one after the other, 57 s in CI run 26, beside lint's 51 s) left one idle.
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now()
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] })
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
