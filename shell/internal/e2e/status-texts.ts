export * from '../../src/lib/status-pages'
