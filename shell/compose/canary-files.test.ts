// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withCanaryFiles, type CanaryAssets } from './canary-files'

const releases = {
  home: { entry: 'https://home.example.ro/h7/assets/remoteEntry.js', buildId: 'h7' },
  faq: { entry: 'https://faq.example.ro/b41/assets/remoteEntry.js', buildId: 'b41' },
}
const canaries: CanaryAssets = {
  faq: {
    build: 'b42',
    assets: {
      Faq: {
        js: ['assets/__federation_expose_Faq-b42.js', 'assets/remote-meta-b42.js'],
        css: ['assets/Faq.css'],
      },
      FaqTeaser: { js: ['assets/teaser-b42.js', 'assets/remote-meta-b42.js'], css: [] },
    },
  },
}

describe('withCanaryFiles', () => {
  it("lists, for a remote the page renders, the JS its canary's modules need, once each", () => {
    const hinted = withCanaryFiles(releases, ['home/HomePage', 'faq/Faq', 'faq/FaqTeaser'], canaries)
    expect(hinted.faq).toEqual({
      ...releases.faq,
      canary: {
        buildId: 'b42',
        files: ['assets/__federation_expose_Faq-b42.js', 'assets/remote-meta-b42.js', 'assets/teaser-b42.js'],
      },
    })
    expect(hinted.home).toEqual(releases.home)
  })

  it('hints nothing on a page without the remote, for a module the canary lacks, or when the canary is the composed build', () => {
    expect(withCanaryFiles(releases, ['home/HomePage'], canaries)).toEqual(releases)
    expect(withCanaryFiles(releases, ['faq/Gone'], canaries)).toEqual(releases)
    const composedFromIt = { ...releases, faq: { ...releases.faq, buildId: 'b42' } }
    expect(withCanaryFiles(composedFromIt, ['faq/Faq'], canaries)).toEqual(composedFromIt)
  })
})
