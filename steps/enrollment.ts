import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { askEnrollment } from '../support/tasks/order-reports.js';
import { TEST_CARDS, type TestCardName } from '../support/tasks/orders.js';
import type { CardlabWorld } from '../support/world.js';

/** A well-formed card number of an issuer neither the sandbox nor its test cards know. */
const OTHER_ISSUER = '4929000000006';

When('the merchant asks whether the test card {testcard} takes part in 3-D Secure', async function (this: CardlabWorld, card: TestCardName) {
  this.succeeded('asking for the 3-D Secure enrolment', await askEnrollment(this, TEST_CARDS[card]));
});

When("the merchant asks whether {actor}'s card takes part in 3-D Secure", async function (this: CardlabWorld, name: string) {
  this.succeeded('asking for the 3-D Secure enrolment', await askEnrollment(this, this.actors.card(name).number));
});

When('the merchant asks whether a card of another issuer takes part in 3-D Secure', async function (this: CardlabWorld) {
  this.succeeded('asking for the 3-D Secure enrolment', await askEnrollment(this, OTHER_ISSUER));
});

Then(/^the gateway answers that the card (is enrolled|is not enrolled|cannot be told)$/, function (this: CardlabWorld, answer: string) {
  const enrolment = this.read('the enrolment', this.lastAttempt()) as { enrolled?: string };
  const expected = { 'is enrolled': 'Y', 'is not enrolled': 'N', 'cannot be told': 'U' }[answer];
  expect(enrolment.enrolled, 'enrolled').to.equal(expected);
});

Then("the gateway names the card's issuer and its country", function (this: CardlabWorld) {
  const enrolment = this.read('the enrolment', this.lastAttempt()) as { emitterName?: string; emitterCountryCode?: string };
  expect(enrolment.emitterName, "the issuer's name").to.be.a('string').and.not.equal('');
  expect(enrolment.emitterCountryCode, "the issuer's country (ISO 3166-1 alpha-2)").to.match(/^[A-Z]{2}$/);
});
