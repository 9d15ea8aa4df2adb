/**
 * v1 registerCustomer requests (spec 01 §4.1): the sandbox's customer template id and a list of
 * name/value parameters. The sandbox identifiers come from the sandbox account page, so the caller
 * passes them in; everything else is generated.
 */
import type { Faker } from '@faker-js/faker';
import { REGISTER_PARAMETERS } from '../src/contracts/v1/customers.js';
import { v1Address } from './address.js';
import { v1Phone } from './phone.js';
import { fit, slug } from './text.js';

export interface SandboxIds {
  /** The customer template id, sent as productName. */
  readonly productName: string;
  readonly institutionId: string;
  readonly productId: string;
  readonly serviceIdAcc: string;
}

export interface RegisterCustomerRequest {
  productName: string;
  parameters: { name: string; value: string }[];
}

/** The parameter names in the order the spec lists them, from the v1 contract; `apartment` as the spec spells it. */
export type RegisterCustomerParameter = (typeof REGISTER_PARAMETERS)[number];

const DAY_MS = 86_400_000;

export function registerCustomerRequest(faker: Faker, ids: SandboxIds, options: { now: Date }): RegisterCustomerRequest {
  const firstName = fit(faker.person.firstName(), 35);
  const surname = fit(faker.person.lastName(), 35);
  const secondName = fit(faker.person.middleName(), 35);
  const values: Record<RegisterCustomerParameter, string> = {
    institutionId: ids.institutionId,
    // The spec: agent_number is the same as institutionId.
    agent_number: ids.institutionId,
    // 16 random digits: unique within a project of millions of customers with overwhelming odds.
    customer_number: `C${faker.string.numeric(16)}`,
    product_id: ids.productId,
    start_date: pastDate(faker, options.now),
    service_id_acc: ids.serviceIdAcc,
    surname,
    firstName,
    secondName,
    // example.com/.net/.org are reserved: a sandbox that really sends mail reaches nobody.
    email: `${slug(firstName)}.${slug(surname)}@${faker.helpers.arrayElement(['example.com', 'example.net', 'example.org'])}`,
    mobile_phone: v1Phone(faker),
    ...v1Address(faker),
  };
  return { productName: ids.productName, parameters: REGISTER_PARAMETERS.map((name) => ({ name, value: values[name] })) };
}

/** A day strictly before `now` (UTC), within the last ten years: start_date must lie in the past. */
function pastDate(faker: Faker, now: Date): string {
  const today = Math.floor(now.getTime() / DAY_MS);
  return new Date((today - faker.number.int({ min: 1, max: 3650 })) * DAY_MS).toISOString().slice(0, 10);
}
