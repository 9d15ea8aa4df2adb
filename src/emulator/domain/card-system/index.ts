/**
 * The one card system (docs/decisions/0007-one-card-system.md): admits a card for an entry and moves
 * its money. v1, v2, the e-commerce gateway and P2P all call it; nothing else consumes a limit or
 * posts to the ledger, so a restriction set through one interface binds all of them. Its operations
 * take the card system (card-system.ts), made from its named parts (docs/decisions/0013-card-system-object.md).
 */
export { CardSystem, type CardSystemParts, type RrnSequence } from './card-system.js';
export { CARD_RESULTS, type CardResult, type Refusal, type CardAnswer, type Approved, type Refused, isDestinationRefusal } from './result.js';
export { isExpired, cardStanding, admitCard, admitDestinationCard, cardBalance, type CardData, type CardStanding, type CardCheck, type DestinationCheck } from './admission.js';
export { credit, debit, transfer, spendingKindOf, type CreditRequest, type DebitRequest, type TransferRequest } from './movements.js';
export { capture, release, refund, clear, clearInto, type Settlement, type Clearing } from './settlement.js';
export { type Acceptor, merchantOf } from './records.js';
