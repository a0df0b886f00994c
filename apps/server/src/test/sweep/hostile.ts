/**
 * The dictionary of hostile input: what breaks servers, by name (the name is what a failure report
 * shows; the value is built when the request is sent, so a 100,000-character string stays out of logs).
 */

export interface Hostile {
  name: string;
  value: () => unknown;
}

/**
 * JSON text put into a request as it is: 5,000 levels of nesting would overflow the stack of the
 * sweep's own JSON.stringify and structuredClone before the server ever saw them.
 */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON() {
    return `<raw JSON, ${this.text.length} characters>`;
  }
}
const nested = (depth: number) => new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
const nestedArray = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth));

const h = (name: string, value: () => unknown): Hostile => ({ name, value });

/** Values put into one field of an otherwise valid request. */
export const HOSTILE_VALUES: Hostile[] = [
  h('NUL', () => '\u0000'),
  h('NUL inside text', () => 'a\u0000b'),
  h('C0 controls', () => 'a\u0001\u0007\u001b\u001fb'),
  h('DEL', () => 'a\u007fb'),
  h('C1 control', () => 'a\u0085b'),
  h('newline in text', () => 'line one\nline two\r\n\tthree'),
  h('lone high surrogate', () => 'a\ud800b'),
  h('lone low surrogate', () => '\udc00'),
  h('right-to-left override', () => '\u202etxt.exe'),
  h('100,000 characters', () => 'a'.repeat(100_000)),
  h('100,000 Khmer characters', () => 'ស'.repeat(100_000)),
  h('year 0', () => '0000-01-01T00:00:00Z'),
  h('year 20 leap day', () => '0020-02-29T00:00:00Z'),
  h('year 49', () => '0049-06-01T00:00:00Z'),
  h('year 99', () => '0099-12-31T23:59:59Z'),
  h('year 275760', () => '+275760-09-13T00:00:00Z'),
  h('year 10000', () => '10000-01-01T00:00:00Z'),
  h('date that does not exist', () => '2023-02-30T00:00:00Z'),
  h('-0', () => -0),
  h('1e308', () => 1e308),
  h('-1e308', () => -1e308),
  h('2^53 + 1 as text', () => '9007199254740993'),
  h('2^64', () => 18446744073709551616),
  h('"NaN"', () => 'NaN'),
  h('"Infinity"', () => 'Infinity'),
  h('"-0"', () => '-0'),
  h('"1e308"', () => '1e308'),
  h('empty text', () => ''),
  h('blank text', () => '   '),
  h('null', () => null),
  h('true', () => true),
  h('array where an object goes', () => [{ a: 1 }]),
  h('empty array', () => []),
  h('empty object', () => ({})),
  h('__proto__ key', () => JSON.parse('{"__proto__":{"polluted":true}}')),
  h('constructor key', () => ({ constructor: { prototype: { polluted: true } } })),
  h('5,000-deep object', () => nested(5000)),
  h('5,000-deep array', () => nestedArray(5000)),
  h('SQL', () => "1' OR '1'='1' --"),
  h('SQL comment', () => '1; DROP TABLE members; --'),
  h('LIKE wildcards', () => '%_\\'),
  h('HTML', () => '<script>alert(1)</script><img src=x onerror=alert(1)>'),
  h('template', () => '${7*7}{{7*7}}'),
  h('path traversal', () => '../../../../etc/passwd'),
  h('id that does not exist', () => 999_999_999),
  h('id past 2^31', () => 2 ** 31 + 1),
];

