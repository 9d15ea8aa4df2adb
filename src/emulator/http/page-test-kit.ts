/**
 * Test helpers for the gateway's browser pages: an emulator, the merchant's API calls (each answer
 * checked against its contract), form posts as a browser sends them, and readers of what a page
 * holds (forms, hidden fields, the redirect), so tests look at HTML the way a browser would.
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { gatewayOperations } from '../../contracts/gateway/index.js';
import { buildEmulator } from './server.js';

export const NEXT_YEAR_EXPIRY = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
export const RETURN_URL = 'https://shop.example/return';
export const FAIL_URL = 'https://shop.example/fail';

export function pageSetup(t: TestContext) {
  const emulator = buildEmulator();
  t.after(() => emulator.app.close());
  const { userName, password } = emulator.state.account.gateway;
  const { app, state } = emulator;

  const call = async (op: keyof typeof gatewayOperations, params: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await app.inject({ method: 'POST', url: gatewayOperations[op].path, payload: { userName, password, ...params } });
    assert.equal(res.statusCode, 200, res.body);
    const body: unknown = res.json();
    gatewayOperations[op].response.parse(body);
    return body as Record<string, unknown>;
  };

  /** Registers an order; answers its id and the path of its payment page (formUrl without the origin). */
  const register = async (orderNumber: string, params: Record<string, unknown> = {}) => {
    const body = await call('register.do', { orderNumber, amount: 2500, returnUrl: RETURN_URL, failUrl: FAIL_URL, description: 'Two concert tickets', ...params });
    assert.equal(body.errorCode, '0', JSON.stringify(body));
    const formUrl = new URL(String(body.formUrl));
    return { orderId: String(body.orderId), pagePath: `${formUrl.pathname}${formUrl.search}` };
  };

  const status = async (orderId: string) => {
    const body = await call('getOrderStatusExtended.do', { orderId });
    return body as { orderStatus: number; actionCode: number; cardAuthInfo?: { secureAuthInfo?: { eci?: number } } };
  };

  const get = (url: string) => app.inject({ method: 'GET', url });
  /** A form post as a browser sends it. */
  const post = (url: string, fields: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  const moveClock = (advanceSeconds: number) => app.inject({ method: 'POST', url: '/__emulator/clock', payload: { advanceSeconds } });

  return { app, state, call, register, status, get, post, moveClock };
}

/** An HTML answer: status, type and the CSP that keeps pages self-contained; never a 5xx. */
export function assertPage(res: LightMyRequestResponse, status: number): string {
  assert.equal(res.statusCode, status, res.body);
  assert.match(String(res.headers['content-type']), /^text\/html/);
  assert.match(String(res.headers['content-security-policy']), /default-src 'none'/);
  assert.match(res.body, /^<!doctype html>\n<html lang="(en|ru)">/);
  return res.body;
}

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The form with this id (or the first one): its action and its fields with their values. */
export function formOf(html: string, id?: string): { action: string; fields: Record<string, string> } {
  const forms = [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)];
  const form = id === undefined ? forms[0] : forms.find((f) => (f[1] ?? '').includes(`id="${id}"`));
  assert.ok(form, `no form ${id ?? ''} in the page`);
  const action = /action="([^"]*)"/.exec(form[1] ?? '')?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(input[1] ?? '')?.[1];
    if (name) fields[name] = unescape(/value="([^"]*)"/.exec(input[1] ?? '')?.[1] ?? '');
  }
  return { action: unescape(action), fields };
}

/** Where a page sends the browser on by itself (meta refresh). */
export function refreshTarget(html: string): string | undefined {
  const url = /<meta http-equiv="refresh" content="0;url=([^"]*)">/.exec(html)?.[1];
  return url === undefined ? undefined : unescape(url);
}

/** The text a label gives the input with this id. */
export function labelOf(html: string, id: string): string | undefined {
  return new RegExp(`<label for="${id}">([^<]*)</label>`).exec(html)?.[1];
}

export function decode(packed: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(packed, 'base64url').toString('utf8')) as Record<string, unknown>;
}
