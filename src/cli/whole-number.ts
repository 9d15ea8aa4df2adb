import { InvalidArgumentError } from 'commander';

/** A commander parser of a whole number written in digits, from `min` to `max`; anything else is refused naming the range. */
export function wholeNumber(min: number, max: number): (value: string) => number {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) throw new InvalidArgumentError(`must be a whole number from ${min} to ${max}`);
    return n;
  };
}
