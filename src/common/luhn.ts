const DIGITS = /^\d+$/;

/** Sum of the Luhn-weighted digits; `doubleFirst` says whether the rightmost digit is doubled. */
function luhnSum(digits: string, doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum;
}

/** The digit that, appended to `partial`, makes the whole number Luhn-valid. */
export function luhnCheckDigit(partial: string): string {
  if (!DIGITS.test(partial)) throw new Error(`luhnCheckDigit: partial must be digits only, got "${partial}"`);
  // The check digit will become the rightmost digit, so the current rightmost one gets doubled.
  return String((10 - (luhnSum(partial, true) % 10)) % 10);
}

export function isLuhnValid(pan: string): boolean {
  return DIGITS.test(pan) && luhnSum(pan, false) % 10 === 0;
}
