import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverDomains } from '../../scripts/lib/server-domains.mjs';

// The lint zones only guard the folders the domain order names: a folder left out, or a module
// dropped loose into src/server, would escape them.
describe('the server domains', () => {
  const entries = readdirSync(path.join(process.cwd(), 'src/server'), { withFileTypes: true });

  it('name every folder of src/server, once, and only those', () => {
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect([...serverDomains].sort()).toEqual(folders.sort());
    expect(new Set(serverDomains).size).toBe(serverDomains.length);
  });

  it('leave no module loose beside the folders', () => {
    expect(entries.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
  });
});
