import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ROLES, type Role } from '@acsc/shared';
import { useTestApp } from '../../test/kit.js';
import { staffRoutesOf } from '../../platform/staff.js';
import { accessOf } from '../../platform/route-table.js';

const tokens = {} as Record<Role | 'member', string>;

const { app, signUpStaff } = await useTestApp();
beforeAll(async () => {
  tokens.member = (await signUpStaff([])).token;
  for (const role of ROLES) tokens[role] = (await signUpStaff([role])).token;
});

/** A concrete URL for a route pattern: every :param becomes 1 (or a valid association page key). */
const concrete = (url: string) =>
  url.replace(':association', 'acsc').replace(':kind', 'introduction').replace(/:\w+/g, '1');

async function hit(method: string, url: string, token?: string) {
  const res = await app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      'tus-resumable': '1.0.0',
      language: 'en_US',
    },
    payload: method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? undefined : '{}',
  });
  // tus answers its own protocol errors as plain text; the role check always answers the envelope.
  const body = method !== 'HEAD' && res.headers['content-type']?.toString().includes('json') ? res.json() : null;
  return { status: res.statusCode, code: body?.code };
}

describe('staff role matrix', () => {
  it('has every staff route under /prod-api/admin, each naming its roles', () => {
    const routes = staffRoutesOf(app);
    // Content kinds x 7 calls, channels, association, site, staff, audit, dashboard, media, tus.
    expect(routes.length).toBeGreaterThan(60);
    for (const r of routes) {
      expect(r.url.startsWith(`${API_BASE}/admin/`)).toBe(true);
      expect(r.roles.length).toBeGreaterThan(0);
    }
  });

  it('walks every staff route of the route table, and every route under /prod-api/admin is one', () => {
    const staff = new Set(staffRoutesOf(app).map((r) => `${r.method} ${r.url}`));
    const table = app.routeTable.filter((r) => accessOf(r.options).kind === 'staff').map((r) => `${r.method} ${r.url}`);
    expect(table.filter((k) => !staff.has(k))).toEqual([]);
    expect(
      app.routeTable
        .filter((r) => r.url.startsWith(`${API_BASE}/admin/`) && accessOf(r.options).kind !== 'staff')
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual([]);
  });

  it('answers code 90 to a visitor, 403 to a plain member and to every wrong role, on every staff route', async () => {
    const routes = staffRoutesOf(app);
    const failures: string[] = [];
    for (const r of routes) {
      const label = `${r.method} ${r.url}`;
      const visitor = await hit(r.method, r.url);
      if (visitor.status !== 401 || (r.method !== 'HEAD' && visitor.code !== 90))
        failures.push(`${label} visitor -> ${visitor.status}/${visitor.code}`);
      const member = await hit(r.method, r.url, tokens.member);
      if (member.status !== 403) failures.push(`${label} member -> ${member.status}`);
      for (const role of ROLES.filter((x) => !r.roles.includes(x))) {
        const res = await hit(r.method, r.url, tokens[role]);
        if (res.status !== 403 || (r.method !== 'HEAD' && res.code !== 1003))
          failures.push(`${label} ${role} -> ${res.status}/${res.code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets each allowed role past the check (the answer is about the request, never FORBIDDEN)', async () => {
    for (const r of staffRoutesOf(app)) {
      for (const role of r.roles) {
        const res = await hit(r.method, r.url, tokens[role]);
        expect([401, 403], `${r.method} ${r.url} as ${role}`).not.toContain(res.status);
      }
    }
  });

  it('gives editors content and admins everything: settings, staff and audit are admin-only', () => {
    const byUrl = new Map(staffRoutesOf(app).map((r) => [r.url, r.roles]));
    expect(byUrl.get(`${API_BASE}/admin/news/article/create`)).toEqual(['editor', 'admin']);
    expect(byUrl.get(`${API_BASE}/admin/site/settings/update`)).toEqual(['admin']);
    expect(byUrl.get(`${API_BASE}/admin/staff/grant`)).toEqual(['admin']);
    expect(byUrl.get(`${API_BASE}/admin/audit/listPage`)).toEqual(['admin']);
  });
});
