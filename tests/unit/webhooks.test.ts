import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from '@/config/webhook-allow-list';
import {
  isForbiddenAddress,
  mayCallScheme,
  mayConnect,
} from '@/server/webhooks/address-check.server';
import { postWebhook, type Resolve } from '@/server/webhooks/webhook-post.server';
import {
  newWebhookSecret,
  openWebhookSecret,
  sealWebhookSecret,
  signingSecrets,
  webhookSignatureHeaders,
} from '@/server/webhooks/webhook-secret.server';

/*
 * Outgoing webhooks (issue 32, decision 078): the signature against the Standard Webhooks
 * specification's published vector, the sealed secret, the address checks, and a POST whose DNS
 * answer changes between the check and the connection.
 */

describe('signature', () => {
  it('matches the specification’s test vector', () => {
    // standard-webhooks/standard-webhooks, libraries/javascript/src/webhook.test.ts, "sign function works".
    const headers = webhookSignatureHeaders(
      ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      new Date(1614265330 * 1000),
      '{"test": 2432232314}',
    );
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('is verified by a receiver with the secret, and refused with another or a changed body', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const body = JSON.stringify({ type: 'contact.created', data: { name: 'سلمى' } });
    const headers = webhookSignatureHeaders([secret], 'msg_1', new Date(), body);
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({ type: 'contact.created' });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
  });

  it('carries one signature per secret, space-separated, each verified by its own secret', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const body = '{"type":"contact.created"}';
    const at = new Date();
    const headers = webhookSignatureHeaders([current, previous], 'msg_2', at, body);
    const one = (secret: string) => webhookSignatureHeaders([secret], 'msg_2', at, body);
    expect(headers['webhook-signature']).toBe(
      `${one(current)['webhook-signature']} ${one(previous)['webhook-signature']}`,
    );
    expect(headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    for (const secret of [current, previous])
      expect(new Webhook(secret).verify(body, headers)).toEqual({ type: 'contact.created' });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('signs with the replaced secret too until its overlap ends, then with the new one only', () => {
    const appSecret = 'app-secret-of-at-least-32-characters!!';
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const until = new Date('2026-11-30T12:00:00Z');
    const endpoint = {
      secret_sealed: sealWebhookSecret(appSecret, current),
      previous_secret_sealed: sealWebhookSecret(appSecret, previous),
      previous_secret_expires_at: until.toISOString(),
    };
    expect(signingSecrets(appSecret, endpoint, new Date(until.getTime() - 1))).toEqual([
      current,
      previous,
    ]);
    expect(signingSecrets(appSecret, endpoint, until)).toEqual([current]);
    expect(
      signingSecrets(
        appSecret,
        { ...endpoint, previous_secret_sealed: null, previous_secret_expires_at: null },
        new Date(0),
      ),
    ).toEqual([current]);
  });

  it('keeps the secret sealed with the app secret', () => {
    const secret = newWebhookSecret();
    const sealed = sealWebhookSecret('app-secret-of-at-least-32-characters!!', secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(openWebhookSecret('app-secret-of-at-least-32-characters!!', sealed)).toBe(secret);
    expect(() => openWebhookSecret('another-app-secret-of-32-characters!!!', sealed)).toThrow();
  });
});

describe('address checks', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '169.254.1.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('lets %s through', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('lets the allow-list’s hosts, addresses and networks through', () => {
    const allowList = parseAllowList('n8n.internal, 127.0.0.1 10.8.0.0/16,fd00::/8');
    expect(mayConnect(allowList, 'n8n.internal', '192.168.1.5')).toBe(true);
    expect(mayConnect(allowList, 'hooks.test', '127.0.0.1')).toBe(true);
    expect(mayConnect(allowList, 'hooks.test', '10.8.3.4')).toBe(true);
    expect(mayConnect(allowList, 'hooks.test', '10.9.3.4')).toBe(false);
    expect(mayConnect(allowList, 'hooks.test', 'fd00::5')).toBe(true);
    expect(mayConnect(allowList, 'hooks.test', '169.254.169.254')).toBe(false);
    expect(() => parseAllowList('10.0.0.0/99')).toThrow(/10\.0\.0\.0\/99/);
    expect(() => parseAllowList('http://n8n')).toThrow();
  });
});

describe('scheme', () => {
  it('calls only https on a deployed site, but for the allow-list’s hosts', () => {
    const allowList = parseAllowList('n8n.internal, 10.0.0.5');
    expect(mayCallScheme('https://hooks.example.com/x', true, allowList)).toBe(true);
    expect(mayCallScheme('http://hooks.example.com/x', true, allowList)).toBe(false);
    expect(mayCallScheme('http://hooks.example.com/x', false, allowList)).toBe(true);
    expect(mayCallScheme('http://n8n.internal:5678/webhook/x', true, allowList)).toBe(true);
    expect(mayCallScheme('http://10.0.0.5/webhook/x', true, allowList)).toBe(true);
  });
});

describe('a POST whose DNS answer changes between check and connection', () => {
  let server: Server;
  let port = 0;
  const received: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        response.writeHead(request.url === '/redirect' ? 302 : 204, { location: '/elsewhere' });
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A resolver answering `first` once, then `later`; counts its calls. */
  function changingResolver(first: string, later: string) {
    const calls: string[] = [];
    const resolve: Resolve = async (hostname) => {
      calls.push(hostname);
      return [{ address: calls.length === 1 ? first : later, family: 4 }];
    };
    return { resolve, calls };
  }

  it('connects to the address that was checked, resolving once', async () => {
    // Allowed: the first answer (this machine, allow-listed); the next one would be the metadata address.
    const { resolve, calls } = changingResolver('127.0.0.1', '169.254.169.254');
    const answer = await postWebhook(
      `http://hooks.test:${port}/in`,
      '{"a":1}',
      {},
      {
        allowList: parseAllowList('127.0.0.1'),
        resolve,
      },
    );
    expect(answer).toMatchObject({ answered: true, status: 204 });
    expect(calls).toEqual(['hooks.test']);
    expect(received).toContain('{"a":1}');
  });

  it('refuses a name whose checked answer is private, whatever it answers later', async () => {
    const { resolve, calls } = changingResolver('10.0.0.7', '127.0.0.1');
    const before = received.length;
    const answer = await postWebhook(
      `http://hooks.test:${port}/in`,
      '{"b":2}',
      {},
      {
        allowList: parseAllowList('127.0.0.1'),
        resolve,
      },
    );
    expect(answer).toMatchObject({ answered: false });
    expect(answer.answered ? '' : answer.error).toMatch(/refused address 10\.0\.0\.7/);
    expect(calls).toHaveLength(1);
    expect(received).toHaveLength(before);
  });

  it('refuses loopback and mapped loopback literals without an allow-list, and follows no redirect', async () => {
    const none = parseAllowList(undefined);
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::1]'])
      expect(
        await postWebhook(`http://${host}:${port}/in`, '{}', {}, { allowList: none }),
      ).toMatchObject({ answered: false });
    const redirected = await postWebhook(
      `http://127.0.0.1:${port}/redirect`,
      '{}',
      {},
      {
        allowList: parseAllowList('127.0.0.1'),
      },
    );
    expect(redirected).toMatchObject({ answered: true, status: 302 });
  });
});
