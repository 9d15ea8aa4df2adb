/**
 * Where the gateway's callbacks may go (issue #29, finding 3). A callback is a GET the emulator
 * sends to an address a merchant gave (register.do's dynamicCallbackUrl, the static address of its
 * personal area): without a rule, anyone holding merchant credentials could aim it at the
 * emulator's own routes (every `.do` answers GET: a refund sent to itself), at a cloud's metadata
 * service or at anything else on the emulator's network.
 *
 * The rule: only to what the operator allows (`--callback-allow <cidr|host>`, repeatable); the
 * loopback is allowed without saying so when the emulator itself listens on the loopback (a
 * developer's machine, the test suite's receivers), and never otherwise unless allowed. A loopback,
 * unspecified, link-local or metadata address is allowed only by an entry inside its own range
 * (`--callback-allow 0.0.0.0/0` opens the internet, not 169.254.169.254). Multicast and broadcast
 * never. The emulator's own listening port on this machine, and its public URL's origin, never.
 * A host name is allowed by name (`hooks.example`, or `.example` for all below it): it is not
 * resolved when the address is registered, only checked again when a callback is sent.
 */
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { EmulatorConfigError } from './config-error.js';
import { decided, type DecisionTerms } from './domain/decisions.js';

type Family = 'ipv4' | 'ipv6';

/** A callback address's verdict as a journal of format 1 took it: allowed, there being no rule yet (decisions.ts). */
const ALLOWED_IN_FORMAT_1: DecisionTerms<string | null> = { format1: null };

/** An address range, `network/prefix`. */
interface Range {
  readonly network: string;
  readonly prefix: number;
  readonly family: Family;
}

/** Ranges an allow entry as wide as the internet must not open: each needs an entry of its own inside it. Most specific first. */
const GUARDED: readonly { readonly what: string; readonly ranges: readonly string[] }[] = [
  { what: 'a cloud metadata address', ranges: ['169.254.169.254/32', '169.254.170.2/32', '100.100.100.200/32', 'fd00:ec2::254/128'] },
  { what: 'a loopback address', ranges: ['127.0.0.0/8', '::1/128'] },
  { what: 'an unspecified address (this machine)', ranges: ['0.0.0.0/8', '::/128'] },
  { what: 'a link-local address', ranges: ['169.254.0.0/16', 'fe80::/10'] },
  { what: 'an IPv6 form of an IPv4 address (NAT64 or IPv4-compatible)', ranges: ['64:ff9b::/96', '64:ff9b:1::/48', '::/96'] },
];
/** Never a callback target, whatever is allowed. */
const NEVER: readonly { readonly what: string; readonly ranges: readonly string[] }[] = [{ what: 'a multicast or broadcast address', ranges: ['224.0.0.0/4', '255.255.255.255/32', 'ff00::/8'] }];

