import { expect, test } from '@playwright/test'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const SHELL_COPY_PORT = 4183
const NEW_FAQ_PORT = 4186

function hashTree(dir: string, skip: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name !== skip)
        out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex')
    }
  }
  walk(dir)
  return out
}

function serve(args: string[], env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(join(repo, 'shell/node_modules/.bin/tsx'), ['server/serve.ts', ...args], {
    cwd: join(repo, 'shell'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('http://localhost')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

test('a remote redeployed at a new URL is what the page shows after a reload; the shell is not rebuilt', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const work = mkdtempSync(join(tmpdir(), 'redeploy-'))
  const children: ChildProcess[] = []
  try {
    // The FAQ team builds and deploys a new release to a new origin.
    const faqOut = join(work, 'faq-v2')
    execFileSync(
      'pnpm',
      ['--filter', 'mfe-faq', 'exec', 'vite', 'build', '--configLoader', 'runner', '--outDir', faqOut],
      {
        cwd: repo,
        stdio: 'ignore',
      },
    )
    // The shell's deployed folder, as on a CDN: only remotes.json is edited.
    const shellDeploy = join(work, 'shell')
    cpSync(join(repo, 'shell/dist'), shellDeploy, { recursive: true })
    const before = hashTree(shellDeploy, 'remotes.json')
    const manifestPath = join(shellDeploy, 'remotes.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>
    manifest.faq = `http://localhost:${NEW_FAQ_PORT}/assets/remoteEntry.js`
    writeFileSync(manifestPath, JSON.stringify(manifest))

    const shellOrigin = `http://localhost:${SHELL_COPY_PORT}`
    const env = { SHELL_ORIGINS: shellOrigin, REMOTE_ORIGINS: `http://localhost:${NEW_FAQ_PORT}` }
    children.push(await serve(['faq', String(NEW_FAQ_PORT), faqOut], env))
    children.push(await serve(['shell', String(SHELL_COPY_PORT), shellDeploy], env))
    // The other remotes stay where they are; they must accept this shell's origin too.
    children.push(await serve(['home', '4187', join(repo, 'mfe-home/dist')], env))
    children.push(await serve(['categories', '4188', join(repo, 'mfe-categories/dist')], env))
    manifest.home = 'http://localhost:4187/assets/remoteEntry.js'
    manifest.categories = 'http://localhost:4188/assets/remoteEntry.js'
    writeFileSync(manifestPath, JSON.stringify(manifest))

    const faqOrigins: string[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.pathname.includes('__federation_expose_Faq') || url.pathname.endsWith('remoteEntry.js')) {
        faqOrigins.push(url.origin)
      }
    })
    await page.goto(`${shellOrigin}/`)
    await page.reload()
    await expect(page.locator('[data-remote="mfe-faq"]')).toBeVisible()
    expect(faqOrigins).toContain(`http://localhost:${NEW_FAQ_PORT}`)
    expect(faqOrigins).not.toContain('http://localhost:4176')
    expect(hashTree(shellDeploy, 'remotes.json')).toEqual(before)
  } finally {
    for (const child of children) child.kill('SIGTERM')
    rmSync(work, { recursive: true, force: true })
  }
})
