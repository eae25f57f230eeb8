import { isIP } from 'node:net';

/**
 * How wide a trusted proxy range may be (decision 0074). A proxy sits at a known address or in the operator's
 * own network: trusting a wider range trusts clients, who may then pick their own address with an
 * X-Forwarded-For header and slip past the per-address sign-in limits. IPv4 at most a /8 (10.0.0.0/8, the
 * widest private block); IPv6 at most a /32 (a provider's allocation), or the whole of a private block
 * (fc00::/7 unique local, fe80::/10 link-local). An IPv4-mapped range (::ffff:10.0.0.0/104) counts as IPv4.
 */
export const WIDEST_TRUSTED_PREFIX = { ipv4: 8, ipv6: 32 } as const;

type Range = { family: 4 | 6; start: bigint; bits: number; prefix: number; text: string };

const PRIVATE_IPV6: ReadonlyArray<{ start: bigint; prefix: number }> = [
  { start: 0xfcn << 120n, prefix: 7 },
  { start: 0xfe80n << 112n, prefix: 10 },
];
const MAPPED_IPV4 = 0xffffn << 32n; // ::ffff:0:0/96

function ipv4ToBigint(address: string): bigint {
  return address.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

function ipv6ToBigint(address: string): bigint {
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::ffff:10.0.0.1) becomes its two hextets.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = ipv4ToBigint(tail[1]!);
    text = `${text.slice(0, -tail[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const groups =
    rest === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((n, group) => (n << 16n) | BigInt(Number.parseInt(group || '0', 16)), 0n);
}

/** An address or CIDR range (already checked by isAddressOrCidr) as a range; IPv4-mapped ones as IPv4. */
function toRange(item: string): Range {
  const [address = '', prefixText] = item.split('/');
  const family = isIP(address) === 4 ? 4 : 6;
  const bits = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  const value = family === 4 ? ipv4ToBigint(address) : ipv6ToBigint(address);
  const mask = prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix);
  const start = value & mask;
  if (family === 6 && prefix >= 96 && start >> 32n === MAPPED_IPV4 >> 32n)
    return { family: 4, start: start & 0xffffffffn, bits: 32, prefix: prefix - 96, text: item };
  return { family, start, bits, prefix, text: item };
}

function isInsidePrivateIpv6(range: Range): boolean {
  return PRIVATE_IPV6.some(
    (block) =>
      range.prefix >= block.prefix &&
      range.start >> BigInt(128 - block.prefix) === block.start >> BigInt(128 - block.prefix),
  );
}

function isTooWide(range: Range): boolean {
  if (range.family === 4) return range.prefix < WIDEST_TRUSTED_PREFIX.ipv4;
  return range.prefix < WIDEST_TRUSTED_PREFIX.ipv6 && !isInsidePrivateIpv6(range);
}

/** Whether the ranges of one family together cover every address of it. */
function coversEverything(ranges: readonly Range[], bits: number): boolean {
  const spans = ranges
    .map((r) => ({ start: r.start, end: r.start + (1n << BigInt(bits - r.prefix)) }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  let reached = 0n;
  for (const span of spans) {
    if (span.start > reached) return false;
    if (span.end > reached) reached = span.end;
  }
  return reached >= 1n << BigInt(bits);
}

/**
 * Why a list of trusted proxy addresses and ranges is refused, or null: a range covering every address, one
 * wider than WIDEST_TRUSTED_PREFIX, or several that together cover every address of a family.
 */
export function trustedRangesProblem(items: readonly string[]): string | null {
  const ranges = items.map(toRange);
  const all = ranges.find((r) => r.prefix === 0);
  if (all) return `${all.text} trusts every ${all.family === 4 ? 'IPv4' : 'IPv6'} address`;
  const wide = ranges.find(isTooWide);
  if (wide)
    return `${wide.text} is wider than a /${wide.family === 4 ? WIDEST_TRUSTED_PREFIX.ipv4 : WIDEST_TRUSTED_PREFIX.ipv6} (${wide.family === 4 ? 'IPv4' : 'IPv6'})`;
  for (const family of [4, 6] as const) {
    const own = ranges.filter((r) => r.family === family);
    if (own.length > 0 && coversEverything(own, family === 4 ? 32 : 128))
      return `together, ${own.map((r) => r.text).join(', ')} trust every ${family === 4 ? 'IPv4' : 'IPv6'} address`;
  }
  return null;
}
