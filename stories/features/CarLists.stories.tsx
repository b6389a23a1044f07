import type { Meta, StoryObj } from '@storybook/react-vite'
import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type ReactNode, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CarAdminFormPage, CarAdminListPage } from '@app/features/car/AdminPages'
import { CarListPage } from '@app/features/car/CarListPage'
import { EffectivenessPage } from '@app/features/car/EffectivenessPage'
import { carMenuCounter } from '@app/features/car/menuCount'
import { ParetoPage } from '@app/features/car/ParetoPage'
import type { CarListFilter, EffectivenessFilter, ParetoSearch } from '@app/features/car/searchParams'
import { AppFrameView } from '@app/shell/AppFrame'
import { apiFailure, type ApiAnswers, withApi } from '../fixtures/api'
import {
  CAR_TODAY,
  carCounts,
  carList,
  carMenus,
  carRows,
  carRowsBy,
  effectivenessList,
  paretoByRootCause,
  paretoEmpty,
  terminalList,
} from '../fixtures/car'
import { noTablePreference } from '../fixtures/grid'
import { StoryShell } from './StoryShell'

/** A CAR screen at its address, signed in, headed by its title as in the portal. */
function CarStory({ path, title, children }: { path: string; title: MessageDescriptor; children: ReactNode }) {
  return (
    <StoryShell signedIn path={path} meta={{ authorize: 'auth', title }}>
      {children}
    </StoryShell>
  )
}

/** The CAR list, its quick filters working as in the portal. */
function CarList({ start }: { start: CarListFilter }) {
  const [quick, setQuick] = useState(start)
  return <CarListPage quick={quick} onQuickChange={setQuick} />
}

function Effectiveness({ start }: { start: EffectivenessFilter }) {
  const [quick, setQuick] = useState(start)
  return <EffectivenessPage quick={quick} onQuickChange={setQuick} />
}

function Pareto({ start }: { start: Partial<ParetoSearch> }) {
  const [search, setSearch] = useState<ParetoSearch>({ by: undefined, from: undefined, to: undefined, view: undefined, ...start })
  return <ParetoPage today={CAR_TODAY} search={search} onSearch={(next) => setSearch((previous) => ({ ...previous, ...next }))} />
}

/** The frame's side menu with the CAR list's overdue count, in the language shown. */
function MenuCount() {
  const { i18n: active } = useLingui()
  const badge = carMenuCounter.badge(carCounts, active)
  return (
    <StoryShell signedIn path="/freight/pages/car/pareto" meta={{ authorize: 'auth', title: msg`CAR Pareto Chart` }}>
      <AppFrameView
        company={{ code: 'freight', name: 'Northway Freight' }}
        menus={carMenus(active.locale)}
        path="/freight/pages/car/pareto"
        signedIn
        badges={badge ? { 'CAR-LIST': badge } : {}}
        menuState={{ top_menu: true, side_menu: true }}
        onMenuStateChange={() => {}}
      >
        <p>{active._(msg`Corrective action requests raised are listed here.`)}</p>
      </AppFrameView>
    </StoryShell>
  )
}

const meta = {
  title: 'Features/CarLists',
  component: CarStory,
  args: { path: '/freight/pages/car/car_list', title: msg`Corrective Action Requests`, children: null },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
} satisfies Meta<typeof CarStory>

export default meta
type Story = StoryObj<typeof meta>

// A phone's width: the visual tests take the `phone` tag's stories at 390 px (the tag is written in each story).
const phoneViewport = { viewport: { value: 'phone', isRotated: false } }

const grid: ApiAnswers = { 'GET users/get_user_table_infor': noTablePreference }

/** The list as the server narrows it by quick filter; the heading's count asks for the overdue ones. */
const carListAnswers = (rows: (quick: string | null) => typeof carRows = (quick) => (quick ? carRowsBy[quick as keyof typeof carRowsBy] : carRows)) =>
  withApi({ ...grid, 'GET car/car': ({ query }) => carList(rows(query.get('quick'))) })

const found = async (canvasElement: HTMLElement, name: string) => {
  await within(canvasElement).findByRole('link', { name }, { timeout: 5000 })
}
const headed = async (canvasElement: HTMLElement, name: RegExp) => {
  await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 })
}

// --- the CAR list -----------------------------------------------------------------------------------

/** Every CAR: statuses as badges with their names, the overdue ones written out, closed ones on time or late. */
export const CarListAll: Story = {
  args: { children: <CarList start="all" /> },
  decorators: [carListAnswers()],
  play: async ({ canvasElement }) => {
    await found(canvasElement, 'CAR-2026-0042')
    await headed(canvasElement, /2/)
  },
}

