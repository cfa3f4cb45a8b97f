#!/usr/bin/env node
// Merges namespaces into the four text sets: `node scripts/messages-merge.mjs part.json`,
// where part.json is { "fr": { "ns": {...} }, "en": {...}, "ar": {...}, "ar-ma": {...} }.
// With `--admin`, into the admin's two sets instead (messages/admin/{fr,en}.json; part has fr, en).
// A lock directory keeps two writers from interleaving.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

const admin = process.argv.includes('--admin');
const partFile = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const part = JSON.parse(readFileSync(partFile, 'utf8'));
const lock = 'messages/.lock';
for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 200) throw new Error('messages/.lock is stuck; remove it');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const locale of admin ? ['fr', 'en'] : ['fr', 'en', 'ar', 'ar-ma']) {
    if (!part[locale]) throw new Error(`part has no "${locale}"`);
    const file = admin ? `messages/admin/${locale}.json` : `messages/${locale}.json`;
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(messages, part[locale]);
    writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
  }
} finally {
  rmdirSync(lock);
}
