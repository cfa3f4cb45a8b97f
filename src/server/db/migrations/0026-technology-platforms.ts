import type { Kysely } from 'kysely';

/**
 * The home's technologies become a list an editor can change (decision 063): the section held
 * one role per platform (`n8n`, `openai`, `whatsapp`, `shopify`) while the names and addresses
 * were code. Each stored language now holds `platforms`, the same four in the same order, with
 * the role the editor left as its `purpose`; the names and addresses are the ones the code showed (French holds
 * the address, the same in every language). Content already converted, or not JSON, is left.
 */
const platforms = [
  { id: 'n8n', name: 'n8n', url: 'https://n8n.io' },
  { id: 'openai', name: 'OpenAI', url: 'https://openai.com' },
  { id: 'whatsapp', name: 'WhatsApp Business', url: 'https://business.whatsapp.com' },
  { id: 'shopify', name: 'Shopify', url: 'https://www.shopify.com' },
] as const;

interface TranslationRow {
  locale: string;
  content: string;
}

function converted(row: TranslationRow): string | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(row.content);
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null || 'platforms' in stored) return undefined;
  const roles = stored as Record<string, unknown>;
  const { n8n: _n8n, openai: _openai, whatsapp: _whatsapp, shopify: _shopify, ...rest } = roles;
  return JSON.stringify({
    ...rest,
    platforms: platforms.map(({ id, name, url }) => ({
      id,
      name,
      ...(row.locale === 'fr' ? { url } : {}),
      purpose: typeof roles[id] === 'string' ? roles[id] : '',
    })),
  });
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as Kysely<{
    page_section_translation: TranslationRow & { page: string; section: string };
  }>;
  const rows = await typed
    .selectFrom('page_section_translation')
    .select(['locale', 'content'])
    .where('page', '=', 'home')
    .where('section', '=', 'technologies')
    .execute();
  for (const row of rows) {
    const content = converted(row);
    if (content === undefined) continue;
    await typed
      .updateTable('page_section_translation')
      .set({ content })
      .where('page', '=', 'home')
      .where('section', '=', 'technologies')
      .where('locale', '=', row.locale)
      .execute();
  }
}
