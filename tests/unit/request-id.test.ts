import { describe, expect, it } from 'vitest';
import { requestIdOf } from '../../scripts/lib/request-id.mjs';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf (scripts/serve.mjs: the id every log line of a request carries)', () => {
  it('makes a new id for each request when no proxy is trusted, whatever the client sent', () => {
    const first = requestIdOf('chosen-by-the-client', 0);
    expect(first).toMatch(uuid);
    expect(requestIdOf(undefined, 0)).toMatch(uuid);
    expect(requestIdOf(undefined, 0)).not.toBe(requestIdOf(undefined, 0));
  });

  it("keeps a trusted proxy's id when it looks like one", () => {
    for (const id of [
      '3f2b8c1d9e7a4b6c8d0e1f2a3b4c5d6e',
      '0b9a7c0e-4c1d-4f4e-9a63-1c1a8e6f2b7d',
      'Root=1-67891233-abcdef012345678912345678',
      'req_01HZX.42:7/+',
      'a'.repeat(128),
    ])
      expect(requestIdOf(id, 1), id).toBe(id);
  });

  it('makes a new one when the id is empty, too long, repeated or carries anything else', () => {
    for (const header of [
      '',
      'a'.repeat(129),
      'two words',
      'line\r\nbreak',
      '<script>',
      '"quoted"',
      '-starts-with-a-dash',
      'é',
      ['one', 'two'],
      undefined,
    ])
      expect(requestIdOf(header, 2), String(header)).toMatch(uuid);
  });
});
