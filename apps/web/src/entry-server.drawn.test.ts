import { describe, expect, it } from 'vitest';
import { API, EXCHANGE_API } from '@acsc/shared';
import { render } from './entry-server.js';

/*
 * Every other route (issue 30): the renderer draws the page, makes the reads its queries asked for
 * through the server's reader (the API path and the query's parameters, never a session), and draws it
 * again with them. A member's page is its frame; a page whose item is not there is not drawn.
 */

const settings = {
  telegram: '',
  tiktok: '',
  wechat: '',
  wechatQr: null,
  instagram: '',
  emails: [],
  phones: [],
  address: '',
  appDownloadUrl: '/download',
  androidUrl: '/download#android',
  iosUrl: '/download#ios',
  copyright: '© ACSC | CCYA',
};
const data = { [API.siteSettings]: settings };

/** A reader that records what it is asked and answers from `answers` by path (a function: its rejection). */
function reader(answers: Record<string, unknown>) {
  const calls: [string, Record<string, string>][] = [];
  const read = async (path: string, params: Record<string, string>) => {
    calls.push([path, params]);
    const answer = answers[path];
    if (typeof answer === 'function') throw answer();
    if (answer === undefined) throw Object.assign(new Error('no read'), { status: 501 });
    return answer;
  };
  return { read, calls };
}

describe('pages drawn from their queries’ reads', () => {
  it('draws the exchange feed from the feed read, with the read in the dehydrated queries', async () => {
    const { read, calls } = reader({ [EXCHANGE_API.postList]: { list: [], next: null } });
    const r = (await render('/exchange', 'en_US', data, '', read))!;
    expect(r.failed).toBeUndefined();
    expect(r.frame).toBe(false);
    expect(calls.map(([p]) => p)).toContain(EXCHANGE_API.postList);
    expect(JSON.stringify(r.queries)).toContain('"exchange"');
    expect(r.html).toContain('<main');
    // The first render of a page loads antd and the page's chunks (once per process).
  }, 60_000);

  it('does not draw a post that is not there for a visitor (hidden, followers-only, made up)', async () => {
    const notFound = () => Object.assign(new Error('not found'), { status: 404, code: 5201 });
    const { read, calls } = reader({ [EXCHANGE_API.postDetail.replace(':id', '55')]: notFound });
    const r = (await render('/exchange/post/55', 'en_US', data, '', read))!;
    expect(calls[0][0]).toBe('/client/exchange/v1/post/detail/55');
    expect(r.failed).toEqual({ status: 404 });
  }, 60_000);

  it('reports a failed read (the page is not drawn) and a read no module gives', async () => {
    const down = () => Object.assign(new Error('down'), { status: 503 });
    const failing = reader({ [API.scholarships]: down });
    expect((await render('/scholarship', 'km_KH', data, '', failing.read))!.failed).toEqual({ status: 503 });
    expect(failing.calls[0][0]).toBe(API.scholarships);
    const none = reader({});
    expect((await render('/scholarship', 'km_KH', data, '', none.read))!.failed).toEqual({ status: 501 });
  }, 60_000);

  it('draws a member’s page as its frame, reading nothing', async () => {
    for (const url of ['/setting', '/notifications', '/exchange/message', '/work/vitae']) {
      const { read, calls } = reader({});
      const r = (await render(url, 'zh_CN', data, '', read))!;
      expect(r.frame, url).toBe(true);
      expect(r.html, url).toContain('<div class="page-frame" aria-busy="true"></div>');
      expect(
        calls.filter(([p]) => p !== API.siteSettings),
        url,
      ).toEqual([]);
    }
  });
});
