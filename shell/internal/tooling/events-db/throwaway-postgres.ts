export * from '../../../server/events-db/throwaway-postgres'
