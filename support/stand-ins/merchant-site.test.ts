/** The harness's merchant site: the page that carries `creq` to the ACS, and the finish URL that keeps what the ACS posts. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { request } from 'undici';
import { chromiumPath } from './browser.js';
import { MerchantSite } from './merchant-site.js';

test('the finish URL keeps each arrival under its own key and shows a finished page; other paths are 404', async (t) => {
  const site = await MerchantSite.start();
  t.after(() => site.close());
  const first = site.newFinishUrl();
  const second = site.newFinishUrl();
  const res = await request(first.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'cres=abc_-123' });
  assert.equal(res.statusCode, 200);
  assert.match(await res.body.text(), /Authentication finished/);
  assert.deepEqual(site.arrivals(first.key), [{ fields: { cres: 'abc_-123' } }]);
  assert.deepEqual(site.arrivals(second.key), []);
  const unknown = await request(`${site.base}/3ds/finish/not-a-key`, { method: 'POST', body: 'cres=x' });
  assert.equal(unknown.statusCode, 404);
  await unknown.body.dump();
});

test('the challenge page posts creq to the ACS by itself, with the values escaped', async (t) => {
  const site = await MerchantSite.start();
  t.after(() => site.close());
  const res = await request(site.challengePage('http://127.0.0.1:1/acs/challenge?a=1&b="2"', 'eyJ4IjoiPiJ9'));
  const html = await res.body.text();
  assert.equal(res.statusCode, 200);
  assert.match(html, /<form id="to-acs" method="post" action="http:\/\/127\.0\.0\.1:1\/acs\/challenge\?a=1&#38;b=&#34;2&#34;">/);
  assert.match(html, /<input type="hidden" name="creq" value="eyJ4IjoiPiJ9">/);
  assert.match(html, /document\.getElementById\('to-acs'\)\.submit\(\)/);
});

test('Chromium is Debian\'s unless CARDLAB_CHROMIUM names another', () => {
  assert.equal(chromiumPath({}), '/usr/bin/chromium');
  assert.equal(chromiumPath({ CARDLAB_CHROMIUM: '/opt/chromium/chrome' }), '/opt/chromium/chrome');
});

test('a published page is served as given, at its own URL on 127.0.0.1', async (t) => {
  const site = await MerchantSite.start();
  t.after(() => site.close());
  const url = site.publish('<!doctype html><p>shop</p>');
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/pages\//);
  const res = await request(url);
  assert.equal(res.statusCode, 200);
  assert.equal(await res.body.text(), '<!doctype html><p>shop</p>');
  const other = await request(`${site.base}/pages/unknown`);
  assert.equal(other.statusCode, 404);
  await other.body.dump();
});
