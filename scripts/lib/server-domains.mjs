/**
 * The domains of `src/server/`, lowest first: a domain imports only those before it, never one
 * after (eslint.config.mjs turns this into lint zones; docs/architecture.md, "Server domains",
 * says what each holds). A new domain is one folder and one line here, placed above what it uses.
 */
export const serverDomains = [
  'db', // connection, schema, migrations, the seed's ledger, SQL helpers
  'lifecycle', // the shutdown hook the background jobs register
  'errors', // the 400 page's answer
  'security', // the app secret, client address, same-origin check, CSP
  'rate-limit',
  'cache', // the one place that expires cached content; bounded stores; change listener
  'mail', // the outbox, its workers and lanes, templates, SMTP
  'audit', // the audit log
  'webhooks', // signed outgoing webhooks: endpoints, the deliveries' queue and worker (decision 078)
  'versions', // every edited document's versions (decision 064)
  'drafts', // working copies of documents edited through one form (decision 071)
  'bin', // deleted documents kept 30 days to be restored (decision 065)
  'presence', // who else has a document open in the admin
  'auth', // better-auth, guards, sign-in, own account, staff accounts, fresh proof
  'preview', // whether a request previews drafts: draft mode and a staff session (decision 069)
  'admin', // the admin shell: its language, unavailable page, answers, CSV export, dashboard counts
  'translated-content', // what every translated content kind shares
  'site-settings', // the agency's name, contact details, links, figures (admins)
  'redirects',
  'blog',
  'page-sections', // pages made of sections: home, about, legal pages (decisions 047, 051, 053)
  'services',
  'testimonials',
  'faq', // the FAQ entries and the pages they are placed on
  'landing-pages', // the landing pages /services/{slug}: content, its redirects when renamed or deleted
  'schedules', // drafts published at a chosen time, for every kind with drafts (decision 070)
  'uploads',
  'media', // the media library: each upload's texts per language, focal point, uses, deletion
  'og', // social cards
  'analytics', // cookie-free audience counting: salt, visit hash, beacon ingestion, rollups (077)
  'forms', // the public forms' shared pipeline
  'contact', // contact requests, the form's service options
  'bookings', // Cal.com bookings received as leads of the contact inbox (decision 079)
  'newsletter', // subscriptions, campaigns, subscribers
  'privacy', // a person's data across domains
  'translation-status', // where every kind's translations stand against French, across domains
  'retention', // the purge of expired data across domains
  'sitemap', // the sitemaps and which pages are live
  'http', // an unknown path's answer, the 404 log
  'health',
  'content-files', // every editable content kind as JSON files: export, checked import
  'seed', // the spec's content, written on every start
  'background', // starts and stops every domain's background jobs
];
