import assert from 'node:assert/strict';
import { test } from 'node:test';
import { controlEndpoints } from '../contracts/control.js';
import { servedHelp } from './emulator-help.js';

test('cardlab emulator --help names every interface, the pages and every control endpoint', () => {
  const help = servedHelp();
  for (const words of ['Card Management v1   41 operations', 'Card Management v2   8 endpoints', 'E-commerce gateway', 'P2P gateway', 'payment page', 'P2P transfer page', '/acs/challenge', 'GET <url>/__emulator/sandbox']) {
    assert.ok(help.includes(words), words);
  }
  for (const endpoint of Object.values(controlEndpoints)) assert.match(help, new RegExp(`${endpoint.method}\\s+${endpoint.path}\\n`));
});
