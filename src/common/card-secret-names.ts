/**
 * The names under which the interfaces carry a card security code or a PIN (`$CVC`, `cvc`, `cvv2`,
 * `cvc2`, `newPinData`, `pinValue`, `pin`, `encryptedPinValue`), compared in any case: the
 * emulator never writes their values to disk (emulator/store/card-secrets.ts), and the harness
 * notes the values it sends under them (clients/exchange.ts), so that a run can prove it.
 */
const CVC_NAMES: ReadonlySet<string> = new Set(['$cvc', 'cvc', 'cvv', 'cvv2', 'cvc2']);
const PIN_NAMES: ReadonlySet<string> = new Set(['newpindata', 'pinvalue', 'pin', 'encryptedpinvalue']);

/** What a member of this name holds: a CVC, a PIN (or a PIN block), or neither. */
export function cardSecretKind(name: string): 'cvc' | 'pin' | undefined {
  const lower = name.toLowerCase();
  return CVC_NAMES.has(lower) ? 'cvc' : PIN_NAMES.has(lower) ? 'pin' : undefined;
}
