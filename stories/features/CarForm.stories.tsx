import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CarFormPage } from '@app/features/car/CarFormPage'
import { apiFailure, type ApiAnswers, withApi } from '../fixtures/api'
import {
  assignedCar,
  awaitingApprover1Car,
  carHistory,
  carOptions,
  closedCar,
  draftCar,
  lookupPeople,
  manualContents,
  problemFiles,
} from '../fixtures/carForm'
import { StoryShell } from './StoryShell'

type Car = typeof draftCar

/** The CAR form at its address, signed in, as the portal shows it in the frame. */
function CarStory({ id }: { id?: number }) {
  return (
    <StoryShell
      signedIn
      path={id === undefined ? '/freight/pages/car/car' : `/freight/pages/car/car/${id}`}
      route={id === undefined ? '$company/pages/car/car' : '$company/pages/car/car/$id'}
      meta={{
        authorize: 'auth',
        title: id === undefined ? msg`New Corrective Action Request` : msg`Edit Corrective Action Request`,
      }}
    >
      {/* A fixed day, so the new CAR's requested date draws the same every day. */}
      <CarFormPage id={id} requestedOn="2026-03-02" />
    </StoryShell>
  )
}

const meta = {
  title: 'Features/CAR/Form',
  component: CarStory,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CarStory>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'phone', isRotated: false } }

/** Screens draw after the story's router has matched its address: a busy machine gets time. */
const patience = { timeout: 10_000 }

/** The calls of the form for one CAR: the CAR, its choices, people, the manual, files and history. */
function answersFor(car: Car | undefined): ApiAnswers {
  return {
    'GET car/options': carOptions,
    'GET car/lookup/user': ({ query }) => lookupPeople(query.get('search')),
    'GET qpm/user/table_of_contents': manualContents,
    ...(car && {
      'GET car/car/{id}': car,
      'GET car/car_status_history/{id}': carHistory.slice(0, car.status === 'Draft' ? 1 : carHistory.length),
      'GET car/upload/{id}/{category}': ({ params }) => (params.category === 'problem' ? problemFiles : []),
    }),
  }
}

const loaded = async (canvasElement: HTMLElement, car: Car) => {
  const canvas = within(canvasElement)
  await canvas.findByRole('heading', { level: 1, name: `${car.car_number}: ${car.title}` }, patience)
  await canvas.findByText(problemFiles[0]!.filename, {}, patience)
  await canvas.findByRole('list', { name: i18n._(msg`Status history`) }, patience)
}

// --- a new CAR -----------------------------------------------------------------------------------

/** A new CAR, requested today: the fields to fill; files, comments and history come once it is saved. */
export const NewCar: Story = {
  decorators: [withApi(answersFor(undefined))],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: i18n._(msg`Save draft`) }, patience)
  },
}

export const NewCarPhone: Story = {
  ...NewCar,
  globals: phone,
  tags: ['phone'],
}

/** Saved with nothing typed: the title and the due date say they are required, focus on the first. */
export const ValidationErrors: Story = {
  decorators: [withApi(answersFor(undefined))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: i18n._(msg`Save draft`) }, patience))
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThanOrEqual(2), patience)
  },
}

// --- along the flow ------------------------------------------------------------------------------

/** The requester's draft: the form to complete, and Submit for Assignment. */
export const Draft: Story = {
  args: { id: draftCar.id },
  decorators: [withApi(answersFor(draftCar))],
  play: async ({ canvasElement }) => loaded(canvasElement, draftCar),
}

export const DraftPhone: Story = {
  ...Draft,
  globals: phone,
  tags: ['phone'],
}

/** The assignee's view: the root cause's five whys, the actions, and Submit to Approver 1. */
export const Assigned: Story = {
  args: { id: assignedCar.id },
  decorators: [withApi(answersFor(assignedCar))],
  play: async ({ canvasElement }) => loaded(canvasElement, assignedCar),
}

/** Approver 1 approves on to approver 2: the dialog asks for the comment and approver 2. */
export const AwaitingApprover1Dialog: Story = {
  args: { id: awaitingApprover1Car.id },
  decorators: [withApi(answersFor(awaitingApprover1Car))],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, awaitingApprover1Car)
    const step = i18n._(msg`Submit to Approver 2`)
    await userEvent.click(within(canvasElement).getByRole('button', { name: step }))
    const dialog = await within(document.body).findByRole('dialog', {}, patience)
    await userEvent.click(within(dialog).getByRole('button', { name: step }))
    await waitFor(() => expect(dialog.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2), patience)
  },
}

/** Closed on time: every field as text, the approvals and the effectiveness check's result. */
export const ClosedReadOnly: Story = {
  args: { id: closedCar.id },
  decorators: [withApi(answersFor(closedCar))],
  play: async ({ canvasElement }) => loaded(canvasElement, closedCar),
}

export const ClosedReadOnlyPhone: Story = {
  ...ClosedReadOnly,
  globals: phone,
  tags: ['phone'],
}

// --- failures ------------------------------------------------------------------------------------

/** The CAR could not be read: 'Error loading CAR data or documents', with Try again. */
export const LoadError: Story = {
  args: { id: draftCar.id },
  decorators: [withApi({ ...answersFor(draftCar), 'GET car/car/{id}': apiFailure(500, 'The server could not answer.') })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: i18n._(msg`Error loading CAR data or documents`) }, patience)
  },
}

/** The save failed: 'Error saving CAR data', what was typed still there, and Try again. */
export const SaveError: Story = {
  args: { id: draftCar.id },
  decorators: [withApi({ ...answersFor(draftCar), 'PUT car/car/{id}': apiFailure(500, 'The server could not answer.') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvasElement, draftCar)
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${i18n._(msg`Containment action`)}`) }), 'Hold the damaged pallets.')
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Save`) }))
    await canvas.findByRole('heading', { name: i18n._(msg`Error saving CAR data`) }, patience)
  },
}
