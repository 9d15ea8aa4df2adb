/** A start-up setting or data directory the emulator refuses; the CLI prints the message and exits with code 2. */
export class EmulatorConfigError extends Error {
  override readonly name: string = 'EmulatorConfigError';
}
