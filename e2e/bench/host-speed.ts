/**
 * How fast this host is right now, measured in the same run as the figures it scales: hosts here differ
 * by up to 4× for the same code, and so does one host under its neighbours' load, so an absolute time
 * budget follows the host. A timed figure is held to its budget at reference speed instead: its time
 * here × REFERENCE_PROBE_MS ÷ this run's probe.
 */
import { createHash } from 'node:crypto'
import { noteHostSpeed } from './bench-process'
import { median } from './stats'

/** The probe: SHA-256 of 256 MB, in 16 MB slices (one thread, no I/O, no allocation while timed). */
const SLICE = Buffer.alloc(16 * 1024 * 1024, 0x5a)
const SLICES = 16

/**
 * The probe's time on the machine the budgets were set on (2 cores, quiet): the budgets in e2e/README
 * are its times. Change it only together with them.
 */
export const REFERENCE_PROBE_MS = 174

/** One probe, in ms. */
function probeOnce(): number {
  const started = performance.now()
  const hash = createHash('sha256')
  for (let slice = 0; slice < SLICES; slice++) hash.update(SLICE)
  hash.digest()
  return performance.now() - started
}

/** The probe's median of three, taken right before the step it scales, so both meet the same load. */
export function probeHost(): number {
  const probeMs = median([probeOnce(), probeOnce(), probeOnce()])
  noteHostSpeed(probeMs)
  return probeMs
}

/** A time measured here, as it would read on the reference machine. */
export const atReferenceSpeed = (ms: number, probeMs: number): number => (ms * REFERENCE_PROBE_MS) / probeMs

/** Runs a timed step between two probes: their mean is the host's speed while it ran. */
export async function betweenProbes<T>(step: () => T | Promise<T>): Promise<{ result: T; probeMs: number }> {
  const before = probeHost()
  const result = await step()
  return { result, probeMs: (before + probeHost()) / 2 }
}
