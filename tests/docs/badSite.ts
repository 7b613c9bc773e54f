import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fixtureRoot } from '../helpers.ts'
import { buildFixture, type FixtureOptions } from '../buildFixture.ts'

// A copy of the fixture site to attack (issue 32), and a build that reports its error as text.

/** A copy of the fixture site (content and public) in a temporary folder, with a secret beside them. */
export function copyFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-bad-'))
  cpSync(path.join(fixtureRoot, 'content'), path.join(dir, 'content'), { recursive: true })
  cpSync(path.join(fixtureRoot, 'public'), path.join(dir, 'public'), { recursive: true })
  const secret = path.join(dir, 'secret.env')
  writeFileSync(secret, 'TOKEN=do-not-publish\n')
  return { dir, content: path.join(dir, 'content'), publicDir: path.join(dir, 'public'), secret }
}

/** A page's source with the given front matter lines (title and description added). */
export function pageSource(frontMatter: string, body = 'Text.'): string {
  return `---\ntitle: A page\ndescription: A page.\n${frontMatter ? frontMatter + '\n' : ''}---\n\n${body}\n`
}

/** The build's error message, or `built into <dir>` when it succeeded. */
export async function buildError(options: FixtureOptions): Promise<string> {
  return buildFixture(options).then(
    (outDir) => `built into ${outDir}`,
    (error: Error) => error.message,
  )
}
