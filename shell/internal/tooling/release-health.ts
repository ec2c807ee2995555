export * from '../../scripts/release/health/bench-entry'
