/** What the card system shows about a card's tokens. */
import { clientsOf } from '../clients.js';
import { callService, type ServiceParameters } from '../tasks/card-services.js';
import type { CardlabWorld } from '../world.js';

/** The tokens of the actor's card; `paymentPath` asks under /payment/apigate/ws/rest/. */
export async function tokensOf(world: CardlabWorld, name: string, options: { paymentPath?: boolean; plasticNumber?: number } = {}) {
  const cardIdentification = { cardNumber: world.actors.card(name).number, ...(options.plasticNumber === undefined ? {} : { plasticNumber: options.plasticNumber }) };
  const answer = await clientsOf(world).v1.call('getTokenList', { cardIdentification }, { paymentPath: options.paymentPath === true });
  return world.read(`listing the tokens of ${name}'s card`, answer).tokenList.token;
}

/**
 * How the card system answers an inquiry about a service (INQUIRE, CHECK, CHECK_PARAMETERS):
 * its responseCode, `00` when the answer is yes. A question: it leaves the last attempt alone.
 */
export async function serviceAnswer(world: CardlabWorld, name: string, serviceName: string, action: 'INQUIRE' | 'CHECK' | 'CHECK_PARAMETERS', parameters: ServiceParameters = {}) {
  const answer = await callService(world, name, serviceName, action, parameters);
  if (answer.status !== 200) throw new Error(`asking about ${serviceName} of ${name}'s card failed with HTTP ${answer.status}`);
  return answer.responseCode;
}
