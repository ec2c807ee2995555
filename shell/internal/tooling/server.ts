export * from '../../server/app-server'
