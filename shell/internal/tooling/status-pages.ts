export * from '../../server/status-pages'
