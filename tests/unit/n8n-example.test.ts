import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, webhookSignatureHeaders } from '@/server/webhooks/webhook-secret.server';

/*
 * The n8n Code node of docs/integrations.md, run as n8n runs it (issue 32): an async function body
 * with `require`, `$env`, `$input` and `this.helpers`, given what n8n's Webhook node hands on with
 * "Raw Body" on — the request's headers (Node's, lower-cased) in the item's JSON and its bytes as
 * the binary property `data`. No n8n here: this proves the snippet verifies our real signature,
 * including the two signatures of a secret being rotated, and refuses what it must.
 */

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  ...parameters: string[]
) => (...values: unknown[]) => Promise<unknown>;

function documentedCodeNode(): string {
  const guide = readFileSync('docs/integrations.md', 'utf8');
  const section = guide.slice(guide.indexOf('### n8n'));
  const block = /```js\n([\s\S]*?)\n\s*```/.exec(section)?.[1];
  if (!block) throw new Error('no JavaScript block in the n8n section of docs/integrations.md');
  // The block sits in a list item: its lines are indented by the item's three spaces.
  return block.replace(/^ {3}/gm, '');
}

function runCodeNode(secret: string, headers: Record<string, string>, body: string) {
  const codeNode = new AsyncFunction('require', '$env', '$input', documentedCodeNode());
  const item = { json: { headers }, binary: { data: { mimeType: 'application/json' } } };
  const helpers = {
    getBinaryDataBuffer: async (index: number, property: string) => {
      expect([index, property]).toEqual([0, 'data']);
      return Buffer.from(body, 'utf8');
    },
  };
  return codeNode.call(
    { helpers },
    createRequire(import.meta.url),
    { SITE_WEBHOOK_SECRET: secret },
    { first: () => item },
  );
}

const event = { type: 'contact.created', data: { name: 'Amélie Favre', message: 'مرحبا' } };
const body = JSON.stringify(event);

describe('the n8n example of docs/integrations.md', () => {
  it('passes on a delivery signed with the secret, also beside a rotated-out one', async () => {
    const secret = newWebhookSecret();
    const headers = webhookSignatureHeaders(
      [newWebhookSecret(), secret],
      'msg_n8n',
      new Date(),
      body,
    );
    await expect(runCodeNode(secret, headers, body)).resolves.toEqual([{ json: event }]);
  });

  it('refuses another secret, a changed body and an old timestamp', async () => {
    const secret = newWebhookSecret();
    const now = new Date();
    const signed = webhookSignatureHeaders([secret], 'msg_n8n', now, body);
    await expect(runCodeNode(newWebhookSecret(), signed, body)).rejects.toThrow(
      'invalid webhook signature',
    );
    await expect(runCodeNode(secret, signed, body.replace('Amélie', 'Amelie'))).rejects.toThrow(
      'invalid webhook signature',
    );
    const old = webhookSignatureHeaders(
      [secret],
      'msg_n8n',
      new Date(now.getTime() - 600_000),
      body,
    );
    await expect(runCodeNode(secret, old, body)).rejects.toThrow('invalid webhook signature');
  });
});
