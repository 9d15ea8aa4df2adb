/**
 * The sandbox's ATMs: seeded, deterministic device states (docs/emulator.md lists them). What
 * changes: the ATM is open only while its terminal and its merchant are ACTIVE, and its last
 * transaction, withdrawal and deposit dates come from the card operations made at it. The cash
 * counters are the seeded ones: the sandbox does not count notes out.
 */

/** A device's state: 0 no device, 1 normal, 2 warnings, 3 errors. */
export interface DeviceState {
  readonly status: 0 | 1 | 2 | 3;
  readonly errorDescription?: string;
  /** Hours before the sandbox was created that the error was raised. */
  readonly errorHoursAgo?: number;
}

export interface Hopper {
  readonly position: number;
  /** Face value of the notes in minor units (2000 = 20.00 EUR). */
  readonly denomination: number;
  readonly status: 0 | 1;
  readonly loaded: number;
  readonly out: number;
  readonly rejected: number;
}

export interface AtmFixture {
  readonly terminalNumber: string;
  readonly pid: number;
  readonly linkStatus: 1 | 2;
  /** Whether the ATM is open when its terminal and merchant are active (the seeded ATM may be shut). */
  readonly open: boolean;
  readonly safeStatus: 0 | 1;
  readonly supervisorMode: 0 | 1;
  readonly loadConfigurationStatus: 0 | 1;
  readonly hoppers: readonly Hopper[];
  readonly devices: Readonly<Record<DeviceName, DeviceState>>;
  readonly bna: DeviceState & { readonly deposited: ReadonlyArray<{ denomination: number; count: number }> };
  readonly ej: DeviceState;
}

export const DEVICE_NAMES = ['receiptPrinter', 'journalPrinter', 'encryptor', 'cardReader', 'contactlessReader', 'drawer'] as const;
export type DeviceName = (typeof DEVICE_NAMES)[number];

const NORMAL: DeviceState = { status: 1 };
const allNormal = (): Record<DeviceName, DeviceState> => Object.fromEntries(DEVICE_NAMES.map((d) => [d, NORMAL])) as Record<DeviceName, DeviceState>;

/** Four cassettes of 10, 20, 50 and 100 EUR notes. */
function cassettes(loaded: readonly [number, number, number, number], out: readonly [number, number, number, number], rejected: readonly [number, number, number, number], disabled: number[] = []): Hopper[] {
  return [1000, 2000, 5000, 10_000].map((denomination, i) => ({
    position: i + 1,
    denomination,
    status: disabled.includes(i + 1) ? 0 : 1,
    loaded: loaded[i]!,
    out: out[i]!,
    rejected: rejected[i]!,
  }));
}

export const ATM_FIXTURES: readonly AtmFixture[] = [
  {
    // In the sandbox merchant's shop: everything normal.
    terminalNumber: '88000103',
    pid: 1,
    linkStatus: 1,
    open: true,
    safeStatus: 0,
    supervisorMode: 0,
    loadConfigurationStatus: 0,
    hoppers: cassettes([2000, 2000, 1000, 500], [412, 305, 98, 12], [3, 2, 1, 0]),
    devices: allNormal(),
    bna: { status: 1, deposited: [{ denomination: 2000, count: 35 }, { denomination: 5000, count: 12 }] },
    ej: NORMAL,
  },
  {
    // At the station: online and open, low on 20s, receipt paper low, 100s cassette disabled.
    terminalNumber: '88000201',
    pid: 2,
    linkStatus: 1,
    open: true,
    safeStatus: 0,
    supervisorMode: 0,
    loadConfigurationStatus: 0,
    hoppers: cassettes([2000, 2000, 1000, 500], [1210, 1958, 402, 0], [10, 12, 4, 0], [4]),
    devices: { ...allNormal(), receiptPrinter: { status: 2, errorDescription: 'Receipt paper low', errorHoursAgo: 3 } },
    bna: { status: 1, deposited: [{ denomination: 1000, count: 8 }, { denomination: 5000, count: 4 }, { denomination: 10_000, count: 1 }] },
    ej: NORMAL,
  },
  {
    // In the mall: no connection, closed, in supervisor mode for a card-reader fault.
    terminalNumber: '88000202',
    pid: 3,
    linkStatus: 2,
    open: false,
    safeStatus: 1,
    supervisorMode: 1,
    loadConfigurationStatus: 0,
    hoppers: cassettes([1000, 1000, 500, 0], [120, 88, 30, 0], [1, 0, 0, 0], [4]),
    devices: { ...allNormal(), cardReader: { status: 3, errorDescription: 'Card reader jammed', errorHoursAgo: 26 }, contactlessReader: { status: 0 } },
    bna: { status: 3, errorDescription: 'Bill validator cassette full', errorHoursAgo: 30, deposited: [] },
    ej: { status: 2, errorDescription: 'Electronic journal 90% full', errorHoursAgo: 26 },
  },
];

/** Notes left in a cassette. */
export const billsEnd = (h: Hopper) => h.loaded - h.out - h.rejected;
