import { Then } from '@cucumber/cucumber';
import { expect } from 'chai';
import { expectMessageNamesFields, expectNamesMissing, expectRefusal, expectV1MessageNamesFields, expectWordedIn, type Wording } from '../support/refusals.js';
import type { CardlabWorld } from '../support/world.js';

Then(/^the request is refused because (.+)$/, function (this: CardlabWorld, reason: string) {
  expectRefusal(this.lastAttempt(), reason, this.api, this.target.kind === 'emulator');
});

Then('the request is refused as unauthorised', function (this: CardlabWorld) {
  const answer = this.lastAttempt();
  expect(answer.ok, 'the request should have been refused').to.equal(false);
  expect(answer.status, 'HTTP status').to.equal(401);
});

Then(/^the refusal is worded in (Russian|English)$/, function (this: CardlabWorld, language: Wording) {
  expectWordedIn(this.lastAttempt(), language);
});

Then("the refusal's message names each field at fault", function (this: CardlabWorld) {
  const answer = this.lastAttempt();
  if ('responseCode' in answer) expectV1MessageNamesFields(answer);
  else expectMessageNamesFields(answer);
});

Then(/^the refusal says which (card|cardholder) does not exist$/, function (this: CardlabWorld, what: string) {
  expectNamesMissing(this.lastAttempt(), what);
});
