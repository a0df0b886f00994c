import { expect, type APIRequestContext } from '@playwright/test';

/**
 * An event written by staff through the console's API (issue 31 journeys): starting in a week in Phnom Penh's
 * time zone, two hours long, with the fields given over the defaults; published unless `publish: false`.
 * Answers its id.
 */
export async function staffEvent(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown> & { title: Record<string, string> },
  { publish = true }: { publish?: boolean } = {},
): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const start = new Date(Date.now() + 7 * 86_400_000);
  const created = await (
    await request.post('/prod-api/admin/reservation/activity/create', {
      headers,
      data: {
        summary: { en_US: 'Welcome' },
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 7_200_000).toISOString(),
        timeZone: 'Asia/Phnom_Penh',
        capacity: 5,
        ...data,
      },
    })
  ).json();
  expect(created.code, created.msg).toBe(0);
  const id = created.data.id as number;
  if (publish) await publishEvent(request, token, id);
  return id;
}

/** Publishes an event now. */
export async function publishEvent(request: APIRequestContext, token: string, id: number) {
  const published = await (
    await request.post(`/prod-api/admin/reservation/activity/publish/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    })
  ).json();
  expect(published.code, published.msg).toBe(0);
}
