/**
 * What the handlers of both gateways need: the sandbox (read through the composition root on every
 * call, so a reset is seen at once), its clock, and the answers of the gateway family.
 */
import type { FieldError } from '../../../contracts/issues.js';
import type { Gateway } from '../../domain/gateway/gateway.js';
import type { Sandbox } from '../../domain/sandbox.js';
import type { Answer } from '../answer.js';
import { gatewayError, gatewayOk, type GatewayRequest, validationRefusal } from './answers.js';
import type { MessageKey } from './messages.js';

export class GatewayFamilyContext {
  /** `messageLimit` cuts errorMessage where the interface limits its length. */
  constructor(
    protected readonly current: () => Sandbox,
    private readonly messageLimit?: number,
  ) {}

  get sandbox(): Sandbox {
    return this.current();
  }

  get gateway(): Gateway {
    return this.current().gateway;
  }

  now(): Date {
    return this.current().clock.now();
  }

  ok(req: GatewayRequest, fields: Record<string, unknown> = {}): Answer {
    return gatewayOk(req.language, fields);
  }

  error(language: string | undefined, code: string, key: MessageKey, detail?: string, details?: readonly FieldError[]): Answer {
    return gatewayError(language, code, key, detail, details, this.messageLimit);
  }

  /** The answer to a request the contract refused. */
  validationRefusal(language: string, details: readonly FieldError[]): Answer {
    return validationRefusal(language, details, this.messageLimit);
  }
}
