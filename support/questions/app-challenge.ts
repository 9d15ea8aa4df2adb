/** What the bank's ACS gave the payer's app: the signed challenge data of the perform answer, and its answers to the app's messages. */
import { verify } from 'node:crypto';
import { clientsOf } from '../clients.js';
import { APP_EXCHANGES, appChallengeIdsOf, appTransactionIdOf } from '../tasks/payer-devices.js';
import type { CardlabWorld } from '../world.js';

const decoded = (part: string | undefined): Record<string, unknown> => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * The challenge data of the last perform answer (a transfer from the app the bank challenged), and
 * whether its signed content verifies with the account's EC key (the control API's ECv2 key), as
 * the app's SDK checks it before it runs the challenge.
 */
export async function signedAppChallenge(world: CardlabWorld, label: string) {
  const attempt = world.lastAttempt();
  if (!attempt.ok) throw new Error(`performing transfer ${label} from the app was refused`);
  const answer = attempt.value as Record<string, unknown>;
  const [head, body, signature] = String(answer.threeDSAcsSignedContent).split('.');
  const key = (await clientsOf(world).control.inputKeys()).keys.find((k) => k.protocolVersion === 'ECv2');
  if (!key) throw new Error('the sandbox publishes no ECv2 key');
  const signed = Buffer.from(`${head}.${body}`);
  const verifies = verify('sha256', signed, { key: key.keyValue, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature ?? '', 'base64url'));
  return { answer, header: decoded(head), content: decoded(body), verifies, sdkTransId: appTransactionIdOf(world, label) };
}

/** The ACS's answer to the app's last message of the transfer's challenge (HTTP status and body), and the ids the app's messages named. */
export function acsAnswerToApp(world: CardlabWorld, label: string) {
  const last = world.notes.get(APP_EXCHANGES).get(label)?.last;
  if (!last) throw new Error(`the app sent the bank's ACS no message for transfer "${label}"`);
  return { status: last.status, body: (last.body ?? {}) as Record<string, unknown>, ids: appChallengeIdsOf(world, label) };
}