/** `a.b.c.d`, `a.b.c.d/n`, `x::y`, `x::/n`; undefined when `text` is none of these. */
function rangeOf(text: string): Range | undefined {
  const [address = '', bits, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const max = version === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
  if (!(prefix >= 0 && prefix <= max)) return undefined;
  return { network: address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

function listOf(ranges: readonly Range[]): BlockList {
  const list = new BlockList();
  for (const r of ranges) list.addSubnet(r.network, r.prefix, r.family);
  return list;
}

const parsedRanges = (texts: readonly string[]) => texts.map((t) => rangeOf(t)!);

/** An address as the URL parser leaves it (`[::ffff:7f00:1]`), bare, with its family; undefined for a name. */
function addressOf(hostname: string): { address: string; family: Family } | undefined {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  const version = isIP(bare);
  return version === 0 ? undefined : { address: bare, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export interface CallbackTargetOptions {
  /** `--callback-allow`: ranges (`10.0.0.0/8`, `192.0.2.7`, `2001:db8::/32`) and host names (`hooks.example`, `.example`). */
  readonly allow?: readonly string[] | undefined;
  /** Whether the loopback is allowed without an entry: when the emulator listens on the loopback. */
  readonly loopback?: boolean | undefined;
}

/** Why an allow entry is neither a range nor a host name, or undefined when it is one. */
export function allowEntryProblem(entry: string): string | undefined {
  if (rangeOf(entry) || /^(\*?\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(entry)) return undefined;
  return 'must be an address, a range (10.0.0.0/8, 2001:db8::/32), a host name (hooks.example) or a domain (.example)';
}

/** Whether range `r` lies inside range `outer`. */
function inside(r: Range, outer: Range): boolean {
  return r.family === outer.family && r.prefix >= outer.prefix && listOf([outer]).check(r.network, r.family);
}

export class CallbackTargets {
  private readonly allowed: BlockList;
  private readonly names: readonly string[];
  /** Each guarded group: its ranges, and the allowed ranges inside them (what opens it). */
  private readonly guarded: readonly { readonly what: string; readonly list: BlockList; readonly opened: BlockList }[];
  private readonly never = NEVER.map((g) => ({ what: g.what, list: listOf(parsedRanges(g.ranges)) }));
  /** Addresses of this machine, and the port the emulator listens on (none before it listens). */
  private own: { port: number; addresses: BlockList } | undefined;
  private publicOrigin: string | undefined;

  constructor(options: CallbackTargetOptions = {}) {
    const entries = options.allow ?? [];
    for (const entry of entries) {
      const problem = allowEntryProblem(entry);
      if (problem) throw new EmulatorConfigError(`--callback-allow ${entry}: ${problem}`);
    }
    const ranges = entries.flatMap((e) => rangeOf(e) ?? []);
    if (options.loopback ?? true) ranges.push(...parsedRanges(['127.0.0.0/8', '::1/128']));
    this.allowed = listOf(ranges);
    this.guarded = GUARDED.map((g) => {
      const own = parsedRanges(g.ranges);
      return { what: g.what, list: listOf(own), opened: listOf(ranges.filter((r) => own.some((o) => inside(r, o)))) };
    });
    this.names = entries.filter((e) => !rangeOf(e)).map((e) => e.toLowerCase().replace(/^\*/, ''));
  }

  /** Once the emulator listens: its port on any address of this machine is never a callback target, nor its public URL. */
  listening(port: number, publicUrl: string | undefined): void {
    const addresses = listOf(parsedRanges(['127.0.0.0/8', '::1/128', '0.0.0.0/32', '::/128']));
    for (const nic of Object.values(networkInterfaces()).flat()) if (nic) addresses.addAddress(nic.address.replace(/%.*$/, ''), nic.family === 'IPv4' ? 'ipv4' : 'ipv6');
    this.own = { port, addresses };
    this.publicOrigin = publicUrl === undefined ? undefined : new URL(publicUrl).origin;
  }

  /** Why a callback may not go to `url`, or undefined when it may. */
  refusal(url: string): string | undefined {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return 'is not a URL';
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'must be an http or https URL';
    if (this.publicOrigin !== undefined && parsed.origin === this.publicOrigin) return "is the emulator's own address";
    const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
    const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
    const ip = addressOf(host) ?? (host === 'localhost' || host.endsWith('.localhost') ? { address: '127.0.0.1', family: 'ipv4' as const } : undefined);
    if (ip === undefined) return this.nameRefusal(host);
    if (this.own && port === this.own.port && this.own.addresses.check(ip.address, ip.family)) return "is the emulator's own address";
    return this.addressRefusal(ip.address, ip.family);
  }

  /**
   * The refusal of a request's callback address, in the shape of a contract's field error, or
   * undefined: what the gateways answer as their own validation error when the address is registered.
   * A decision a kept sandbox records (domain/decisions.ts): its replay gets the verdict of the day
   * the address was registered, whatever the rule now (the check at delivery applies today's). A
   * journal of format 1 recorded none, being older than the rule: every address was allowed then.
   */
  fieldRefusal(input: unknown, field = 'dynamicCallbackUrl'): { field: string; rule: string; message: string } | undefined {
    const url = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[field] : undefined;
    if (typeof url !== 'string') return undefined;
    const why = decided(() => this.refusal(url) ?? null, ALLOWED_IN_FORMAT_1);
    return why === null ? undefined : { field, rule: 'callback-address', message: `is not an address callbacks may go to: ${why}` };
  }

  /** Why a callback may not go to this address: a guarded range not opened, a multicast address, one not allowed; undefined when it may. */
  addressRefusal(address: string, family: Family = isIP(address) === 6 ? 'ipv6' : 'ipv4'): string | undefined {
    return this.rangeRefusal(address, family) ?? (this.allowed.check(address, family) ? undefined : `${address} is not among the addresses callbacks may reach (--callback-allow)`);
  }

  /**
   * Why a name the operator allowed may still not be called at this address it resolved to (at
   * delivery): a guarded range not opened, a multicast address. A name is allowed whatever public
   * address it has; it must not lead to the metadata service or the loopback.
   */
  rangeRefusal(address: string, family: Family = isIP(address) === 6 ? 'ipv6' : 'ipv4'): string | undefined {
    const never = this.never.find((n) => n.list.check(address, family));
    if (never) return `${address} is ${never.what}`;
    const guarded = this.guarded.find((g) => g.list.check(address, family));
    // Only an entry inside the guarded range opens it: one as wide as 0.0.0.0/0 does not.
    if (guarded && !guarded.opened.check(address, family)) return `${address} is ${guarded.what}, which callbacks may not reach unless allowed (--callback-allow)`;
    return undefined;
  }

  private nameRefusal(host: string): string | undefined {
    const listed = this.names.some((name) => (name.startsWith('.') ? host.endsWith(name) : host === name));
    return listed ? undefined : `the host ${host} is not among those callbacks may reach (--callback-allow)`;
  }
}
