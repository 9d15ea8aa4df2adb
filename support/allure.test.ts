import assert from 'node:assert/strict';
import { test } from 'node:test';
import { severityOf } from './allure.js';

test('severity comes from the most severe severity tag, normal without one', () => {
  assert.equal(severityOf(['@v2']), 'normal');
  assert.equal(severityOf(['@minor', '@critical']), 'critical');
  assert.equal(severityOf(['@trivial']), 'trivial');
});