/** The CARs waiting on the user. */
export const CarListToActOn: Story = {
  args: { children: <CarList start="mine" /> },
  decorators: [carListAnswers()],
  play: async ({ canvasElement }) => {
    await found(canvasElement, 'CAR-2026-0039')
    await headed(canvasElement, /2/)
  },
}

/** The overdue CARs, chosen with the quick filter. */
export const CarListOverdue: Story = {
  args: { children: <CarList start="all" /> },
  decorators: [carListAnswers()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await found(canvasElement, 'CAR-2026-0041')
    await userEvent.click(canvas.getByRole('radio', { name: i18n._(msg({ message: 'Overdue', context: 'CAR list filter' })) }))
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'CAR-2026-0041' })).toBeNull(), { timeout: 5000 })
    await found(canvasElement, 'CAR-2026-0040')
  },
}

/** Closed CARs, closed on time or late. */
export const CarListClosed: Story = {
  args: { children: <CarList start="closed" /> },
  decorators: [carListAnswers()],
  play: async ({ canvasElement }) => {
    await found(canvasElement, 'CAR-2026-0037')
    await headed(canvasElement, /2/)
  },
}

/** Nothing waits for the user. */
export const CarListEmpty: Story = {
  args: { children: <CarList start="mine" /> },
  decorators: [carListAnswers(() => [])],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: i18n._(msg`Nothing waits for you`) }, { timeout: 5000 })
    await headed(canvasElement, /0/)
  },
}

/** The list could not be read: the grid says so and offers to try again. */
export const CarListError: Story = {
  args: { children: <CarList start="all" /> },
  decorators: [withApi({ ...grid, 'GET car/car': apiFailure(500, 'Error loading CAR data or documents') })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: i18n._(msg`Try again`) }, { timeout: 5000 })
  },
}

export const CarListPhone: Story = {
  args: { children: <CarList start="all" /> },
  decorators: [carListAnswers()],
  globals: phoneViewport,
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    await found(canvasElement, 'CAR-2026-0042')
    await headed(canvasElement, /2/)
  },
}

// --- an admin list ----------------------------------------------------------------------------------

const adminList = { path: '/freight/pages/car/admin/car_terminal', title: msg`CAR Terminals` }
const adminAdd = { path: '/freight/pages/car/admin/car_terminal/add', title: msg`Add CAR Terminal` }

/** The terminals with their French names, each with Edit and Delete. */
export const AdminList: Story = {
  args: { ...adminList, children: <CarAdminListPage resource="car_terminal" /> },
  decorators: [withApi({ ...grid, 'GET car/admin/car_terminal': terminalList() })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Québec', undefined, { timeout: 5000 })
  },
}

/** A user without a CAR admin role: the server refuses the list. */
export const AdminListRefused: Story = {
  args: { ...adminList, children: <CarAdminListPage resource="car_terminal" /> },
  decorators: [withApi({ ...grid, 'GET car/admin/car_terminal': apiFailure(403, 'You are not allowed to see this page.') })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: i18n._(msg`The rows could not be loaded`) }, { timeout: 5000 })
  },
}

/** Saving refused by the server (no CAR admin role any more): its reason above the form, what was typed kept. */
export const AdminFormRefused: Story = {
  args: { ...adminAdd, children: <CarAdminFormPage resource="car_terminal" /> },
  decorators: [withApi({ 'POST car/admin/car_terminal': apiFailure(403, 'You are not allowed to change the CAR lists.') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(`^${i18n._(msg`Name`)}`) }), 'Sherbrooke')
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Save`) }))
    await canvas.findByText('You are not allowed to change the CAR lists.', undefined, { timeout: 5000 })
  },
}

/** The add form: a name, and a French name that falls back to it. */
export const AdminForm: Story = {
  args: { ...adminAdd, children: <CarAdminFormPage resource="car_terminal" /> },
}

/** Saved blank: the name says it is required. */
export const AdminFormErrors: Story = {
  args: { ...adminAdd, children: <CarAdminFormPage resource="car_terminal" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: i18n._(msg`Save`) }))
    await expect(canvas.getByRole('textbox', { name: new RegExp(`^${i18n._(msg`Name`)}`) })).toHaveAttribute('aria-invalid', 'true')
  },
}

/** A name already used: the server's message on its field, what was typed kept. */
export const AdminFormNameTaken: Story = {
  args: { ...adminAdd, children: <CarAdminFormPage resource="car_terminal" /> },
  decorators: [withApi({ 'POST car/admin/car_terminal': apiFailure(409, 'Name already exists') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(`^${i18n._(msg`Name`)}`) }), 'Montréal')
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Save`) }))
    await canvas.findByRole('alert', undefined, { timeout: 5000 })
  },
}

