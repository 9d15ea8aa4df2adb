/** The wire view of an ATM for getAtmStatusExt. */
import { type DeviceName, type DeviceState, billsEnd } from '../../domain/atms.js';
import type { Atm } from '../../domain/merchants.js';

const HOUR_MS = 3_600_000;

function deviceView(state: DeviceState, seededAt: Date) {
  return {
    status: state.status,
    errorDescription: state.errorDescription,
    ...(state.errorHoursAgo === undefined ? {} : { errorDate: new Date(seededAt.getTime() - state.errorHoursAgo * HOUR_MS).toISOString() }),
  };
}

const DEVICE_FIELDS: Record<DeviceName, string> = {
  receiptPrinter: 'receiptPrinterStateInfo',
  journalPrinter: 'journalPrinterStateInfo',
  encryptor: 'encryptorStateInfo',
  cardReader: 'cardReaderStateInfo',
  contactlessReader: 'contactlessReaderStateInfo',
  drawer: 'drawerStateInfo',
};

export function atmView(atm: Atm, seededAt: Date) {
  const { fixture, terminal } = atm;
  const deposited = fixture.bna.deposited;
  return {
    terminalId: terminal.number,
    linkStatus: fixture.linkStatus,
    openFlag: atm.open ? 1 : 0,
    ...(atm.lastTransactionDate ? { lastTransactionDate: atm.lastTransactionDate.toISOString() } : {}),
    ...(atm.lastWithdrawalDate ? { lastWithdrawalDate: atm.lastWithdrawalDate.toISOString() } : {}),
    ...(atm.lastDepositDate ? { lastDepositDate: atm.lastDepositDate.toISOString() } : {}),
    location: terminal.location,
    hopperStatusList: {
      hopperStatus: fixture.hoppers.map((h) => ({
        position: h.position,
        currency: 978,
        status: h.status,
        billsValue: h.denomination,
        billsLoaded: h.loaded,
        billsOut: h.out,
        billsRejected: h.rejected,
        billsEnd: billsEnd(h),
      })),
    },
    safeStatus: fixture.safeStatus,
    supervisorMode: fixture.supervisorMode,
    loadConfigurationStatus: fixture.loadConfigurationStatus,
    ...Object.fromEntries(Object.entries(DEVICE_FIELDS).map(([device, field]) => [field, deviceView(fixture.devices[device as DeviceName], seededAt)])),
    bnaStateInfo: {
      ...deviceView(fixture.bna, seededAt),
      currencies: deposited.length
        ? [
            {
              code: 978,
              amount: deposited.reduce((sum, d) => sum + d.denomination * d.count, 0),
              notesCount: deposited.reduce((sum, d) => sum + d.count, 0),
              denominationCounters: deposited.map((d) => ({ denomination: d.denomination, value: d.count })),
            },
          ]
        : [],
    },
    ejStateInfo: deviceView(fixture.ej, seededAt),
  };
}
