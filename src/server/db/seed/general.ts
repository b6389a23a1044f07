import * as t from '../schema'
import { DAY, type IdOf, type Tx } from './context'

/** The home page's announcements, in English and French, live, ended and without end. */
export async function seedAnnouncements(tx: Tx, options: { now: Date; companyId: IdOf }): Promise<void> {
  const { now, companyId } = options
  const announcement = (
    company: string,
    lang: string,
    title: string,
    html: string,
    startsDaysAgo: number,
    endsInDays: number | null,
    sequence = 0,
  ) => ({
    companyId: companyId(company),
    lang,
    title,
    html,
    startsAt: new Date(now.getTime() - startsDaysAgo * DAY),
    endsAt: endsInDays === null ? null : new Date(now.getTime() + endsInDays * DAY),
    sequence,
  })
  await tx
    .insert(t.announcements)
    .values([
      announcement(
        'freight',
        'en',
        'Holiday schedule',
        '<p>Our terminals close on <strong>December 25 and 26</strong>. Pickup requests are not accepted during the holidays.</p>',
        3,
        60,
        1,
      ),
      announcement(
        'freight',
        'fr',
        'Horaire des fêtes',
        '<p>Nos terminaux sont fermés les <strong>25 et 26 décembre</strong>. Les demandes de cueillette ne sont pas acceptées pendant les fêtes.</p>',
        3,
        60,
        1,
      ),
      announcement(
        'freight',
        'en',
        'New multiple tracing',
        '<p>Trace up to 50 probills at once from <em>Shipping › Multiple Tracing</em>.</p>',
        10,
        null,
        2,
      ),
      announcement(
        'freight',
        'fr',
        'Nouveau repérage multiple',
        '<p>Repérez jusqu’à 50 probills à la fois dans <em>Expédition › Repérage multiple</em>.</p>',
        10,
        null,
        2,
      ),
      announcement('freight', 'en', 'Spring rate update', '<p>The spring rate update has ended.</p>', 120, -30, 3),
      announcement(
        'benefits',
        'en',
        'Open enrolment',
        '<p>Open enrolment for next year runs until the end of the month.</p>',
        2,
        30,
      ),
      announcement(
        'benefits',
        'fr',
        'Période d’inscription',
        '<p>La période d’inscription pour l’an prochain se termine à la fin du mois.</p>',
        2,
        30,
      ),
    ])
}
