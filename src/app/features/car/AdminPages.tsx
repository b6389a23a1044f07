import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { refusal, ResourceForm, useResourceFormTitle, useResourceList } from '@app/blocks/ResourcePages'
import { DataGrid } from '@app/grid'
import { EmptyState } from '@app/ui/EmptyState'
import { PageHeading } from '@app/shell/PageHeading'
import { carAdminScreens } from './admin'
import { type CarAdminResource, carAdminRecordQueryOptions } from './api'

/** A CAR admin list in the data grid: search, sort, paging, export and preferences; Edit and Delete on each row. */
export function CarAdminListPage({ resource }: { resource: CarAdminResource }) {
  const list = useResourceList(carAdminScreens[resource])
  return (
    <>
      <PageHeading />
      <DataGrid {...list.grid} />
      {list.dialog}
    </>
  )
}

/** Adds a record to a CAR admin list, or changes the one given. */
export function CarAdminFormPage({ resource, record }: { resource: CarAdminResource; record?: Record<string, unknown> }) {
  const screen = carAdminScreens[resource]
  const title = useResourceFormTitle(screen, record)
  return (
    <>
      <PageHeading title={title} />
      <ResourceForm screen={screen} record={record} />
    </>
  )
}

/** The edit page of a record: read first (the route's loader asks), then the form. */
export function CarAdminEditPage({ resource, id }: { resource: CarAdminResource; id: number }) {
  const { t } = useLingui()
  const record = useQuery(carAdminRecordQueryOptions(resource, id))
  if (record.isError)
    return <EmptyState title={t`This record could not be read`} description={refusal(record.error, t`Try again later.`)} />
  if (!record.data) return null
  return <CarAdminFormPage key={id} resource={resource} record={record.data} />
}
