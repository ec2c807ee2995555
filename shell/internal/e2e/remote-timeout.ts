export * from '../../src/remote/timeout'
