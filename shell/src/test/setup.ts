import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, expect } from 'vitest'
import { assertNoClassConflicts } from '../lib/class-conflicts'

// jsdom has <dialog> without its modal methods: these open and close it, nothing more. The top
// layer, the inert page and Escape are the browsers' own, checked by the e2e suite (dialogs.spec).
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return
      this.open = false
      this.dispatchEvent(new Event('close'))
    },
  })
}

afterEach(() => {
  // What a test rendered carries no two classes of one kind (`lib/cn.ts` does not merge them).
  if (typeof document !== 'undefined')
    assertNoClassConflicts(document.body.innerHTML, expect.getState().currentTestName ?? 'a test')
  cleanup()
  // Tests of Node scripts run in the node environment, which has no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
