import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExchangePost } from '@acsc/shared';
import { exchangeApi } from './api.js';
import { patchPost } from './postCache.js';

type Kind = 'like' | 'collect';
const FLAG = { like: 'liked', collect: 'collected' } as const;
const COUNT = { like: 'likes', collect: 'collects' } as const;

/**
 * Like and collect are optimistic (issue 11): the button and count change at once, the server's exact
 * counts replace them when it answers, and a failure puts back what was there (the HTTP client toasts it).
 * A second tap while one call is under way waits for nothing: the call sends the wanted state, so the
 * last tap wins on the server too.
 */
export function usePostToggles(post: ExchangePost) {
  const qc = useQueryClient();
  const inFlight = useRef<Record<Kind, number>>({ like: 0, collect: 0 });

  const toggle = async (kind: Kind) => {
    const flag = FLAG[kind];
    const count = COUNT[kind];
    const before = { active: post[flag], count: post.counts[count] };
    const wanted = !before.active;
    const ticket = ++inFlight.current[kind];
    patchPost(qc, post.id, (p) => ({
      ...p,
      [flag]: wanted,
      counts: { ...p.counts, [count]: Math.max(0, p.counts[count] + (wanted ? 1 : -1)) },
    }));
    try {
      const r = kind === 'like' ? await exchangeApi.like(post.id, wanted) : await exchangeApi.collect(post.id, wanted);
      if (ticket === inFlight.current[kind])
        patchPost(qc, post.id, (p) => ({ ...p, [flag]: r.active, counts: r.counts }));
    } catch {
      if (ticket === inFlight.current[kind])
        patchPost(qc, post.id, (p) => ({
          ...p,
          [flag]: before.active,
          counts: { ...p.counts, [count]: before.count },
        }));
    }
  };

  return { like: () => toggle('like'), collect: () => toggle('collect') };
}
