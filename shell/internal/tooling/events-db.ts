export * from '../../server/events-db/open'
