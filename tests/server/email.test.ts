import { emailHistory } from '@server/db/schema'
import { createMailTransport, type MailTransport, type OutgoingMail } from '@server/lib/smtp'
import { contract } from '@shared/contract'
import { desc } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

let server: TestServer
const tokens: Record<string, string> = {}
const outbox: { mail: OutgoingMail; raw: string }[] = []
let refuse = false

// Only the delivery leaves the real path: nodemailer builds the whole message, then streams it here.
const relay = createMailTransport({ streamTransport: true, buffer: true, newline: 'unix' })
const mailer: MailTransport = {
  async send(mail) {
    if (refuse) throw new Error('550 relay refused')
    const info = (await relay.send(mail)) as { message: Buffer }
    const raw = info.message.toString()
    outbox.push({ mail, raw })
  },
}

beforeAll(async () => {
  server = await startServer({}, { mailer })
  for (const username of ['admin', 'customer', 'limited']) tokens[username] = (await server.login(username)).token
})
afterAll(() => server?.close())

const lastHistory = async () =>
  (await server.database.db.select().from(emailHistory).orderBy(desc(emailHistory.id)).limit(1))[0]!

describe('POST email/send', () => {
  it('validates the recipients and the subject; the content may be empty', async () => {
    const result = await server.call('POST', 'email/send', {
      token: tokens.admin,
      json: { subject: ' ', content: '<p>&nbsp;</p><br>', to: [], cc: 'a@example.com, not-an-address' },
    })
    expect(result.status).toBe(400)
    expect(result.body.errors).toMatchObject({
      subject: 'Field is required',
      to: 'Field is required',
      cc: 'Invalid email address',
    })
    const twice = await server.call('POST', 'email/send', {
      token: tokens.admin,
      json: { subject: 'Hi', content: '<p>x</p>', to: 'a@example.com A@example.com' },
    })
    expect(twice.body.errors.to).toBe('Each recipient may appear only once')
    const across = await server.call('POST', 'email/send', {
      token: tokens.admin,
      json: { subject: 'Hi', content: '<p>x</p>', to: ['a@example.com'], bcc: ['a@example.com'] },
    })
    expect(across.status).toBe(400)
    expect(across.body.errors.bcc).toBe('Each recipient may appear only once')
    const bare = await server.call('POST', 'email/send', { token: tokens.admin, json: { subject: 'Hi', to: ['a@example.com'] } })
    expect(bare.status).toBe(200)
    expect((await server.call('POST', 'email/send', { json: { subject: 'x' } })).status).toBe(401)
  })

  it('sanitises the HTML, records the message in the history and sends it', async () => {
    const before = outbox.length
    const result = await server.call('POST', 'email/send', {
      token: tokens.admin,
      json: {
        subject: 'Pickup update',
        content:
          '<p onclick="steal()">Your pickup is <strong>confirmed</strong>.<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="http://tracker.example/p.gif">',
        additionalContent: '<p>Northway Freight</p><iframe src="https://evil.example"></iframe>',
        to: 'dock@shipper.example, manager@shipper.example',
        cc: ['billing@shipper.example'],
      },
    })
    expect(result.status).toBe(200)
    expect(v.parse(contract.general.emailSend.response, result.body)).toMatchObject({ delivery: 'sent', message: 'Email sent' })
    expect(outbox).toHaveLength(before + 1)
    const row = await lastHistory()
    expect(row).toMatchObject({
      id: result.body.id,
      sender: 'admin',
      to: ['dock@shipper.example', 'manager@shipper.example'],
      cc: ['billing@shipper.example'],
      bcc: [],
      subject: 'Pickup update',
      delivery: 'sent',
    })
    expect(row.html).toContain('<strong>confirmed</strong>')
    expect(row.html).toContain('<p>Northway Freight</p>')
    for (const bad of ['script', 'onclick', 'javascript:', 'iframe', 'tracker.example']) expect(row.html).not.toContain(bad)
    expect(outbox.at(-1)!.mail.html).toBe(row.html)
  })

  it('records a refused delivery as failed and answers 502', async () => {
    refuse = true
    try {
      const result = await server.call('POST', 'email/send', {
        token: tokens.admin,
        json: { subject: 'Will fail', content: '<p>x</p>', to: ['a@example.com'] },
      })
      expect(result.status).toBe(502)
      expect(result.body.delivery).toBe('failed')
      expect(await lastHistory()).toMatchObject({ subject: 'Will fail', delivery: 'failed', error: '550 relay refused' })
    } finally {
      refuse = false
    }
  })
})

describe('doclib e-mail', () => {
  async function bolEntry() {
    const list = await server.call('GET', 'doclib/library/portal/DOCLIB-BOL?reference__iexact=4410023571', {
      token: tokens.admin,
      headers: { cmid: 'DOCLIB-BOL' },
    })
    return list.body.results[0].dlref as number
  }

  it('prefills the form and sends the entry documents from storage', async () => {
    const dlref = await bolEntry()
    const form = await server.call('GET', `doclib/email?dlref=${dlref}`, { token: tokens.admin, headers: { cmid: 'DOCLIB-BOL' } })
    expect(form.status).toBe(200)
    expect(form.body.subject).toBe('Bills of Lading: Bill of lading 4410023571')
    expect(form.body.attachments).toEqual([{ id: expect.any(String), filename: 'bill-of-lading-4410023571.pdf', size: expect.any(Number) }])

    const sent = await server.call('POST', 'doclib/email', {
      token: tokens.admin,
      headers: { cmid: 'DOCLIB-BOL' },
      json: { dlref, subject: form.body.subject, content: form.body.content, to: ['consignee@example.com'] },
    })
    expect(sent.status).toBe(200)
    const raw = outbox.at(-1)!.raw
    expect(raw).toContain('To: consignee@example.com')
    expect(raw).toMatch(/Content-Type: application\/pdf; name=bill-of-lading-4410023571\.pdf/)
    // The PDF travels base64-encoded: about 4/3 of its size.
    expect(raw.length).toBeGreaterThan(form.body.attachments[0].size)
    expect((await lastHistory()).attachments).toEqual(form.body.attachments)
  })

  it('keeps another customer from e-mailing an entry that is not theirs', async () => {
    const list = await server.call('GET', 'doclib/library/portal/DOCLIB-POD?reference__iexact=4410023571', {
      token: tokens.customer,
      headers: { cmid: 'DOCLIB-POD' },
    })
    const dlref = list.body.results[0].dlref
    const result = await server.call('POST', 'doclib/email', {
      token: tokens.limited,
      headers: { cmid: 'DOCLIB-POD' },
      json: { dlref, subject: 'x', content: '<p>x</p>', to: ['a@example.com'] },
    })
    expect(result.status).toBe(404)
  })
})
