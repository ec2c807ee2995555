export * from '../../../server/events-db/create-store'
