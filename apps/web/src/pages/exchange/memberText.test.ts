import { describe, expect, it } from 'vitest';
import { textParts } from './memberText.js';

describe('member text (issue 11: never HTML, line breaks kept, links clickable)', () => {
  it('keeps markup as plain text', () => {
    expect(textParts('<b>hi</b> <script>alert(1)</script>')).toEqual([
      { kind: 'text', text: '<b>hi</b> <script>alert(1)</script>' },
    ]);
  });

  it('turns each line break (\\n, \\r\\n, \\r) into a break', () => {
    expect(textParts('a\r\nb\n\nc\rd').map((p) => p.kind)).toEqual([
      'text',
      'break',
      'text',
      'break',
      'break',
      'text',
      'break',
      'text',
    ]);
  });

  it('links http, https and www addresses and leaves sentence punctuation outside', () => {
    expect(textParts('See https://acsc.org/a?b=1. And www.example.com, ok')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://acsc.org/a?b=1', href: 'https://acsc.org/a?b=1' },
      { kind: 'text', text: '. And ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com' },
      { kind: 'text', text: ', ok' },
    ]);
  });

  it('ends an address at Chinese punctuation and keeps Khmer text around it', () => {
    expect(textParts('看这里http://a.cn/x，好的')).toEqual([
      { kind: 'text', text: '看这里' },
      { kind: 'link', text: 'http://a.cn/x', href: 'http://a.cn/x' },
      { kind: 'text', text: '，好的' },
    ]);
    expect(textParts('សួស្តី https://km.example/ទំព័រ')[1]).toEqual({
      kind: 'link',
      text: 'https://km.example/ទំព័រ',
      href: 'https://km.example/ទំព័រ',
    });
  });

  it('keeps a parenthesis that belongs to the address', () => {
    expect(textParts('(https://en.wikipedia.org/wiki/Foo_(bar))')[1]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
    });
  });

  it('never links other schemes', () => {
    expect(textParts('javascript:alert(1) data:text/html,x mailto:a@b.c').every((p) => p.kind === 'text')).toBe(true);
    expect(textParts('xhttps://evil')).toEqual([{ kind: 'text', text: 'xhttps://evil' }]);
  });
});
