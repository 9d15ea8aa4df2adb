import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Actors } from './actors.js';

const card = (numberMask: string) => ({ id: numberMask, number: 'never read here', expiryDate: '2030-01', numberMask });

test('a mask is read back as its holder, or as every holder when two cards share it; a person is listed so too', () => {
  const actors = new Actors();
  actors.get('Alice').card = card('400000******1234');
  actors.get('Bob').card = card('400000******9876');
  assert.equal(actors.nameOfMask('400000******9876'), 'Bob');
  assert.equal(actors.asListed('Alice'), 'Alice');
  actors.get('Carol').card = card('400000******1234');
  assert.equal(actors.nameOfMask('400000******1234'), 'Alice or Carol');
  assert.equal(actors.asListed('Carol'), 'Alice or Carol');
  assert.equal(actors.asListed('Bob'), 'Bob');
  assert.equal(actors.asListed('Dave'), 'Dave', 'a person without a card is named as written');
  assert.equal(actors.nameOfMask('400000******0000'), 'unknown card 400000******0000');
});
