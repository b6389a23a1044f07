import { defineLists } from '../../http/lists'
import { sources } from './service'

export const carLists = defineLists('car', { 'car_source.list': sources.list })
