#!/usr/bin/env node
// Merges namespaces into the four text sets: `node scripts/messages-merge.mjs part.json`,
// where part.json is { "fr": { "ns": {...} }, "en": {...}, "ar": {...}, "ar-ma": {...} }.
// A lock directory keeps two writers from interleaving.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

const part = JSON.parse(readFileSync(process.argv[2], 'utf8'));
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
  for (const locale of ['fr', 'en', 'ar', 'ar-ma']) {
    if (!part[locale]) throw new Error(`part has no "${locale}"`);
    const file = `messages/${locale}.json`;
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(messages, part[locale]);
    writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
  }
} finally {
  rmdirSync(lock);
}