/** Whole request bodies that are not what the route expects. */
export const HOSTILE_BODIES: { name: string; contentType: string | null; payload: () => string | Buffer }[] = [
  { name: 'not JSON', contentType: 'application/json', payload: () => 'not json' },
  { name: 'truncated JSON', contentType: 'application/json', payload: () => '{"a":' },
  { name: 'empty body', contentType: 'application/json', payload: () => '' },
  { name: 'JSON null', contentType: 'application/json', payload: () => 'null' },
  { name: 'JSON string', contentType: 'application/json', payload: () => '"text"' },
  { name: 'JSON number', contentType: 'application/json', payload: () => '1e308' },
  { name: 'JSON array', contentType: 'application/json', payload: () => '[{"a":1}]' },
  { name: '__proto__ body', contentType: 'application/json', payload: () => '{"__proto__":{"polluted":true}}' },
  {
    name: 'constructor.prototype body',
    contentType: 'application/json',
    payload: () => '{"constructor":{"prototype":{"polluted":true}}}',
  },
  {
    name: '5,000-deep JSON',
    contentType: 'application/json',
    payload: () => '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  },
  {
    name: '5,000-deep JSON array',
    contentType: 'application/json',
    payload: () => '['.repeat(5000) + ']'.repeat(5000),
  },
  {
    name: 'NUL byte in JSON',
    contentType: 'application/json',
    payload: () => Buffer.from('{"a":"\u0000"}\u0000', 'utf8'),
  },
  {
    name: 'invalid UTF-8',
    contentType: 'application/json',
    payload: () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { name: 'JSON with a BOM', contentType: 'application/json', payload: () => '\ufeff{}' },
  { name: 'duplicate keys', contentType: 'application/json', payload: () => '{"a":1,"a":"x"}' },
  { name: 'text/plain', contentType: 'text/plain', payload: () => 'plain text' },
  { name: 'form encoded', contentType: 'application/x-www-form-urlencoded', payload: () => 'a=1&b=2' },
  { name: 'XML', contentType: 'application/xml', payload: () => '<?xml version="1.0"?><a>1</a>' },
  { name: 'multipart with no parts', contentType: 'multipart/form-data; boundary=x', payload: () => '--x--\r\n' },
  {
    name: 'broken multipart',
    contentType: 'multipart/form-data; boundary=x',
    payload: () => '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\nabc',
  },
  { name: 'no content type', contentType: null, payload: () => '{"a":1}' },
  {
    name: 'content type with junk parameters',
    contentType: 'application/json; charset=utf-7; x=\u00ff',
    payload: () => '{}',
  },
  {
    name: 'over the body limit',
    contentType: 'application/json',
    payload: () => `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`,
  },
];

/** Path parameters: traversal, NUL, numbers that are not ids. Written as they go into the URL. */
export const HOSTILE_SEGMENTS = [
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '1%00',
  '%ff',
  '%',
  '%zz',
  '-0',
  '0',
  '-1',
  '1e308',
  'NaN',
  'Infinity',
  '1.5',
  '0x10',
  '999999999',
  '9'.repeat(400),
  '%20',
  'a%2fb',
  '%E2%80%AE',
  '%ED%A0%80',
];

/** Query values written into the URL as they are (already encoded or deliberately broken). */
export const HOSTILE_QUERY = [
  '%00',
  'a%00b',
  '%ff',
  '%',
  '%zz',
  '%ED%A0%80',
  'NaN',
  '-0',
  '1e308',
  '-1',
  '0',
  '99999999999999999999',
  '%0d%0aSet-Cookie:x=1',
  'a'.repeat(5000),
];

/** Request headers a client should not be able to hurt the server with. */
export const HOSTILE_HEADERS: { name: string; headers: Record<string, string> }[] = [
  { name: 'unknown language', headers: { language: 'xx_XX' } },
  { name: 'very long language', headers: { language: 'zh_CN'.repeat(2000) } },
  { name: 'language cookie with junk', headers: { cookie: 'language=%ff%00; access_token=%' } },
  { name: 'bearer garbage', headers: { authorization: 'Bearer %%%' } },
  { name: 'bearer 10,000 characters', headers: { authorization: `Bearer ${'a'.repeat(10_000)}` } },
  { name: 'basic auth', headers: { authorization: 'Basic YTpi' } },
  { name: 'long device id', headers: { 'device-id': 'd'.repeat(10_000) } },
  { name: 'forwarded for junk', headers: { 'x-forwarded-for': 'not-an-ip, 999.1.1.1' } },
  { name: 'if-none-match junk', headers: { 'if-none-match': '"\u00ff", W/"x", *' } },
  { name: 'range junk', headers: { range: 'bytes=999999999999-1' } },
  { name: 'accept-encoding junk', headers: { 'accept-encoding': 'gzip;q=NaN, br;q=-1, *;q=2' } },
];