export const AdminFormPhone: Story = {
  args: { ...adminAdd, children: <CarAdminFormPage resource="car_terminal" /> },
  globals: phoneViewport,
  tags: ['phone'],
}

// --- effectiveness follow-up ------------------------------------------------------------------------

const effectiveness = { path: '/freight/pages/car/effectiveness', title: msg`Effectiveness Checks` }
const effectivenessAnswers = withApi({ ...grid, 'GET car/effectiveness': effectivenessList() })

/** The checks closing a CAR scheduled: not rated yet (one overdue) and rated, each with Rate…. */
export const EffectivenessList: Story = {
  args: { ...effectiveness, children: <Effectiveness start="all" /> },
  decorators: [effectivenessAnswers],
  play: async ({ canvasElement }) => found(canvasElement, 'CAR-2026-0038'),
}

/** Rate… pressed and "not effective" chosen: the dialog warns that the CAR reopens. */
export const EffectivenessRating: Story = {
  args: { ...effectiveness, children: <Effectiveness start="pending" /> },
  decorators: [effectivenessAnswers],
  play: async ({ canvasElement }) => {
    await found(canvasElement, 'CAR-2026-0038')
    const [first] = within(canvasElement).getAllByRole('button', { name: i18n._(msg`Rate…`) })
    await userEvent.click(first!)
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 })
    await userEvent.click(within(dialog).getByRole('radio', { name: i18n._(msg({ message: 'Not effective', context: 'effectiveness rating' })) }))
    await within(dialog).findByText(/CAR-2026-0038/, { selector: 'span' })
  },
}

export const EffectivenessPhone: Story = {
  args: { ...effectiveness, children: <Effectiveness start="all" /> },
  decorators: [effectivenessAnswers],
  globals: phoneViewport,
  tags: ['phone'],
  play: async ({ canvasElement }) => found(canvasElement, 'CAR-2026-0038'),
}

// --- Pareto -----------------------------------------------------------------------------------------

const pareto = { path: '/freight/pages/car/pareto', title: msg`CAR Pareto Chart` }
const paretoAnswers = withApi({ 'GET car/pareto': ({ query }) => (query.get('by') === 'terminal' ? paretoEmpty : paretoByRootCause) })
const charted = async (canvasElement: HTMLElement) => {
  const chart = await within(canvasElement).findByRole('img', {}, { timeout: 5000 })
  await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBe(paretoByRootCause.bars.length), { timeout: 5000 })
}

/** The last twelve months by root cause: bars largest first and the cumulative percentage. */
export const ParetoChart: Story = {
  args: { ...pareto, children: <Pareto start={{}} /> },
  decorators: [paretoAnswers],
  play: async ({ canvasElement }) => charted(canvasElement),
}

/** The same figures as a table. */
export const ParetoTable: Story = {
  args: { ...pareto, children: <Pareto start={{ view: 'table' }} /> },
  decorators: [paretoAnswers],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', {}, { timeout: 5000 })
  },
}

/** No CAR in the period. */
export const ParetoEmpty: Story = {
  args: { ...pareto, children: <Pareto start={{ by: 'terminal' }} /> },
  decorators: [paretoAnswers],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: i18n._(msg`No CAR in this period`) }, { timeout: 5000 })
  },
}

export const ParetoPhone: Story = {
  args: { ...pareto, children: <Pareto start={{}} /> },
  decorators: [paretoAnswers],
  globals: phoneViewport,
  tags: ['phone'],
  play: async ({ canvasElement }) => charted(canvasElement),
}

export const ParetoTablePhone: Story = {
  args: { ...pareto, children: <Pareto start={{ view: 'table' }} /> },
  decorators: [paretoAnswers],
  globals: phoneViewport,
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', {}, { timeout: 5000 })
  },
}

// --- the menu's count -------------------------------------------------------------------------------

/** The CAR list's entry with its overdue count, heard as "1 overdue". */
export const MenuOverdueCount: Story = {
  args: { children: null },
  render: () => <MenuCount />,
  parameters: { layout: 'fullscreen' },
}
