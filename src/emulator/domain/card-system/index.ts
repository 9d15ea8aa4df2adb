/**
 * The one card system (docs/decisions/0007-one-card-system.md): admits a card for an entry and moves
 * its money. v1, v2, the e-commerce gateway and P2P all call it; nothing else consumes a limit or
 * posts to the ledger, so a restriction set through one interface binds all of them. Its operations
 * take the card system (card-system.ts), made from its named parts (docs/decisions/0015-card-system-object.md).
 */
export { CardSystem } from './card-system.js';
export { CARD_RESULTS, type CardResult, type Refusal, type CardAnswer, type Approved, authCodeOf, isDestinationRefusal } from './result.js';
export { cardStanding, admitCard, admitDestinationCard, cardBalance, type CardData } from './admission.js';
export { credit, debit, transfer, spendingKindOf, type DebitRequest } from './movements.js';
export { capture, release, refund, clear, clearInto } from './settlement.js';
export type { Acceptor } from './records.js';
