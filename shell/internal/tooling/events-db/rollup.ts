export * from '../../../server/events-db/rollup'
