import { endpoints, findEndpoint } from '@shared/contract'
import type { Locale } from '@shared/i18n'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { logger } from 'hono/logger'
import { secureHeaders } from 'hono/secure-headers'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { serveApp } from './http/app-files'
import { createDispatcher } from './http/dispatch'
import { compressAnswers } from './http/encoding'
import { firstViewScriptSources } from './http/first-view'
import { isMaintenancePing, maintenanceStatus } from './http/maintenance'
import { dataException } from './http/validate'
import { installServerTranslator, requestLocale, translateTo } from './i18n'
import type { Deps } from './lib/context'
import { errorPayload, HttpError } from './lib/errors'
import { createMailTransport } from './lib/smtp'
import { httpMessages } from './messages'
import { handlers, registerPages } from './modules'
import { diskStorage } from './storage'

/** Storage and mail default to the configuration's (DATA_DIR/files, SMTP_URL). */
export type AppDeps = Omit<Deps, 'storage' | 'mailer'> & Partial<Pick<Deps, 'storage' | 'mailer'>>

type Env = { Variables: { locale: Locale } }

// Analytics is the only third party the portal loads (document 1 section 4).
const analytics = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // The sign-in page's first view comes with one inline script, allowed by its hash alone.
    scriptSrc: ["'self'", ...firstViewScriptSources(), 'https://www.googletagmanager.com'],
    // styled-components writes <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...analytics],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...analytics],
    frameSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
})

/** Every implemented endpoint of the contract must have its handler, checked once at start. */
function assertHandlers() {
  const missing = endpoints.filter(([id, entry]) => entry.implemented && !handlers[id]).map(([id]) => id)
  if (missing.length) throw new Error(`Endpoints without a handler: ${missing.join(', ')}`)
}

/** The portal's HTTP application: /api through the contract, the maintenance ping, the built app. */
export function createApp(appDeps: AppDeps): Hono<Env> {
  installServerTranslator()
  assertHandlers()
  const app = new Hono<Env>()
  const { config } = appDeps
  const deps: Deps = {
    ...appDeps,
    storage: appDeps.storage ?? diskStorage(config.storageDir),
    mailer: appDeps.mailer !== undefined ? appDeps.mailer : config.smtpUrl ? createMailTransport(config.smtpUrl) : null,
  }

  if (config.log) app.use(logger())
  app.use(headers)
  app.use('/api/*', async (c, next) => {
    await next()
    // Set on the answer's headers: c.header() after the answer exists would rebuild it around its body
    // as a stream, and every answer would then be read back in chunks before it is sent.
    c.res.headers.set('Cache-Control', 'no-store')
  })
  // Answers of 1 KiB or more go compressed to a client that takes it (downloads and streams never).
  app.use('/api/*', compressAnswers())
  const limit = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: () => {
      throw new HttpError(413, httpMessages.tooLarge, { code: 'BODY_TOO_LARGE' })
    },
  })
  // Uploads stream their files with a per-file cap instead of the body limit.
  app.use('/api/*', (c, next) =>
    findEndpoint(c.req.method, c.req.path)?.endpoint.upload ? next() : limit(c, next),
  )
  app.all('/api', () => {
    throw new HttpError(404, httpMessages.notFound, { code: 'NO_SUCH_API' })
  })
  app.all('/api/*', createDispatcher(deps, handlers))

  registerPages(app, deps)
  app.get('/', async (c, next) => (isMaintenancePing(c) ? maintenanceStatus(c, deps) : next()))
  serveApp(app, config.appDir, () => new Response(translateTo('en', httpMessages.appMissing), { status: 404 }))

  // Every error of a request ends here: an expected one answers its status, anything else answers 500
  // and is logged once. Nothing thrown here may reach the process.
  app.onError((thrown, c) => {
    try {
      // A value the database refused as data answers 400, not 500.
      const error = dataException(thrown) ?? thrown
      const locale = c.get('locale') ?? requestLocale(c.req.header('accept-language'))
      if (error instanceof HttpError) {
        if (error.status === 500) console.error(error)
        for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value)
        const message = translateTo(locale, error.descriptor, error.options.values)
        return c.json(errorPayload(error.status, message, error.options), error.status as ContentfulStatusCode)
      }
      if (error instanceof HTTPException && error.status < 500) {
        return c.json(errorPayload(error.status, error.message || 'Error'), error.status as ContentfulStatusCode)
      }
      console.error(error)
      return c.json(errorPayload(500, translateTo(locale, httpMessages.unexpected)), 500)
    } catch (failure) {
      console.error(failure)
      return new Response(JSON.stringify(errorPayload(500, 'Internal Server Error')), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      })
    }
  })
  return app
}
