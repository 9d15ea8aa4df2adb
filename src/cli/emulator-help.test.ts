import assert from 'node:assert/strict';
import { test } from 'node:test';
import { controlEndpoints } from '../contracts/control.js';
import { servedHelp } from './emulator-help.js';

test('cardlab emulator --help names every interface, the pages and every control endpoint', () => {
  const help = servedHelp();
  for (const words of ['Card Management v1   41 operations', 'Card Management v2   8 endpoints', 'E-commerce gateway', 'P2P gateway', 'payment page', 'P2P transfer page', '/acs/challenge', 'GET <url>/__emulator/sandbox']) {
    assert.ok(help.includes(words), words);
  }
  for (const endpoint of Object.values(controlEndpoints)) assert.match(help, new RegExp(`${endpoint.method}\\s+${endpoint.path}(\\s+one account: \\S+)?\\n`));
  // The per-account calls, reset and clock first of all (README, "Running a shared sandbox").
  assert.match(help, /POST \/__emulator\/reset +one account: \/__emulator\/sandboxes\/<id>\/reset\n/);
  assert.match(help, /POST \/__emulator\/clock +one account: \/__emulator\/sandboxes\/<id>\/clock\n/);
  assert.match(help, /GET {2}\/__emulator\/sandbox +one account: \/__emulator\/sandboxes\/<id>\n/);
});
