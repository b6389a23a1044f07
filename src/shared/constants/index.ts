export * from './business'
export * from './grid'
export * from './shell'
export * from './states'
