import * as t from '../schema'
import { DAY, type IdOf, type Tx } from './context'

/** Help pages in English and French, by help page id (MHMID). */
export async function seedHelpPages(tx: Tx): Promise<void> {
  const help = (mid: string, en: [string, string], fr: [string, string]) => [
    { mid, lang: 'en', title: en[0], html: en[1] },
    { mid, lang: 'fr', title: fr[0], html: fr[1] },
  ]
  await tx
    .insert(t.helpPages)
    .values([
      ...help(
        'SHOWHELP',
        [
          'Using the portal',
          '<p>Choose a menu at the top, then a page in the side menu. Your preferences are under <em>Home › User Preferences</em>.</p>',
        ],
        [
          'Utiliser le portail',
          '<p>Choisissez un menu en haut, puis une page dans le menu latéral. Vos préférences se trouvent sous <em>Accueil › Préférences</em>.</p>',
        ],
      ),
      ...help(
        'QPM-HELP',
        ['Quality manual', '<p>Read your required readings first; bookmarks keep the documents you use often.</p>'],
        [
          'Manuel qualité',
          '<p>Lisez d’abord vos lectures obligatoires; les signets gardent les documents que vous consultez souvent.</p>',
        ],
      ),
      ...help(
        'SHIPMENTS',
        [
          'Tracing shipments',
          '<p>Search by probill number (10 digits), bill of lading, or pickup and delivery dates.</p>',
        ],
        [
          'Repérage des envois',
          '<p>Cherchez par numéro de probill (10 chiffres), connaissement, ou dates de cueillette et de livraison.</p>',
        ],
      ),
      ...help(
        'PUSHREPORT',
        ['Push reports', '<p>A push report sends the result of a search to you by e-mail on a schedule.</p>'],
        [
          'Rapports programmés',
          '<p>Un rapport programmé vous envoie le résultat d’une recherche par courriel selon un horaire.</p>',
        ],
      ),
      ...help(
        'UA-PREF',
        ['User preferences', '<p>Set your language, theme and default account.</p>'],
        ['Préférences', '<p>Choisissez votre langue, votre thème et votre compte par défaut.</p>'],
      ),
    ])
}

/** A few ratings of pages, from both companies. */
export async function seedRatings(tx: Tx, options: { now: Date; companyId: IdOf; userId: IdOf }): Promise<void> {
  const { now, companyId, userId } = options
  await tx.insert(t.ratings).values([
    {
      userId: userId('customer'),
      companyId: companyId('freight'),
      cmid: 'SHIPMENTS',
      rating: 5,
      comment: 'Fast tracing.',
      createdAt: new Date(now.getTime() - 200 * DAY),
    },
    {
      userId: userId('sales'),
      companyId: companyId('freight'),
      cmid: 'PUSHREPORT',
      rating: 4,
      createdAt: new Date(now.getTime() - 150 * DAY),
    },
    {
      userId: userId('bemployee'),
      companyId: companyId('benefits'),
      cmid: 'ANO-SHOW',
      rating: 3,
      comment: 'Clear.',
      createdAt: new Date(now.getTime() - 100 * DAY),
    },
  ])
}
