/** Money as people read it in scenarios: integer minor units written as "1,000.00 EUR". */
export function formatMoney(minor: number, currency = 'EUR'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}
