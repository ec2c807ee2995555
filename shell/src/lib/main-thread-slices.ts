/**
 * Start-up work in slices: a piece of work that checks its slice between steps, and lets the browser
 * in (input, paint, other tasks) once the slice is spent. A long task is one over 50 ms; a phone's
 * CPU is about 4× this machine's, so 8 ms here stays under it there. React's scheduler slices its
 * rendering the same way (5 ms).
 */
export const SLICE_MS = 8

/**
 * Ends the current task and resumes in a new one: `scheduler.yield()` where the browser has it (the
 * continuation goes before other queued tasks), else a message. Not a timer: a nested chain of them
 * is clamped to 4 ms, and a test's fake clock would hold it.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/** A slice of main-thread time (not a store slice: those are `store/*-slice.ts`). */
export interface TimeSlice {
  /** Whether the work has held the main thread for its slice since it last let the browser in. */
  spent(): boolean
  /** Lets the browser in, then starts a new slice. */
  yield(): Promise<void>
}

export function createTimeSlice(budgetMs: number = SLICE_MS): TimeSlice {
  let start = performance.now()
  return {
    spent: () => performance.now() - start > budgetMs,
    async yield() {
      await yieldToBrowser()
      start = performance.now()
    },
  }
}
