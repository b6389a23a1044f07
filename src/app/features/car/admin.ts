import { msg } from '@lingui/core/macro'
import { RESOURCE_NAME_MAX } from '@shared/contract/resource'
import type { ResourceColumn, ResourceFormField, ResourceScreen } from '@app/blocks/ResourcePages'
import { type CarAdminResource, carAdminData } from './api'

const columns: readonly ResourceColumn[] = [
  { name: 'name', label: msg`Name` },
  { name: 'name_fr', label: msg`French name` },
]

const fields: readonly ResourceFormField[] = [
  { name: 'name', label: msg`Name`, kind: 'text', maxLength: RESOURCE_NAME_MAX, required: true },
  {
    name: 'name_fr',
    label: msg`French name`,
    kind: 'text',
    maxLength: RESOURCE_NAME_MAX,
    required: false,
    description: msg`Blank: the English name is shown in French too.`,
  },
]

const named = (row: Record<string, unknown>) => String(row.name ?? '')

const screen = (resource: CarAdminResource, cmid: string, words: Pick<ResourceScreen, 'title' | 'noun'>): ResourceScreen => ({
  data: carAdminData(resource),
  cmid,
  page: `car/admin/${resource}`,
  ...words,
  nameOf: named,
  columns,
  fields,
})

/** The CAR administrators' lists (document 1 section 2, `car/admin/*`): a name and a French name each. */
export const carAdminScreens: Record<CarAdminResource, ResourceScreen> = {
  car_source: screen('car_source', 'CAR-SOURCE', { title: msg`CAR Sources`, noun: msg`source` }),
  car_root_cause: screen('car_root_cause', 'CAR-ROOT-CAUSE', { title: msg`CAR Root Causes`, noun: msg`root cause` }),
  car_problem_type: screen('car_problem_type', 'CAR-PROBLEM', { title: msg`CAR Problem Types`, noun: msg`problem type` }),
  car_terminal: screen('car_terminal', 'CAR-TERMINAL', { title: msg`CAR Terminals`, noun: msg`terminal` }),
  car_department: screen('car_department', 'CAR-DEPARTMENT', { title: msg`CAR Departments`, noun: msg`department` }),
}
