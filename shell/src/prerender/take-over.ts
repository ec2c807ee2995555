/**
 * When the app has taken the page over: the root has committed and every slot the server sent has
 * hydrated (or, for a remote that changed, mounted in place of its HTML). React hydrates Suspense
 * boundaries after the root, so the root's commit alone is not enough. Marks `<html data-app="ready">`,
 * which QA waits on before interacting.
 */
let rootCommitted = false
let serverSlotsLeft = 0

export function countServerSlots(doc: Document = document): void {
  serverSlotsLeft = doc.querySelectorAll('[data-slot-id]').length
}

export function appCommitted(): void {
  rootCommitted = true
  markWhenReady()
}

/** A slot from the server took over; `covering` counts the slots inside HTML it kept as it was. */
export function serverSlotTookOver(covering: number): void {
  serverSlotsLeft -= covering
  markWhenReady()
}

function markWhenReady(): void {
  if (rootCommitted && serverSlotsLeft <= 0) document.documentElement.dataset.app = 'ready'
}
