export * from './access'
export * from './capabilities'
export * from './menus'
export * from './roles'
