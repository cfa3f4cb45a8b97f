// Issue 30: "two editors on one document see who else is editing". Each open screen refreshes its
// row; another editor's screen names it while it is fresh, and no longer once it left or fell
// silent past the window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leaveDocument,
  notePresence,
  presenceWindowMs,
} from '@/server/presence/editing-presence.server';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const lea = { id: 'staff-lea', label: 'Léa' };
const omar = { id: 'staff-omar', label: 'omar@example.ch' };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 10, 0, seconds));

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

describe(`who else has a document open (${lane})`, () => {
  it('names the others on the same document only, from when they opened it, until they leave', async () => {
    const db = database.db;
    expect(await notePresence(db, 'services:reporting', lea, at(0))).toEqual([]);
    expect(await notePresence(db, 'pages:home', omar, at(5))).toEqual([]);
    expect(await notePresence(db, 'services:reporting', omar, at(10))).toEqual([
      { label: 'Léa', since: at(0).toISOString() },
    ]);
    // Léa's refresh keeps her first opening time, and she sees Omar.
    expect(await notePresence(db, 'services:reporting', lea, at(15))).toEqual([
      { label: 'omar@example.ch', since: at(10).toISOString() },
    ]);
    await leaveDocument(db, 'services:reporting', omar.id);
    expect(await notePresence(db, 'services:reporting', lea, at(20))).toEqual([]);
  });

  it('drops a screen that fell silent past the window, and counts it anew when it comes back', async () => {
    const db = database.db;
    await notePresence(db, 'faq:tarifs', lea, at(0));
    const lateMs = presenceWindowMs + 1000;
    const later = new Date(at(0).getTime() + lateMs);
    expect(await notePresence(db, 'faq:tarifs', omar, later)).toEqual([]);
    const back = new Date(later.getTime() + 1000);
    await notePresence(db, 'faq:tarifs', lea, back);
    expect(await notePresence(db, 'faq:tarifs', omar, new Date(back.getTime() + 1000))).toEqual([
      { label: 'Léa', since: back.toISOString() },
    ]);
  });
});
