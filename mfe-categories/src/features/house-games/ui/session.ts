/** What the session panel and the reality check report: every spin pressed since the last reset. */
export interface Session {
  spins: number
  /** Credits put in play (paid spins only). */
  staked: number
  /** Credits won, free spins included. */
  won: number
  /** When the first spin was pressed (ms since epoch); null before it. */
  startedAt: number | null
}

export const emptySession: Session = { spins: 0, staked: 0, won: 0, startedAt: null }

/** Play pauses for a reality check after this many spins or this much time, and again after as many more. */
export const REALITY_CHECK_SPINS = 100
export const REALITY_CHECK_MS = 15 * 60_000

export interface RealityCheckPoint {
  spins: number
  elapsed: number
}

export const firstCheck: RealityCheckPoint = { spins: REALITY_CHECK_SPINS, elapsed: REALITY_CHECK_MS }

export function recordSpin(session: Session, spin: { staked: number; won: number; at: number }): Session {
  return {
    spins: session.spins + 1,
    staked: session.staked + spin.staked,
    won: session.won + spin.won,
    startedAt: session.startedAt ?? spin.at,
  }
}

export const elapsedOf = (session: Session, now: number) =>
  session.startedAt === null ? 0 : now - session.startedAt

export function realityCheckDue(session: Session, next: RealityCheckPoint, now: number): boolean {
  return (
    session.startedAt !== null && (session.spins >= next.spins || elapsedOf(session, now) >= next.elapsed)
  )
}

/** After a check, the next one comes after another 100 spins or 15 minutes, whichever is first. */
export function nextCheckAfter(session: Session, now: number): RealityCheckPoint {
  return { spins: session.spins + REALITY_CHECK_SPINS, elapsed: elapsedOf(session, now) + REALITY_CHECK_MS }
}
