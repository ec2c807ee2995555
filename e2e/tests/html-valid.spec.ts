import type { APIRequestContext } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGE_STATUSES } from 'shell/tooling/lib/status-pages'
import { MAX_REQUEST_HEADER_BYTES } from 'shell/tooling/serving/headers'
import { statusPagePath } from 'shell/tooling/serving/status-pages'
import { repo } from '../support/deploy'
import { sitemapPaths } from '../support/composed'
import { expect, test } from '../support/fixtures'
import { allPagePaths } from '../support/routes'

/**
 * The HTML the servers send, as a crawler or a browser parses it before any JavaScript: the rules
 * of the HTML standard (html-validate's `standard` preset), nothing about style.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // Not in the preset: an ARIA attribute naming an id the page lacks points assistive technology at nothing.
    'no-missing-references': 'error',
  },
})

/** Every error in a document, one line each: rule, place, message, element. */
async function htmlErrors(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name)
  return report.results
    .flatMap((result) => result.messages)
    .map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message} (${m.selector ?? 'document'})`)
}

/** The document a server sends for a path, as sent (no DOM, no script), and its errors. */
async function servedErrors(request: APIRequestContext, path: string, status = 200): Promise<string[]> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(status)
  expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
  return htmlErrors(await response.text(), path)
}

test.describe('valid HTML', { tag: '@shell' }, () => {
  test('the validator reports what it is there to find', async () => {
    const page = (body: string) =>
      `<!doctype html><html lang="ro"><head><title>t</title></head><body>${body}</body></html>`
    expect(await htmlErrors(page('<p>ok</p>'), 'valid')).toEqual([])
    const errors = await htmlErrors(
      page('<span><div>bloc</div></span><button aria-controls="nicăieri">x</button>'),
      'invalid',
    )
    expect(errors.map((error) => error.split(' ', 1)[0])).toEqual([
      'element-permitted-content',
      'no-missing-references',
    ])
  })

  test.describe('every canonical page is valid HTML as the server sends it', () => {
    for (const path of allPagePaths) {
      test(path, async ({ request }) => {
        expect(await servedErrors(request, path)).toEqual([])
      })
    }

    test('the pages the remotes add (every other page of the sitemap)', async ({ request }) => {
      const routeTable = new Set<string>(allPagePaths)
      const added = (await sitemapPaths(request)).filter((path) => !routeTable.has(path))
      expect(added.length).toBeGreaterThan(0)
      const errors: Record<string, string[]> = {}
      for (const path of added) {
        const found = await servedErrors(request, path)
        if (found.length) errors[path] = found
      }
      expect(errors).toEqual({})
    })
  })

  test('every status page the servers answer with is valid HTML', async ({ request }) => {
    const overLong = await request.get(`/?s=${'a'.repeat(MAX_REQUEST_HEADER_BYTES)}`)
    expect(overLong.status()).toBe(431)
    expect(await htmlErrors(await overLong.text(), 'over-long URL')).toEqual([])
    for (const status of PAGE_STATUSES) {
      const file = join(repo, 'shell/dist', statusPagePath(status))
      expect(await htmlErrors(readFileSync(file, 'utf8'), file)).toEqual([])
    }
  })

  test('the frame a search gets, and the 404 page, are valid HTML', async ({ request }) => {
    expect(await servedErrors(request, '/?s=book')).toEqual([])
    expect(await servedErrors(request, '/nu-exista', 404)).toEqual([])
  })
})
