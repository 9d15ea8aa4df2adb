/** Steps about the devices of the ATMs as the ATM status (v1) shows them. */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import type { Money } from '../support/money.js';
import { atmStatus, atmStatuses } from '../support/questions/merchants.js';
import { depositAtAtm } from '../support/tasks/atm-deposits.js';
import { terminalOf } from '../support/tasks/merchants.js';
import type { CardlabWorld } from '../support/world.js';

const DEVICES = ['receiptPrinterStateInfo', 'journalPrinterStateInfo', 'encryptorStateInfo', 'cardReaderStateInfo', 'contactlessReaderStateInfo', 'drawerStateInfo', 'bnaStateInfo', 'ejStateInfo'] as const;

// Spec 01 §4.6: status 0 no device, 1 normal, 2 warnings, 3 errors, each with errorDescription and errorDate.
Then('every ATM shows the state of each of its devices, and a device with a warning or an error says what and since when', async function (this: CardlabWorld) {
  const now = Date.now();
  let faults = 0;
  for (const atm of await atmStatuses(this)) {
    for (const device of DEVICES) {
      const state = atm[device];
      expect(state, `the ${device} of ATM ${atm.terminalId}`).to.be.an('object');
      if (state!.status < 2) {
        expect([state!.errorDescription, state!.errorDate], `what and since when the ${device} of ATM ${atm.terminalId} reports, in order`).to.deep.equal([undefined, undefined]);
        continue;
      }
      faults++;
      expect(state!.errorDescription, `what the ${device} of ATM ${atm.terminalId} reports`).to.be.a('string').and.not.equal('');
      expect(Date.parse(state!.errorDate ?? '') < now, `the ${device} of ATM ${atm.terminalId} reports since ${state!.errorDate}, before now`).to.equal(true);
    }
  }
  expect(faults, 'devices with a warning or an error').to.be.above(0);
});

Then("every ATM's note acceptor counts the notes it holds by denomination, in number and in amount", async function (this: CardlabWorld) {
  const atms = await atmStatuses(this);
  expect(atms.flatMap((atm) => atm.bnaStateInfo.currencies).length, 'note acceptors holding notes').to.be.above(0);
  for (const atm of atms) {
    for (const currency of atm.bnaStateInfo.currencies) {
      const counters = currency.denominationCounters;
      expect(currency.notesCount, `notes in the acceptor of ATM ${atm.terminalId}`).to.equal(counters.reduce((sum, d) => sum + d.value, 0));
      expect(currency.amount, `amount in the acceptor of ATM ${atm.terminalId}`).to.equal(counters.reduce((sum, d) => sum + d.denomination * d.value, 0));
    }
  }
});

When("{actor} pays {money} into her/his/their card at the sandbox merchant's ATM", async function (this: CardlabWorld, name: string, money: Money) {
  await depositAtAtm(this, name, money);
});

// The clocks of the harness and of the target may differ a little: a minute either way.
Then("the ATM status shows that deposit as the last transaction and the last deposit of the ATM", async function (this: CardlabWorld) {
  const status = await atmStatus(this, terminalOf(this, 'ATM'));
  expect(status.lastDepositDate, 'last deposit').to.be.a('string');
  expect(status.lastDepositDate, 'last deposit, the last transaction').to.equal(status.lastTransactionDate);
  expect(Math.abs(Date.parse(status.lastDepositDate!) - Date.now()) < 60_000, `last deposit at ${status.lastDepositDate}, now`).to.equal(true);
});
