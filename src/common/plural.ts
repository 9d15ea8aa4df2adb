/** `1 problem`, `2 problems`, `1 scenario`: a count with its noun, for the messages of every command. */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
