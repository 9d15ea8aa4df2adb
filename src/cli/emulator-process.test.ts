/**
 * `cardlab emulator` as a process a supervisor runs: a health probe, and a stop on SIGTERM that
 * finishes the request in flight (its body still arriving when the signal came) and exits with 0.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { test } from 'node:test';
import { request } from 'undici';

async function emulatorProcess(args: string[] = []) {
  const child = spawn(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--quiet', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 30 s: ${lines.join('\n')}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${lines.join('\n')}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  child.stderr.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  return { child, url, lines };
}

test('health answers ok; SIGTERM finishes the request in flight, then the process exits with 0', async (t) => {
  const { child, url, lines } = await emulatorProcess();
  t.after(() => child.kill('SIGKILL'));
  const health = await request(`${url}/__emulator/health`);
  assert.equal(health.statusCode, 200);
  assert.deepEqual(await health.body.json(), { status: 'ok' });
  const { v2 } = (await (await request(`${url}/__emulator/sandbox`)).body.json()) as { v2: { apiKey: string } };

  const body = JSON.stringify({ firstName: 'Late', lastName: 'Body', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } });
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.write(`POST /v2/cardholders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-API-KEY: ${v2.apiKey}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(child.exitCode, null, 'still running while a request is in flight');
  await assert.rejects(request(`${url}/__emulator/health`), 'a new connection is refused once stopping');
  socket.write(body.slice(20));
  const [code] = (await exited) as [number | null];
  assert.match(answer, /^HTTP\/1\.1 201 /, `the request in flight was answered: ${answer.slice(0, 200)}`);
  assert.equal(code, 0, lines.join('\n'));
  assert.ok(lines.some((l) => /SIGTERM: stopping/.test(l)));
});
