export * from '../../server/headers'
