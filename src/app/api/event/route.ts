import { ingestBeacon } from '@/server/analytics/ingest.server';

/** The audience beacon's endpoint (public/a.js, decision 077). */
export const POST = ingestBeacon;
