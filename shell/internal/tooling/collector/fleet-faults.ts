export * from '../../../server/collector/fleet-faults'
