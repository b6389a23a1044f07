import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Pagination, type PaginationProps } from '@app/ui/Pagination'

function PaginationDemo({ page: initialPage, pageSize: initialSize = 20, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage)
  const [pageSize, setPageSize] = useState(initialSize)
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size)
        setPage(1)
      }}
    />
  )
}

const meta = {
  title: 'UI/Pagination',
  component: PaginationDemo,
  args: { page: 1, totalItems: 10240, onPageChange: () => {} },
} satisfies Meta<typeof PaginationDemo>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {}
export const MiddlePage: Story = { args: { page: 250 } }
export const LastPage: Story = { args: { page: 512 } }
export const FewPages: Story = { args: { totalItems: 57 } }
export const Empty: Story = { args: { totalItems: 0 } }
export const WithoutRowsPerPage: Story = {
  render: () => <Pagination page={3} totalItems={95} onPageChange={() => {}} />,
}

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <Pagination aria-label="First page" page={1} totalItems={10240} onPageChange={() => {}} />
      <Pagination aria-label="Middle page" page={250} totalItems={10240} onPageChange={() => {}} />
      <Pagination aria-label="Last page" page={512} totalItems={10240} onPageChange={() => {}} />
      <Pagination aria-label="Single page" page={1} totalItems={7} onPageChange={() => {}} />
      <Pagination aria-label="No rows" page={1} totalItems={0} onPageChange={() => {}} />
    </div>
  ),
}
