import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { SEVERITY_TAGS, severityOf, suitesOf } from './allure.js';

test('severity comes from the most severe severity tag, normal without one', () => {
  assert.equal(severityOf(['@v2']), 'normal');
  assert.equal(severityOf(['@minor', '@critical']), 'critical');
  assert.equal(severityOf(['@trivial']), 'trivial');
});

test('the Suites tab groups by interface, feature and rule', () => {
  assert.deepEqual(suitesOf(['@ecom', '@tii'], 'Stored credentials', 'A recurring payment needs an agreement'), {
    parentSuite: 'E-commerce gateway',
    suite: 'Stored credentials',
    subSuite: 'A recurring payment needs an agreement',
  });
  assert.deepEqual(suitesOf(['@v1'], 'Limits', undefined), { parentSuite: 'Card Management v1', suite: 'Limits' });
});

test('every feature that moves money is @blocker or @critical, and no feature has two severities', () => {
  const features = readdirSync('features', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.feature'));
  assert.ok(features.length > 20);
  for (const file of features) {
    const tags = readFileSync(path.join('features', file), 'utf8').split('\n')[0]!.split(/\s+/).filter((t) => t.startsWith('@'));
    const severities = tags.filter((t) => (SEVERITY_TAGS as readonly string[]).includes(t.slice(1)));
    assert.ok(severities.length <= 1, `${file}: ${severities.join(' ')}`);
    if (tags.includes('@ledger')) assert.match(severityOf(tags), /^(blocker|critical)$/, `${file} moves money`);
  }
});
