import * as t from '../schema'
import type { IdOf, Tx } from './context'

/** The contacts of each company: sales and service, and one customer account's administrator. */
export async function seedContacts(tx: Tx, companyId: IdOf): Promise<void> {
  await tx.insert(t.contacts).values([
    {
      companyId: companyId('freight'),
      kind: 'sales',
      name: 'Samuel Gauthier',
      title: 'Sales Professional',
      department: 'Sales',
      email: 'sales@northwayfreight.example',
      phone: '5145550101',
      sequence: 1,
    },
    {
      companyId: companyId('freight'),
      kind: 'service',
      name: 'Customer Service',
      department: 'Customer Service',
      email: 'service@northwayfreight.example',
      phone: '18005550199',
      sequence: 2,
    },
    {
      companyId: companyId('freight'),
      cust: 'C10001',
      kind: 'admin',
      name: 'Chris Morin',
      title: 'Account administrator',
      email: 'customer@northwayfreight.example',
      phone: '4165550142',
      sequence: 3,
    },
    {
      companyId: companyId('benefits'),
      kind: 'service',
      name: 'Benefits department',
      department: 'Benefits',
      email: 'benefits@northway.example',
      sequence: 1,
    },
    {
      companyId: companyId('benefits'),
      kind: 'service',
      name: 'Payroll department',
      department: 'Payroll',
      email: 'payroll@northway.example',
      sequence: 2,
    },
  ])
}
