import { mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { symlinkProblems } from '../../plugins/docs/checkFiles.ts'
import { buildError, copyFixture } from './badSite.ts'

// Issue 32: `public -> ~/secrets` published the target's files (id_rsa in dist/): the public and content
// folders themselves, and every folder above them inside the project, may not be symlinks.

describe('a symlinked public or content folder', () => {
  it('fails the build when public/ itself is a symlink, naming it', async () => {
    const site = copyFixture()
    const secrets = mkdtempSync(path.join(tmpdir(), 'docs-secrets-'))
    writeFileSync(path.join(secrets, 'id_rsa'), 'PRIVATE KEY\n')
    const linkedPublic = path.join(site.dir, 'linked-public')
    symlinkSync(secrets, linkedPublic)
    const message = await buildError({ contentDir: site.content, publicDir: linkedPublic })
    expect(message).toMatch(/linked-public: a symlink/)
    expect(message).not.toContain('PRIVATE KEY')
  })

  it('fails the build when the content folder itself is a symlink', async () => {
    const site = copyFixture()
    const real = path.join(site.dir, 'real-content')
    renameSync(site.content, real)
    symlinkSync(real, site.content)
    const message = await buildError({ contentDir: site.content, publicDir: site.publicDir })
    expect(message).toMatch(/content: a symlink/)
  })

  it('names a symlinked folder above them inside the project, and nothing above the project', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'docs-outside-'))
    mkdirSync(path.join(outside, 'content'))
    mkdirSync(path.join(outside, 'public'))
    const root = mkdtempSync(path.join(tmpdir(), 'docs-project-'))
    symlinkSync(outside, path.join(root, 'site'))
    const problems = symlinkProblems({ root, contentDir: path.join(root, 'site/content'), publicDir: path.join(root, 'site/public') })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^site: a symlink/)
    // The project itself reached through a link (a home folder on another disk) is not refused.
    const linkedRoot = path.join(outside, 'linked-root')
    symlinkSync(root, linkedRoot)
    mkdirSync(path.join(root, 'content'))
    expect(symlinkProblems({ root: linkedRoot, contentDir: path.join(linkedRoot, 'content') })).toEqual([])
  })
})
