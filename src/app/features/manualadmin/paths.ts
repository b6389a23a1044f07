export { recordId } from '@app/blocks/ResourcePages'
