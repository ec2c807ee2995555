export * from '../../src/app/layout/menu-timing'
