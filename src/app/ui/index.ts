export * from './display'
export * from './forms'
export * from './ids'
